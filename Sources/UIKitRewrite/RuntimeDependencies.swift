/// Finds the constructs that need the Objective-C runtime and have no rewrite, each a reason to refuse the file.
///
/// Refused: `optional` protocol requirements, `#keyPath(...)`, `@objcMembers`, dispatch by name
/// (`perform(#selector(...))` and the other `perform` calls that take a selector, `performSelector(...)`,
/// `responds(to:)`, `value(forKey:)`, `setValue(_:forKey:)` and their `forKeyPath:` forms) and lookup by name
/// (`NSClassFromString`, `NSSelectorFromString`). A declaration of a method with one of these names
/// (`func perform(...)`) is not a call and is not refused.
nonisolated enum RuntimeDependencies {
  static func refusals(in source: ParsedSource) -> [Refusal] {
    source.code.indices.compactMap { index in
      reason(at: index, in: source).map { Refusal(line: source.code[index].line, reason: $0) }
    }
  }

  /// The labels of a `perform` call that make it the selector-taking `NSObject` method whatever its first
  /// argument is.
  private static let performSelectorLabels: Set<String> = ["afterDelay", "waitUntilDone", "inModes"]

  private static let keyValueCodingLabels: Set<String> = ["forKey", "forKeyPath"]

  private static let lookupFunctions: Set<String> = ["NSClassFromString", "NSSelectorFromString"]

  /// The names of the calls looked at, the lookup functions among them.
  private static let callNames = lookupFunctions.union(["perform", "performSelector", "responds", "value", "setValue"])

  private static func reason(at index: Int, in source: ParsedSource) -> Refusal.Reason? {
    let code = source.code
    let token = code[index]
    switch token.kind {
    case .attribute where token.text == "@objcMembers":
      return .objcMembers
    case .poundKeyword where token.text == "#keyPath":
      return .keyPathExpression
    case .identifier where token.text == "optional":
      let isMemberName = source.token(before: index)?.isPunctuation(".") == true
      return !isMemberName && DeclarationWords.continuesDeclaration(source.token(after: index))
        ? .optionalRequirement : nil
    case .identifier:
      guard let open = source.token(after: index), open.isPunctuation("("),
        callNames.contains(token.text), source.token(before: index)?.isIdentifier("func") != true
      else { return nil }
      return reason(calling: token.text, at: index + 1, in: source)
    default:
      return nil
    }
  }

  /// Why the call of `name` whose `(` is at `open` is refused, if it is.
  private static func reason(calling name: String, at open: Int, in source: ParsedSource) -> Refusal.Reason? {
    let labels = source.argumentLabels(ofCallOpeningAt: open)
    let call = name + "(" + labels.map { $0 + ":" }.joined() + ")"
    switch name {
    case "perform":
      let firstArgument = source.token(after: open)
      let takesSelector =
        firstArgument?.text == "#selector" || firstArgument?.isIdentifier("Selector") == true
        || labels.contains(where: performSelectorLabels.contains)
      return takesSelector ? .dispatchByName(call: call) : nil
    case "performSelector":
      return .dispatchByName(call: call)
    case "responds":
      return labels == ["to"] ? .dispatchByName(call: call) : nil
    case "value":
      return labels.count == 1 && keyValueCodingLabels.contains(labels[0]) ? .dispatchByName(call: call) : nil
    case "setValue":
      return labels.contains(where: keyValueCodingLabels.contains) ? .dispatchByName(call: call) : nil
    case _ where lookupFunctions.contains(name):
      return .lookupByName(function: name)
    default:
      return nil
    }
  }
}
