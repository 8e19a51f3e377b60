import Foundation
@_spi(Harness) import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

// MARK: Test-only responders

/// A view that can become first, is not key input, and records its responder callbacks.
private final class FocusableView: View {
  var refusesToResign = false
  var acceptsFirst = true
  var customInputView: View?
  var customAccessoryView: View?
  private(set) var becameFirstCount = 0
  private(set) var resignedCount = 0
  private(set) var inputViewReads = 0

  override var canBecomeFirstResponder: Bool { acceptsFirst }
  override var canResignFirstResponder: Bool { !refusesToResign }
  override var inputView: View? {
    inputViewReads += 1
    return customInputView
  }
  override var inputAccessoryView: View? { customAccessoryView }
  override func responderDidBecomeFirst() { becameFirstCount += 1 }
  override func responderDidResign() { resignedCount += 1 }
}

/// A text field that can be told to refuse resigning.
private final class StubbornField: TextField {
  var refusesToResign = true
  override var canResignFirstResponder: Bool { !refusesToResign }
}

/// A control that declares it opens its keyboard on `touchDown`.
private final class TouchDownOpener: Control {
  let picker = PickerView()
  override init(frame: CGRect) {
    super.init(frame: frame)
    addAction(for: [.touchDown]) { control, _ in control.becomeFirstResponder() }
  }

  required init?(coder: NSCoder) { nil }
  override var canBecomeFirstResponder: Bool { isEnabled }
  override var inputView: View? { picker }
}

/// The kinds of responder the defaults are checked on.
enum PlainResponderKind: String, CaseIterable, Sendable {
  case responder, view, control, button, label

  func make() -> Responder {
    switch self {
    case .responder: Responder()
    case .view: View()
    case .control: Control()
    case .button: Button(title: "Play")
    case .label: Label(text: "x")
    }
  }
}

@Suite("RESP: responder")
struct ResponderClauseTests {
  // MARK: RESP-1

  @Test(
    "RESP-1 a responder's defaults: cannot become first, can resign, is not first",
    arguments: PlainResponderKind.allCases)
  func defaults(kind: PlainResponderKind) {
    let responder = kind.make()
    #expect(responder.canBecomeFirstResponder == false)
    #expect(responder.canResignFirstResponder == true)
    #expect(responder.isFirstResponder == false)
    #expect(responder.inputView == nil)
    #expect(responder.inputAccessoryView == nil)
    if let view = responder as? View {
      let window = Fixture.window(with: view)
      #expect(view.becomeFirstResponder() == false)
      #expect(window.firstResponder == nil)
      #expect(view.isFirstResponder == false)
    }
  }

  // MARK: RESP-2

  @Test("RESP-2 becomeFirstResponder returns true exactly when the receiver is first afterwards")
  func becomeReturnsTrueWhenFirst() {
    let field = TextField()
    let window = Fixture.window(with: field)
    #expect(field.becomeFirstResponder() == true)
    #expect(field.isFirstResponder)
    #expect(window.firstResponder === field)
  }

  @Test("RESP-2 a responder that cannot become first returns false and changes nothing")
  func becomeRefusedByCanBecome() {
    let current = TextField()
    let refusing = FocusableView()
    refusing.acceptsFirst = false
    let window = Fixture.window(with: current, refusing)
    current.becomeFirstResponder()
    let log = EventRecorder(current)
    #expect(refusing.becomeFirstResponder() == false)
    #expect(window.firstResponder === current)
    #expect(refusing.isFirstResponder == false)
    #expect(refusing.becameFirstCount == 0)
    #expect(log.events == [])
    #expect(window.keyboard?.showsSystemKeyboard == true)
  }

  @Test("RESP-2 when the current first responder refuses to resign, becoming first fails and nothing changes")
  func becomeBlockedByRefusingResign() {
    let stubborn = FocusableView()
    let other = TextField()
    let window = Fixture.window(with: stubborn, other)
    #expect(stubborn.becomeFirstResponder())
    stubborn.refusesToResign = true
    let log = EventRecorder(other)
    #expect(other.becomeFirstResponder() == false)
    #expect(window.firstResponder === stubborn)
    #expect(stubborn.isFirstResponder)
    #expect(other.isFirstResponder == false)
    #expect(stubborn.resignedCount == 0)
    #expect(log.events == [])
  }

  @Test("RESP-2 a first responder that is later disabled still answers true to becomeFirstResponder")
  func becomeOnFirstAfterDisabling() {
    let view = KeyInputTextView()
    let window = Fixture.window(with: view)
    #expect(view.becomeFirstResponder())
    view.isEnabled = false
    // It is still first, so the call must return true (true exactly when first afterwards).
    #expect(view.becomeFirstResponder() == view.isFirstResponder)
    #expect(window.firstResponder === view)
  }

  // MARK: RESP-3

  @Test("RESP-3 becomeFirstResponder on the current first responder returns true and sends no event")
  func becomeAgainIsIdempotent() {
    let field = TextField()
    let window = Fixture.window(with: field)
    let log = EventRecorder(field)
    #expect(field.becomeFirstResponder())
    #expect(log.events == [.editingDidBegin])
    let keyboardBefore = window.keyboard
    #expect(field.becomeFirstResponder() == true)
    #expect(field.becomeFirstResponder() == true)
    #expect(log.events == [.editingDidBegin])
    #expect(window.firstResponder === field)
    #expect(window.keyboard?.showsSystemKeyboard == keyboardBefore?.showsSystemKeyboard)
  }

  @Test("RESP-3 becoming first again while shouldBeginEditing now refuses still returns true and sends no event")
  func becomeAgainWithRefusingDelegate() {
    let field = TextField()
    let window = Fixture.window(with: field)
    #expect(field.becomeFirstResponder())
    let log = EventRecorder(field)
    field.shouldBeginEditing = { false }
    #expect(field.becomeFirstResponder() == true)
    #expect(window.firstResponder === field)
    #expect(log.events == [])
  }

  @Test("RESP-3 a second becomeFirstResponder on a custom responder does not call it again")
  func becomeAgainNoCallback() {
    let view = FocusableView()
    let window = Fixture.window(with: view)
    #expect(view.becomeFirstResponder())
    #expect(view.becomeFirstResponder())
    #expect(view.becameFirstCount == 1)
    #expect(view.resignedCount == 0)
    #expect(window.firstResponder === view)
  }

  // MARK: RESP-4

  @Test("RESP-4 becomeFirstResponder outside a window returns false and changes nothing")
  func becomeOutsideWindow() {
    let loose = TextField()
    let log = EventRecorder(loose)
    #expect(loose.becomeFirstResponder() == false)
    #expect(loose.isFirstResponder == false)
    #expect(log.events == [])

    let container = View()
    let nested = FocusableView()
    container.addSubview(nested)
    #expect(nested.becomeFirstResponder() == false)
    #expect(nested.becameFirstCount == 0)
  }

  @Test("RESP-4 a responder outside the window does not dislodge the window's first responder")
  func becomeOutsideWindowKeepsOther() {
    let inside = TextField()
    let window = Fixture.window(with: inside)
    inside.becomeFirstResponder()
    let outside = TextField()
    let log = EventRecorder(inside)
    #expect(outside.becomeFirstResponder() == false)
    #expect(window.firstResponder === inside)
    #expect(log.events == [])
  }

  // MARK: RESP-5

  @Test("RESP-5 the old first responder resigns (editing end) before the new one begins")
  func handOverOrder() {
    let first = TextField()
    let second = TextField()
    let window = Fixture.window(with: first, second)
    let log = SharedEventLog()
    log.watch(first, as: "first", only: ControlEvent.allEditingEvents)
    log.watch(second, as: "second", only: ControlEvent.allEditingEvents)
    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())
    #expect(log.entries == ["first.editingDidBegin", "first.editingDidEnd", "second.editingDidBegin"])
    #expect(window.firstResponder === second)
    #expect(first.isFirstResponder == false)
    #expect(second.isFirstResponder)
  }

  @Test("RESP-5 a window has at most one first responder across many hand-overs", arguments: [1, 2, 5])
  func atMostOne(count: Int) {
    let fields = (0..<count).map { _ in TextField() }
    let window = Fixture.window()
    for field in fields { window.addSubview(field) }
    for (index, field) in fields.enumerated() {
      #expect(field.becomeFirstResponder())
      #expect(fields.filter(\.isFirstResponder).count == 1)
      #expect(window.firstResponder === fields[index])
    }
  }

  // MARK: RESP-6

  @Test("RESP-6 resignFirstResponder returns true by default and the responder is no longer first")
  func resignDefault() {
    let field = TextField()
    let window = Fixture.window(with: field)
    field.becomeFirstResponder()
    let log = EventRecorder(field)
    #expect(field.resignFirstResponder() == true)
    #expect(field.isFirstResponder == false)
    #expect(window.firstResponder == nil)
    #expect(log.events == [.editingDidEnd])
  }

  @Test("RESP-6 a responder that cannot resign refuses and stays first")
  func resignRefused() {
    let field = StubbornField()
    let window = Fixture.window(with: field)
    field.becomeFirstResponder()
    let log = EventRecorder(field)
    #expect(field.resignFirstResponder() == false)
    #expect(field.isFirstResponder)
    #expect(window.firstResponder === field)
    #expect(log.events == [])
  }

  @Test("RESP-6 resigning a responder that is not first returns true and sends no event")
  func resignWhenNotFirst() {
    let field = TextField()
    let other = TextField()
    let window = Fixture.window(with: field, other)
    let log = EventRecorder(field)
    #expect(field.resignFirstResponder() == true)
    other.becomeFirstResponder()
    #expect(field.resignFirstResponder() == true)
    #expect(window.firstResponder === other)
    #expect(log.events == [])
    let loose = TextField()
    #expect(loose.resignFirstResponder() == true)
  }

  // MARK: RESP-7

  @Test("RESP-7 removing a refusing first responder from the window forces it out and still sends editing end")
  func removalForcesResign() {
    let field = StubbornField()
    let window = Fixture.window(with: field)
    #expect(field.becomeFirstResponder())
    let log = EventRecorder(field)
    field.removeFromSuperview()
    #expect(window.firstResponder == nil)
    #expect(field.isFirstResponder == false)
    #expect(log.events == [.editingDidEnd])
    #expect(window.keyboard == nil)
  }

  @Test("RESP-7 removing a view that contains the first responder forces it out")
  func removalOfAncestorForcesResign() {
    let container = View()
    let inner = View()
    let field = StubbornField()
    container.addSubview(inner)
    inner.addSubview(field)
    let window = Fixture.window(with: container)
    #expect(field.becomeFirstResponder())
    let log = EventRecorder(field)
    container.removeFromSuperview()
    #expect(window.firstResponder == nil)
    #expect(log.events == [.editingDidEnd])
    #expect(field.becomeFirstResponder() == false)
  }

  @Test("RESP-7 removing a sibling of the first responder changes nothing")
  func removalOfSiblingKeepsFirst() {
    let field = TextField()
    let sibling = TextField()
    let window = Fixture.window(with: field, sibling)
    field.becomeFirstResponder()
    let log = EventRecorder(field)
    sibling.removeFromSuperview()
    #expect(window.firstResponder === field)
    #expect(log.events == [])
  }

  // MARK: RESP-8

  @Test("RESP-8 hiding the first responder keeps it first and keeps the keyboard")
  func hidingKeepsFirst() {
    let keyboard = PickerKeyboard(components: [["A", "B"]])
    let window = Fixture.window(with: keyboard)
    keyboard.tap()
    let log = EventRecorder(keyboard)
    keyboard.isHidden = true
    #expect(keyboard.isFirstResponder)
    #expect(window.firstResponder === keyboard)
    #expect(window.keyboard?.inputView === keyboard.picker)
    keyboard.isHidden = false
    #expect(keyboard.isFirstResponder)
    #expect(log.events == [])
  }

  // MARK: RESP-9

  @Test("RESP-9 nothing is shown when there is no first responder")
  func nothingWithoutFirst() {
    let field = TextField()
    let window = Fixture.window(with: field)
    #expect(window.keyboard == nil)
  }

  @Test("RESP-9 a key-input responder without an input view gets the system keyboard")
  func systemKeyboardForKeyInput() {
    let field = KeyInputTextView()
    let window = Fixture.window(with: field)
    field.becomeFirstResponder()
    #expect(window.keyboard?.showsSystemKeyboard == true)
    #expect(window.keyboard?.inputView == nil)
    #expect(window.keyboard?.accessory == nil)
  }

  @Test("RESP-9 a responder's input view and accessory are shown while it is first")
  func inputViewAndAccessoryShown() {
    let field = TextField()
    let input = View()
    let accessory = Toolbar()
    field.inputView = input
    field.inputAccessoryView = accessory
    let window = Fixture.window(with: field)
    field.becomeFirstResponder()
    #expect(window.keyboard?.inputView === input)
    #expect(window.keyboard?.accessory === accessory)
    #expect(window.keyboard?.showsSystemKeyboard == false)
    #expect(input.isShown(in: window))
    #expect(accessory.isShown(in: window))
  }

  @Test("RESP-9 a key-input responder with only an accessory gets the system keyboard and the accessory")
  func systemKeyboardWithAccessory() {
    let field = TextField()
    let accessory = Toolbar()
    field.inputAccessoryView = accessory
    let window = Fixture.window(with: field)
    field.becomeFirstResponder()
    #expect(window.keyboard?.showsSystemKeyboard == true)
    #expect(window.keyboard?.accessory === accessory)
  }

  @Test("RESP-9 a responder that is not key input and has no input views shows nothing")
  func nothingForBareResponder() {
    let view = FocusableView()
    let window = Fixture.window(with: view)
    #expect(view.becomeFirstResponder())
    #expect(window.keyboard == nil)
  }

  @Test("RESP-9 a responder that is not key input with only an accessory shows the accessory and no keyboard")
  func accessoryOnlyForBareResponder() {
    let view = FocusableView()
    let accessory = Toolbar()
    view.customAccessoryView = accessory
    let window = Fixture.window(with: view)
    #expect(view.becomeFirstResponder())
    #expect(window.keyboard?.accessory === accessory)
    #expect(window.keyboard?.inputView == nil)
    #expect(window.keyboard?.showsSystemKeyboard == false)
  }

  @Test("RESP-9 a picker keyboard shows its picker and its toolbar")
  func pickerKeyboardShown() {
    let keyboard = PickerKeyboard(components: [["A"]])
    let window = Fixture.window(with: keyboard)
    keyboard.tap()
    #expect(window.keyboard?.inputView === keyboard.picker)
    #expect(window.keyboard?.accessory === keyboard.toolbar)
    #expect(window.keyboard?.presentedViews.count == 2)
  }

  // MARK: RESP-10

  @Test("RESP-10 changing a first responder's input view takes effect only after reloadInputViews")
  func reloadNeeded() {
    let field = TextField()
    let old = View()
    let new = View()
    field.inputView = old
    let window = Fixture.window(with: field)
    field.becomeFirstResponder()
    field.inputView = new
    #expect(window.keyboard?.inputView === old)
    field.reloadInputViews()
    #expect(window.keyboard?.inputView === new)
    #expect(new.isShown(in: window))
    #expect(old.isShown(in: window) == false)
    field.inputView = nil
    #expect(window.keyboard?.inputView === new)
    field.reloadInputViews()
    #expect(window.keyboard?.showsSystemKeyboard == true)
  }

  @Test("RESP-10 reloadInputViews on a responder that is not first has no effect")
  func reloadOnNonFirst() {
    let first = TextField()
    let idle = TextField()
    let idleInput = View()
    idle.inputView = idleInput
    let window = Fixture.window(with: first, idle)
    idle.reloadInputViews()
    #expect(window.keyboard == nil)
    first.becomeFirstResponder()
    idle.reloadInputViews()
    #expect(window.keyboard?.showsSystemKeyboard == true)
    #expect(idleInput.isShown(in: window) == false)
    #expect(window.firstResponder === first)
  }

  // MARK: RESP-11

  @Test("RESP-11 the input views of the reference components are the same instance on every read")
  func stableIdentity() {
    let environment = Fixture.environment()
    let picker = PickerKeyboard(components: [["A", "B"]])
    let date = DateKeyboard(environment: environment)
    let window = Fixture.window(with: picker, date, environment: environment)
    #expect(date.becomeFirstResponder())
    #expect(window.keyboard?.inputView === date.datePicker)
    for _ in 0..<3 {
      #expect(picker.inputView === picker.picker)
      #expect(picker.inputAccessoryView === picker.toolbar)
      #expect(date.inputView === date.datePicker)
      #expect(date.inputAccessoryView === date.toolbar)
    }
  }

  @Test("RESP-11 what is presented is what the component holds, across reloads and reopenings")
  func presentedIsHeld() {
    let keyboard = PickerKeyboard(components: [["A", "B", "C"]])
    let window = Fixture.window(with: keyboard)
    keyboard.tap()
    keyboard.picker.spin(component: 0, toRow: 2)
    keyboard.picker.settle()
    keyboard.reloadInputViews()
    #expect(window.keyboard?.inputView === keyboard.picker)
    #expect(keyboard.picker.selectedRow(inComponent: 0) == 2)
    keyboard.done()
    keyboard.tap()
    #expect(window.keyboard?.inputView === keyboard.picker)
    #expect(window.keyboard?.accessory === keyboard.toolbar)
  }

  @Test("RESP-11 the window reads the input view once when presenting")
  func readOncePerPresentation() {
    let view = FocusableView()
    view.customInputView = View()
    let window = Fixture.window(with: view)
    view.becomeFirstResponder()
    #expect(view.inputViewReads == 1)
    view.reloadInputViews()
    #expect(view.inputViewReads == 2)
    #expect(window.keyboard?.inputView === view.customInputView)
  }

  // MARK: RESP-12

  @Test("RESP-12 a tap sends touchDown then touchUpInside")
  func tapEvents() {
    let button = Button(title: "Play")
    let log = EventRecorder(button, only: ControlEvent.allTouchEvents)
    button.touchBegan()
    #expect(log.events == [.touchDown])
    #expect(button.isTracking)
    button.touchEnded(inside: true)
    #expect(log.events == [.touchDown, .touchUpInside])
    #expect(button.isTracking == false)
  }

  @Test("RESP-12 a touch that ends outside sends touchUpOutside")
  func touchUpOutside() {
    let button = Button()
    let log = EventRecorder(button, only: ControlEvent.allTouchEvents)
    button.touchBegan()
    button.touchEnded(inside: false)
    #expect(log.events == [.touchDown, .touchUpOutside])
  }

  @Test("RESP-12 a cancelled touch sends touchCancel instead of any touch-up")
  func touchCancel() {
    let button = Button()
    let log = EventRecorder(button, only: ControlEvent.allTouchEvents)
    button.touchBegan()
    button.touchCancelled()
    button.touchEnded(inside: true)
    #expect(log.events == [.touchDown, .touchCancel])
  }

  @Test("RESP-12 a disabled control ignores touches", arguments: [true, false])
  func disabledIgnoresTouches(endsInside: Bool) {
    let button = Button()
    button.isEnabled = false
    let log = EventRecorder(button)
    button.touchBegan()
    button.touchEnded(inside: endsInside)
    button.tap()
    button.touchBegan()
    button.touchCancelled()
    #expect(log.events == [])
  }

  // MARK: RESP-13

  @Test("RESP-13 programmatic changes send no action")
  func programmaticChangesAreSilent() {
    let environment = Fixture.environment()
    let field = TextField()
    let pickerKeyboard = PickerKeyboard(components: [["A", "B", "C"]], value: ["A"])
    let dateKeyboard = DateKeyboard(environment: environment)
    let datePicker = DatePicker(environment: environment)
    let pickerView = PickerView()
    let window = Fixture.window(with: field, pickerKeyboard, dateKeyboard, datePicker, environment: environment)
    _ = window
    let logs = [
      EventRecorder(field), EventRecorder(pickerKeyboard), EventRecorder(dateKeyboard), EventRecorder(datePicker),
    ]
    field.text = "typed by code"
    pickerKeyboard.selectRow(2, inComponent: 0)
    pickerView.selectRow(0, inComponent: 0, animated: false)
    pickerKeyboard.setComponents([["B", "C"]])
    dateKeyboard.setDate(Fixture.date(2027, 1, 2))
    dateKeyboard.setMinuteInterval(15)
    datePicker.date = Fixture.date(2030, 5, 6)
    datePicker.setDate(Fixture.date(2031, 5, 6), animated: true)
    datePicker.countDownDuration = 600
    datePicker.minimumDate = Fixture.date(2032, 1, 1)
    for log in logs { #expect(log.events == []) }
    #expect(field.text == "typed by code")
  }

  @Test("RESP-13 sendActions(for:) is the explicit way to fire actions")
  func sendActionsFires() {
    let field = TextField()
    let log = EventRecorder(field)
    field.sendActions(for: .valueChanged)
    field.sendActions(for: .editingChanged)
    #expect(log.events == [.valueChanged, .editingChanged])
  }

  // MARK: RESP-14

  @Test("RESP-14 editing begin comes after becoming first and editing end after resigning, in matched pairs")
  func editingPairs() {
    let field = TextField()
    let window = Fixture.window(with: field)
    var observed: [String] = []
    field.addAction(for: ControlEvent.allEditingEvents) { control, event in
      observed.append("\(event.rawValue):\(control.isFirstResponder)")
    }
    for _ in 0..<3 {
      field.becomeFirstResponder()
      field.resignFirstResponder()
    }
    field.becomeFirstResponder()
    field.removeFromSuperview()
    #expect(
      observed == [
        "editingDidBegin:true", "editingDidEnd:false",
        "editingDidBegin:true", "editingDidEnd:false",
        "editingDidBegin:true", "editingDidEnd:false",
        "editingDidBegin:true", "editingDidEnd:false",
      ])
    #expect(window.firstResponder == nil)
  }

  @Test("RESP-14 a refused shouldBeginEditing sends neither editing event")
  func refusedBeginSendsNothing() {
    let field = TextField()
    var asked = 0
    field.shouldBeginEditing = {
      asked += 1
      return false
    }
    let window = Fixture.window(with: field)
    let log = EventRecorder(field, only: ControlEvent.allEditingEvents)
    #expect(field.becomeFirstResponder() == false)
    field.tap()
    field.resignFirstResponder()
    #expect(log.events == [])
    #expect(asked >= 1)
    #expect(window.firstResponder == nil)
  }

  @Test("RESP-14 shouldBeginEditing is asked once by becomeFirstResponder, never by canBecomeFirstResponder")
  func shouldBeginAskedWhenBecoming() {
    let field = TextField()
    var asked = 0
    var allows = false
    field.shouldBeginEditing = {
      asked += 1
      return allows
    }
    #expect(field.becomeFirstResponder() == false)
    #expect(asked == 0, "not in a window: nothing is asked")
    let window = Fixture.window(with: field)
    #expect(field.canBecomeFirstResponder)
    #expect(asked == 0)
    #expect(field.becomeFirstResponder() == false)
    #expect(asked == 1)
    allows = true
    field.tap()
    #expect(asked == 2)
    #expect(window.firstResponder === field)
    #expect(field.becomeFirstResponder())
    #expect(asked == 2, "already first: not asked again")
    field.resignFirstResponder()
    field.isEnabled = false
    #expect(field.becomeFirstResponder() == false)
    #expect(asked == 2, "disabled: not asked")
  }

  @Test("RESP-14 a refused shouldBeginEditing leaves the current first responder first")
  func refusedBeginKeepsCurrent() {
    let current = TextField()
    let field = TextField()
    field.shouldBeginEditing = { false }
    let window = Fixture.window(with: current, field)
    current.tap()
    let log = EventRecorder(current, only: ControlEvent.allEditingEvents)
    field.tap()
    #expect(window.firstResponder === current)
    #expect(log.events == [])
  }

  // MARK: RESP-15

  @Test("RESP-15 after resigning the keyboard area is empty and the presented views are out of the window")
  func resignClearsKeyboard() {
    let keyboard = PickerKeyboard(components: [["A", "B"]])
    let window = Fixture.window(with: keyboard)
    keyboard.tap()
    #expect(keyboard.picker.isShown(in: window))
    #expect(keyboard.toolbar.isShown(in: window))
    keyboard.resignFirstResponder()
    #expect(window.keyboard == nil)
    #expect(keyboard.picker.window == nil)
    #expect(keyboard.toolbar.window == nil)
  }

  @Test("RESP-15 after leaving the window the keyboard area is empty and the presented views are out of the window")
  func removalClearsKeyboard() {
    let environment = Fixture.environment()
    let keyboard = DateKeyboard(environment: environment)
    let window = Fixture.window(with: keyboard, environment: environment)
    #expect(keyboard.becomeFirstResponder())
    #expect(keyboard.datePicker.isShown(in: window))
    keyboard.removeFromSuperview()
    #expect(window.keyboard == nil)
    #expect(keyboard.datePicker.window == nil)
    #expect(keyboard.toolbar.window == nil)
  }

  // MARK: RESP-16

  @Test("RESP-16 a control that opens on touchUpInside becomes first on the touch-up, once per touch")
  func opensOnTouchUpInside() {
    let keyboard = PickerKeyboard(components: [["A", "B", "C"]])
    let field = TextField()
    let window = Fixture.window(with: keyboard, field)
    for control in [keyboard, field] as [Control] {
      let log = EventRecorder(control, only: [.editingDidBegin])
      control.touchBegan()
      #expect(control.isFirstResponder == false)
      control.touchEnded(inside: true)
      #expect(control.isFirstResponder)
      #expect(window.firstResponder === control)
      control.tap()
      #expect(control.isFirstResponder)
      if control === field { #expect(log.events == [.editingDidBegin]) }
    }
  }

  @Test("RESP-16 a touch that ends outside or is cancelled does not open a touchUpInside control")
  func touchUpOutsideDoesNotOpen() {
    let keyboard = PickerKeyboard(components: [["A"]])
    let window = Fixture.window(with: keyboard)
    keyboard.touchBegan()
    keyboard.touchEnded(inside: false)
    keyboard.touchBegan()
    keyboard.touchCancelled()
    #expect(window.firstResponder == nil)
  }

  @Test("RESP-16 a control that opens on touchDown becomes first on touchDown")
  func opensOnTouchDown() {
    let opener = TouchDownOpener()
    let window = Fixture.window(with: opener)
    opener.touchBegan()
    #expect(opener.isFirstResponder)
    #expect(window.keyboard?.inputView === opener.picker)
    opener.touchEnded(inside: false)
    #expect(opener.isFirstResponder)
  }

  @Test("RESP-16 touching an open picker keyboard again changes nothing")
  func secondTouchChangesNothing() {
    let keyboard = PickerKeyboard(components: [["A", "B", "C"]], value: ["A"])
    let window = Fixture.window(with: keyboard)
    keyboard.tap()
    keyboard.picker.spin(component: 0, toRow: 2)
    keyboard.picker.settle()
    let log = EventRecorder(keyboard, only: [.valueChanged, .editingDidBegin, .editingDidEnd])
    keyboard.tap()
    #expect(keyboard.isFirstResponder)
    #expect(keyboard.picker.selectedRow(inComponent: 0) == 2)
    #expect(window.keyboard?.inputView === keyboard.picker)
    #expect(keyboard.value == ["A"])
    #expect(log.events == [])
  }

  // MARK: RESP-17

  @Test("RESP-17 a disabled text-input control cannot become first responder")
  func disabledCannotBecomeFirst() {
    let environment = Fixture.environment()
    let field = TextField()
    let keyView = KeyInputTextView()
    let dateKeyboard = DateKeyboard(environment: environment)
    let window = Fixture.window(with: field, keyView, dateKeyboard, environment: environment)
    for control in [field, keyView, dateKeyboard] as [Control] {
      control.isEnabled = false
      let log = EventRecorder(control)
      #expect(control.becomeFirstResponder() == false)
      control.tap()
      #expect(control.isFirstResponder == false)
      #expect(log.events == [])
    }
    #expect(window.firstResponder == nil)
    #expect(window.keyboard == nil)
  }

  @Test("RESP-17 disabling a text field that is first makes it resign, with its editing end")
  func disablingFirstResigns() {
    let field = TextField()
    let dateKeyboard = DateKeyboard(environment: Fixture.environment())
    let window = Fixture.window(with: field, dateKeyboard)
    for control in [field, dateKeyboard] as [TextField] {
      control.tap()
      let log = EventRecorder(control, only: ControlEvent.allEditingEvents)
      control.isEnabled = false
      #expect(control.isFirstResponder == false)
      #expect(window.firstResponder == nil)
      #expect(window.keyboard == nil)
      #expect(log.events == [.editingDidEnd])
      control.isEnabled = true
      #expect(control.isFirstResponder == false, "enabling again does not make it first")
    }
  }

  @Test("RESP-17 disabling a field that is not first, or enabling one, changes nothing")
  func disablingOthersChangesNothing() {
    let field = TextField()
    let other = TextField()
    let window = Fixture.window(with: field, other)
    other.tap()
    let log = EventRecorder(other)
    field.isEnabled = false
    field.isEnabled = true
    other.isEnabled = true
    #expect(window.firstResponder === other)
    #expect(log.events == [])
  }

  // MARK: RESP-18

  @Test("RESP-18 a failed becomeFirstResponder leaves the refusing responder's keyboard area unchanged")
  func refusingResponderKeepsKeyboard() {
    let stubborn = StubbornField()
    let input = View()
    let accessory = Toolbar()
    stubborn.inputView = input
    stubborn.inputAccessoryView = accessory
    let picker = PickerKeyboard(components: [["A"]])
    let window = Fixture.window(with: stubborn, picker)
    #expect(stubborn.becomeFirstResponder())
    #expect(picker.becomeFirstResponder() == false)
    picker.tap()
    #expect(window.firstResponder === stubborn)
    #expect(window.keyboard?.inputView === input)
    #expect(window.keyboard?.accessory === accessory)
    #expect(input.isShown(in: window))
    #expect(picker.picker.window == nil)
    stubborn.refusesToResign = false
    #expect(picker.becomeFirstResponder())
    #expect(window.keyboard?.inputView === picker.picker)
    #expect(input.window == nil)
  }

  // MARK: RESP-19

  @Test(
    "RESP-19 a dismissal through none of the buttons has the declared outcome, with exactly one callback",
    arguments: CommitStyle.allCases, OtherDismissal.allCases)
  func dismissalOutcome(style: CommitStyle, dismissal: OtherDismissal) {
    for outcome in DismissalOutcome.allCases {
      let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: style, dismissalOutcome: outcome)
      harness.open()
      harness.choose(2)
      harness.valueChanges.reset()
      dismissal.perform(on: harness)
      #expect(harness.keyboard.isFirstResponder == false)
      switch outcome {
      case .commit:
        #expect(harness.callbacks == ["done [\"C\"]"], "\(outcome)")
        #expect(harness.keyboard.value == ["C"])
        #expect(harness.valueChanges.events == (style == .live ? [] : [.valueChanged]))
      case .discard:
        #expect(harness.callbacks == ["cancel"], "\(outcome)")
        #expect(harness.keyboard.value == ["A"])
        #expect(harness.valueChanges.events == (style == .live ? [.valueChanged] : []))
      }
      harness.keyboard.resignFirstResponder()
      harness.picker.settle()
      #expect(harness.callbacks.count == 1, "no second callback")
    }
  }

  @Test(
    "RESP-19 Done, Cancel and Close report their own outcome once, whatever dismissal outcome is declared",
    arguments: EndAction.allCases)
  func buttonsReportOnce(action: EndAction) {
    for outcome in [nil] + DismissalOutcome.allCases.map(Optional.some) {
      let harness = PickerHarness(
        [["A", "B"]], value: ["A"], buttons: [.done, .cancel, .close], dismissalOutcome: outcome)
      harness.open()
      harness.choose(1)
      harness.tap(action.rawValue)
      let expected: [String] =
        switch action {
        case .done: ["done [\"B\"]"]
        case .cancel: ["cancel"]
        case .close: []
        }
      #expect(harness.callbacks == expected, "\(String(describing: outcome))")
      #expect(harness.keyboard.isFirstResponder == false)
    }
  }

  @Test("RESP-19 a dismissal during a spin commits the row the picker shows, once", arguments: CommitStyle.allCases)
  func dismissalDuringSpin(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["B"], style: style, dismissalOutcome: .commit)
    harness.open()
    harness.picker.spin(component: 0, toRow: 2)
    harness.tap("Done")
    harness.other.becomeFirstResponder()
    harness.picker.settle()
    #expect(harness.callbacks == ["done [\"B\"]"])
    #expect(harness.keyboard.value == ["B"])
  }

  @Test(
    "RESP-19 a date keyboard dismissed through none of its buttons has the declared outcome, with one callback",
    arguments: [nil] + DismissalOutcome.allCases.map(Optional.some))
  func dateDismissalOutcome(outcome: DismissalOutcome?) {
    let environment = Fixture.environment()
    let keyboard = DateKeyboard(environment: environment, mode: .date, offersCancel: true, dismissalOutcome: outcome)
    let other = TextField()
    let window = Fixture.window(with: keyboard, other, environment: environment)
    var callbacks: [String] = []
    keyboard.onDone = { callbacks.append("done \($0 == Fixture.date(2027, 1, 1))") }
    keyboard.onCancel = { callbacks.append("cancel") }
    let log = EventRecorder(keyboard.datePicker, only: [.valueChanged])
    keyboard.tap()
    keyboard.datePicker.userSelect(Fixture.date(2027, 1, 1))
    other.becomeFirstResponder()
    #expect(window.firstResponder === other)
    switch outcome {
    case nil:
      #expect(callbacks == [])
      #expect(keyboard.date == Fixture.date(2027, 1, 1))
    case .commit:
      #expect(callbacks == ["done true"])
      #expect(keyboard.date == Fixture.date(2027, 1, 1))
    case .discard:
      #expect(callbacks == ["cancel"])
      #expect(keyboard.date == Fixture.novemberThirtiethUTC)
      #expect(keyboard.text == "November 30, 2026")
    }
    #expect(log.events == [.valueChanged])
    keyboard.resignFirstResponder()
    #expect(callbacks.count == (outcome == nil ? 0 : 1))
  }

  // MARK: RESP-22

  @Test(
    "RESP-22 a key-input responder's keyboard can produce text: the system keyboard or an input view with keys",
    arguments: [[], ["1"], ["1", "2", "3"]])
  func keyInputKeyboardHasKeys(keys: [String]) {
    let view = KeyInputTextView(customKeys: keys)
    let window = Fixture.window(with: view)
    view.tap()
    if keys.isEmpty {
      #expect(window.keyboard?.showsSystemKeyboard == true)
      #expect(window.keyboard?.inputView == nil)
    } else {
      let keysView = window.keyboard?.inputView as? KeyboardKeysView
      #expect(keysView === view.keysView)
      #expect(keysView?.buttons.map(\.title) == keys + ["⌫"])
      keysView?.tapKey(keys[keys.count - 1])
      #expect(view.text == keys[keys.count - 1])
    }
    let field = TextField()
    window.addSubview(field)
    field.tap()
    #expect(window.keyboard?.showsSystemKeyboard == true)
  }

  // MARK: RESP-20

  @Test(
    "RESP-20 when the host reappears the responder first when it disappeared is first again and opens as on a tap",
    arguments: CommitStyle.allCases)
  func hostReappears(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["B"], style: style)
    harness.open()
    harness.choose(2)
    harness.window.hostDisappears()
    #expect(harness.keyboard.isFirstResponder == false)
    #expect(harness.window.keyboard == nil)
    harness.window.hostReappears()
    #expect(harness.isOpen)
    #expect(harness.selectedRow == (style == .live ? 2 : 1), "preselected on the committed value (PICK-15)")
    #expect(harness.keyboard.valueAtOpen == harness.keyboard.value)
    harness.window.hostReappears()
    #expect(harness.isOpen)
  }

  @Test("RESP-20 a text field and a date keyboard come back with their editing events")
  func hostReappearsTextFields() {
    let environment = Fixture.environment()
    let field = TextField()
    let dateKeyboard = DateKeyboard(environment: environment)
    let window = Fixture.window(with: field, dateKeyboard, environment: environment)
    for control in [field, dateKeyboard] as [TextField] {
      control.tap()
      let log = EventRecorder(control, only: ControlEvent.allEditingEvents)
      window.hostDisappears()
      window.hostReappears()
      #expect(window.firstResponder === control)
      #expect(log.events == [.editingDidEnd, .editingDidBegin])
      #expect(window.keyboard?.inputView === control.inputView)
    }
    dateKeyboard.datePicker.userSelect(Fixture.date(2027, 2, 2))
    window.hostDisappears()
    window.hostReappears()
    #expect((window.keyboard?.inputView as? DatePicker)?.date == Fixture.date(2027, 2, 2), "DATE-23")
  }

  @Test("RESP-20 a responder that left the window meanwhile, or a host with no first responder, restores nothing")
  func hostReappearsWithoutResponder() {
    let field = TextField()
    let window = Fixture.window(with: field)
    window.hostDisappears()
    window.hostReappears()
    #expect(window.firstResponder == nil)
    field.tap()
    window.hostDisappears()
    field.removeFromSuperview()
    window.hostReappears()
    #expect(window.firstResponder == nil)
    #expect(field.isFirstResponder == false)
  }

  // MARK: RESP-21

  @Test(
    "RESP-21 callbacks after the keyboard is gone do not trap and change nothing",
    arguments: CommitStyle.allCases, [0, 1, 3])
  func lateCallbacksChangeNothing(style: CommitStyle, rows: Int) {
    let data = (0..<rows).map { "R\($0)" }
    let harness = PickerHarness([data], value: rows > 0 ? ["R0"] : nil, style: style, dismissalOutcome: .commit)
    harness.open()
    harness.keyboard.removeFromSuperview()
    let callbacks = harness.callbacks
    let value = harness.keyboard.value
    harness.keyboard.setComponents([[]])
    for (row, component) in [(0, 0), (rows, 0), (-1, 0), (2, 5), (Int.max, 0)] {
      #expect(harness.keyboard.pickerView(harness.picker, titleForRow: row, forComponent: component) == nil)
      harness.keyboard.pickerView(harness.picker, didSelectRow: row, inComponent: component)
    }
    #expect(harness.keyboard.value == nil)
    #expect(harness.callbacks == callbacks)
    #expect(value == (rows > 0 ? ["R0"] : nil))
    #expect(harness.keyboard.receivedSelections.count == 5)
    #expect(harness.valueChanges.events == [])
  }

  @Test("RESP-21 with quirk late-callbacks a wheel settling after removal reaches the keyboard and changes nothing")
  func lateSettleReachesKeyboard() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: .live)
    harness.open()
    harness.picker.spin(component: 0, toRow: 2)
    harness.keyboard.removeFromSuperview()
    harness.picker.settle()
    #expect(harness.keyboard.receivedSelections == [PickerSelection(row: 2, component: 0)])
    #expect(harness.keyboard.value == ["A"])
    #expect(harness.valueChanges.events == [])
  }

  // MARK: RESP-23

  @Test("RESP-23 the keyboard area shows only while the window is key, and reappears when it is key again")
  func keyboardOnlyForKeyWindow() {
    let keyboard = PickerKeyboard(components: [["A", "B"]])
    let window = Fixture.window(with: keyboard)
    #expect(window.isKeyWindow)
    keyboard.tap()
    #expect(window.keyboard?.inputView === keyboard.picker)
    window.resignKey()
    #expect(window.isKeyWindow == false)
    #expect(keyboard.isFirstResponder)
    #expect(window.keyboard == nil)
    #expect(keyboard.picker.window == nil)
    #expect(keyboard.toolbar.window == nil)
    window.makeKey()
    #expect(window.keyboard?.inputView === keyboard.picker)
    #expect(window.keyboard?.accessory === keyboard.toolbar)
    #expect(keyboard.picker.isShown(in: window))
  }

  @Test("RESP-23 a responder that becomes first in a window that is not key shows nothing until the window is key")
  func firstInNonKeyWindow() {
    let field = TextField()
    let keyView = KeyInputTextView()
    let window = Fixture.window(with: field, keyView)
    window.resignKey()
    field.tap()
    #expect(window.firstResponder === field)
    #expect(window.keyboard == nil)
    keyView.tap()
    field.resignFirstResponder()
    #expect(window.keyboard == nil)
    window.makeKey()
    #expect(window.firstResponder === keyView)
    #expect(window.keyboard?.showsSystemKeyboard == true)
  }

  @Test("RESP-23 the reference components never make their window key themselves")
  func componentsNeverMakeKey() {
    let environment = Fixture.environment()
    let picker = PickerKeyboard(components: [["A"]], commitStyle: .live, buttons: [.done, .cancel, .close])
    let date = DateKeyboard(environment: environment, offersCancel: true)
    let keys = KeyInputTextView(customKeys: ["1"])
    let window = Fixture.window(with: picker, date, keys, environment: environment)
    window.resignKey()
    picker.tap()
    picker.picker.spin(component: 0, toRow: 0)
    picker.picker.settle()
    picker.done()
    date.tap()
    date.today()
    date.done()
    keys.tap()
    keys.tapKey("1")
    #expect(window.isKeyWindow == false)
    #expect(window.keyboard == nil)
    #expect(window.firstResponder === keys)
  }

  @Test(
    "RESP-11 quirk input-view-rereads: becoming key again reads the input views again, or shows those read before",
    arguments: [true, false])
  func inputViewRereadsQuirk(quirk: Bool) {
    let view = FocusableView()
    let first = View()
    view.customInputView = first
    let window = Fixture.window(with: view, environment: Fixture.environment(quirks: quirk ? [.inputViewRereads] : []))
    view.becomeFirstResponder()
    #expect(view.inputViewReads == 1)
    let second = View()
    view.customInputView = second
    window.resignKey()
    window.makeKey()
    #expect(view.inputViewReads == (quirk ? 2 : 1))
    #expect(window.keyboard?.inputView === (quirk ? second : first))
    #expect((quirk ? second : first).isShown(in: window))
    #expect((quirk ? first : second).window == nil)
  }

  @Test("RESP-11 the reference picker keyboard shows the same picker after the window becomes key again")
  func referenceSurvivesRereads() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["C"])
    harness.open()
    harness.window.resignKey()
    harness.window.makeKey()
    #expect(harness.isOpen)
    #expect(harness.selectedRow == 2)
    harness.tap("Done")
    #expect(harness.emitted == [["C"]])
  }
}
