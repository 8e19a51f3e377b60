import Foundation
import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The VENCalculatorInputView port performs the corpus trigger as the component did at each commit.
@Suite struct VENCalculatorInputViewCorpusPortTests {
  typealias Field = VENCalculatorPort.VENCalculatorInputTextField

  /// A calculator field in a window, tapped open, with a delegate that allows at most `limit` characters.
  static func opened(_ version: CorpusBug.Version, limit: Int? = nil) -> (Field, Window, AnyObject?) {
    let window = Window()
    let field = Field(version: version, currentLocale: Locale(identifier: "en_US"))
    let delegate = limit.map(VENCalculatorPort.LengthLimit.init(limit:))
    field.delegate = delegate
    window.addSubview(field)
    field.tap()
    return (field, window, delegate)
  }

  static func tap(_ keys: [String], in window: Window) {
    let calculator = window.keyboard!.inputView as! VENCalculatorPort.VENCalculatorInputView
    for key in keys { VENCalculatorPort.key(key, in: calculator)!.receiveTap() }
  }

  @Test("B55 VENCalculatorInputView: the keys bypass the delegate's limit at the buggy commit (KEY-14)")
  func b55Buggy() {
    let (field, window, delegate) = Self.opened(.buggy, limit: 3)
    defer { withExtendedLifetime((window, delegate)) {} }
    #expect(window.keyboard?.inputView is VENCalculatorPort.VENCalculatorInputView)
    Self.tap(["1", "2", "3", "4"], in: window)
    #expect(field.text == "1234")
  }

  @Test("B55 VENCalculatorInputView: the fix asks the delegate before each key (KEY-14)")
  func b55Fixed() {
    let (field, window, delegate) = Self.opened(.fixed, limit: 3)
    defer { withExtendedLifetime((window, delegate)) {} }
    Self.tap(["1", "2", "3", "4"], in: window)
    #expect(field.text == "123")
    Self.tap(["⌫", "9"], in: window)
    #expect(field.text == "129")
  }

  @Test("B55 VENCalculatorInputView: operators evaluate what comes before them, at both commits")
  func b55Operators() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let (field, window, _) = Self.opened(version)
      defer { withExtendedLifetime(window) {} }
      Self.tap(["1", "2", "+", "3", "×"], in: window)
      #expect(field.text == "15×", "\(version)")
      Self.tap(["4", "÷", "8"], in: window)
      #expect(field.text == "60÷8", "\(version)")
      _ = field.resignFirstResponder()  // editingDidEnd evaluates the whole expression
      #expect(field.text == "7.50", "\(version)")
    }
  }

  @Test("B55 VENCalculatorInputView: a decimal separator typed first raises NSRangeException (second bug)")
  func b55DecimalFirstTraps() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let (_, window, _) = VENCalculatorInputViewCorpusPortTests.opened(.fixed)
        withExtendedLifetime(window) { VENCalculatorInputViewCorpusPortTests.tap(["."], in: window) }
      }
    }
  }

  @Test("B55 VENCalculatorInputView: the arithmetic stands in for NSExpression")
  func b55Arithmetic() {
    #expect(VENCalculatorPort.evaluateArithmetic("1.0*12+3") == 15)
    #expect(VENCalculatorPort.evaluateArithmetic("1.0*2-3*4") == -10)
    #expect(VENCalculatorPort.evaluateArithmetic("1.0*-5") == -5)
    #expect(VENCalculatorPort.evaluateArithmetic("1.0*5/0") == .infinity)
    #expect(VENCalculatorPort.evaluateArithmetic("1.0*5+") == nil)
    #expect(VENCalculatorPort.evaluateArithmetic("1.0*.") == nil)
  }
}
