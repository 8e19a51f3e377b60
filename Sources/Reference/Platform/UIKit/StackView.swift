import Foundation

/// A view that lines up its arranged subviews, as `UIStackView`: along its axis, the hidden ones left out, its
/// spacing between them. The model has no intrinsic content sizes, so every distribution lays out as
/// `.fillEqually` (each arranged view gets an equal share of the length, and the whole cross length); the
/// alignment is kept and inert.
///
/// ```swift
/// let row = UIStackView(arrangedSubviews: [digit1, digit2, digit3, digit4])
/// row.axis = .horizontal
/// row.spacing = 8
/// ```
@preconcurrency @MainActor open class UIStackView: View {
  /// The direction of the line, as `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal, vertical }
  /// How the length is shared, as `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  /// Where the views sit across the axis, as `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// The views it lines up, in order, as `arrangedSubviews`; each is also a subview.
  public private(set) var arrangedSubviews: [View] = []
  /// As `axis`.
  open var axis = Axis.horizontal { didSet { setNeedsLayout() } }
  /// As `spacing`: the points between two neighbours.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// As `distribution` (see the class's note).
  open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
  /// As `alignment`: kept, inert.
  open var alignment = Alignment.fill
  /// As `isLayoutMarginsRelativeArrangement`: kept, inert (the model has no layout margins).
  open var isLayoutMarginsRelativeArrangement = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack of `views`, as `init(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Adds `view` at the end of the line (and as a subview), as `addArrangedSubview(_:)`; one already arranged
  /// moves to the end.
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
  }

  /// Puts `view` at `stackIndex` in the line, as `insertArrangedSubview(_:at:)`; the index must be in
  /// `0...arrangedSubviews.count` (UIKit raises otherwise).
  open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    precondition(
      (0...arrangedSubviews.count).contains(stackIndex),
      "UIStackView.insertArrangedSubview(_:at:): index \(stackIndex) is beyond \(arrangedSubviews.count) (NSInternalInconsistencyException on iOS)"
    )
    arrangedSubviews.insert(view, at: stackIndex)
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Takes `view` out of the line, as `removeArrangedSubview(_:)`: it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayout()
  }

  /// A subview leaving the stack leaves the line too, as in UIKit.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Lines up the visible arranged views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let length = axis == .horizontal ? bounds.width : bounds.height
    let share = max(0, (length - spacing * CGFloat(shown.count - 1)) / CGFloat(shown.count))
    for (index, view) in shown.enumerated() {
      let offset = CGFloat(index) * (share + spacing)
      view.frame =
        axis == .horizontal
        ? CGRect(x: offset, y: 0, width: share, height: bounds.height)
        : CGRect(x: 0, y: offset, width: bounds.width, height: share)
    }
  }
}
