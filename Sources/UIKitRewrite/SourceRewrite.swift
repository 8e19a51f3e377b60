/// Rewrites a Swift file written for iOS into a copy that compiles on Linux against the UIKit model.
///
/// The copy keeps every line at its line number, so a diagnostic in the copy names the original's line. Rewrites
/// apply in code only (code inside string interpolations included), never in comments or string literal text:
/// - `#selector(...)` → `Selector("objcName", Type.method)` (`SelectorRewrite`);
/// - `@objc`, `@nonobjc`, `@IBOutlet` and the `dynamic` modifier removed (`AttributeRemoval`);
/// - an `@objc` protocol made class-bound (`ClassBoundProtocol`);
/// - imports that would hide the model's declarations removed (`ImportRewrite`);
/// - `delegate?.pickerView?(…)`, a call of an optional delegate requirement, → `delegate?.pickerView(…)`
///   (`OptionalRequirementCall`).
///
/// A file that needs the Objective-C runtime in a way with no rewrite (`RuntimeDependencies`, or a `#selector`
/// the rewrite cannot name) is refused whole: it gets no copy. Rewriting a copy again changes nothing.
///
/// ```swift
/// let result = SourceRewrite.rewrite("@objc func didTap() {}\n", file: "Button.swift")
/// result.rewrittenText  // "func didTap() {}\n"
/// result.changes        // [1: removed `@objc`]
/// ```
public nonisolated enum SourceRewrite {
  public static func rewrite(_ source: String, file: String) -> RewriteResult {
    let parsed = ParsedSource(source)
    var plan = RewritePlan()
    plan.append(SelectorRewrite.plan(for: parsed, declarations: MethodDeclarations(parsed)))
    plan.append(AttributeRemoval.plan(for: parsed))
    plan.append(ClassBoundProtocol.plan(for: parsed))
    plan.append(ImportRewrite.plan(for: parsed))
    plan.append(OptionalRequirementCall.plan(for: parsed))
    plan.refusals += RuntimeDependencies.refusals(in: parsed)

    let edits = nonOverlapping(plan.edits)
    let changes = edits.map(\.change)
    let refusals = plan.refusals.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
      .map(\.element)
    let text = refusals.isEmpty ? apply(edits, to: parsed, changedLines: Set(changes.map(\.line))) : nil
    return RewriteResult(file: file, rewrittenText: text, changes: changes, refusals: refusals)
  }

  /// The edits in source order, each dropped that overlaps one before it.
  private static func nonOverlapping(_ edits: [SourceEdit]) -> [SourceEdit] {
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }
    var kept: [SourceEdit] = []
    for (_, edit) in ordered {
      if let last = kept.last,
        edit.range.lowerBound < last.range.upperBound
          || (edit.range.isEmpty && edit.range.lowerBound == last.range.upperBound && last.range.isEmpty)
      {
        continue
      }
      kept.append(edit)
    }
    return kept
  }

  /// The source with `edits` applied, a changed line left holding only whitespace made empty.
  private static func apply(_ edits: [SourceEdit], to source: ParsedSource, changedLines: Set<Int>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.bytes.count)
    var position = 0
    for edit in edits {
      bytes += source.bytes[position..<edit.range.lowerBound]
      bytes += Array(edit.replacement.utf8)
      position = edit.range.upperBound
    }
    bytes += source.bytes[position...]
    var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for line in changedLines where line - 1 < lines.count {
      let text = lines[line - 1]
      if !text.isEmpty, text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
        lines[line - 1] = text.hasSuffix("\r") ? "\r" : ""
      }
    }
    return lines.joined(separator: "\n")
  }
}
