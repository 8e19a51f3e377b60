/// A declarative view tree whose parts and actions are bound to an owner by name:
/// the model's analogue of a xib with a File's Owner.
///
/// ```swift
/// let template = ViewTemplate.container([
///   .label(part: "titleLabel"),
///   .button(title: "Play", action: "clickPlay"),
/// ])
/// let view = try template.instantiate(owner: controller)
/// ```
public indirect enum ViewTemplate: Sendable, Equatable {
  /// A plain view containing others.
  case container([ViewTemplate])
  /// A label, optionally bound to an owner part.
  case label(part: String?)
  /// An image view, optionally bound to an owner part.
  case image(part: String?)
  /// A button whose `touchUpInside` calls an owner action.
  case button(title: String, action: String?)

  /// Who is woken first once the views are created and bound, as nib loading's `awakeFromNib`
  /// calls, whose order UIKit does not guarantee (FACT-3).
  public enum AwakeOrder: String, Sendable, CaseIterable {
    /// Every view (depth first), then the owner.
    case viewsFirst
    /// The owner, then every view.
    case ownerFirst
  }

  /// Where a button's action is sent (FACT-2).
  public enum ActionTarget: String, Sendable, CaseIterable {
    /// To the owner directly, as an action connected to File's Owner.
    case owner
    /// To a `nil` target: up the responder chain from the button (First UIResponder in a xib).
    case responderChain
  }

  /// The player design of seed 003: image, title, caption, Play button.
  public static let player = ViewTemplate.container([
    .image(part: "imageView"),
    .label(part: "titleLabel"),
    .label(part: "captionLabel"),
    .button(title: "Play", action: "clickPlay"),
  ])

  /// Checks every part and action name, without an owner.
  public func validate() throws(ViewTemplateError) {
    switch self {
    case .container(let children):
      for child in children { try child.validate() }
    case .label(let part), .image(let part):
      if let part, OwnerPart(rawValue: part) == nil { throw .unknownPart(part) }
      if case .image = self, let part, part != OwnerPart.imageView.rawValue {
        throw .wrongPartType(part, expected: "UILabel")
      }
      if case .label = self, part == OwnerPart.imageView.rawValue {
        throw .wrongPartType("imageView", expected: "UIImageView")
      }
    case .button(_, let action):
      if let action, OwnerAction(rawValue: action) == nil { throw .unknownAction(action) }
    }
  }

  /// Builds the views, binding parts and actions to `owner` (FACT-1, FACT-2), then wakes the
  /// views and the owner in `awakeOrder` (FACT-3).
  ///
  /// The whole template is validated first, so a bad name is reported before any
  /// view is created or any part of `owner` is bound (FACT-6).
  public func instantiate(
    owner: any ViewFactoryOwner, awakeOrder: AwakeOrder = .viewsFirst, actionTarget: ActionTarget = .owner
  ) throws(ViewTemplateError) -> UIView {
    try validate()
    let root = try build(owner: owner, actionTarget: actionTarget)
    if awakeOrder == .ownerFirst { owner.awakeFromTemplate() }
    root.walk { view in
      view.awakeFromTemplate()
      return true
    }
    if awakeOrder == .viewsFirst { owner.awakeFromTemplate() }
    return root
  }

  private func build(owner: any ViewFactoryOwner, actionTarget: ActionTarget) throws(ViewTemplateError) -> UIView {
    switch self {
    case .container(let children):
      let view = UIView()
      for child in children { view.addSubview(try child.build(owner: owner, actionTarget: actionTarget)) }
      return view
    case .label(let part):
      let label = UILabel()
      if let part { try owner.bindPart(named: part, to: label) }
      return label
    case .image(let part):
      let image = UIImageView()
      if let part { try owner.bindPart(named: part, to: image) }
      return image
    case .button(let title, let action):
      let button = UIButton(title: title)
      guard let action else { return button }
      switch actionTarget {
      case .owner:
        let call = try owner.action(named: action)
        button.addAction(for: [.touchUpInside]) { _, _ in call() }
      case .responderChain:
        button.addTarget(nil, action: Selector(action), for: [.touchUpInside])
      }
      return button
    }
  }
}

/// Why a template cannot be bound to an owner.
public enum ViewTemplateError: Error, Equatable, CustomStringConvertible {
  case unknownPart(String)
  case unknownAction(String)
  case wrongPartType(String, expected: String)

  public var description: String {
    switch self {
    case .unknownPart(let name): "the template binds a part named \"\(name)\", which the owner does not have"
    case .unknownAction(let name): "the template calls an action named \"\(name)\", which the owner does not have"
    case .wrongPartType(let name, let expected):
      "the template binds part \"\(name)\" to a view that is not a \(expected)"
    }
  }
}
