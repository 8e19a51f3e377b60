import Foundation
import InputReference

/// orta/ORStackView, `Classes/ios/ORStackScrollView.m` and `Classes/ios/ORStackView.m` (with
/// `ORStackView+Private`'s `StackView`), ported line for line at the buggy commit
/// 601d52432c112960aa1c4edf7db4ced44f2d7515 and the fix commit b323256276a4cb4ae96a6bf78169161e180c7a5e
/// (B57, PR 8), switched by `version`: the fix adds `initWithCoder:` and moves the stack view's creation
/// into `_loadStackView:`, shared by both initialisers.
///
/// Dropped (layout): every Auto Layout constraint (FLKAutoLayout's `alignToView:`,
/// `constrainWidthToView:predicate:`, `alignTopEdgeWithView:`, `constrainTopSpaceToView:`,
/// `alignCenterXWithView:`, the bottom constraint), so `updateConstraints` keeps only its walk of the
/// stack; the margins are kept as the strings the caller gave. `addViewController:…` (view controller
/// containment) is not ported: the model has no view controllers.
///
/// Model substitutions: `NSNotFound` is `Int.max`; a nib's archive names the commit's class under
/// ``CorpusBug/Version/archiveKey``; `UIScrollView`'s inherited `initWithCoder:` is `super.init()`.
///
/// Kept as written, bugs included: at the buggy commit a scroll view decoded from a nib or storyboard
/// (`initWithCoder:`, which it does not override) never creates its stack view, so `stackView` is nil
/// and every message to it does nothing (B57).
public enum ORStackViewPort {
  /// `StackView` (ORStackView+Private): a view of the stack and its top margin.
  final class StackView {
    var view: View!
    var constraintPredicate: String?
  }

  /// `ORStackView`: a view that stacks its subviews vertically.
  open class ORStackView: View {
    /// Delay updating constraints when true
    private var batchingUpdates = false
    fileprivate(set) var viewStack: [StackView] = []
    /// The margin below the last view; `NSNotFound` for none.
    public var bottomMarginHeight: Double
    /// How many times the stack asked for a constraints pass (`setNeedsUpdateConstraints`).
    public private(set) var constraintUpdateRequests = 0

    /// `initWithFrame:` (the frame is layout) and `init`.
    public required override init(frame: CGRect) {
      bottomMarginHeight = Double(Int.max)  // NSNotFound
      super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    private func setNeedsUpdateConstraints() { constraintUpdateRequests += 1 }

    // MARK: - Adding Subviews

    public func addSubview(_ view: View, withTopMargin margin: String) {
      self._addSubview(view, withTopMargin: margin, centered: false, sideMargin: nil)
    }

    public func addSubview(_ view: View, withTopMargin topMargin: String, sideMargin: String) {
      self._addSubview(view, withTopMargin: topMargin, centered: true, sideMargin: sideMargin)
    }

    private func _addSubview(_ view: View, withTopMargin topMargin: String, centered: Bool, sideMargin: String?) {
      let index = self.viewStack.count
      self._insertSubview(view, atIndex: index, withTopMargin: topMargin, centered: centered, sideMargin: sideMargin)
    }

    // MARK: - Inserting Subviews

    public func insertSubview(_ view: View, atIndex index: Int, withTopMargin margin: String) {
      self._insertSubview(view, atIndex: index, withTopMargin: margin, centered: false, sideMargin: nil)
    }

    public func insertSubview(_ view: View, belowSubview siblingSubview: View, withTopMargin margin: String) {
      let hasSibling = self.subviews.contains { $0 === siblingSubview }
      let index = hasSibling ? self.indexOfView(siblingSubview) : self.viewStack.count
      self._insertSubview(view, atIndex: index, withTopMargin: margin, centered: false, sideMargin: nil)
    }

    private func _insertSubview(
      _ view: View, atIndex index: Int, withTopMargin topMargin: String, centered: Bool, sideMargin: String?
    ) {
      // NSParameterAssert(view): a Swift `View` is never nil
      if self.subviews.contains(where: { $0 === view }) { return }

      super.addSubview(view)

      let stackView = StackView()
      stackView.view = view
      stackView.constraintPredicate = topMargin
      self.viewStack.insert(stackView, at: index)

      // (layout) when centered: width and centre-x constraints from the (inverted) side margin

      if !self.batchingUpdates { self.setNeedsUpdateConstraints() }
    }

    // MARK: Removal

    public func removeSubview(_ subview: View) {
      if !self.subviews.contains(where: { $0 === subview }) { return }

      subview.removeFromSuperview()

      for stackView in self.viewStack where stackView.view === subview {
        self.viewStack.removeAll { $0 === stackView }
      }

      if !self.batchingUpdates { self.setNeedsUpdateConstraints() }
    }

    // MARK: Batching

    public func performBatchUpdates(_ updates: () -> Void) {
      self.batchingUpdates = true
      updates()
      self.batchingUpdates = false

      self.setNeedsUpdateConstraints()
    }

    // MARK: Helper functions

    func indexOfView(_ view: View) -> Int {
      for (index, stackView) in self.viewStack.enumerated() where view === stackView.view {
        return index
      }
      return Int.max  // NSNotFound
    }

    public func lastView() -> View? {
      return self.viewStack.last?.view
    }
  }

  /// `ORStackScrollView`: a scroll view set up with a stack view.
  open class ORStackScrollView: View, NibLoadable {
    /// Which commit's code runs.
    public let version: CorpusBug.Version

    public private(set) var stackView: ORStackView?

    /// `- (instancetype)init`.
    public convenience init(version: CorpusBug.Version) {
      self.init(stackViewClass: ORStackView.self, version: version)
    }

    /// `- (instancetype)initWithStackViewClass:(Class)klass`.
    public init(stackViewClass klass: ORStackView.Type, version: CorpusBug.Version) {
      // NSAssert([klass isSubclassOfClass:[ORStackView class]]): the Swift type guarantees it
      self.version = version
      super.init(frame: .zero)

      switch version {
      case .buggy:
        stackView = klass.init(frame: .zero)
        stackView!.bottomMarginHeight = 0

        self.addSubview(stackView!)
      // (layout) [_stackView alignToView:self]; [_stackView constrainWidthToView:self predicate:@""]
      case .fixed:
        self._loadStackView(klass)
      }
    }

    /// The inherited `-[UIScrollView initWithCoder:]` at the buggy commit; the fix's `initWithCoder:`.
    public required init?(coder aDecoder: Coder) {
      self.version = CorpusBug.Version.archived(in: aDecoder)
      super.init(frame: .zero)  // [super initWithCoder:aDecoder]
      if version == .fixed {
        self._loadStackView(ORStackView.self)
      }
    }

    public required init?(coder: NSCoder) { nil }

    /// The fix's `- (void)_loadStackView:(Class)klass`.
    private func _loadStackView(_ klass: ORStackView.Type) {
      stackView = klass.init(frame: .zero)
      stackView!.bottomMarginHeight = 0

      self.addSubview(stackView!)
      // (layout) [_stackView alignToView:self]; [_stackView constrainWidthToView:self predicate:@""]
    }

    public override func awakeFromNib() {}
  }
}
