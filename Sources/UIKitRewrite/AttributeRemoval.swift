/// Removes the attributes and modifiers that need the Objective-C runtime: `@objc`, `@objc(name)`, `@nonobjc`,
/// `@IBOutlet`, and `dynamic` used as a declaration modifier.
///
/// Each is removed with one space after it, so `@objc dynamic var x` becomes `var x` and
/// `@IBOutlet weak var label: UILabel!` becomes `weak var label: UILabel!`; a line left blank becomes empty.
/// `@IBInspectable`, `@IBDesignable` and `@IBSegueAction` stay: Swift accepts them on Linux. So does `@IBAction`
/// on a method with one parameter; on one with none or two (`tap()`, `tap(_:forEvent:)`, valid on iOS) Swift
/// without the Objective-C runtime rejects it ("@IBAction methods must have 1 argument"), so there it is removed.
/// `@objcMembers` is refused, not removed (see `RuntimeDependencies`).
nonisolated enum AttributeRemoval {
  /// The attributes removed wherever they occur in code.
  static let removedAttributes: Set<String> = ["@objc", "@nonobjc", "@IBOutlet"]

  static func plan(for source: ParsedSource) -> RewritePlan {
    var plan = RewritePlan()
    for index in source.code.indices {
      guard let end = endOfRemovableAttribute(at: index, in: source) else { continue }
      let token = source.code[index]
      let range = source.extendingOverOneSpace(token.start..<end)
      let removed = source.text(token.start..<end)
      plan.edits.append(
        SourceEdit(
          range: range, replacement: "", change: RewriteChange(line: token.line, kind: .removedAttribute(removed)))
      )
    }
    return plan
  }

  /// The offset where the removable attribute or modifier at `index` ends (after `@objc(name)`'s `)`), or nil
  /// when the token at `index` is not one.
  private static func endOfRemovableAttribute(at index: Int, in source: ParsedSource) -> Int? {
    let token = source.code[index]
    switch token.kind {
    case .attribute where removedAttributes.contains(token.text):
      if let next = source.token(after: index), next.isPunctuation("("), next.start == token.end,
        let close = source.indexOfClosingBracket(openingAt: index + 1)
      {
        return source.code[close].end
      }
      return token.end
    case .attribute where token.text == "@IBAction":
      return parameterCount(ofMethodAttributedAt: index, in: source).map { $0 != 1 } == true ? token.end : nil
    case .identifier where token.text == "dynamic":
      let isMemberName = source.token(before: index)?.isPunctuation(".") == true
      let modifiesDeclaration = DeclarationWords.continuesDeclaration(source.token(after: index))
      return !isMemberName && modifiesDeclaration ? token.end : nil
    default:
      return nil
    }
  }

  /// The number of parameters of the method whose attributes include the one at `index`.
  private static func parameterCount(ofMethodAttributedAt index: Int, in source: ParsedSource) -> Int? {
    var candidate = index + 1
    while candidate < source.code.count {
      let token = source.code[candidate]
      if token.isIdentifier("func") {
        return MethodDeclarations.declaration(introducedAt: candidate, in: source)?.labels.count
      }
      if token.isPunctuation("("), let close = source.indexOfClosingBracket(openingAt: candidate) {
        candidate = close + 1
      } else if token.kind == .attribute || DeclarationWords.modifiers.contains(token.text) {
        candidate += 1
      } else {
        return nil
      }
    }
    return nil
  }
}
