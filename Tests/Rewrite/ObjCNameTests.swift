import Testing
import UIKitRewrite

@Suite("Objective-C names")
struct ObjCNameTests {
  /// A method's base name and labels, and the selector name Swift gives it.
  struct NameCase: Sendable, CustomTestStringConvertible {
    let baseName: String
    let labels: [String]
    let expected: String
    var testDescription: String { "\(baseName)(\(labels.map { $0 + ":" }.joined())) → \(expected)" }

    init(_ baseName: String, _ labels: [String], _ expected: String) {
      self.baseName = baseName
      self.labels = labels
      self.expected = expected
    }
  }

  static let cases: [NameCase] = [
    NameCase("didTap", [], "didTap"),
    NameCase("go", ["_"], "go:"),
    NameCase("name", ["a", "b"], "nameWithA:b:"),
    NameCase("name", ["_", "b"], "name:b:"),
    NameCase("name", ["_", "_"], "name::"),
    NameCase("textFieldDidChange", ["_"], "textFieldDidChange:"),
    NameCase("tap", ["sender", "event"], "tapWithSender:event:"),
    NameCase("move", ["to"], "moveTo:"),
    NameCase("configure", ["forItem"], "configureForItem:"),
    NameCase("scrollTo", ["index"], "scrollToIndex:"),
    NameCase("handle", ["withURL"], "handleWithURL:"),
    NameCase("handle", ["URL"], "handleWithURL:"),
    NameCase("init", ["frame"], "initWithFrame:"),
    NameCase("setValue", ["value"], "setValueWithValue:"),
    NameCase("buttonTapped", ["_", "forEvent"], "buttonTapped:forEvent:"),
  ]

  @Test("selector names", arguments: cases)
  func selectorName(_ testCase: NameCase) {
    #expect(ObjCName.selector(baseName: testCase.baseName, labels: testCase.labels) == testCase.expected)
  }
}
