/// The parts and actions a view-factory owner exposes, the seed 003 `CodeViewFactoryOwner`.
///
/// Parts are bound by the factory (FACT-1); actions are what the created
/// controls call (FACT-2). Both are also reachable by name, so that a
/// declarative ``ViewTemplate`` can bind them the way a xib binds outlets.
@MainActor public protocol ViewFactoryOwner: AnyObject {
  /// The title label part.
  var titleLabel: UILabel? { get set }
  /// The caption label part.
  var captionLabel: UILabel? { get set }
  /// The image part.
  var imageView: UIImageView? { get set }
  /// The Play action.
  func clickPlay()
  /// Called by a template factory once the views are created and bound, before or after the
  /// views wake (FACT-3), as `awakeFromNib()`; nothing by default.
  func awakeFromTemplate()
}

/// The names a template uses for an owner's parts and actions.
public enum OwnerPart: String, CaseIterable, Sendable {
  case titleLabel, captionLabel, imageView
}

/// The names a template uses for an owner's actions.
public enum OwnerAction: String, CaseIterable, Sendable {
  case clickPlay
}

extension ViewFactoryOwner {
  public func awakeFromTemplate() {}

  /// Binds the part named `name` to `view`.
  ///
  /// - Throws: ``ViewTemplateError`` when no part has that name or the view has the wrong type.
  public func bindPart(named name: String, to view: UIView) throws(ViewTemplateError) {
    guard let part = OwnerPart(rawValue: name) else { throw .unknownPart(name) }
    switch part {
    case .titleLabel, .captionLabel:
      guard let label = view as? UILabel else { throw .wrongPartType(name, expected: "UILabel") }
      if part == .titleLabel { titleLabel = label } else { captionLabel = label }
    case .imageView:
      guard let image = view as? UIImageView else { throw .wrongPartType(name, expected: "UIImageView") }
      imageView = image
    }
  }

  /// The action named `name`, as a closure that calls the owner.
  ///
  /// - Throws: ``ViewTemplateError/unknownAction(_:)`` when no action has that name.
  public func action(named name: String) throws(ViewTemplateError) -> () -> Void {
    guard let action = OwnerAction(rawValue: name) else { throw .unknownAction(name) }
    switch action {
    case .clickPlay: return { [weak self] in self?.clickPlay() }
    }
  }
}
