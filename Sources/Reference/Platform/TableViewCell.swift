import Foundation

/// A row of a ``TableView``, as `UITableViewCell`: a content view and, depending on its style,
/// a text label and a detail label.
///
/// In UIKit a cell is a plain `UIView` and the table view's tap recognizer selects it. The model's
/// cell is a ``Control`` so that a harness touches it like any control: a touch that ends inside
/// selects its row, as `UITableView` does on touch-up (`tableView(_:didSelectRowAt:)`). A cell
/// outside a table view ignores the selection. Cells take part in first-responder arbitration
/// like any view: a subclass that returns `true` from ``Responder/canBecomeFirstResponder`` and
/// supplies an ``Responder/inputView`` shows a keyboard (form libraries' input rows).
@preconcurrency @MainActor open class TableViewCell: Control {
  /// The cell styles, as `UITableViewCell.CellStyle`; they decide whether there is a detail label.
  public enum CellStyle: Sendable {
    /// A text label only (`detailTextLabel` is `nil`).
    case `default`
    /// A text label and a right-aligned detail label (the style form libraries use).
    case value1
    /// A detail label and a text label, both on one line.
    case value2
    /// A text label with a detail label below it.
    case subtitle
  }

  /// The style the cell was created with.
  let style: CellStyle
  /// The reuse identifier, as given; the model does not dequeue cells.
  public let reuseIdentifier: String?
  /// The view that holds the cell's content.
  public let contentView = View()
  /// The main label; present in every style.
  public private(set) var textLabel: Label?
  /// The secondary label; `nil` in the `.default` style.
  public private(set) var detailTextLabel: Label?

  /// Creates a cell, as `init(style:reuseIdentifier:)`.
  /// A cell from an archive: the model has none, so it is never made this way.
  public required init?(coder: NSCoder) { nil }

  public init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
    let text = Label()
    contentView.addSubview(text)
    textLabel = text
    if style != .default {
      let detail = Label()
      contentView.addSubview(detail)
      detailTextLabel = detail
    }
    addAction(for: [.touchUpInside]) { control, _ in
      guard let cell = control as? TableViewCell else { return }
      (cell.superview as? TableView)?.userDidSelect(cell)
    }
  }
}
