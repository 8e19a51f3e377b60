import Foundation
import InputReference

extension XLForm {
  /// `XLFormDatePickerCell` (XLForm/XL/Cell/XLFormDatePickerCell.m, the same file from 6e5427d6 to
  /// 578dea99): the row an inline date row inserts below itself, holding a date picker.
  ///
  /// Dropped: the picker's constraints and height; `setUserInteractionEnabled:` in `update` (the
  /// model's date picker takes the harness's settles whatever its interaction state).
  public final class DatePickerCell: BaseCell, InlineRowDescriptorCell {
    public weak var inlineRowDescriptor: FormRowDescriptor?

    private var _datePicker: DatePicker?

    public override var canResignFirstResponder: Bool {
      return true
    }

    // MARK: Properties

    public var datePicker: DatePicker {
      if let _datePicker { return _datePicker }
      let picker = DatePicker(environment: environment)  // `[UIDatePicker autolayoutView]`
      picker.addAction(for: [.valueChanged]) { [unowned self] sender, _ in
        self.datePickerValueChanged(sender as! DatePicker)
      }
      _datePicker = picker
      return picker
    }

    // MARK: Target Action

    func datePickerValueChanged(_ sender: DatePicker) {
      if let inlineRowDescriptor = self.inlineRowDescriptor {
        inlineRowDescriptor.value = sender.date
        formViewController?.updateFormRow(inlineRowDescriptor)
      } else {
        becomeFirstResponder()
        rowDescriptor?.value = sender.date
      }
    }

    // MARK: XLFormDescriptorCell

    public override func configure() {
      super.configure()
      contentView.addSubview(datePicker)
    }
  }

  /// `+[NSDateFormatter localizedStringFromDate:dateStyle:timeStyle:]`: the current locale, calendar and
  /// time zone, read now (the environment's).
  static func localizedString(
    from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style, environment: PlatformEnvironment
  ) -> String {
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.calendar = environment.calendar
    formatter.timeZone = environment.timeZone
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter.string(from: date)
  }

  /// `[[NSDateFormatter alloc] init]`: a formatter with the current locale, calendar and time zone.
  static func newDateFormatter(_ environment: PlatformEnvironment) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.calendar = environment.calendar
    formatter.timeZone = environment.timeZone
    return formatter
  }

  /// `XLFormDateDatePickerMode`.
  public enum DateDatePickerMode: Sendable {
    case getFromRowDescriptor, date, dateTime, time
  }
}
