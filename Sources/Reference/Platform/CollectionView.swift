import Foundation

/// A scrolling grid of items in sections, as `UICollectionView` (with the `UIScrollView` parts the model
/// needs): counts from a data source, a selection, scrolling to an item, and the layout pass that asks
/// the flow-layout delegate for insets and sizes.
///
/// Counts are read from the data source on first use and again on ``reloadData()`` (which clears the
/// selection, as UIKit's does). As UIKit does, selecting or scrolling to an index path outside the
/// counts raises, which the model turns into a trap: an app that asks for it crashes.
///
/// ```swift
/// collectionView.dataSource = source  // 5 items
/// collectionView.selectItem(at: .init(item: 8, section: 0), animated: false, scrollPosition: [])
/// // traps: "Attempted to modify the selection of an out-of-bounds item (8) when there are only 5 items in section 0"
/// ```
@preconcurrency @MainActor open class CollectionView: View {
  /// An item's position, as `IndexPath(item:section:)`.
  public struct IndexPath: Hashable, Sendable, CustomStringConvertible {
    public var item: Int
    public var section: Int

    public init(item: Int, section: Int) {
      self.item = item
      self.section = section
    }

    public var description: String { "\(section) - \(item)" }
  }

  /// Where a scrolled-to item ends up; has no observable effect in the model.
  public enum ScrollPosition: Sendable { case none, centeredHorizontally, centeredVertically, left, right }

  /// Where counts and cells come from.
  public weak var dataSource: (any CollectionViewDataSource)?
  /// Selection, scrolling and flow-layout callbacks.
  public weak var delegate: (any CollectionViewDelegate)?
  /// The layout object, which asks the flow-layout delegate for insets and sizes when the collection
  /// view lays out.
  public var collectionViewLayout: CollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
    }
  }
  /// The horizontal scroll offset (the model scrolls along one axis).
  public private(set) var contentOffset: Double = 0

  private var counts: [Int]?
  /// The selected index paths, in selection order.
  public private(set) var indexPathsForSelectedItems: [IndexPath] = []

  /// Creates an empty collection view with `layout` (`init(frame:collectionViewLayout:)`; the frame is layout).
  public init(collectionViewLayout layout: CollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: .zero)
    layout.collectionView = self
  }

  /// Creates an empty collection view, as `init(frame:collectionViewLayout:)`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view from an archive: the model has none, so it is never made this way.
  public required init?(coder: NSCoder) { nil }

  private var loadedCounts: [Int] {
    if let counts { return counts }
    load()
    return counts ?? []
  }

  private func load() {
    let source = dataSource
    let sections = max(0, source.map { $0.numberOfSections(in: self) } ?? 0)
    counts = (0..<sections).map { max(0, source?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
  }

  /// The number of sections (cached until ``reloadData()``).
  public var numberOfSections: Int { loadedCounts.count }

  /// The number of items in `section` (cached).
  ///
  /// A section that does not exist raises `NSInternalInconsistencyException` in UIKit ("request for
  /// number of items in section 0 when there are only 0 sections in the collection view"), a crash the
  /// model reproduces as a trap.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = loadedCounts
    guard counts.indices.contains(section) else {
      preconditionFailure(
        "UIKit raises NSInternalInconsistencyException: request for number of items in section \(section) when "
          + "there are only \(counts.count) sections in the collection view")
    }
    return counts[section]
  }

  /// The number of items in `section`, 0 when it does not exist (for the model's own checks).
  private func itemCount(inSection section: Int) -> Int {
    let counts = loadedCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  private func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.item >= 0 && indexPath.item < itemCount(inSection: indexPath.section)
  }

  /// Re-reads every count, clears the selection and invalidates the layout (`reloadData()`).
  open func reloadData() {
    load()
    indexPathsForSelectedItems = []
    collectionViewLayout.invalidateLayout()
  }

  /// Selects an item from code; calls no delegate method (`selectItem(at:animated:scrollPosition:)`).
  ///
  /// `nil` clears the selection. An index path outside the counts raises
  /// `NSInternalInconsistencyException` in UIKit ("Attempted to modify the selection of an out-of-bounds
  /// item"), a crash the model reproduces as a trap (BSImagePicker PR 360, FSCalendar PR 1433).
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return indexPathsForSelectedItems = [] }
    guard contains(indexPath) else {
      preconditionFailure(
        "UIKit raises NSInternalInconsistencyException: Attempted to modify the selection of an out-of-bounds item "
          + "(\(indexPath.item)) when there are only \(itemCount(inSection: indexPath.section)) items in section "
          + "\(indexPath.section)")
    }
    indexPathsForSelectedItems = [indexPath]
  }

  /// Scrolls so that an item is centred (`scrollToItem(at:at:animated:)`; every position centres in the model).
  ///
  /// An index path outside the counts raises `NSInvalidArgumentException` in UIKit ("attempt to scroll to
  /// invalid index path"), a crash the model reproduces as a trap (AKPickerView-Swift issue 44).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard contains(indexPath) else {
      preconditionFailure(
        "UIKit raises NSInvalidArgumentException: attempt to scroll to invalid index path: \(indexPath)")
    }
    let spans = itemSpans()
    guard let first = spans.first, let target = spans.first(where: { $0.indexPath == indexPath }) else { return }
    contentOffset = target.start + target.width / 2 - first.width / 2
  }

  // MARK: Geometry along the scroll axis

  /// Items laid out one after another along x, sections in order, widths from the flow-layout delegate.
  ///
  /// The model keeps only this axis, and drops the section insets that centre the first and last items:
  /// content x 0 is the first item's leading edge, and an offset of 0 centres the first item.
  private func itemSpans() -> [(indexPath: IndexPath, start: Double, width: Double)] {
    var spans: [(indexPath: IndexPath, start: Double, width: Double)] = []
    var start = 0.0
    for section in 0..<numberOfSections {
      for item in 0..<itemCount(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let width = delegate?.collectionView(self, layout: collectionViewLayout, sizeForItemAt: indexPath) ?? 0
        spans.append((indexPath, start, width))
        start += width
      }
    }
    return spans
  }

  /// The centre of the visible area in content x (UIKit: the collection view's `center` converted into
  /// its own coordinates): the content offset plus half the first item's width.
  public var viewportCenter: Double {
    contentOffset + (itemSpans().first?.width ?? 0) / 2
  }

  /// The item under content x `x`, if any (`indexPathForItem(at:)`).
  public func indexPathForItem(at x: Double) -> IndexPath? {
    itemSpans().first { x >= $0.start && x < $0.start + $0.width }?.indexPath
  }

  /// Sets the scroll offset from code (`setContentOffset(_:animated:)`); sends no delegate callback in
  /// the model (UIKit's `scrollViewDidScroll` is appearance only for the ports).
  open func setContentOffset(_ offset: Double, animated: Bool) {
    contentOffset = offset
  }

  /// The collection view lays out: its layout is prepared, then asked which items it places, and the
  /// data source is asked the cell of each (the model has no viewport, so every placed item is visible).
  open override func layoutSubviews() {
    collectionViewLayout.prepare()
    for indexPath in collectionViewLayout.layoutAttributesForElements() {
      _ = dataSource?.collectionView(self, cellForItemAt: indexPath)
    }
  }

  // MARK: User gestures

  /// The user taps a cell: it becomes the selection, then the delegate's `didSelectItemAt` is called.
  /// A tap outside the items hits no cell and does nothing.
  @_spi(Harness) open func userTapItem(at indexPath: IndexPath) {
    guard contains(indexPath) else { return }
    indexPathsForSelectedItems = [indexPath]
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// The user drags the content to `offset` and lifts the finger: `scrollViewDidScroll`, then
  /// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when it decelerates, `scrollViewDidEndDecelerating`.
  @_spi(Harness) open func userDrag(toContentOffset offset: Double, decelerate: Bool) {
    contentOffset = offset
    delegate?.scrollViewDidScroll(self)
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    if decelerate { delegate?.scrollViewDidEndDecelerating(self) }
  }
}

/// The layout object of a collection view, as `UICollectionViewLayout`. Geometry is layout, which the
/// model drops: what remains is which items it places, the calls it makes, and its invalidation.
@preconcurrency @MainActor open class CollectionViewLayout {
  /// The collection view using this layout.
  public internal(set) weak var collectionView: CollectionView?
  /// How many times the layout was invalidated.
  private(set) var invalidationCount = 0

  public init() {}

  /// `prepare()`: sent at the start of every layout pass; does nothing by default.
  open func prepare() {}

  /// `layoutAttributesForElements(in:)`: the items placed (their geometry is dropped); none by default.
  open func layoutAttributesForElements() -> [CollectionView.IndexPath] { [] }

  /// `layoutAttributesForItem(at:)`: the item, when the layout places it (its geometry is dropped).
  open func layoutAttributesForItem(at indexPath: CollectionView.IndexPath) -> CollectionView.IndexPath? { nil }

  /// `invalidateLayout()`.
  open func invalidateLayout() { invalidationCount += 1 }
}

/// A line layout, as `UICollectionViewFlowLayout`: the first time it places items after an
/// invalidation it asks the collection view's flow-layout delegate for each section's inset and each
/// item's size (whether or not `prepare()` reached it), and it places every item.
@preconcurrency @MainActor open class CollectionViewFlowLayout: CollectionViewLayout {
  private var measured = false

  public override init() {}

  private func measure() {
    guard !measured, let collectionView else { return }
    measured = true
    for section in 0..<collectionView.numberOfSections {
      collectionView.delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = CollectionView.IndexPath(item: item, section: section)
        _ = collectionView.delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      }
    }
  }

  open override func layoutAttributesForElements() -> [CollectionView.IndexPath] {
    measure()
    guard let collectionView else { return [] }
    return (0..<collectionView.numberOfSections).flatMap { section in
      (0..<collectionView.numberOfItems(inSection: section)).map {
        CollectionView.IndexPath(item: $0, section: section)
      }
    }
  }

  open override func layoutAttributesForItem(at indexPath: CollectionView.IndexPath) -> CollectionView.IndexPath? {
    measure()
    return indexPath
  }

  open override func invalidateLayout() {
    measured = false
    super.invalidateLayout()
  }
}

/// A cell, as `UICollectionViewCell`: a view with a `contentView`.
@preconcurrency @MainActor open class CollectionViewCell: View {
  /// The view that holds the cell's content.
  public let contentView = View()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }
}

/// Counts and cells, as `UICollectionViewDataSource`.
@preconcurrency @MainActor public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The number of items of a section.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell of an item.
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: CollectionView.IndexPath
  )
    -> CollectionViewCell
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}

/// Selection, scrolling and flow-layout callbacks, as `UICollectionViewDelegateFlowLayout` (which
/// includes `UICollectionViewDelegate` and `UIScrollViewDelegate`); every method is optional.
@preconcurrency @MainActor public protocol CollectionViewDelegate: AnyObject {
  /// A user tap selected an item.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionView.IndexPath)
  /// The size of an item: only its width matters to the model.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: CollectionView.IndexPath
  ) -> Double
  /// The insets of a section (layout; asked for its calls, its value is dropped).
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int)
  /// The content moved.
  func scrollViewDidScroll(_ scrollView: CollectionView)
  /// The user lifted the finger.
  func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool)
  /// The content stopped after a flick.
  func scrollViewDidEndDecelerating(_ scrollView: CollectionView)
}

extension CollectionViewDelegate {
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionView.IndexPath) {}

  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: CollectionView.IndexPath
  ) -> Double { 0 }

  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
  ) {}

  public func scrollViewDidScroll(_ scrollView: CollectionView) {}
  public func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}
}
