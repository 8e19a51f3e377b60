import Foundation
import InputReference

/// DownPicker (Darkseal/DownPicker), `Pod/Classes/DownPicker.m` and `.h`, at the B25 commit
/// `4299461800b4fe9e287e0606bf2badcc0aa4f737` (the newest; B24's fix 73599d3 introduced the bug, no fix
/// was merged). Ported line for line: `pickerView:didSelectRow:inComponent:` sends `valueChanged`, and
/// the app's setters (`selectedIndex`, `setValueAtIndex:`, `text`) and the auto-select of row 0 as the
/// picker opens go through it, so programmatic changes send `valueChanged` too.
///
/// DownPicker is a `UIControl` that wraps an app's `UITextField`: it becomes the field's delegate and,
/// on every `textFieldShouldBeginEditing:`, builds a new picker and toolbar (Cancel unless
/// `shouldDisplayCancelButton` is `NO`, Done) and sets them as the field's input views. An empty (or
/// unknown) text is replaced by the first item as the picker opens ("0.1.31 patch"). The value is the
/// field's text, written on every settle (live). Done resigns, clears an unknown text, and sends
/// `valueChanged`; Cancel restores the text from before opening. The field's begin/end editing are
/// relayed as the DownPicker's own `editingDidBegin` / `editingDidEnd`.
///
/// Dropped (presentation only): the placeholders' display (`textField.placeholder`,
/// `attributedPlaceholder`), the caret colour (`textInputTraits.insertionPointColor`), the arrow image
/// (`rightView`, `setArrowImage:`, `showArrowImage:`), `toolbar.barStyle`, `sizeToFit`,
/// `showsSelectionIndicator`, and `shouldAutorotateToInterfaceOrientation:` (a view-controller method no
/// one calls on a control). `textField:shouldChangeCharactersInRange:replacementString:` returns `NO`:
/// the model's text field has no such gate, so the port declares no key input and the suite types
/// nothing.
public final class DownPickerB25: Control, PickerViewDelegate, PickerViewDataSource {
  // The ivars of `@interface DownPicker` and of the implementation block.
  private(set) var pickerView: PickerView?
  private(set) var textField: TextField
  private var dataArray: [String]?
  private var placeholder: String?
  private var placeholderWhileSelecting: String?
  private var toolbarDoneButtonText: String?
  private var toolbarCancelButtonText: String?
  private var _previousSelectedString: String?

  /// `@property (nonatomic) BOOL shouldDisplayCancelButton;`
  public var shouldDisplayCancelButton = false

  /// `-initWithTextField:`.
  public convenience init(textField tf: TextField) {
    self.init(textField: tf, withData: nil)
  }

  /// `-initWithTextField:withData:`.
  public init(textField tf: TextField, withData data: [String]?) {
    self.textField = tf
    super.init(frame: .zero)
    // self->textField.delegate = self;
    textField.shouldBeginEditing = { [weak self, unowned tf] in self?.textFieldShouldBeginEditing(tf) ?? true }
    textField.addAction(for: [.editingDidBegin]) { [weak self, unowned tf] _, _ in self?.textFieldDidBeginEditing(tf) }
    textField.addAction(for: [.editingDidEnd]) { [weak self, unowned tf] _, _ in self?.textFieldDidEndEditing(tf) }

    // (presentation: no model analogue) self->toolbarStyle = UIBarStyleDefault;

    // set language defaults
    self.placeholder = "Tap to choose..."
    self.placeholderWhileSelecting = "Pick an option..."
    self.toolbarDoneButtonText = "Done"
    self.toolbarCancelButtonText = "Cancel"

    // (presentation: no model analogue) hide the caret, set the placeholder, set up and show the arrow image

    // set the data array (if present)
    if data != nil {
      self.setData(data)
    }

    self.shouldDisplayCancelButton = true
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
    sendActions(for: .valueChanged)
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return ObjCMessaging.count(dataArray)
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return dataArray?[row]
  }

  func doneClicked(_ sender: Any?) {
    // hides the pickerView
    textField.resignFirstResponder()

    if ObjCMessaging.length(textField.text) == 0 || !ObjCMessaging.containsObject(dataArray, textField.text) {
      // self->textField.text = [dataArray objectAtIndex:0];
      setValueAtIndex(-1)
      // (presentation) self->textField.placeholder = self->placeholder;
    }
    sendActions(for: .valueChanged)
  }

  func cancelClicked(_ sender: Any?) {
    textField.resignFirstResponder()  // hides the pickerView
    // (presentation) if the previous text is empty or unknown: self->textField.placeholder = self->placeholder;
    textField.text = _previousSelectedString
  }

  func showPicker(_ sender: Any?) {
    _previousSelectedString = textField.text

    let pickerView = PickerView()
    self.pickerView = pickerView
    // (presentation) pickerView.showsSelectionIndicator = YES;
    pickerView.dataSource = self
    pickerView.delegate = self

    // If the text field is empty show the place holder otherwise show the last selected option
    if ObjCMessaging.length(textField.text) == 0 || !ObjCMessaging.containsObject(dataArray, textField.text) {
      // (presentation) if (self->placeholderWhileSelecting) self->textField.placeholder = self->placeholderWhileSelecting;

      // 0.1.31 patch: auto-select first item: it basically makes placeholderWhileSelecting useless, but
      // it solves the "first item cannot be selected" bug due to how the pickerView works.
      selectedIndex = 0
    } else {
      if ObjCMessaging.containsObject(dataArray, textField.text) {
        pickerView.selectRow(ObjCMessaging.indexOfObject(dataArray, textField.text), inComponent: 0, animated: true)
      }
    }

    let toolbar = Toolbar()
    // (presentation) toolbar.barStyle = self->toolbarStyle; [toolbar sizeToFit];

    // space between buttons
    let flexibleSpace = BarButtonItem(systemItem: .flexibleSpace, action: nil)

    let doneButton = BarButtonItem(title: toolbarDoneButtonText ?? "", style: .done) { [weak self] in
      self?.doneClicked(nil)
    }

    if shouldDisplayCancelButton {
      let cancelButton = BarButtonItem(title: toolbarCancelButtonText ?? "", style: .plain) { [weak self] in
        self?.cancelClicked(nil)
      }

      toolbar.setItems([cancelButton, flexibleSpace, doneButton], animated: false)
    } else {
      toolbar.setItems([flexibleSpace, doneButton], animated: false)
    }

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

  func textFieldDidBeginEditing(_ textField: TextField) {
    sendActions(for: .editingDidBegin)
  }

  func textFieldDidEndEditing(_ aTextField: TextField) {
    // [self doneClicked:aTextField];
    aTextField.isUserInteractionEnabled = true
    sendActions(for: .editingDidEnd)
  }

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

  public func setToolbarCancelButtonText(_ str: String?) {
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
    if index >= 0 { pickerView(nil, didSelectRow: index, inComponent: 0) } else { text = nil }
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

  /// `@property (nonatomic) NSInteger selectedIndex;`: the zero-based index of the selected item, or -1
  /// when nothing is selected; the setter goes through `setValueAtIndex:`.
  public var selectedIndex: Int {
    get {
      let index = ObjCMessaging.indexOfObject(dataArray, textField.text)
      return (index != ObjCMessaging.notFound) ? index : -1
    }
    set(index) {
      setValueAtIndex(index)
    }
  }
}
