import Foundation
import InputReference

/// xmartlabs/XLForm, the Objective-C form library, ported onto the platform model: the parts of its
/// descriptors and controller that the corpus bugs B39–B42, B44 and B45 exercise, and the cells those
/// bugs live in.
///
/// The core (`XLFormRowDescriptor`, `XLFormSectionDescriptor`, `XLFormDescriptor`, `XLFormBaseCell`,
/// `XLFormViewController`, `XLFormRowNavigationAccessoryView`) follows XLForm/XL at e196fc71 (2015),
/// whose logic for what the bugs touch (row insertion and removal, the table updates they trigger,
/// selection, first-responder hooks, the navigation accessory) is the same at every corpus commit from
/// 2015 to 2023; B39's 2014 cell is ported with the differences of its time noted in its file.
/// Objective-C becomes Swift with the same control flow: messages to `nil` do nothing (optional
/// chaining), `objectAtIndex:` out of range traps, `NSNotFound` is `Int.max`, and a cell's
/// `rowDescriptor` is `weak`, as in XLForm.
///
/// Dropped (nothing the bugs do reaches it): validation, tags, predicates for `hidden` and `disabled`
/// (a row's disabled state is a Boolean whose setter has XLForm's side effect, the cell resigning),
/// multivalued sections, moving rows, value transformers, HTTP parameters, section titles, heights,
/// fonts, colours and layout. KVO becomes direct calls of the controller's `formRowHasBeenAdded` and
/// `formRowHasBeenRemoved` at the points the KVO observer ran.
///
/// Model substitutions: the device's locale, calendar and time zone (`+[NSLocale currentLocale]`,
/// `+[NSCalendar currentCalendar]`, `+[NSDateFormatter localizedStringFromDate:…]`) are the
/// ``PlatformEnvironment`` of the form's controller, read at the moment XLForm reads them; the
/// responder chain from a cell to its controller is the chain of superviews up to the controller's
/// root view; `+[XLFormViewController cellClassesForRowDescriptorTypes]`, a global mutable dictionary,
/// is a dictionary of cell factories per controller.
public enum XLForm {
  // Row types (XLForm.m).
  public static let rowDescriptorTypeText = "text"
  public static let rowDescriptorTypeSelectorPickerViewInline = "selectorPickerViewInline"
  public static let rowDescriptorTypeDateInline = "dateInline"
  public static let rowDescriptorTypeDateTimeInline = "datetimeInline"
  public static let rowDescriptorTypeTimeInline = "timeInline"
  public static let rowDescriptorTypeCountDownTimerInline = "countDownTimerInline"
  public static let rowDescriptorTypeDate = "date"
  public static let rowDescriptorTypeDateTime = "datetime"
  public static let rowDescriptorTypeTime = "time"
  public static let rowDescriptorTypeCountDownTimer = "countDownTimer"
  public static let rowDescriptorTypeDatePicker = "datePicker"
  public static let rowDescriptorTypePicker = "picker"

  /// `+[XLFormViewController inlineRowDescriptorTypesForRowDescriptorTypes]`.
  public static let inlineRowDescriptorTypesForRowDescriptorTypes: [String: String] = [
    rowDescriptorTypeSelectorPickerViewInline: rowDescriptorTypePicker,
    rowDescriptorTypeDateInline: rowDescriptorTypeDatePicker,
    rowDescriptorTypeDateTimeInline: rowDescriptorTypeDatePicker,
    rowDescriptorTypeTimeInline: rowDescriptorTypeDatePicker,
    rowDescriptorTypeCountDownTimerInline: rowDescriptorTypeDatePicker,
  ]
}
