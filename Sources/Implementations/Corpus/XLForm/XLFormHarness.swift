import InputReference

// MARK: - Harness (instrumentation, not part of XLForm)

extension XLForm.FormViewController {
  /// Loads the controller and shows it in `window` as UIKit would: `viewDidLoad()`, the root view in
  /// the window, then the table's first load.
  public func show(in window: Window) {
    viewDidLoad()
    window.addSubview(view)
    tableView.reloadData()
  }

  /// Registers the date cells of one `XLFormDateCell` commit, and the cells the inline rows insert.
  public func registerDateCells(_ commit: XLForm.DateCellCommit) {
    let dateCell: (PlatformEnvironment) -> XLForm.BaseCell = { XLForm.DateCell(commit: commit, environment: $0) }
    for type in [
      XLForm.rowDescriptorTypeDate, XLForm.rowDescriptorTypeTime, XLForm.rowDescriptorTypeDateTime,
      XLForm.rowDescriptorTypeCountDownTimer, XLForm.rowDescriptorTypeDateInline, XLForm.rowDescriptorTypeTimeInline,
      XLForm.rowDescriptorTypeDateTimeInline, XLForm.rowDescriptorTypeCountDownTimerInline,
    ] {
      cellClassesForRowDescriptorTypes[type] = dateCell
    }
    cellClassesForRowDescriptorTypes[XLForm.rowDescriptorTypeDatePicker] = { XLForm.DatePickerCell(environment: $0) }
  }
}

extension XLForm {
  /// A form of the given sections, shown by `controller` in a fresh window of its environment.
  public static func show(_ controller: FormViewController) -> Window {
    let window = Window(environment: controller.environment)
    controller.show(in: window)
    return window
  }

  /// A form whose sections hold `sections`' rows.
  public static func form(_ sections: [[FormRowDescriptor]]) -> FormDescriptor {
    let form = FormDescriptor.formDescriptor()
    for rows in sections {
      let section = FormSectionDescriptor.formSection()
      form.addFormSection(section)
      for row in rows { section.addFormRow(row) }
    }
    return form
  }
}
