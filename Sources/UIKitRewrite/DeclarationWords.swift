/// The keywords that tell a declaration apart from an expression, shared by the rewrites that look at
/// declarations.
nonisolated enum DeclarationWords {
  /// Keywords that introduce a declaration.
  static let introducers: Set<String> = [
    "var", "let", "func", "subscript", "init", "deinit", "class", "struct", "enum", "protocol", "extension",
    "typealias", "associatedtype", "actor", "case", "macro",
  ]

  /// Modifiers that may precede a declaration's introducer (`public`, `override`, `weak`...).
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "override", "static", "class",
    "lazy", "weak", "unowned", "required", "convenience", "mutating", "nonmutating", "dynamic", "optional",
    "nonisolated", "indirect", "isolated", "distributed",
  ]

  /// Whether `token` can start the rest of a declaration: an introducer, a modifier or an attribute.
  static func continuesDeclaration(_ token: SwiftToken?) -> Bool {
    guard let token else { return false }
    if token.kind == .attribute { return true }
    return token.kind == .identifier && (introducers.contains(token.text) || modifiers.contains(token.text))
  }
}
