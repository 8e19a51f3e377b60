import Foundation
import InputReference

/// DownPicker (Darkseal/DownPicker), `DownPicker/DownPicker.m` and `.h`, at the B23 commits: buggy
/// `13af9092460a2e162c8778bea248910dd6249bcb` (0.1.29), fix `85a8d5dc4da6821cbe05a11e138b8a163666ba2b`
/// (0.1.30, "Fixed the setSelectedIndex:0 value bug"). Ported line for line; every hunk of the fix sits
/// under `version`: `selectedIndex` becomes a plain `NSInteger` with -1 for none, `setValueAtIndex:`
/// clears on a negative index, `setToolbarCancelButtonText:` is added, and the field is made
/// non-interactive (`userInteractionEnabled = NO`) from `textFieldShouldBeginEditing:` until Done or
/// Cancel. Neither commit has PR #19's Cancel fix (B22): Cancel clears the field at both.
///
/// DownPicker is a `UIControl` that wraps an app's `UITextField`: it becomes the field's delegate and,
/// on every `textFieldShouldBeginEditing:`, builds a new picker and toolbar (Cancel, Done) and sets them
/// as the field's input views. The value is the field's text, written on every settle (live). Done
/// resigns, writes `dataArray[0]` into an empty (or unknown) text without notifying, and otherwise sends
/// `valueChanged` when the text differs from the one at opening.
///
/// At the buggy commit `selectedIndex` is declared `NSInteger*`: the index travels as a pointer, so
/// index 0 is the null pointer; the port keeps that type (`UnsafeMutablePointer<Int>?`, never
/// dereferenced) in ``selectedIndexPointer``; the fix's `NSInteger` is ``selectedIndex``.
///
/// Dropped (presentation only): the placeholders' display (`textField.placeholder`), the caret colour
/// (`textInputTraits.insertionPointColor`), the arrow image (`rightView`, `setArrowImage:`,
/// `showArrowImage:`), `toolbar.barStyle`, `sizeToFit`, `showsSelectionIndicator`, and
/// `shouldAutorotateToInterfaceOrientation:` (a view-controller method no one calls on a control).
/// `textField:shouldChangeCharactersInRange:replacementString:` returns `NO`: the model's text field
/// has no such gate, so the port declares no key input and the suite types nothing.
public final class DownPickerB23: Control, PickerViewDelegate, PickerViewDataSource {
  /// The commit this instance runs.
  public let version: CorpusVersion

  // The ivars of `@interface DownPicker` and of the implementation block.
  private(set) var pickerView: PickerView?
  private(set) var textField: TextField
  private var dataArray: [String]?
  private var placeholder: String?
  private var placeholderWhileSelecting: String?
  private var toolbarDoneButtonText: String?
  private var toolbarCancelButtonText: String?
  private var _previousSelectedString: String?

  /// `-initWithTextField:`.
  public convenience init(textField tf: TextField, version: CorpusVersion) {
    self.init(textField: tf, withData: nil, version: version)
  }

  /// `-initWithTextField:withData:`.
  public init(textField tf: TextField, withData data: [String]?, version: CorpusVersion) {
    self.version = version
    self.textField = tf
    super.init(frame: .zero)
    // self->textField.delegate = self;
    textField.shouldBeginEditing = { [weak self, unowned tf] in self?.textFieldShouldBeginEditing(tf) ?? true }

    // (presentation: no model analogue) self->toolbarStyle = UIBarStyleDefault;

    // set language defaults
    self.placeholder = "Tap to choose..."
    self.placeholderWhileSelecting = "Pick an option..."
    self.toolbarDoneButtonText = "Done"
    self.toolbarCancelButtonText = "Cancel"

    // (presentation: no model analogue) hide the caret, set the placeholder, show the arrow image

    // set the data array (if present)
    if data != nil {
      self.setData(data)
    }
  }

  public required init?(coder: NSCoder) { nil }

  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return 1
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    self.pickerView(pickerView as PickerView?, didSelectRow: row, inComponent: component)
  }

  /// The delegate method's body; `setValueAtIndex:` calls it with a `nil` picker.
  func pickerView(_ pickerView: PickerView?, didSelectRow row: Int, inComponent component: Int) {
    textField.text = dataArray?[row]
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return ObjCMessaging.count(dataArray)
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return dataArray?[row]
  }

  func doneClicked(_ sender: Any?) {
    if version == .fixed {
      // make the textField selectable again
      textField.isUserInteractionEnabled = true
    }

    textField.resignFirstResponder()  // hides the pickerView
    if ObjCMessaging.length(textField.text) == 0 || !ObjCMessaging.containsObject(dataArray, textField.text) {
      textField.text = dataArray?[0]
    } else {
      if textField.text != _previousSelectedString {
        sendActions(for: .valueChanged)
      }
    }
  }

  func cancelClicked(_ sender: Any?) {
    if version == .fixed {
      // make the textField selectable again
      textField.isUserInteractionEnabled = true
    }

    textField.resignFirstResponder()  // hides the pickerView
    textField.text = ""
  }

  func showPicker(_ sender: Any?) {
    _previousSelectedString = textField.text

    let pickerView = PickerView()
    self.pickerView = pickerView
    // (presentation) pickerView.showsSelectionIndicator = YES;
    pickerView.dataSource = self
    pickerView.delegate = self

    // If the text field is empty show the place holder otherwise show the last selected option
    if ObjCMessaging.length(textField.text) == 0 {
      // (presentation) self->textField.placeholder = self->placeholderWhileSelecting;
    } else {
      if ObjCMessaging.containsObject(dataArray, textField.text) {
        pickerView.selectRow(ObjCMessaging.indexOfObject(dataArray, textField.text), inComponent: 0, animated: true)
      }
    }

    let toolbar = Toolbar()
    // (presentation) toolbar.barStyle = self->toolbarStyle; [toolbar sizeToFit];

    let cancelButton = BarButtonItem(title: toolbarCancelButtonText ?? "", style: .plain) { [weak self] in
      self?.cancelClicked(nil)
    }

    // space between buttons
    let flexibleSpace = BarButtonItem(systemItem: .flexibleSpace, action: nil)

    let doneButton = BarButtonItem(title: toolbarDoneButtonText ?? "", style: .done) { [weak self] in
      self?.doneClicked(nil)
    }

    toolbar.setItems([cancelButton, flexibleSpace, doneButton], animated: false)

    // custom input view
    textField.inputView = pickerView
    textField.inputAccessoryView = toolbar
  }

  func textFieldShouldBeginEditing(_ aTextField: TextField) -> Bool {
    if version == .fixed {
      // make the textField unselectable
      textField.isUserInteractionEnabled = false
    }

    if ObjCMessaging.count(dataArray) > 0 {
      showPicker(aTextField)
      return true
    }
    return false
  }

  // Utility Methods
  public func setData(_ data: [String]?) {
    dataArray = data
  }

  public func setPlaceholder(_ str: String?) {
    placeholder = str
    // (presentation) self->textField.placeholder = self->placeholder;
  }

  public func setPlaceholderWhileSelecting(_ str: String?) {
    placeholderWhileSelecting = str
  }

  public func setToolbarDoneButtonText(_ str: String?) {
    toolbarDoneButtonText = str
  }

  /// Added by the fix commit.
  public func setToolbarCancelButtonText(_ str: String?) {
    precondition(version == .fixed, "setToolbarCancelButtonText: does not exist at the buggy commit")
    toolbarCancelButtonText = str
  }

  public func getPickerView() -> PickerView? {
    return pickerView
  }

  public func getTextField() -> TextField {
    return textField
  }

  public func getValueAtIndex(_ index: Int) -> String? {
    // `count` is an NSUInteger: a negative index compares as a huge unsigned value.
    return UInt(ObjCMessaging.count(dataArray)) > UInt(bitPattern: index) ? dataArray?[index] : nil
  }

  public func setValueAtIndex(_ index: Int) {
    switch version {
    case .buggy:
      pickerView(nil, didSelectRow: index, inComponent: 0)
    case .fixed:
      if index >= 0 { pickerView(nil, didSelectRow: index, inComponent: 0) } else { text = nil }
    }
  }

  /// `text`: the getter returns the field's text; the setter selects a title of the data, or clears on `nil`.
  public var text: String? {
    get {
      return textField.text
    }
    set(txt) {
      if txt != nil {
        let index = ObjCMessaging.indexOfObject(dataArray, txt)
        if index != ObjCMessaging.notFound { setValueAtIndex(index) }
      } else {
        textField.text = txt
      }
    }
  }

  /// The buggy commit's `@property (nonatomic) NSInteger* selectedIndex;`: the index cast to a pointer,
  /// so 0 is `nil`.
  public var selectedIndexPointer: UnsafeMutablePointer<Int>? {
    get {
      precondition(version == .buggy, "selectedIndex is an NSInteger at the fix commit")
      let index = ObjCMessaging.indexOfObject(dataArray, textField.text)
      return (index != ObjCMessaging.notFound) ? UnsafeMutablePointer(bitPattern: index) : nil
    }
    set(index) {
      precondition(version == .buggy, "selectedIndex is an NSInteger at the fix commit")
      if index != nil { setValueAtIndex(Int(bitPattern: index)) } else { text = nil }
    }
  }

  /// The fix commit's `@property (nonatomic) NSInteger selectedIndex;`: the zero-based index of the
  /// selected item, or -1 when nothing is selected.
  public var selectedIndex: Int {
    get {
      precondition(version == .fixed, "selectedIndex is an NSInteger* at the buggy commit")
      let index = ObjCMessaging.indexOfObject(dataArray, textField.text)
      return (index != ObjCMessaging.notFound) ? index : -1
    }
    set(index) {
      precondition(version == .fixed, "selectedIndex is an NSInteger* at the buggy commit")
      setValueAtIndex(index)
    }
  }

  /// What an app's `picker.selectedIndex = index` does at this commit (instrumentation for the
  /// harness: at the buggy commit the integer is cast to `NSInteger*`).
  public func appSetsSelectedIndex(_ index: Int) {
    switch version {
    case .buggy: selectedIndexPointer = UnsafeMutablePointer(bitPattern: index)
    case .fixed: selectedIndex = index
    }
  }

  /// What an app reads from `picker.selectedIndex` at this commit, as an integer: `nil` for the null
  /// pointer (buggy) or for -1 (fixed) (instrumentation for the harness).
  public func appReadsSelectedIndex() -> Int? {
    switch version {
    case .buggy: return selectedIndexPointer.map { Int(bitPattern: $0) }
    case .fixed: return selectedIndex == -1 ? nil : selectedIndex
    }
  }
}
