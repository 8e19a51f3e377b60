import Foundation
import InputReference

extension XLForm {
  /// `XLFormViewController` (XLForm/XL/Controllers/XLFormViewController.m at e196fc71): shows a form in a
  /// table view, keeps the table in step with the descriptors, turns selections into first-responder
  /// changes, and supplies the navigation accessory.
  ///
  /// The model has no view controllers: the controller owns a ``RootView`` whose `controller` link
  /// stands for UIKit's next responder of a view controller's root view, and the harness calls
  /// ``viewDidLoad()`` where UIKit would. Dropped: multivalued sections, editing styles, moving rows,
  /// heights, validation, notifications, scrolling (`ensureRowIsVisible:` keeps only its reads).
  open class FormViewController: TableViewDataSource, TableViewDelegate {
    /// A view controller's root view: its next responder is the controller.
    public final class RootView: View {
      public internal(set) weak var controller: FormViewController?
    }

    public let view = RootView()
    public var tableView: TableView!
    public let environment: PlatformEnvironment

    /// `+cellClassesForRowDescriptorTypes`, per controller: the cell each row type creates.
    public var cellClassesForRowDescriptorTypes: [String: (PlatformEnvironment) -> BaseCell] = [:]

    /// Whether the controller offers the row navigation accessory (`form.rowNavigationOptions`
    /// enabled; XLForm before 2015 had no accessory).
    public var rowNavigationEnabled = true

    public var form: FormDescriptor {
      didSet { form.delegate = self }
    }

    public init(form: FormDescriptor, environment: PlatformEnvironment) {
      self.form = form
      self.environment = environment
      form.delegate = self
      view.controller = self
    }

    open func viewDidLoad() {
      if tableView == nil {
        tableView = TableView()
      }
      if tableView.superview == nil {
        view.addSubview(tableView)
      }
      tableView.delegate = self
      tableView.dataSource = self
    }

    // MARK: XLFormDescriptorDelegate

    open func formRowHasBeenAdded(_ formRow: FormRowDescriptor, atIndexPath indexPath: IndexPath) {
      tableView.beginUpdates()
      tableView.insertRows(at: [indexPath], with: .automatic)
      tableView.endUpdates()
    }

    open func formRowHasBeenRemoved(_ formRow: FormRowDescriptor, atIndexPath indexPath: IndexPath) {
      tableView.beginUpdates()
      tableView.deleteRows(at: [indexPath], with: .automatic)
      tableView.endUpdates()
    }

    // MARK: Helpers

    open func didSelectFormRow(_ formRow: FormRowDescriptor) {
      formRow.cellForFormController(self).formDescriptorCellDidSelectedWithFormController(self)
    }

    /// `-inputAccessoryViewForRowDescriptor:`.
    open func inputAccessoryViewForRowDescriptor(_ rowDescriptor: FormRowDescriptor) -> View? {
      if !rowNavigationEnabled {
        return nil
      }
      if inlineRowDescriptorTypesForRowDescriptorTypes.keys.contains(rowDescriptor.rowType) {
        return nil
      }
      let cell = rowDescriptor.cellForFormController(self)
      if !cell.formDescriptorCellCanBecomeFirstResponder() {
        return nil
      }
      // (previous/next enabling: the model's previous and next items are not judged)
      return navigationAccessoryView
    }

    open func beginEditing(_ rowDescriptor: FormRowDescriptor) {
      rowDescriptor.cellForFormController(self).highlight()
    }

    open func endEditing(_ rowDescriptor: FormRowDescriptor) {
      rowDescriptor.cellForFormController(self).unhighlight()
    }

    /// `-ensureRowIsVisible:` (scrolling dropped; the model shows every row).
    open func ensureRowIsVisible(_ inlineRowDescriptor: FormRowDescriptor) {
      _ = inlineRowDescriptor.cellForFormController(self)
      _ = form.indexPathOfFormRow(inlineRowDescriptor)
    }

    /// `-updateFormRow:`: rebinds the row's cell, which updates it.
    @discardableResult
    open func updateFormRow(_ formRow: FormRowDescriptor) -> BaseCell {
      let cell = formRow.cellForFormController(self)
      cell.rowDescriptor = formRow
      return cell
    }

    /// `-reloadFormRow:`.
    open func reloadFormRow(_ formRow: FormRowDescriptor) {
      if let indexPath = form.indexPathOfFormRow(formRow) {
        tableView.reloadRows(at: [indexPath], with: .none)
      }
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int {
      form.formSections.count
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      form.formSections[section].formRows.count
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let rowDescriptor = form.formRowAtIndex(indexPath)!
      updateFormRow(rowDescriptor)
      return rowDescriptor.cellForFormController(self)
    }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      guard let row = form.formRowAtIndex(indexPath) else { return }
      if row.isDisabled {
        return
      }
      let cell = row.cellForFormController(self)
      if !(cell.formDescriptorCellCanBecomeFirstResponder() && cell.formDescriptorCellBecomeFirstResponder()) {
        self.tableView.endEditing(true)
      }
      didSelectFormRow(row)
    }

    // MARK: Navigation

    /// `-navigationAccessoryView` (lazy): previous, next and Done; Done ends editing.
    public private(set) lazy var navigationAccessoryView: RowNavigationAccessoryView = {
      let view = RowNavigationAccessoryView()
      view.doneButton.action = { [weak self] in self?.rowNavigationDone() }
      return view
    }()

    func rowNavigationDone() {
      tableView.endEditing(true)
    }
  }

  /// `XLFormRowNavigationAccessoryView: UIToolbar` (frame and autoresizing dropped). The model's bar
  /// items have titles: the previous and next items, titled "<" and ">" in XLForm, name no role.
  public final class RowNavigationAccessoryView: Toolbar {
    public let previousButton = BarButtonItem(title: "<", style: .plain, target: nil, action: nil)
    public let nextButton = BarButtonItem(title: ">", style: .plain, target: nil, action: nil)
    public let doneButton = TargetedBarButtonItem(systemItem: .done)

    public override init(frame: CGRect) {
      super.init(frame: frame)
      let fixedSpace = BarButtonItem(systemItem: .fixedSpace)
      fixedSpace.width = 22.0
      let flexibleSpace = BarButtonItem(systemItem: .flexibleSpace)
      setItems([previousButton, fixedSpace, nextButton, flexibleSpace, doneButton.item], animated: false)
    }

    public required init?(coder: NSCoder) { nil }
  }

  /// A bar item whose target and action are set after it is made (`doneButton.target = self;
  /// doneButton.action = @selector(rowNavigationDone:)`).
  public final class TargetedBarButtonItem {
    public var action: (() -> Void)?
    public private(set) var item: BarButtonItem!

    init(systemItem: BarButtonItem.SystemItem) {
      item = BarButtonItem(systemItem: systemItem) { [unowned self] in self.action?() }
    }
  }
}
