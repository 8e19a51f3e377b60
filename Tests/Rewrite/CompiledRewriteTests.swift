import Foundation
import Testing
import UIKitRewrite

/// Compiles rewritten copies of a realistic component against a small `UIKit` module, as the model will be.
@Suite("Rewritten components compile")
struct CompiledRewriteTests {
  /// A stand-in for the model's `UIKit`: the `Selector` of the model (its name-only and three typed initialisers)
  /// and the few classes the component uses.
  static let uikitModule = """
    @_exported import Foundation

    public struct Selector: Hashable {
      public let name: String
      public init(_ name: String) { self.name = name }
      public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) { self.name = name }
      public init<Target, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
        self.name = name
      }
      public init<Target, Sender, Event, Result>(
        _ name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result
      ) { self.name = name }
    }

    open class UIView {
      public init() {}
    }

    open class UIControl: UIView {
      public struct Event: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1)
        public static let valueChanged = Event(rawValue: 2)
      }
      public private(set) var actionNames: [String] = []
      public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actionNames.append(action.name)
      }
    }

    open class UIButton: UIControl {}
    open class UILabel: UIView {}
    open class UIEvent {}
    """

  /// A component file as written for iOS.
  static let component = """
    import UIKit
    import Foundation

    @objc public protocol StepperDelegate {
      func stepperDidChange(_ stepper: Stepper)
    }

    public final class Helper {
      @objc static func make() {}
      @objc func method() {}
    }

    public final class Stepper: UIControl {
      @IBOutlet weak var valueLabel: UILabel!
      @objc dynamic var value = 0
      public weak var delegate: StepperDelegate?
      private let plus = UIButton()
      private let minus = UIButton()
      lazy var resetAction: Selector = #selector(reset)

      public override init() {
        super.init()
        plus.addTarget(self, action: #selector(didTap), for: .touchUpInside)
        minus.addTarget(self, action: #selector(done(_:)), for: .touchUpInside)
        minus.addTarget(self, action: #selector(self.tapped(_:forEvent:)), for: .touchUpInside)
        plus.addTarget(Helper(), action: #selector(Helper.method), for: .valueChanged)
        plus.addTarget(self, action: resetAction, for: .valueChanged)
        print("Tap: \\(#selector(didTap))") // #selector(notCode)
      }

      @objc func didTap() {
        value += 1
        delegate?.stepperDidChange(self)
      }

      @objc(doneWithSender:) func done(_ sender: UIButton) {}

      @objc private func tapped(_ sender: UIButton, forEvent event: UIEvent) {}

      @objc func reset() { value = 0 }
    }
    """

  @Test("the rewritten component type-checks; the original does not")
  func componentCompiles() throws {
    let result = SourceRewrite.rewrite(Self.component, file: "Stepper.swift")
    #expect(result.refusals == [])
    let rewritten = try #require(result.rewrittenText)
    #expect(rewritten.contains("Selector(\"doneWithSender:\", Self.done(_:))"))
    #expect(rewritten.contains("public protocol StepperDelegate: AnyObject {"))

    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let module = try TestSupport.write(Self.uikitModule, to: "UIKit/UIKit.swift", in: directory)
    let swiftc = try TestSupport.swiftc()
    let emit = try TestSupport.run(
      swiftc,
      [
        "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit", "-emit-module",
        "-emit-module-path", "Modules/UIKit.swiftmodule", module.path,
      ],
      in: directory
    )
    try #require(emit.status == 0, "\(emit.standardError)")

    let copy = try TestSupport.write(rewritten, to: "Copy/Stepper.swift", in: directory)
    let compile = try TestSupport.run(
      swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", "Modules", copy.path], in: directory)
    #expect(compile.status == 0, "\(compile.standardError)")
    #expect(!compile.standardError.contains("warning:"), "\(compile.standardError)")

    let original = try TestSupport.write(Self.component, to: "Original/Stepper.swift", in: directory)
    let compileOriginal = try TestSupport.run(
      swiftc, ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", "Modules", original.path], in: directory)
    #expect(compileOriginal.status != 0)
    #expect(compileOriginal.standardError.contains("Objective-C"))
  }
}
