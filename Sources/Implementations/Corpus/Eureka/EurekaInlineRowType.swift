extension Eureka {
  /// `protocol TypedRowType`: a row with a typed cell and value.
  @MainActor public protocol TypedRowType: BaseRow {
    associatedtype Cell: TypedCellType
    /// The typed cell.
    var cell: Cell! { get }
    /// The typed value this row stores.
    var value: Cell.Value? { get set }
  }

  /// `protocol RowType`: a row that can be created from a tag.
  @MainActor public protocol RowType: TypedRowType {
    init(tag: String?)
  }

  /// `protocol BaseInlineRowType` (Source/Core/InlineRowType.swift at 744f3573).
  @MainActor public protocol BaseInlineRowType: AnyObject {
    /// Method that can be called to expand (open) an inline row
    func expandInlineRow()
    /// Method that can be called to collapse (close) an inline row
    func collapseInlineRow()
    /// Method that can be called to change the status of an inline row (expanded/collapsed)
    func toggleInlineRow()
  }

  /// `protocol InlineRowType`: every inline row type conforms to it.
  @MainActor public protocol InlineRowType: TypedRowType, BaseInlineRowType {
    associatedtype InlineRow: RowType
    /// This function is responsible for setting up an inline row before it is first shown.
    func setupInlineRow(_ inlineRow: InlineRow)
  }
}

extension Eureka.Row: Eureka.TypedRowType {}

extension Eureka.RowType {
  /// `init(_:_:)` of `extension RowType where Self: BaseRow` (RowDefaults dropped).
  public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {
    self.init(tag: tag)
    initializer(self)
  }

  /// Sets a block to be called when the value of this row changes.
  @discardableResult
  public func onChange(_ callback: @escaping (Self) -> Void) -> Self {
    callbackOnChange = { [weak self] in callback(self!) }
    return self
  }
}

extension Eureka.InlineRowType where Self.Cell.Value == Self.InlineRow.Cell.Value {
  /// The row that will be inserted below after the current one when it is selected.
  public var inlineRow: Self.InlineRow? { return _inlineRow as? Self.InlineRow }

  /// Method that can be called to expand (open) an inline row.
  public func expandInlineRow() {
    if inlineRow != nil { return }
    if let section = section, let form = section.form {
      let inline = InlineRow.init { _ in }
      inline.value = value
      inline.onChange { [weak self] in
        self?.value = $0.value
        self?.updateCell()
      }
      setupInlineRow(inline)
      if (form.inlineRowHideOptions ?? Eureka.Form.defaultInlineRowHideOptions).contains(.AnotherInlineRowIsShown) {
        for row in form.allRows {
          if let inlineRow = row as? any Eureka.BaseInlineRowType {
            inlineRow.collapseInlineRow()
          }
        }
      }
      if let onExpandInlineRowCallback = onExpandInlineRowCallback {
        onExpandInlineRowCallback(cell, self, inline)
      }
      if let indexPath = indexPath {
        _inlineRow = inline
        section.insert(inline, at: indexPath.row + 1)
        // (scrolling: no model analogue) cell.formViewController()?.makeRowVisible(inline, ...)
      }
    }
  }

  /// Method that can be called to collapse (close) an inline row.
  public func collapseInlineRow() {
    if let selectedRowPath = indexPath, let inlineRow = _inlineRow {
      if let onCollapseInlineRowCallback = onCollapseInlineRowCallback {
        onCollapseInlineRowCallback(cell, self, inlineRow as! InlineRow)
      }
      _inlineRow = nil
      section?.remove(at: selectedRowPath.row + 1)
    }
  }

  /// Method that can be called to change the status of an inline row (expanded/collapsed).
  public func toggleInlineRow() {
    if inlineRow != nil {
      collapseInlineRow()
    } else {
      expandInlineRow()
    }
  }

  /// Sets a block to be executed when a row is expanded.
  @discardableResult
  public func onExpandInlineRow(_ callback: @escaping (Cell, Self, InlineRow) -> Void) -> Self {
    callbackOnExpandInlineRow = callback
    return self
  }

  /// Sets a block to be executed when a row is collapsed.
  @discardableResult
  public func onCollapseInlineRow(_ callback: @escaping (Cell, Self, InlineRow) -> Void) -> Self {
    callbackOnCollapseInlineRow = callback
    return self
  }

  /// Returns the block that will be executed when this row collapses
  public var onCollapseInlineRowCallback: ((Cell, Self, InlineRow) -> Void)? {
    return callbackOnCollapseInlineRow as! ((Cell, Self, InlineRow) -> Void)?
  }

  /// Returns the block that will be executed when this row expands
  public var onExpandInlineRowCallback: ((Cell, Self, InlineRow) -> Void)? {
    return callbackOnExpandInlineRow as! ((Cell, Self, InlineRow) -> Void)?
  }

  public var isExpanded: Bool { return _inlineRow != nil }
  public var isCollapsed: Bool { return !isExpanded }
}
