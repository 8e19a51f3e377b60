import Foundation
import InputReference

/// DownPicker (Darkseal/DownPicker), `DownPicker/DownPicker.m` and `.h`, at the B22 commits: buggy
/// `8d6d62fbec335d699bd2f7a0f27fd19d05d79a8e`, fix `89cb6478189255ab0b9bc6e6e5bd78981469dc66`
/// (https://github.com/Darkseal/DownPicker/pull/19). Ported line for line; the fix's one hunk
/// (`cancelClicked:` restores `_previousSelectedString` instead of clearing the field) sits under
/// `version`.
///
/// DownPicker is a `UIControl` that wraps an app's `UITextField`: it becomes the field's delegate and,
/// on every `textFieldShouldBeginEditing:`, builds a new picker and toolbar (Cancel, Done) and sets them
/// as the field's input views. The value is the field's text, written on every settle (live). Done
/// resigns, writes `dataArray[0]` into an empty (or unknown) text without notifying, and otherwise sends
/// `valueChanged` when the text differs from the one at opening.
///
/// `selectedIndex` is declared `NSInteger*`: the index travels as a pointer, so index 0 is the null
/// pointer; the port keeps that type (`UnsafeMutablePointer<Int>?`, never dereferenced).
///
/// Dropped (presentation only): the placeholders' display (`textField.placeholder`), the caret colour
/// (`textInputTraits.insertionPointColor`), the arrow image (`rightView`, `setArrowImage:`,
/// `showArrowImage:`), `toolbar.barStyle`, `sizeToFit`, `showsSelectionIndicator`, and
/// `shouldAutorotateToInterfaceOrientation:` (a view-controller method no one calls on a control).
/// `textField:shouldChangeCharactersInRange:replacementString:` returns `NO`: the model's text field
/// has no such gate, so the port declares no key input and the suite types nothing.
public final class DownPickerB22: Control, PickerViewDelegate, PickerViewDataSource {
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
    textField.resignFirstResponder()  // hides the pickerView
    switch version {
    case .buggy: textField.text = ""
    case .fixed: textField.text = _previousSelectedString
    }
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
    pickerView(nil, didSelectRow: index, inComponent: 0)
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

  /// `@property (nonatomic) NSInteger* selectedIndex;`: the index cast to a pointer, so 0 is `nil`.
  public var selectedIndex: UnsafeMutablePointer<Int>? {
    get {
      let index = ObjCMessaging.indexOfObject(dataArray, textField.text)
      return (index != ObjCMessaging.notFound) ? UnsafeMutablePointer(bitPattern: index) : nil
    }
    set(index) {
      if index != nil { setValueAtIndex(Int(bitPattern: index)) } else { text = nil }
    }
  }
}
