import Foundation
import InputReference

/// DownPicker (Darkseal/DownPicker), `DownPicker/DownPicker.m` and `.h`, at the B18 commits: buggy
/// `560cff7659bfae523ebabed550762c561e6be4d4`, fix `e7063a621d779c14534afa5ef2d96d07dce9ef54`
/// (https://github.com/Darkseal/DownPicker/pull/2, part 2). Ported line for line; the fix's one hunk
/// (`doneClicked:` writes `dataArray[0]` into an empty field) sits under `version`.
///
/// DownPicker is a `UIControl` that wraps an app's `UITextField`: it becomes the field's delegate and,
/// on every `textFieldShouldBeginEditing:`, builds a new picker and toolbar and sets them as the
/// field's input views. The value is the field's text, written on every settle (live); Done resigns
/// and sends `valueChanged`.
///
/// Dropped (presentation only): the placeholders' display (`textField.placeholder`), the caret colour
/// (`textInputTraits.insertionPointColor`), the arrow image (`rightView`, `setArrowImage:`,
/// `showArrowImage:`), `toolbar.barStyle`, `sizeToFit`, `showsSelectionIndicator`, and
/// `shouldAutorotateToInterfaceOrientation:` (a view-controller method no one calls on a control).
/// `textField:shouldChangeCharactersInRange:replacementString:` returns `NO`: the model's text field
/// has no such gate, so the port declares no key input and the suite types nothing.
public final class DownPickerB18: Control, PickerViewDelegate, PickerViewDataSource {
  /// The commit this instance runs.
  public let version: CorpusVersion

  // The ivars of `@interface DownPicker`.
  private(set) var pickerView: PickerView?
  private(set) var textField: TextField
  private var dataArray: [String]?
  private var placeholder: String?
  private var placeholderWhileSelecting: String?
  private var toolbarDoneButtonText: String?

  /// `@property (retain, nonatomic) NSString* text;` with `@synthesize text`: a copy of the field's
  /// text written only by `didSelectRow` (the field's own text is what the app sees; see the harness).
  public private(set) var text: String?

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
    textField.text = dataArray?[row]
    text = textField.text
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return ObjCMessaging.count(dataArray)
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return dataArray?[row]
  }

  func doneClicked(_ sender: Any?) {
    textField.resignFirstResponder()  // hides the pickerView
    if version == .fixed {
      if ObjCMessaging.length(textField.text) == 0 {
        textField.text = dataArray?[0]
      }
    }
    sendActions(for: .valueChanged)
  }

  func showPicker(_ sender: Any?) {
    let pickerView = PickerView()
    self.pickerView = pickerView
    // (presentation) pickerView.showsSelectionIndicator = YES;
    pickerView.dataSource = self
    pickerView.delegate = self

    // If the text field is empty show the place holder otherwise show the last selected option
    if ObjCMessaging.length(textField.text) == 0 {
      // (presentation) self->textField.placeholder = self->placeholderWhileSelecting;
    } else {
      pickerView.selectRow(ObjCMessaging.indexOfObject(dataArray, textField.text), inComponent: 0, animated: true)
    }

    let toolbar = Toolbar()
    // (presentation) toolbar.barStyle = self->toolbarStyle; [toolbar sizeToFit];

    // to make the done button aligned to the right
    let flexibleSpaceLeft = BarButtonItem(systemItem: .flexibleSpace, action: nil)

    let doneButton = BarButtonItem(title: toolbarDoneButtonText ?? "", style: .done) { [weak self] in
      self?.doneClicked(nil)
    }

    toolbar.setItems([flexibleSpaceLeft, doneButton], animated: false)

    // custom input view
    textField.inputView = pickerView
    textField.inputAccessoryView = toolbar
  }

  func textFieldShouldBeginEditing(_ aTextField: TextField) -> Bool {
    showPicker(aTextField)
    return true
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
}
