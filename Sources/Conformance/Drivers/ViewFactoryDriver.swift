/// What the suite can do to, and observe of, a view-factory owner and its factory (FACT).
@MainActor public protocol ViewFactoryDriver: AnyObject {
  /// What the implementation declares about itself.
  var capabilities: Capabilities { get }
  /// The owner creates its views (again).
  func loadViews()
  /// Tap Play in the current views.
  func tapPlay()
  /// Tap Play in the views created before the current ones.
  func tapPlayInOldViews()
  /// The owner's parts, as bound now.
  var parts: [PartObservation] { get }
  /// How many times the owner's Play action ran.
  var playCount: Int { get }
  /// How many sets of views were created.
  var viewGenerations: Int { get }
  /// The app sets the owner's title (FACT-7).
  func setTitle(_ title: String)
  /// The text each part shows, by part name, where it shows text (FACT-7).
  var shownTexts: [String: String] { get }
}

extension ViewFactoryDriver {
  public func setTitle(_ title: String) {}
  public var shownTexts: [String: String] { [:] }
}

/// Where an owner's part points.
nonisolated public struct PartObservation: Hashable, Sendable, CustomStringConvertible {
  public var name: String
  /// Whether the part is bound at all.
  public var isBound: Bool
  /// Whether it is inside the current view tree.
  public var isInCurrentViews: Bool
  /// Whether another part is bound to the same view.
  public var isShared: Bool

  public init(name: String, isBound: Bool, isInCurrentViews: Bool, isShared: Bool) {
    self.name = name
    self.isBound = isBound
    self.isInCurrentViews = isInCurrentViews
    self.isShared = isShared
  }

  public var description: String {
    guard isBound else { return "\(name): unbound" }
    return "\(name): " + (isInCurrentViews ? "in current views" : "in old views") + (isShared ? ", shared" : "")
  }
}
