/// Keeps an `@objc` protocol class-bound once its `@objc` is removed, by adding `AnyObject` to its inheritance.
///
/// An `@objc` protocol can only be adopted by classes, so `weak var delegate: P?` compiles; without `@objc` it
/// needs `AnyObject` to stay so. Nothing is added when the protocol already inherits `AnyObject` (or `class`).
///
/// ```swift
/// // @objc protocol P {                 → protocol P: AnyObject {
/// // @objc public protocol P: Q {       → public protocol P: AnyObject, Q {
/// // @objc protocol P where Self: V {   → protocol P: AnyObject where Self: V {
/// ```
nonisolated enum ClassBoundProtocol {
  static func plan(for source: ParsedSource) -> RewritePlan {
    let code = source.code
    var plan = RewritePlan()
    for index in code.indices where code[index].kind == .attribute && code[index].text == "@objc" {
      var keyword = index + 1
      while keyword < code.count, !code[keyword].isIdentifier("protocol") {
        if code[keyword].isPunctuation("("), let close = source.indexOfClosingBracket(openingAt: keyword) {
          keyword = close + 1
        } else if code[keyword].kind == .attribute
          || (code[keyword].kind == .identifier && DeclarationWords.modifiers.contains(code[keyword].text))
        {
          keyword += 1
        } else {
          break
        }
      }
      guard keyword + 1 < code.count, code[keyword].isIdentifier("protocol"), code[keyword + 1].kind == .identifier
      else { continue }
      let name = code[keyword + 1]
      let change = RewriteChange(line: name.line, kind: .classBoundProtocol(name: name.unescapedName))
      if keyword + 2 < code.count, code[keyword + 2].isPunctuation(":") {
        guard !inheritsClassBound(from: keyword + 3, in: code), keyword + 3 < code.count else { continue }
        let first = code[keyword + 3]
        plan.edits.append(SourceEdit(range: first.start..<first.start, replacement: "AnyObject, ", change: change))
      } else {
        plan.edits.append(SourceEdit(range: name.end..<name.end, replacement: ": AnyObject", change: change))
      }
    }
    return plan
  }

  /// Whether the inheritance list starting at `index` (up to `{` or `where`) names `AnyObject` or `class`.
  private static func inheritsClassBound(from index: Int, in code: [SwiftToken]) -> Bool {
    var candidate = index
    while candidate < code.count, !code[candidate].isPunctuation("{"), !code[candidate].isIdentifier("where") {
      if code[candidate].isIdentifier("AnyObject") || code[candidate].isIdentifier("class") { return true }
      candidate += 1
    }
    return false
  }
}
