/// The closure a ``UIAction`` runs, as `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// An action with a title and a closure, as `UIAction`: what `addAction(_:for:)` and a bar item's
/// `primaryAction` run.
@preconcurrency @MainActor open class UIAction {
  /// An action's identifier, as `UIAction.Identifier`.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  open var title: String
  open var image: UIImage?
  public let identifier: Identifier
  /// The control or bar item that sent the action, while its handler runs.
  open private(set) var sender: Any?
  private let handler: UIActionHandler

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: "")
    self.handler = handler
  }

  /// Runs the handler with `sender` as the action's sender.
  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
