import Foundation
import InputConformance
import InputReference

/// Seed 003, "A storyboard person writes views in code" (slides): the ViewFactory pattern, ported line for
/// line: `CodeViewFactoryOwner`, `CodeViewFactoryType`, `CodeViewFactory` / `MyCodeView`, `XibViewFactory`,
/// and `CodeViewController`, whose `loadView()` falls back to `super.loadView()` (the storyboard).
///
/// Dropped (layout only): `backgroundColor`, `frame: .zero`, and `required init?(coder:)` of `MyCodeView`
/// (never used).
///
/// Model substitutions: the model has no `UIViewController`, `UINib` or storyboard, so this file carries
/// the smallest analogues: ``Seed003/ViewController`` (a `view` and a `loadView()` that instantiates the
/// storyboard scene it was decoded from, or makes a plain view), and ``Seed003/Nib`` (a named
/// ``ViewTemplate`` instantiated against its File's Owner, trapping on a bad outlet as a xib does). The
/// storyboard scene and the xib `CodeXibView` are the slides' player design, ``ViewTemplate/player``.
/// `Selector(("clickPlay:"))` is resolved by name when the button is tapped, as the Objective-C runtime does.
///
/// Kept as written: `clickPlay(_:)` is empty; the owner's parts are `weak`.
public enum Seed003 {
  /// The seed's `protocol CodeViewFactoryOwner: class`.
  @MainActor public protocol CodeViewFactoryOwner: AnyObject {
    var titleLabel: Label! { get set }
    var captionLabel: Label! { get set }
    var imageView: ImageView! { get set }
  }

  /// The seed's `CodeViewFactoryType` (its declaration is not on the slides; `create(owner:)` is its use).
  @MainActor public protocol CodeViewFactoryType {
    func create(owner: any CodeViewFactoryOwner) -> View
  }

  public final class CodeViewFactory: CodeViewFactoryType {
    public init() {}

    public func create(owner: any CodeViewFactoryOwner) -> View {
      return MyCodeView(owner: owner)
    }
  }

  public final class MyCodeView: View {
    init(owner: any CodeViewFactoryOwner) {
      super.init(frame: .zero)
      // (layout: no model analogue) self.backgroundColor = .white
      let imageView = ImageView()
      let titleLabel = Label()
      let captionLabel = Label()
      let button = Button()
      button.title = "Play"
      button.addAction(for: [.touchUpInside]) { [weak owner] sender, _ in
        Seed003.send("clickPlay:", to: owner, from: sender)
      }
      self.addSubview(imageView)
      self.addSubview(titleLabel)
      self.addSubview(captionLabel)
      self.addSubview(button)
      owner.imageView = imageView
      owner.captionLabel = captionLabel
      owner.titleLabel = titleLabel
    }

    public required init?(coder: NSCoder) { nil }
  }

  public final class XibViewFactory: CodeViewFactoryType {
    public init() {}

    public func create(owner: any CodeViewFactoryOwner) -> View {
      let nib = Nib(nibName: "CodeXibView", bundle: nil)
      let xibview = nib.instantiate(withOwner: owner, options: nil)
      return xibview.first!
    }
  }

  /// The seed's `class CodeViewController: UIViewController, CodeViewFactoryOwner`.
  public class CodeViewController: ViewController, CodeViewFactoryOwner {
    public weak var titleLabel: Label!
    public weak var captionLabel: Label!
    public weak var imageView: ImageView!

    private let viewFactory: (any CodeViewFactoryType)?

    public init(viewFactory: any CodeViewFactoryType) {
      self.viewFactory = viewFactory
      super.init(nibName: nil, bundle: nil)
    }

    // `required init?(coder aDecoder: NSCoder)`: the storyboard decodes the controller with its scene.
    public override init(coder aDecoder: ViewTemplate) {
      viewFactory = nil
      super.init(coder: aDecoder)
    }

    public override func loadView() {
      if let viewFactory = viewFactory {
        view = viewFactory.create(owner: self)
      } else {
        super.loadView()
      }
    }

    public func clickPlay(_ sender: Any) {
    }
  }

  // MARK: Model analogues of UIKit (not part of the seed)

  /// The smallest `UIViewController`: a `view`, built by ``loadView()``.
  public class ViewController {
    public var view: View!
    private let storyboardScene: ViewTemplate?
    /// The outlet and action connections a nib or storyboard makes to this controller as File's Owner.
    lazy var connections = FilesOwnerConnections(owner: self)

    /// `init(nibName:bundle:)` with no nib: `loadView()` makes a plain view.
    public init(nibName: String?, bundle: Never?) {
      storyboardScene = nil
    }

    /// `init?(coder:)`: decoded from a storyboard scene, which `loadView()` instantiates with `self` as owner.
    public init(coder aDecoder: ViewTemplate) {
      storyboardScene = aDecoder
    }

    /// UIKit's `loadView()`: the storyboard scene, outlets and actions connected to `self`; else a plain view.
    public func loadView() {
      guard let storyboardScene else { return view = View() }
      view = try! storyboardScene.instantiate(owner: connections)
    }
  }

  /// The smallest `UINib`: a named template instantiated against a File's Owner (a bad outlet traps).
  public struct Nib {
    /// The xibs in the bundle.
    static let bundle: [String: ViewTemplate] = ["CodeXibView": .player]

    let template: ViewTemplate

    public init(nibName: String, bundle: Never?) {
      template = Self.bundle[nibName]!
    }

    /// The nib's top-level views, outlets and actions connected to `owner` (its File's Owner).
    public func instantiate(withOwner owner: AnyObject?, options: Never?) -> [View] {
      [try! template.instantiate(owner: (owner as! ViewController).connections)]
    }
  }

  /// Key-value coding of outlets and `IBAction` connections by name, for a File's Owner: the model's
  /// ``ViewTemplate`` binds through ``ViewFactoryOwner``; this forwards to the owner's own `weak` outlets
  /// and sends `clickPlay:` by name. It lives as long as its controller and does not retain it.
  final class FilesOwnerConnections: ViewFactoryOwner {
    private weak var owner: ViewController?

    init(owner: ViewController) { self.owner = owner }

    private var outlets: (any CodeViewFactoryOwner)? { owner as? any CodeViewFactoryOwner }

    var titleLabel: Label? {
      get { outlets?.titleLabel }
      set { outlets?.titleLabel = newValue }
    }

    var captionLabel: Label? {
      get { outlets?.captionLabel }
      set { outlets?.captionLabel = newValue }
    }

    var imageView: ImageView? {
      get { outlets?.imageView }
      set { outlets?.imageView = newValue }
    }

    func clickPlay() { Seed003.send("clickPlay:", to: owner, from: self) }
  }

  /// Sends an action named by a selector to `target`, as `UIControl` does through the Objective-C runtime.
  static func send(_ selector: String, to target: AnyObject?, from sender: Any) {
    guard let target else { return }  // a target that went away: nothing answers in the model
    guard selector == "clickPlay:", let owner = target as? CodeViewController else {
      preconditionFailure("unrecognized selector sent to instance: \(selector)")
    }
    owner.clickPlay(sender)
  }
}
