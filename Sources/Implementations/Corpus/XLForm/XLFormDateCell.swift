import Foundation
import InputReference

extension XLForm {
  /// The commits of `XLFormDateCell.m` the corpus ports, oldest first. Each is a bug's buggy or fixed
  /// commit; the file is the same at 55e440bc and 1da30107.
  public enum DateCellCommit: Int, Comparable, Sendable, CaseIterable {
    /// B42 buggy (2015-04): the countdown picker's date is set without animation.
    case at6e5427d
    /// B42 fixed: `setDate:animated:` with animation for countdown rows.
    case at8bbbef6
    /// B40 buggy (2016-07): later hunks landed (first-responder check, locale, `updateFormRow:`).
    case atbe2fb86
    /// B40 fixed (= 1da30107, B41 buggy): countdown rows use GMT in the picker and the text.
    case at55e440b
    /// B41 fixed: an instance formatter whose locale follows the cell's `locale`.
    case at578dea9
    /// B45 (2023, no fix): 578dea99 plus `setStyleToDatePicker:` (dropped, see the type).
    case atceca40b

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// `XLFormDateCell` (XLForm/XL/Cell/XLFormDateCell.m, XLForm/XL/XLFormDateCell.m at ceca40bb) at the
  /// commits of bugs B40, B41, B42 and B45, one ``DateCellCommit`` switch per hunk.
  ///
  /// - B42 (issue 330, PR 332): at 6e5427d6 `inputView` sets the countdown picker's date with
  ///   `setDate:` (no animation), which arms UIKit's bug where the first user change sends no
  ///   `valueChanged` (openradar 16341977); 8bbbef61 animates the set for countdown rows. The model's
  ///   date picker does not have that quirk yet: tests stand in for it (see ``datePickerFactory``).
  /// - B40 (issue 884, PR 895): until 55e440bc a countdown's text is its date's hours and minutes in
  ///   `[NSCalendar currentCalendar]`, whose zone is the device's; the fix uses GMT for the text and
  ///   the picker.
  /// - B41 (PR 935): until 578dea99 dates are formatted with the class method
  ///   `localizedStringFromDate:` (the device's locale) even when the cell's `locale` is set; the fix
  ///   keeps an instance formatter whose locale follows `locale`.
  /// - B45 (issue 900, no fix): `resignFirstResponder` of an inline row removes the row below it
  ///   whenever that row is a date picker row, without asking whether the cell was first responder.
  ///
  /// Dropped: accessory types, selection style, the detail label's colours (`_beforeChangeColor`,
  /// tint), `setNeedsLayout`, value transformers (no row sets one), the asterisk of required rows;
  /// `setStyleToDatePicker:` at ceca40bb (the model's date picker has no `preferredDatePickerStyle`).
  /// Model substitution: `datePickerFactory` makes the picker (`[[UIDatePicker alloc] init]`).
  public final class DateCell: BaseCell {
    public let commit: DateCellCommit

    /// Makes the picker; the model's `DatePicker` unless a test supplies a stand-in for UIKit.
    public var datePickerFactory: (PlatformEnvironment) -> DatePicker = { DatePicker(environment: $0) }

    private var _datePicker: DatePicker?
    private var _dateFormatter: DateFormatter!

    public var formDatePickerMode: DateDatePickerMode = .getFromRowDescriptor {
      didSet { formDatePickerModeDidSet() }
    }
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var minuteInterval = 0
    /// `locale` (from be2fb86e); at 578dea99 its setter also sets the formatter's locale.
    public var locale: Locale? {
      didSet {
        if commit >= .at578dea9 {
          _dateFormatter.locale = locale
        }
      }
    }

    public init(commit: DateCellCommit, environment: PlatformEnvironment) {
      self.commit = commit
      super.init(environment: environment)
    }

    public required init?(coder: NSCoder) { nil }

    private var rowType: String? { rowDescriptor?.rowType }

    private var isInlineRow: Bool {
      rowType == XLForm.rowDescriptorTypeDateInline || rowType == XLForm.rowDescriptorTypeTimeInline
        || rowType == XLForm.rowDescriptorTypeDateTimeInline || rowType == XLForm.rowDescriptorTypeCountDownTimerInline
    }

    public override var inputView: View? {
      if rowType == XLForm.rowDescriptorTypeDate || rowType == XLForm.rowDescriptorTypeTime
        || rowType == XLForm.rowDescriptorTypeDateTime || rowType == XLForm.rowDescriptorTypeCountDownTimer
      {
        if let value = rowDescriptor?.value as? Date {
          if commit >= .at8bbbef6 {
            datePicker.setDate(value, animated: rowType == XLForm.rowDescriptorTypeCountDownTimer)
          } else {
            datePicker.date = value  // `[self.datePicker setDate:value]`: the property setter, no animation
          }
        }
        setModeToDatePicker(datePicker)
        return datePicker
      }
      return super.inputView
    }

    public override var canBecomeFirstResponder: Bool {
      return !(rowDescriptor?.isDisabled ?? false)
    }

    @discardableResult
    public override func becomeFirstResponder() -> Bool {
      if commit >= .atbe2fb86 {
        if isFirstResponder {
          return super.becomeFirstResponder()
        }
      }
      let result = super.becomeFirstResponder()
      if result {
        if isInlineRow, let formViewController, let rowDescriptor {
          let selectedRowPath = formViewController.form.indexPathOfFormRow(rowDescriptor)
          let nextRowPath = IndexPath(row: selectedRowPath.rowOrZero + 1, section: selectedRowPath.sectionOrZero)
          let formSection = formViewController.form.formSections[nextRowPath.section]
          let datePickerRowDescriptor = FormRowDescriptor.formRowDescriptor(
            withTag: nil, rowType: XLForm.rowDescriptorTypeDatePicker)
          let datePickerCell = datePickerRowDescriptor.cellForFormController(formViewController) as! DatePickerCell
          setModeToDatePicker(datePickerCell.datePicker)
          if let value = rowDescriptor.value as? Date {
            if commit >= .at8bbbef6 {
              datePickerCell.datePicker.setDate(
                value, animated: rowType == XLForm.rowDescriptorTypeCountDownTimerInline)
            } else {
              datePickerCell.datePicker.date = value
            }
          }
          datePickerCell.inlineRowDescriptor = rowDescriptor
          formSection.addFormRow(datePickerRowDescriptor, afterRow: rowDescriptor)
          if commit >= .atbe2fb86 {
            formViewController.ensureRowIsVisible(datePickerRowDescriptor)
          }
        }
      }
      return result
    }

    @discardableResult
    public override func resignFirstResponder() -> Bool {
      if isInlineRow {
        let form = formViewController?.form
        let selectedRowPath = rowDescriptor.flatMap { form?.indexPathOfFormRow($0) }
        let nextRowPath = IndexPath(row: selectedRowPath.rowOrZero + 1, section: selectedRowPath.sectionOrZero)
        let nextFormRow = form?.formRowAtIndex(nextRowPath)
        let result = super.resignFirstResponder()
        if nextFormRow?.rowType == XLForm.rowDescriptorTypeDatePicker {
          rowDescriptor?.sectionDescriptor?.removeFormRow(nextFormRow)
        }
        return result
      }
      return super.resignFirstResponder()
    }

    // MARK: XLFormDescriptorCell

    public override func configure() {
      super.configure()
      formDatePickerMode = .getFromRowDescriptor
      if commit >= .at578dea9 {
        _dateFormatter = XLForm.newDateFormatter(environment)
      }
    }

    public override func update() {
      super.update()
      textLabel?.text = rowDescriptor?.title
      detailTextLabel?.text = valueDisplayText()
    }

    public override func formDescriptorCellDidSelectedWithFormController(_ controller: FormViewController) {
      if let rowDescriptor, let indexPath = controller.form.indexPathOfFormRow(rowDescriptor) {
        formViewController?.tableView.deselectRow(at: indexPath, animated: true)
      }
    }

    public override func formDescriptorCellCanBecomeFirstResponder() -> Bool {
      return canBecomeFirstResponder
    }

    public override func formDescriptorCellBecomeFirstResponder() -> Bool {
      if isFirstResponder {
        return resignFirstResponder()
      }
      return becomeFirstResponder()
    }

    public override func setValue(_ value: Any?, forKeyPath keyPath: String) {
      switch keyPath {
      case "locale" where commit >= .atbe2fb86: locale = value as? Locale
      case "minuteInterval": minuteInterval = value as? Int ?? 0
      case "minimumDate": minimumDate = value as? Date
      case "maximumDate": maximumDate = value as? Date
      default: super.setValue(value, forKeyPath: keyPath)
      }
    }

    // MARK: helpers

    func valueDisplayText() -> String? {
      if let value = rowDescriptor?.value as? Date {
        return formattedDate(value)
      }
      return rowDescriptor?.noValueDisplayText
    }

    func formattedDate(_ date: Date) -> String {
      if rowType == XLForm.rowDescriptorTypeDate || rowType == XLForm.rowDescriptorTypeDateInline {
        return format(date, dateStyle: .medium, timeStyle: .none)
      } else if rowType == XLForm.rowDescriptorTypeTime || rowType == XLForm.rowDescriptorTypeTimeInline {
        return format(date, dateStyle: .none, timeStyle: .short)
      } else if rowType == XLForm.rowDescriptorTypeCountDownTimer
        || rowType == XLForm.rowDescriptorTypeCountDownTimerInline
      {
        var calendar = environment.calendar  // `[NSCalendar currentCalendar]`
        if commit >= .at55e440b {
          calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        }
        let time = calendar.dateComponents([.hour, .minute], from: date)
        return "\(time.hour!)\(time.hour! == 1 ? "hour" : "hours") \(time.minute!)min"
      }
      return format(date, dateStyle: .short, timeStyle: .short)
    }

    /// The class method until 578dea99, the instance formatter from then on.
    private func format(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
      if commit >= .at578dea9 {
        _dateFormatter.dateStyle = dateStyle
        _dateFormatter.timeStyle = timeStyle
        return _dateFormatter.string(from: date)
      }
      return XLForm.localizedString(from: date, dateStyle: dateStyle, timeStyle: timeStyle, environment: environment)
    }

    func setModeToDatePicker(_ datePicker: DatePicker) {
      if ((rowType == XLForm.rowDescriptorTypeDateInline || rowType == XLForm.rowDescriptorTypeDate)
        && formDatePickerMode == .getFromRowDescriptor) || formDatePickerMode == .date
      {
        datePicker.datePickerMode = .date
      } else if ((rowType == XLForm.rowDescriptorTypeTimeInline || rowType == XLForm.rowDescriptorTypeTime)
        && formDatePickerMode == .getFromRowDescriptor) || formDatePickerMode == .time
      {
        datePicker.datePickerMode = .time
      } else if rowType == XLForm.rowDescriptorTypeCountDownTimer
        || rowType == XLForm.rowDescriptorTypeCountDownTimerInline
      {
        datePicker.datePickerMode = .countDownTimer
        if commit >= .at55e440b {
          datePicker.timeZone = TimeZone(secondsFromGMT: 0)
        }
      } else {
        datePicker.datePickerMode = .dateAndTime
      }

      if minuteInterval != 0 {
        datePicker.minuteInterval = minuteInterval
      }
      if let minimumDate {
        datePicker.minimumDate = minimumDate
      }
      if let maximumDate {
        datePicker.maximumDate = maximumDate
      }
      if commit >= .atbe2fb86, let locale {
        datePicker.locale = locale
      }
    }

    // MARK: Properties

    /// `-datePicker`: made on first use, set to the row's mode, with the cell as its target.
    public var datePicker: DatePicker {
      if let _datePicker { return _datePicker }
      let picker = datePickerFactory(environment)
      _datePicker = picker
      setModeToDatePicker(picker)
      picker.addAction(for: [.valueChanged]) { [unowned self] sender, _ in
        self.datePickerValueChanged(sender as! DatePicker)
      }
      return picker
    }

    // MARK: Target Action

    func datePickerValueChanged(_ sender: DatePicker) {
      rowDescriptor?.value = sender.date
      if commit >= .atbe2fb86 {
        if let rowDescriptor {
          formViewController?.updateFormRow(rowDescriptor)
        }
      } else {
        detailTextLabel?.text = valueDisplayText()
      }
    }

    private func formDatePickerModeDidSet() {
      if isFirstResponder {
        if isInlineRow, let formViewController, let rowDescriptor {
          let selectedRowPath = formViewController.form.indexPathOfFormRow(rowDescriptor)
          let nextRowPath = IndexPath(row: selectedRowPath.rowOrZero + 1, section: selectedRowPath.sectionOrZero)
          let nextFormRow = formViewController.form.formRowAtIndex(nextRowPath)
          if nextFormRow?.rowType == XLForm.rowDescriptorTypeDatePicker, let nextFormRow {
            let datePickerCell = nextFormRow.cellForFormController(formViewController) as! DatePickerCell
            setModeToDatePicker(datePickerCell.datePicker)
          }
        }
      }
    }
  }
}
