import Foundation
import InputReference

extension Eureka {
  /// `open class PickerInlineCell<T>` (Source/Rows/PickerInlineRow.swift at d803646c; accessory and
  /// selection style dropped): the label row that expands.
  open class PickerInlineCell<T: Equatable>: Cell<T> {
    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    open override func didSelect() {
      super.didSelect()
      row.deselect()
    }
  }

  /// `open class _DoublePickerInlineRow<A, B>` (Source/Rows/PickerInlineRow.swift at d803646c).
  open class _DoublePickerInlineRow<A: Equatable, B: Equatable>: Row<PickerInlineCell<Tuple<A, B>>>,
    NoValueDisplayTextConformance
  {
    public typealias InlineRow = DoublePickerRow<A, B>

    /// Options for first component. Will be called often so should be O(1)
    public var firstOptions: (() -> [A]) = { [] }
    /// Options for second component given the selected value from the first component.
    public var secondOptions: ((A) -> [B]) = { _ in [] }

    public var noValueDisplayText: String?

    public required init(tag: String?) {
      super.init(tag: tag)
      self.displayValueFor = { [weak self] tuple in
        if let tuple = tuple {
          return String(describing: tuple.a) + ", " + String(describing: tuple.b)
        }
        return self?.noValueDisplayText
      }
    }
  }

  /// A generic inline row where the user can pick an option from a picker view which shows and hides
  /// itself automatically (text colour callbacks dropped).
  public final class DoublePickerInlineRow<A: Equatable, B: Equatable>: _DoublePickerInlineRow<A, B>, RowType,
    InlineRowType
  {
    /// The version given to each inline picker cell the row creates (harness; not in Eureka).
    public var version: CorpusVersion = .fixed

    public required init(tag: String?) {
      super.init(tag: tag)
    }

    public override func customDidSelect() {
      super.customDidSelect()
      if !isDisabled {
        toggleInlineRow()
      }
    }

    public func setupInlineRow(_ inlineRow: InlineRow) {
      inlineRow.firstOptions = firstOptions
      inlineRow.secondOptions = secondOptions
      inlineRow.displayValueFor = self.displayValueFor
      inlineRow.cell.version = version  // harness: the port's commit
    }
  }

  /// `open class _TriplePickerInlineRow<A, B, C>` (Source/Rows/PickerInlineRow.swift at d803646c).
  open class _TriplePickerInlineRow<A: Equatable, B: Equatable, C: Equatable>: Row<PickerInlineCell<Tuple3<A, B, C>>>,
    NoValueDisplayTextConformance
  {
    public typealias InlineRow = TriplePickerRow<A, B, C>

    /// Options for first component. Will be called often so should be O(1)
    public var firstOptions: (() -> [A]) = { [] }
    /// Options for second component given the selected value from the first component.
    public var secondOptions: ((A) -> [B]) = { _ in [] }
    /// Options for third component given the selected value from the first and second components.
    public var thirdOptions: ((A, B) -> [C]) = { _, _ in [] }

    open var noValueDisplayText: String?

    public required init(tag: String?) {
      super.init(tag: tag)
      self.displayValueFor = { [weak self] tuple in
        if let tuple = tuple {
          return String(describing: tuple.a) + ", " + String(describing: tuple.b) + ", "
            + String(describing: tuple.c)
        }
        return self?.noValueDisplayText
      }
    }
  }

  /// A generic inline row where the user can pick an option from a picker view which shows and hides
  /// itself automatically (text colour callbacks dropped).
  public final class TriplePickerInlineRow<A: Equatable, B: Equatable, C: Equatable>: _TriplePickerInlineRow<A, B, C>,
    RowType, InlineRowType
  {
    /// The version given to each inline picker cell the row creates (harness; not in Eureka).
    public var version: CorpusVersion = .fixed

    public required init(tag: String?) {
      super.init(tag: tag)
    }

    public override func customDidSelect() {
      super.customDidSelect()
      if !isDisabled {
        toggleInlineRow()
      }
    }

    public func setupInlineRow(_ inlineRow: InlineRow) {
      inlineRow.firstOptions = firstOptions
      inlineRow.secondOptions = secondOptions
      inlineRow.thirdOptions = thirdOptions
      inlineRow.displayValueFor = self.displayValueFor
      inlineRow.cell.version = version  // harness: the port's commit
    }
  }
}
