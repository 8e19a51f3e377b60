import Foundation
import InputReference

/// Akkyie/AKPickerView-Swift, `AKPickerView/AKPickerView.swift`, ported line for line at four commits of
/// 2015 whose diffs to the file are small, switched by ``Revision`` exactly at their hunks:
/// - f4fb2517208bc0db7d75a2cc4a80183be9706b0f, B29 buggy: selection 0 is assumed to exist whatever the
///   item count: `layoutSubviews()` scrolls to it, `reloadData()` selects it, and there is always one
///   section;
/// - 3e557bd9ce1e2251008195e436d0283a5d6b1124, B29 fixed ("fixed crash when no items are specified"):
///   every scroll and select is guarded by a count above 0, and there are no sections when empty;
/// - 58a9948230e19597234654fd0c0b75e857ae95b6, B28 buggy (the same code, `selectedItem` made public):
///   `reloadData()` re-selects `selectedItem` without comparing it with the new count (B28, PR 15);
/// - ae022343a7c2930481f5ef96db4c417985bc4bfb, B28 fixed (PR 15): the re-selection is skipped when the
///   count is not above `selectedItem`, which is left out of range (not clamped).
///
/// Dropped (layout and appearance): fonts, colours, `viewDepth` and `maskDisabled` (layer transforms and
/// masks), the 3D transforms and alphas of the wheel layout (`prepareLayout`, the transform part of
/// `layoutAttributesForItemAtIndexPath`), `intrinsicContentSize`, the cell's label and image view
/// styling and its selected-state font, `pickerView(_:configureLabel:forItem:)` (it styles a label),
/// heights, insets' values, the decelerationRate, the scroll indicator and autoresizing.
///
/// Model substitutions: the picker is built on the model's ``CollectionView`` (one scroll axis; an
/// offset of 0 centres the first item, as the section insets do in UIKit); a title's measured width
/// (`sizeWithAttributes:` with the two fonts) is 10 points per `Character`; an image's width is its
/// name's `Character` count times 10; `AKPickerViewDelegateIntercepter`'s forwarding of the collection
/// view's delegate calls (to the picker first, then to the picker's own delegate for the scroll
/// callbacks) is written out in the picker's delegate methods; `layoutSubviews()` is sent by the
/// harness (``layOutNow()``), which then lays out the collection view, as UIKit's layout pass does
/// top-down.
///
/// Kept as written, bugs included: scrolling and selecting go straight to the collection view, which
/// raises for an index path out of range (B28 at 58a9948, B29 at f4fb251); the flat style's scroll and
/// the wheel style's offset ask the data source for titles of every item up to `selectedItem`, which
/// an app's data source indexes out of range as well.
public enum AKPickerViewPort {
  /// The four commits.
  public enum Revision: String, CaseIterable, Sendable {
    case rf4fb251, r3e557bd, r58a9948, rae02234
  }

  /**
  Styles of AKPickerView.

  - Wheel: Style with 3D appearance like UIPickerView.
  - Flat:  Flat style.
  */
  public enum AKPickerViewStyle {
    case Wheel
    case Flat
  }

  // MARK: - Protocols
  // MARK: AKPickerViewDataSource
  /**
  Protocols to specify the number and type of contents.
  */
  @MainActor public protocol AKPickerViewDataSource: AnyObject {
    func numberOfItemsInPickerView(_ pickerView: AKPickerView) -> Int
    /// Optional: `nil` when not implemented.
    func pickerView(_ pickerView: AKPickerView, titleForItem item: Int) -> String?
    /// Optional: `nil` when not implemented (the model names images).
    func pickerView(_ pickerView: AKPickerView, imageForItem item: Int) -> String?
  }

  // MARK: AKPickerViewDelegate
  /**
  Protocols to specify the attitude when user selected an item,
  and customize the appearance of labels.
  */
  @MainActor public protocol AKPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: AKPickerView, didSelectItem item: Int)
    /// Optional: `nil` when not implemented; only its width matters to the model.
    func pickerView(_ pickerView: AKPickerView, marginForItem item: Int) -> Double?
    // UIScrollViewDelegate, forwarded by the intercepter
    func scrollViewDidEndDecelerating(_ scrollView: CollectionView)
    func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool)
    func scrollViewDidScroll(_ scrollView: CollectionView)
  }

  // MARK: AKCollectionViewCell
  /**
  Private. A subclass of UICollectionViewCell used in AKPickerView's collection view.
  */
  final class AKCollectionViewCell: CollectionViewCell {
    var label: Label!
    var imageView: ImageView!
    var _selected: Bool = false  // (appearance) didSet: fades the label to the highlighted font

    func initialize() {
      // (appearance) layer settings, label and image view styling and autoresizing
      self.label = Label()
      self.contentView.addSubview(self.label)

      self.imageView = ImageView()
      self.contentView.addSubview(self.imageView)
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      self.initialize()
    }

    public required init?(coder: NSCoder) { nil }
  }

  // MARK: AKCollectionViewLayout
  /**
  Private. A subclass of UICollectionViewFlowLayout used in the collection view.
  */
  final class AKCollectionViewLayout: CollectionViewFlowLayout {
    let revision: Revision
    unowned var delegate: AKPickerView!

    init(revision: Revision) {
      self.revision = revision
      super.init()
      // (layout) sectionInset, scrollDirection = .Horizontal, minimumLineSpacing
    }

    override func prepare() {
      // (layout) midX, width and maxAngle of the visible rect (super.prepareLayout() is not called)
    }

    override func layoutAttributesForItem(at indexPath: CollectionView.IndexPath) -> CollectionView.IndexPath? {
      let attributes = super.layoutAttributesForItem(at: indexPath)
      switch self.delegate.pickerViewStyleForCollectionViewLayout(self) {
      case .Flat:
        return attributes
      case .Wheel:
        // (appearance) the 3D transform and alpha of the item at its distance from the centre
        return attributes
      }
    }

    override func layoutAttributesForElements() -> [CollectionView.IndexPath] {
      switch self.delegate.pickerViewStyleForCollectionViewLayout(self) {
      case .Flat:
        return super.layoutAttributesForElements()
      case .Wheel:
        var attributes = [CollectionView.IndexPath]()
        if revision == .rf4fb251 || self.collectionView!.numberOfSections > 0 {
          for i in 0..<self.collectionView!.numberOfItems(inSection: 0) {
            let indexPath = CollectionView.IndexPath(item: i, section: 0)
            attributes.append(self.layoutAttributesForItem(at: indexPath)!)
          }
        }
        return attributes
      }
    }
  }

  // MARK: - AKPickerView
  /**
  Horizontal picker view. This is just a subclass of UIView, contains a UICollectionView.
  */
  public final class AKPickerView: View, CollectionViewDataSource, CollectionViewDelegate {
    /// Which commit's code runs.
    public let revision: Revision

    // MARK: - Properties
    // MARK: Readwrite Properties
    /// Readwrite. Data source of picker view.
    public weak var dataSource: (any AKPickerViewDataSource)? = nil
    /// Readwrite. Delegate of picker view.
    public weak var delegate: (any AKPickerViewDelegate)? = nil
    /// Readwrite. A float value which indicates the spacing between cells.
    public var interitemSpacing: Double = 0.0
    /// Readwrite. The style of the picker view. See AKPickerViewStyle.
    public var pickerViewStyle = AKPickerViewStyle.Wheel

    // MARK: Readonly Properties
    /// Readonly. Index of currently selected item.
    public private(set) var selectedItem: Int = 0
    /// Readonly. The point at which the origin of the content view is offset from the origin of the picker view.
    public var contentOffset: Double {
      get {
        return self.collectionView.contentOffset
      }
    }

    // MARK: Private Properties
    /// Private. A UICollectionView which shows contents on cells.
    private var collectionView: CollectionView!
    /// Private. A UICollectionViewFlowLayout used in picker view's collection view.
    private var collectionViewLayout: AKCollectionViewLayout {
      let layout = AKCollectionViewLayout(revision: revision)
      layout.delegate = self
      return layout
    }

    // MARK: - Functions
    // MARK: View Lifecycle
    /**
    Private. Initializes picker view's subviews and friends.
    */
    private func initialize() {
      self.collectionView?.removeFromSuperview()
      self.collectionView = CollectionView(collectionViewLayout: self.collectionViewLayout)
      // (appearance) scroll indicator, background colour, decelerationRate, autoresizingMask
      self.collectionView.dataSource = self
      // (no model analogue) registerClass(AKCollectionViewCell.self, forCellWithReuseIdentifier:)
      self.addSubview(self.collectionView)

      // AKPickerViewDelegateIntercepter: the picker answers first, its delegate gets the scroll callbacks
      self.collectionView.delegate = self

      // (appearance) self.maskDisabled = self.maskDisabled == nil ? false : self.maskDisabled
    }

    /// `init()` / `init(frame:)` (the frame is layout); `init(coder:)` runs the same `initialize()`.
    public init(revision: Revision) {
      self.revision = revision
      super.init(frame: .zero)
      self.initialize()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Layout

    public override func layoutSubviews() {
      // super.layoutSubviews(): nothing in the model
      if revision == .rf4fb251
        || self.dataSource != nil && self.dataSource!.numberOfItemsInPickerView(self) > 0
      {
        self.collectionView.collectionViewLayout = self.collectionViewLayout
        self.scrollToItem(self.selectedItem, animated: false)
      }
      // (appearance) self.collectionView.layer.mask?.frame = self.collectionView.bounds
    }

    // MARK: Calculation Functions

    /**
    Private. Used to calculate bounding size of given string with picker view's font and highlightedFont

    :param: string A NSString to calculate size
    :returns: A CGSize which contains given string just.
    */
    private func sizeForString(_ string: String) -> Double {
      return Double(string.count) * 10  // the model's text metrics (width only)
    }

    /**
    Private. Used to calculate the x-coordinate of the content offset of specified item.

    :param: item An integer value which indicates the index of cell.
    :returns: An x-coordinate of the cell whose index is given one.
    */
    private func offsetForItem(_ item: Int) -> Double {
      var offset: Double = 0
      for i in 0..<item {
        let indexPath = CollectionView.IndexPath(item: i, section: 0)
        let cellSize = self.collectionView(
          self.collectionView,
          layout: self.collectionView.collectionViewLayout,
          sizeForItemAt: indexPath)
        offset += cellSize
      }

      let firstIndexPath = CollectionView.IndexPath(item: 0, section: 0)
      let firstSize = self.collectionView(
        self.collectionView,
        layout: self.collectionView.collectionViewLayout,
        sizeForItemAt: firstIndexPath)
      let selectedIndexPath = CollectionView.IndexPath(item: item, section: 0)
      let selectedSize = self.collectionView(
        self.collectionView,
        layout: self.collectionView.collectionViewLayout,
        sizeForItemAt: selectedIndexPath)
      offset -= (firstSize - selectedSize) / 2.0

      return offset
    }

    // MARK: View Controls
    /**
    Reload the picker view's contents and styles. Call this method always after any property is changed.
    */
    public func reloadData() {
      // (layout) self.invalidateIntrinsicContentSize()
      self.collectionView.collectionViewLayout.invalidateLayout()
      self.collectionView.reloadData()
      let reselects =
        switch revision {
        case .rf4fb251: true
        case .r3e557bd, .r58a9948:
          self.dataSource != nil && self.dataSource!.numberOfItemsInPickerView(self) > 0
        case .rae02234:
          self.dataSource != nil && self.dataSource!.numberOfItemsInPickerView(self) > 0
            && self.dataSource!.numberOfItemsInPickerView(self) > self.selectedItem
        }
      if reselects {
        self.selectItem(self.selectedItem, animated: false, notifySelection: false)
      }
    }

    /**
    Move to the cell whose index is given one without selection change.

    :param: item     An integer value which indicates the index of cell.
    :param: animated True if the scrolling should be animated, false if it should be immediate.
    */
    public func scrollToItem(_ item: Int, animated: Bool = false) {
      switch self.pickerViewStyle {
      case .Flat:
        self.collectionView.scrollToItem(
          at: CollectionView.IndexPath(
            item: item,
            section: 0),
          at: .centeredHorizontally,
          animated: animated)
      case .Wheel:
        self.collectionView.setContentOffset(
          self.offsetForItem(item),  // CGPoint(x: …, y: self.collectionView.contentOffset.y)
          animated: animated)
      }
    }

    /**
    Select a cell whose index is given one and move to it.

    :param: item     An integer value which indicates the index of cell.
    :param: animated True if the scrolling should be animated, false if it should be immediate.
    */
    public func selectItem(_ item: Int, animated: Bool = false) {
      self.selectItem(item, animated: animated, notifySelection: true)
    }

    /**
    Private. Select a cell whose index is given one and move to it, with specifying whether it calls delegate method.

    :param: item            An integer value which indicates the index of cell.
    :param: animated        True if the scrolling should be animated, false if it should be immediate.
    :param: notifySelection True if the delegate method should be called, false if not.
    */
    private func selectItem(_ item: Int, animated: Bool, notifySelection: Bool) {
      self.collectionView.selectItem(
        at: CollectionView.IndexPath(item: item, section: 0),
        animated: animated,
        scrollPosition: .none)
      self.scrollToItem(item, animated: animated)
      self.selectedItem = item
      if notifySelection {
        self.delegate?.pickerView(self, didSelectItem: item)
      }
    }

    // MARK: Delegate Handling
    /**
    Private.
    */
    private func didEndScrolling() {
      switch self.pickerViewStyle {
      case .Flat:
        let center = self.collectionView.viewportCenter  // convertPoint(collectionView.center, toView: collectionView)
        if let indexPath = self.collectionView.indexPathForItem(at: center) {
          self.selectItem(indexPath.item, animated: true, notifySelection: true)
        }
      case .Wheel:
        if let numberOfItems = self.dataSource?.numberOfItemsInPickerView(self) {
          for i in 0..<numberOfItems {
            let indexPath = CollectionView.IndexPath(item: i, section: 0)
            let cellSize = self.collectionView(
              self.collectionView,
              layout: self.collectionView.collectionViewLayout,
              sizeForItemAt: indexPath)
            if self.offsetForItem(i) + cellSize / 2 > self.collectionView.contentOffset {
              self.selectItem(i, animated: true, notifySelection: true)
              break
            }
          }
        }
      }
    }

    // MARK: UICollectionViewDataSource
    public func numberOfSections(in collectionView: CollectionView) -> Int {
      if revision == .rf4fb251 {
        return 1
      }
      return self.dataSource != nil && self.dataSource!.numberOfItemsInPickerView(self) > 0 ? 1 : 0
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      return self.dataSource != nil ? self.dataSource!.numberOfItemsInPickerView(self) : 0
    }

    public func collectionView(
      _ collectionView: CollectionView, cellForItemAt indexPath: CollectionView.IndexPath
    )
      -> CollectionViewCell
    {
      let cell = AKCollectionViewCell()  // dequeueReusableCellWithReuseIdentifier(…, forIndexPath:)
      if let title = self.dataSource?.pickerView(self, titleForItem: indexPath.item) {
        cell.label.text = title
        // (appearance) colours and fonts; cell.label.bounds = … sizeForString(title)
        if let delegate = self.delegate {
          // (appearance) delegate.pickerView(self, configureLabel: cell.label, forItem: indexPath.item)
          if let margin = delegate.pickerView(self, marginForItem: indexPath.item) {
            _ = margin  // (layout) cell.label.frame = CGRectInset(cell.label.frame, -margin.width, -margin.height)
          }
        }
      } else if let image = self.dataSource?.pickerView(self, imageForItem: indexPath.item) {
        cell.imageView.imageName = image
      }
      cell._selected = (indexPath.item == self.selectedItem)
      return cell
    }

    // MARK: UICollectionViewDelegateFlowLayout
    public func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: CollectionView.IndexPath
    ) -> Double {
      var size = self.interitemSpacing  // CGSizeMake(self.interitemSpacing, collectionView.bounds.size.height)
      if let title = self.dataSource?.pickerView(self, titleForItem: indexPath.item) {
        size += self.sizeForString(title)
        if let margin = self.delegate?.pickerView(self, marginForItem: indexPath.item) {
          size += margin * 2
        }
      } else if let image = self.dataSource?.pickerView(self, imageForItem: indexPath.item) {
        size += Double(image.count) * 10  // image.size.width
      }
      return size
    }

    public func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      insetForSectionAt section: Int
    ) {
      let number = self.collectionView(collectionView, numberOfItemsInSection: section)
      let firstIndexPath = CollectionView.IndexPath(item: 0, section: section)
      let firstSize = self.collectionView(
        collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: firstIndexPath)
      let lastIndexPath = CollectionView.IndexPath(item: number - 1, section: section)
      let lastSize = self.collectionView(
        collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: lastIndexPath)
      // (layout) return UIEdgeInsetsMake(0, (width - firstSize.width) / 2, 0, (width - lastSize.width) / 2)
      _ = (firstSize, lastSize)
    }

    // MARK: UICollectionViewDelegate
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: CollectionView.IndexPath) {
      self.selectItem(indexPath.item, animated: true)
    }

    // MARK: UIScrollViewDelegate
    public func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {
      self.delegate?.scrollViewDidEndDecelerating(scrollView)
      self.didEndScrolling()
    }

    public func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {
      self.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
      if !decelerate {
        self.didEndScrolling()
      }
    }

    public func scrollViewDidScroll(_ scrollView: CollectionView) {
      self.delegate?.scrollViewDidScroll(scrollView)
      // (appearance) the mask layer follows the bounds, without implicit animation
    }

    // MARK: AKCollectionViewLayoutDelegate
    fileprivate func pickerViewStyleForCollectionViewLayout(_ layout: AKCollectionViewLayout) -> AKPickerViewStyle {
      return self.pickerViewStyle
    }
  }
}

extension AKPickerViewPort.AKPickerViewDataSource {
  public func pickerView(_ pickerView: AKPickerViewPort.AKPickerView, titleForItem item: Int) -> String? { nil }
  public func pickerView(_ pickerView: AKPickerViewPort.AKPickerView, imageForItem item: Int) -> String? { nil }
}

extension AKPickerViewPort.AKPickerViewDelegate {
  public func pickerView(_ pickerView: AKPickerViewPort.AKPickerView, didSelectItem item: Int) {}
  public func pickerView(_ pickerView: AKPickerViewPort.AKPickerView, marginForItem item: Int) -> Double? { nil }
  public func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}
  public func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidScroll(_ scrollView: CollectionView) {}
}

// MARK: - Harness access to a private part (Swift's `private` ends at the file; the rest of the harness is in
// `AKPickerView+Harness.swift`)

extension AKPickerViewPort.AKPickerView {
  /// The collection view (harness access to a private part).
  var embeddedCollectionView: CollectionView { collectionView }
}
