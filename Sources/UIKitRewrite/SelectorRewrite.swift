/// Turns `#selector(...)` into a `Selector` that carries its Objective-C name and a typed method reference.
///
/// - `name`, `self.name` → `Selector("name", Self.name)`
/// - `name(_:)` → `Selector("name:", Self.name(_:))`; `name(a:b:)` → `Selector("nameWithA:b:", Self.name(a:b:))`
/// - `Type.name`, `Module.Type.name(_:)` (capitalised qualifiers) → `Selector("name", Type.name)`, ...
///
/// The name follows `ObjCName`'s rule, or the file's own declaration of the method (`MethodDeclarations`), so
/// `#selector(didTap)` is `"didTap:"` when the file declares `func didTap(_ sender: UIButton)`. Refused:
/// `getter:`/`setter:`, a qualifier that is a value (`view.method`, `super.method`) and any other expression.
/// A `#selector` that spans lines is replaced on its first line, its line breaks kept after the replacement.
nonisolated enum SelectorRewrite {
  static func plan(for source: ParsedSource, declarations: MethodDeclarations) -> RewritePlan {
    var plan = RewritePlan()
    for index in source.code.indices {
      let token = source.code[index]
      guard token.kind == .poundKeyword, token.text == "#selector" else { continue }
      switch rewrite(selectorAt: index, in: source, declarations: declarations) {
      case .success(let edit): plan.edits.append(edit)
      case .failure(let reason): plan.refusals.append(Refusal(line: token.line, reason: reason))
      }
    }
    return plan
  }

  /// A parsed `#selector` expression: `qualifier.method(labels)`.
  private struct MethodName {
    /// The type components before the method name; empty for `name` and `self.name`.
    var qualifier: [String]
    /// The method's base name as written (backticks kept).
    var method: SwiftToken
    /// The argument labels, or nil when none are spelled.
    var labels: [String]?
  }

  private static func rewrite(
    selectorAt index: Int, in source: ParsedSource, declarations: MethodDeclarations
  ) -> Result<SourceEdit, Refusal.Reason> {
    let code = source.code
    guard index + 1 < code.count, code[index + 1].isPunctuation("("),
      let close = source.indexOfClosingBracket(openingAt: index + 1)
    else { return .failure(.unsupportedSelector(expression: "")) }
    let inner = Array(code[(index + 2)..<close])
    let expression = inner.isEmpty ? "" : spelled(source.text(inner[0].start..<inner[inner.count - 1].end))
    if inner.count >= 2, inner[0].isIdentifier("getter") || inner[0].isIdentifier("setter"),
      inner[1].isPunctuation(":")
    {
      return .failure(.selectorAccessor(accessor: inner[0].text))
    }
    guard var name = parse(inner) else { return .failure(.unsupportedSelector(expression: expression)) }
    if name.qualifier.first == "self" {
      guard name.qualifier.count == 1 else { return .failure(.selectorInstanceQualifier(expression: expression)) }
      name.qualifier = []
    }
    if name.qualifier.contains(where: { $0.trimmingBackticks.first?.isUppercase != true }) {
      return .failure(.selectorInstanceQualifier(expression: expression))
    }
    // The file's own declarations name an unqualified method only: `Other.method` may share a base name with a
    // method of this file's type (a class method `cancel(mcPicker:)` beside `#selector(McPicker.cancel)`).
    let objcName =
      name.qualifier.isEmpty
      ? declarations.objcName(baseName: name.method.unescapedName, labels: name.labels)
      : ObjCName.selector(baseName: name.method.unescapedName, labels: name.labels ?? [])
    let type = name.qualifier.isEmpty ? "Self" : name.qualifier.joined(separator: ".")
    let labels = name.labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
    let replacement = "Selector(\"\(objcName)\", \(type).\(name.method.text)\(labels))"
    let range = code[index].start..<code[close].end
    return .success(
      SourceEdit(
        range: range,
        replacement: replacement + String(repeating: "\n", count: source.lineBreakCount(in: range)),
        change: RewriteChange(
          line: code[index].line,
          kind: .selector(original: "#selector(\(expression))", replacement: replacement)
        )
      )
    )
  }

  /// Parses `a.b.name` or `a.b.name(l1:l2:)`; nil for anything else.
  private static func parse(_ tokens: [SwiftToken]) -> MethodName? {
    var components: [SwiftToken] = []
    var index = 0
    while index < tokens.count, tokens[index].kind == .identifier {
      components.append(tokens[index])
      index += 1
      guard index < tokens.count, tokens[index].isPunctuation(".") else { break }
      index += 1
    }
    guard let method = components.last, index == tokens.count || tokens[index].isPunctuation("(") else { return nil }
    let qualifier = components.dropLast().map(\.text)
    if index == tokens.count { return MethodName(qualifier: qualifier, method: method, labels: nil) }
    var labels: [String] = []
    index += 1
    while index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(":") {
      labels.append(tokens[index].unescapedName)
      index += 2
    }
    guard !labels.isEmpty, index == tokens.count - 1, tokens[index].isPunctuation(")") else { return nil }
    return MethodName(qualifier: qualifier, method: method, labels: labels)
  }

  /// The expression as written, its whitespace runs (line breaks included) shown as one space.
  private static func spelled(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}

nonisolated extension String {
  /// The name without the backticks around it, if any.
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
