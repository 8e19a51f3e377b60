import InputConformance
import InputReference

// MARK: - Harness (instrumentation, not part of Eureka)

extension Eureka.FormViewController {
  /// Loads the controller and shows it in `window` as UIKit would: `viewDidLoad()`, the root view in
  /// the window, `viewWillAppear(_:)`, then the table's first load.
  public func show(in window: Window) {
    viewDidLoad()
    window.addSubview(view)
    viewWillAppear(false)
    tableView.reloadData()
  }
}

extension Eureka {
  /// A form of one section holding `rows`, shown in a fresh window of `environment`.
  public static func showForm(
    _ rows: [BaseRow], environment: PlatformEnvironment, navigationAccessory: CorpusVersion = .fixed
  ) -> (window: Window, controller: FormViewController) {
    let window = Window(environment: environment)
    let controller = FormViewController(environment: environment, navigationAccessoryVersion: navigationAccessory)
    let section = Section()
    for row in rows { section.append(row) }
    controller.form.append(section)
    controller.show(in: window)
    return (window, controller)
  }

  /// The driver of a picker input row's cell in a shown form. ``PlatformDriver`` adds its control to the
  /// window; the table then reloads, which puts the cell back in its row, as a form shows it. The
  /// driver's readings keep the controller alive, as a window's root view controller is kept.
  static func pickerRowDriver(
    cell: BaseCell, controller: FormViewController, window: Window, capabilities: Capabilities,
    value: @escaping () -> [String]?, data: @escaping () -> [[String]]
  ) -> Implementation.Driver {
    let driver = PlatformPickerKeyboardDriver(
      control: cell, window: window, capabilities: capabilities,
      value: { withExtendedLifetime(controller) { value() } }, results: { [] }, data: data)
    controller.tableView.reloadData()
    return .responder(driver)
  }

  /// What every Eureka row declares it does not do: it reports a change through the row (`onChange`,
  /// `row.value`), not with `valueChanged` on a control (PICK-18 is a SHOULD for such designs).
  static let knownDeviations: [KnownDeviation] = [
    KnownDeviation(
      ClauseID(.pick, 18), differingIn: [.controlEvents],
      because: "a row reports its changes through `onChange` and `row.value`, not `valueChanged`")
  ]
}
