/// A method a file declares, with the Objective-C name Swift gives it.
nonisolated struct MethodDeclaration: Equatable {
  let baseName: String
  /// The argument labels, `"_"` for an unlabelled argument.
  let labels: [String]
  /// The name given by `@objc(name)` on the declaration, if any.
  let explicitObjCName: String?

  var objcName: String { explicitObjCName ?? ObjCName.selector(baseName: baseName, labels: labels) }
}

/// The methods declared in a file, to name a selector as the declaration it refers to does.
///
/// `#selector(didTap)` refers to a method by its base name alone; its Objective-C name depends on the method's
/// labels, so `@objc func didTap(_ sender: UIButton)` makes it `"didTap:"`. A file's own declarations are the
/// only ones the rewrite sees: a method declared elsewhere is named from what the `#selector` spells.
///
/// ```swift
/// // file: `@objc func didTap(_ sender: UIButton) {}` and `@objc(confirm:) func done(_ item: Any) {}`
/// declarations.objcName(baseName: "didTap", labels: nil)    // "didTap:"
/// declarations.objcName(baseName: "done", labels: ["_"])    // "confirm:"
/// ```
nonisolated struct MethodDeclarations {
  let all: [MethodDeclaration]

  init(_ source: ParsedSource) {
    var found: [MethodDeclaration] = []
    for index in source.code.indices where source.code[index].isIdentifier("func") {
      if let declaration = Self.declaration(introducedAt: index, in: source) {
        found.append(declaration)
      }
    }
    all = found
  }

  /// The Objective-C name of `baseName(labels)` (`labels` nil: the base name alone, as `#selector(didTap)`).
  ///
  /// The file's declarations that match decide when they agree on a name; otherwise the name follows
  /// `ObjCName`'s rule from the labels spelled.
  func objcName(baseName: String, labels: [String]?) -> String {
    let matching = all.filter { $0.baseName == baseName && (labels == nil || $0.labels == labels) }
    let names = Set(matching.map(\.objcName))
    if names.count == 1, let name = names.first { return name }
    return ObjCName.selector(baseName: baseName, labels: labels ?? [])
  }

  /// The method declared by the `func` at `index`, if the tokens there declare one.
  static func declaration(introducedAt index: Int, in source: ParsedSource) -> MethodDeclaration? {
    let code = source.code
    guard index + 2 < code.count, code[index + 1].kind == .identifier else { return nil }
    var open = index + 2
    if code[open].isPunctuation("<") {
      guard let genericClose = code[open...].firstIndex(where: { $0.isPunctuation(">") }) else { return nil }
      open = genericClose + 1
    }
    guard open < code.count, code[open].isPunctuation("("),
      let close = source.indexOfClosingBracket(openingAt: open)
    else { return nil }
    return MethodDeclaration(
      baseName: code[index + 1].unescapedName,
      labels: parameterLabels(between: open, and: close, in: code),
      explicitObjCName: explicitObjCName(ofDeclarationAt: index, in: source)
    )
  }

  /// The external labels of the parameters between `(` at `open` and `)` at `close`: a parameter starts at the
  /// `(` or a top-level `,` with `label name:` or `name:` (a `,` inside a generic argument list starts none).
  private static func parameterLabels(between open: Int, and close: Int, in code: [SwiftToken]) -> [String] {
    var labels: [String] = []
    var depth = 0
    var index = open + 1
    var atParameterStart = true
    while index < close {
      let token = code[index]
      if atParameterStart, depth == 0, token.kind == .identifier {
        if code[index + 1].isPunctuation(":") {
          labels.append(token.unescapedName)
        } else if code[index + 1].kind == .identifier, index + 2 < close, code[index + 2].isPunctuation(":") {
          labels.append(token.unescapedName)
        }
      }
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
      }
      atParameterStart = depth == 0 && token.isPunctuation(",")
      index += 1
    }
    return labels
  }

  /// The name in an `@objc(name)` among the attributes of the declaration introduced at `index`.
  private static func explicitObjCName(ofDeclarationAt index: Int, in source: ParsedSource) -> String? {
    let code = source.code
    let start = source.indexOfDeclarationStart(introducedAt: index)
    for candidate in start..<index where code[candidate].kind == .attribute && code[candidate].text == "@objc" {
      guard candidate + 1 < index, code[candidate + 1].isPunctuation("("),
        code[candidate + 1].start == code[candidate].end,
        let close = source.indexOfClosingBracket(openingAt: candidate + 1)
      else { continue }
      return code[(candidate + 2)..<close].map(\.text).joined()
    }
    return nil
  }
}
