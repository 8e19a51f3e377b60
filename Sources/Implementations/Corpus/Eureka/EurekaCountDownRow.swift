import Foundation
import InputReference

extension Eureka {
  /// `open class DateCell` (Source/Rows/Common/DateFieldRow.swift at 3efe00e9): a cell whose input
  /// view is a date picker.
  ///
  /// Model substitutions: `UIDatePicker()` takes the row's environment, `Date()` is its clock.
  /// Dropped: `accessoryType`, `editingAccessoryType`, `selectionStyle`, the highlighted text colour,
  /// `removeTarget` in `deinit` (the model's actions die with the picker); `datePickerMode()` keeps only
  /// the `CountDownRow` case (the other row types are not ported).
  open class DateCell: Cell<Date> {
    lazy open var datePicker = DatePicker(environment: row.environment)

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    open override func setup() {
      super.setup()
      datePicker.datePickerMode = datePickerMode()
      datePicker.addAction(for: [.valueChanged]) { [unowned self] sender, _ in
        self.datePickerValueChanged(sender as! DatePicker)
      }
    }

    open override func update() {
      super.update()
      // `animated: row is CountDownPickerRow` (the inline picker row, not ported): false here.
      datePicker.setDate(row.value ?? row.environment.now, animated: false)
      datePicker.minimumDate = nil  // `(row as? DatePickerRowProtocol)?.minimumDate`: unset in these ports
      datePicker.maximumDate = nil
    }

    open override func didSelect() {
      super.didSelect()
      row.deselect()
    }

    override open var inputView: View? {
      if let v = row.value {
        datePicker.setDate(v, animated: row is CountDownRow)
      }
      return datePicker
    }

    func datePickerValueChanged(_ sender: DatePicker) {
      row.value = sender.date
      detailTextLabel?.text = row.displayValueFor?(row.value)
    }

    private func datePickerMode() -> DatePickerMode {
      switch row {
      case is CountDownRow:
        return .countDownTimer
      default:
        return .date
      }
    }

    open override func cellCanBecomeFirstResponder() -> Bool {
      return canBecomeFirstResponder
    }

    open override var canBecomeFirstResponder: Bool {
      return !row.isDisabled
    }
  }

  /// `open class _DateFieldRow: Row<DateCell>` (Source/Rows/Common/DateFieldRow.swift at 3efe00e9;
  /// `minimumDate`, `maximumDate` and `minuteInterval` dropped: no port sets them).
  open class _DateFieldRow: Row<DateCell>, NoValueDisplayTextConformance {
    /// The formatter for the date picked by the user
    open var dateFormatter: DateFormatter?

    open var noValueDisplayText: String? = nil

    public required init(tag: String?) {
      super.init(tag: tag)
      displayValueFor = { [unowned self] value in
        guard let val = value, let formatter = self.dateFormatter else { return nil }
        return formatter.string(from: val)
      }
    }
  }

  /// `open class _CountDownRow: _DateFieldRow` (Source/Rows/DateRow.swift), bug B43: buggy 3efe00e9,
  /// fixed 96f6a79f (Eureka issue 683, a Swift 3 migration regression).
  ///
  /// `DateComponents.hour` and `.minute` became optionals in Swift 3; the buggy commit interpolates
  /// them as they are, so the text reads "Optional(1) hour Optional(30) min"; the fix unwraps them.
  /// `Calendar.current` is the environment's calendar. The buggy interpolation is written
  /// `String(describing:)`, which prints the same text without the compiler's optional warning.
  open class _CountDownRow: _DateFieldRow {
    /// Which commit the text follows.
    public var version: CorpusVersion = .fixed

    public required init(tag: String?) {
      super.init(tag: tag)
      displayValueFor = { [unowned self] value in
        guard let val = value else {
          return nil
        }
        if let formatter = self.dateFormatter {
          return formatter.string(from: val)
        }
        let components = self.environment.calendar.dateComponents(
          [Calendar.Component.minute, Calendar.Component.hour], from: val)
        var hourString = "hour"
        if components.hour != 1 {
          hourString += "s"
        }
        switch self.version {
        case .buggy:
          return "\(String(describing: components.hour)) \(hourString) \(String(describing: components.minute)) min"
        case .fixed:
          return "\(components.hour!) \(hourString) \(components.minute!) min"
        }
      }
    }
  }

  /// A row with an Date as value where the user can select hour and minute as a countdown timer in a picker view.
  public final class CountDownRow: _CountDownRow, RowType {
    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }
}
