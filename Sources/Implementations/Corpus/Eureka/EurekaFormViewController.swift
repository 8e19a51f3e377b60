import Foundation
import InputReference

extension Eureka {
  /// `open class FormViewController: UIViewController` (Source/Core/Core.swift at 744f3573): shows a
  /// form in a table view, turns selections into first-responder changes, and supplies the
  /// navigation accessory of the cells.
  ///
  /// The model has no view controllers: the controller owns a ``RootView`` whose `controller` link
  /// stands for UIKit's next responder of a view controller's root view, and the harness calls
  /// ``viewDidLoad()`` and ``viewWillAppear(_:)`` where UIKit would.
  open class FormViewController: TableViewDataSource, TableViewDelegate, FormDelegate {
    /// A view controller's root view: its next responder is the controller.
    public final class RootView: View {
      public internal(set) weak var controller: FormViewController?
    }

    /// The controller's root view.
    public let view = RootView()

    public var tableView: TableView!

    /// The device's world (model substitution for `Date()`, `Calendar.current`, `Locale.current`).
    public let environment: PlatformEnvironment

    /// Which `NavigationAccessoryView` the controller builds: the file at the buggy or at the fixed
    /// commit of B15 (every other port uses the fixed one; see the port of each bug).
    public let navigationAccessoryVersion: CorpusVersion

    private lazy var _form: Form = { [weak self] in
      let form = Form()
      form.delegate = self
      form.environment = self?.environment
      return form
    }()

    public var form: Form {
      get { return _form }
      set {
        guard form !== newValue else { return }
        _form.delegate = nil
        tableView?.endEditing(false)
        _form = newValue
        _form.delegate = self
        _form.environment = environment
        if isViewLoaded {
          tableView?.reloadData()
        }
      }
    }

    private var isViewLoaded = false

    /// Accessory view that is responsible for the navigation between rows
    private var navigationAccessoryView: (any View & NavigationAccessory)!

    /// Custom Accesory View to be used as a replacement
    open var customNavigationAccessoryView: (any View & NavigationAccessory)? {
      return nil
    }

    /// Defines the behaviour of the navigation between rows
    public var navigationOptions: RowNavigationOptions?

    public init(environment: PlatformEnvironment, navigationAccessoryVersion: CorpusVersion = .fixed) {
      self.environment = environment
      self.navigationAccessoryVersion = navigationAccessoryVersion
      view.controller = self
    }

    open func viewDidLoad() {
      isViewLoaded = true
      navigationAccessoryView =
        customNavigationAccessoryView ?? NavigationAccessoryView(version: navigationAccessoryVersion)
      if tableView == nil {
        tableView = TableView()
      }
      if tableView.superview == nil {
        view.addSubview(tableView)
      }
      if tableView.delegate == nil {
        tableView.delegate = self
      }
      if tableView.dataSource == nil {
        tableView.dataSource = self
      }
    }

    /// (Selection restoring and keyboard notifications: no model analogue.)
    open func viewWillAppear(_ animated: Bool) {
      animateTableView = true
    }

    /// Returns the navigation accessory view if it is enabled. Returns nil otherwise.
    open func inputAccessoryView(for row: BaseRow) -> View? {
      let options = navigationOptions ?? Form.defaultNavigationOptions
      guard options.contains(.Enabled) else { return nil }
      guard row.baseCell.cellCanBecomeFirstResponder() else { return nil }
      navigationAccessoryView.previousEnabled = nextRow(for: row, withDirection: .up) != nil
      navigationAccessoryView.doneClosure = { [weak self] in
        self?.navigationDone()
      }
      navigationAccessoryView.previousClosure = { [weak self] in
        self?.navigationPrevious()
      }
      navigationAccessoryView.nextClosure = { [weak self] in
        self?.navigationNext()
      }
      navigationAccessoryView.nextEnabled = nextRow(for: row, withDirection: .down) != nil
      return navigationAccessoryView
    }

    /// Called when a cell becomes first responder
    public final func beginEditing<T>(of cell: Cell<T>) {
      cell.row.isHighlighted = true
      cell.row.updateCell()
      guard tableView != nil,
        (form.inlineRowHideOptions ?? Form.defaultInlineRowHideOptions).contains(.FirstResponderChanges)
      else { return }
      let row = cell.baseRow
      let inlineRow = row?._inlineRow
      for row in form.allRows.filter({ $0 !== row && $0 !== inlineRow && $0._inlineRow != nil }) {
        if let inlineRow = row as? any BaseInlineRowType {
          inlineRow.collapseInlineRow()
        }
      }
    }

    /// Called when a cell resigns first responder
    public final func endEditing<T>(of cell: Cell<T>) {
      cell.row.isHighlighted = false
      cell.row.updateCell()
    }

    // MARK: FormDelegate

    open func valueHasBeenChanged(for: BaseRow, oldValue: Any?, newValue: Any?) {}

    open func rowsHaveBeenAdded(_ rows: [BaseRow], at indexes: [IndexPath]) {
      guard animateTableView else { return }
      tableView?.beginUpdates()
      tableView?.insertRows(at: indexes, with: .fade)
      tableView?.endUpdates()
    }

    open func rowsHaveBeenRemoved(_ rows: [BaseRow], at indexes: [IndexPath]) {
      guard animateTableView else { return }
      tableView?.beginUpdates()
      tableView?.deleteRows(at: indexes, with: .fade)
      tableView?.endUpdates()
    }

    var animateTableView = false

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      guard tableView === self.tableView else { return }
      let row = form[indexPath]
      if !row.baseCell.cellCanBecomeFirstResponder() || !row.baseCell.cellBecomeFirstResponder() {
        self.tableView?.endEditing(true)
      }
      row.didSelect()
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int {
      return form.count
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      return form[section].count
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      form[indexPath].updateCell()
      return form[indexPath].baseCell
    }

    // MARK: Navigation Methods

    func navigationDone() {
      tableView?.endEditing(true)
    }

    func navigationPrevious() {
      navigateTo(direction: .up)
    }

    func navigationNext() {
      navigateTo(direction: .down)
    }

    /// Moves the first responder to the previous or next row that can become first responder.
    public func navigateTo(direction: Direction) {
      guard let currentCell = tableView?.visibleCells.first(where: \.isFirstResponder) else { return }
      guard let currentIndexPath = tableView?.indexPath(for: currentCell) else { return }
      guard let nextRow = nextRow(for: form[currentIndexPath], withDirection: direction) else { return }
      if nextRow.baseCell.cellCanBecomeFirstResponder() {
        nextRow.baseCell.cellBecomeFirstResponder(withDirection: direction)
      }
    }

    func nextRow(for currentRow: BaseRow, withDirection direction: Direction) -> BaseRow? {
      let options = navigationOptions ?? Form.defaultNavigationOptions
      guard options.contains(.Enabled) else { return nil }
      guard let next = direction == .down ? form.nextRow(for: currentRow) : form.previousRow(for: currentRow) else {
        return nil
      }
      if next.isDisabled && options.contains(.StopDisabledRow) {
        return nil
      }
      if !next.baseCell.cellCanBecomeFirstResponder() && !next.isDisabled
        && !options.contains(.SkipCanNotBecomeFirstResponderRow)
      {
        return nil
      }
      if !next.isDisabled && next.baseCell.cellCanBecomeFirstResponder() {
        return next
      }
      return nextRow(for: next, withDirection: direction)
    }
  }
}
