import Foundation
import InputReference

extension XLForm {
  /// `XLFormDateCell` (XLForm/XL/Cell/XLFormDateCell.m), bug B39: buggy 7bd51d56 (2014), fixed 1a1339fe
  /// ("Fixed default date not set in date picker", PR 82).
  ///
  /// At the buggy commit `-inputView` returns the lazily made picker as it is: the keyboard opens on the
  /// picker's own date (the clock's now when it was made, or the last date picked), not on the row's
  /// value. The fix sets the picker to the row's value first.
  ///
  /// The 2014 library around it: no navigation accessory (``FormViewController2014``), and a
  /// selection that calls `formDescriptorCellBecomeFirstResponder` (which answers YES) before
  /// `formDescriptorCellDidSelectedWithFormController:` makes the cell first.
  /// Dropped: accessory type, selection style, fonts, colours (`_beforeChangeColor`, tint),
  /// `setNeedsLayout`, the asterisk of required rows.
  public final class DateCellAt7bd51d5: BaseCell {
    public let version: CorpusVersion

    private var _datePicker: DatePicker?

    public var dateFormatter: DateFormatter?
    public var formDatePickerMode: DateDatePickerMode = .getFromRowDescriptor {
      didSet { formDatePickerModeDidSet() }
    }
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var minuteInterval = 0

    public init(version: CorpusVersion, environment: PlatformEnvironment) {
      self.version = version
      super.init(environment: environment)
    }

    public required init?(coder: NSCoder) { nil }

    private var rowType: String? { rowDescriptor?.rowType }

    private var isInlineRow: Bool {
      rowType == XLForm.rowDescriptorTypeDateInline || rowType == XLForm.rowDescriptorTypeTimeInline
        || rowType == XLForm.rowDescriptorTypeDateTimeInline
    }

    public override var inputView: View? {
      if rowType == XLForm.rowDescriptorTypeDate || rowType == XLForm.rowDescriptorTypeTime
        || rowType == XLForm.rowDescriptorTypeDateTime
      {
        if version == .fixed {
          if let value = rowDescriptor?.value as? Date {
            datePicker.date = value  // `[self.datePicker setDate:self.rowDescriptor.value]`
          }
        }
        return datePicker
      }
      return super.inputView
    }

    public override var canBecomeFirstResponder: Bool {
      return true
    }

    @discardableResult
    public override func resignFirstResponder() -> Bool {
      if isInlineRow, let form = formViewController?.form, let rowDescriptor {
        let selectedRowPath = form.indexPathOfFormRow(rowDescriptor)
        let nextRowPath = IndexPath(row: selectedRowPath.rowOrZero + 1, section: selectedRowPath.sectionOrZero)
        let nextFormRow = form.formRowAtIndex(nextRowPath)
        if nextFormRow?.rowType == XLForm.rowDescriptorTypeDatePicker {
          let formSection = form.formSections[nextRowPath.section]
          formSection.removeFormRow(nextFormRow)
        }
      }
      return super.resignFirstResponder()
    }

    // MARK: XLFormDescriptorCell

    public override func configure() {
      super.configure()
      formDatePickerMode = .getFromRowDescriptor
    }

    public override func update() {
      super.update()
      textLabel?.text = rowDescriptor?.title
      detailTextLabel?.text = valueDisplayText()
    }

    public override func formDescriptorCellDidSelectedWithFormController(_ controller: FormViewController) {
      if isInlineRow {
        if isFirstResponder {
          resignFirstResponder()
        } else if let rowDescriptor {
          becomeFirstResponder()
          let selectedRowPath = controller.form.indexPathOfFormRow(rowDescriptor)
          let nextRowPath = IndexPath(row: selectedRowPath.rowOrZero + 1, section: selectedRowPath.sectionOrZero)
          let formSection = controller.form.formSections[nextRowPath.section]
          let datePickerRowDescriptor = FormRowDescriptor.formRowDescriptor(
            withTag: nil, rowType: XLForm.rowDescriptorTypeDatePicker)
          let datePickerCell = datePickerRowDescriptor.cellForFormController(controller) as! DatePickerCell
          setModeToDatePicker(datePickerCell.datePicker)
          if let value = rowDescriptor.value as? Date {
            datePickerCell.datePicker.date = value
          }
          datePickerCell.datePicker.addAction(for: [.valueChanged]) { [unowned self] sender, _ in
            self.datePickerValueChanged(sender as! DatePicker)
          }
          formSection.addFormRow(datePickerRowDescriptor, afterRow: rowDescriptor)
        }
        if let rowDescriptor, let indexPath = controller.form.indexPathOfFormRow(rowDescriptor) {
          controller.tableView.deselectRow(at: indexPath, animated: true)
        }
      } else if rowType == XLForm.rowDescriptorTypeDate || rowType == XLForm.rowDescriptorTypeTime
        || rowType == XLForm.rowDescriptorTypeDateTime
      {
        becomeFirstResponder()
        // `[controller.tableView selectRowAtIndexPath:nil …]`: deselects every row
        if let selected = controller.tableView.indexPathForSelectedRow {
          controller.tableView.deselectRow(at: selected, animated: true)
        }
      }
    }

    public override func formDescriptorCellBecomeFirstResponder() -> Bool {
      return true
    }

    public override func setValue(_ value: Any?, forKeyPath keyPath: String) {
      switch keyPath {
      case "dateFormatter": dateFormatter = value as? DateFormatter
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
      if let dateFormatter {
        return dateFormatter.string(from: date)
      }
      if rowType == XLForm.rowDescriptorTypeDate || rowType == XLForm.rowDescriptorTypeDateInline {
        return XLForm.localizedString(from: date, dateStyle: .medium, timeStyle: .none, environment: environment)
      } else if rowType == XLForm.rowDescriptorTypeTime || rowType == XLForm.rowDescriptorTypeTimeInline {
        return XLForm.localizedString(from: date, dateStyle: .none, timeStyle: .short, environment: environment)
      }
      return XLForm.localizedString(from: date, dateStyle: .short, timeStyle: .short, environment: environment)
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
    }

    // MARK: Properties

    /// `-datePicker`: made on first use (its date is the clock's now), with the cell as its target.
    public var datePicker: DatePicker {
      if let _datePicker { return _datePicker }
      let picker = DatePicker(environment: environment)
      _datePicker = picker
      setModeToDatePicker(picker)
      picker.addAction(for: [.valueChanged]) { [unowned self] sender, _ in
        self.datePickerValueChanged(sender as! DatePicker)
      }
      return picker
    }

    // MARK: Target Action

    func datePickerValueChanged(_ sender: DatePicker) {
      detailTextLabel?.text = formattedDate(sender.date)
      rowDescriptor?.value = sender.date
    }

    private func formDatePickerModeDidSet() {
      if isFirstResponder, isInlineRow, let formViewController, let rowDescriptor {
        let selectedRowPath = formViewController.form.indexPathOfFormRow(rowDescriptor)
        let nextRowPath = IndexPath(row: selectedRowPath.rowOrZero + 1, section: selectedRowPath.sectionOrZero)
        if let nextFormRow = formViewController.form.formRowAtIndex(nextRowPath),
          nextFormRow.rowType == XLForm.rowDescriptorTypeDatePicker
        {
          let datePickerCell = nextFormRow.cellForFormController(formViewController) as! DatePickerCell
          setModeToDatePicker(datePickerCell.datePicker)
        }
      }
    }
  }

  /// `XLFormViewController` as it selected rows at 7bd51d56 (2014): no navigation accessory, and
  /// `formDescriptorCellBecomeFirstResponder` asked only when the cell responds to it.
  public final class FormViewController2014: FormViewController {
    public override init(form: FormDescriptor, environment: PlatformEnvironment) {
      super.init(form: form, environment: environment)
      rowNavigationEnabled = false
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      guard let row = form.formRowAtIndex(indexPath) else { return }
      if row.isDisabled {
        return
      } else if (row.cellForFormController(self) as? DateCellAt7bd51d5)?.formDescriptorCellBecomeFirstResponder()
        != true
      {
        // `respondsToSelector:` first: of the ported 2014 cells only the date cell implements it
        self.tableView.endEditing(true)
      }
      didSelectFormRow(row)
    }
  }
}
