/// Removes or replaces the imports that would keep a file from seeing the model's `UIKit` declarations.
///
/// The model's `UIKit` declares its own `Timer` and `DispatchQueue` (they run on a virtual clock). They shadow
/// Foundation's and Dispatch's only in a file that does not import those modules directly, so in a file that
/// imports `UIKit`, a plain `import Foundation`, `import Dispatch`, `import CoreGraphics` or
/// `import QuartzCore` is removed (its line left empty). On iOS, UIKit re-exports these modules, so the import was
/// redundant there, and the model's `UIKit` re-exports Foundation and Dispatch too.
///
/// In a file without `import UIKit`, the first `import QuartzCore` or `import CoreGraphics` outside `#if` becomes
/// `import UIKit` (the model provides `CALayer`, `CGRect` and `CATransaction` there). That file then imports
/// `UIKit`, so its other imports of these modules are removed as above: rewriting the copy again changes
/// nothing. One inside `#if` (`#if canImport(QuartzCore)`) does not become `import UIKit`, as its condition is
/// false on Linux. A file that imports none of `UIKit`, `QuartzCore` and `CoreGraphics` keeps its imports.
///
/// Imports with an attribute (`@preconcurrency import Foundation`, `@_exported import Foundation`), of a
/// declaration (`import class Foundation.NSString`) or of a submodule (`import Foundation.NSURL`) are left alone.
nonisolated enum ImportRewrite {
  /// The modules whose plain import is removed from a file that imports `UIKit`.
  static let redundantWithUIKit: Set<String> = ["Foundation", "Dispatch", "CoreGraphics", "QuartzCore"]
  /// The modules whose plain import becomes `import UIKit` in a file that does not import it.
  static let providedByUIKit: Set<String> = ["CoreGraphics", "QuartzCore"]

  /// An import declaration.
  private struct Import {
    /// The `import` keyword.
    let keyword: SwiftToken
    /// The module name.
    let module: SwiftToken
    /// No attribute, no declaration kind and no submodule: `import Module`.
    let isPlain: Bool
    /// Inside an `#if` block.
    let isConditional: Bool
  }

  static func plan(for source: ParsedSource) -> RewritePlan {
    var imports: [Import] = []
    var conditionalDepth = 0
    for (index, token) in source.code.enumerated() {
      if token.kind == .poundKeyword, token.text == "#if" { conditionalDepth += 1 }
      if token.kind == .poundKeyword, token.text == "#endif" { conditionalDepth -= 1 }
      if let declaration = importDeclaration(at: index, in: source, isConditional: conditionalDepth > 0) {
        imports.append(declaration)
      }
    }
    let importsUIKit = imports.contains { $0.module.text == "UIKit" }
    // The import that becomes `import UIKit`, in a file that does not import it.
    let becomesUIKit =
      importsUIKit
      ? nil : imports.first { $0.isPlain && !$0.isConditional && providedByUIKit.contains($0.module.text) }
    guard importsUIKit || becomesUIKit != nil else { return RewritePlan() }
    var plan = RewritePlan()
    for declaration in imports where declaration.isPlain && redundantWithUIKit.contains(declaration.module.text) {
      let module = declaration.module.text
      let range = declaration.keyword.start..<declaration.module.end
      if declaration.keyword.start == becomesUIKit?.keyword.start {
        let change = RewriteChange(line: declaration.keyword.line, kind: .replacedImport(module: module))
        plan.edits.append(SourceEdit(range: range, replacement: "import UIKit", change: change))
      } else {
        let change = RewriteChange(line: declaration.keyword.line, kind: .removedImport(module: module))
        plan.edits.append(SourceEdit(range: source.extendingOverOneSpace(range), replacement: "", change: change))
      }
    }
    return plan
  }

  private static let declarationKinds: Set<String> = [
    "class", "struct", "enum", "protocol", "typealias", "func", "var", "let",
  ]

  private static func importDeclaration(at index: Int, in source: ParsedSource, isConditional: Bool) -> Import? {
    let code = source.code
    guard code[index].isIdentifier("import"), index + 1 < code.count else { return nil }
    var previous = index - 1
    if previous >= 0, code[previous].isPunctuation(")"),
      let open = source.indexOfOpeningParenthesis(closingAt: previous)
    {
      previous = open - 1
    }
    let hasAttribute = previous >= 0 && code[previous].kind == .attribute
    var moduleIndex = index + 1
    let declaresKind = declarationKinds.contains(code[moduleIndex].text)
    if declaresKind { moduleIndex += 1 }
    guard moduleIndex < code.count, code[moduleIndex].kind == .identifier else { return nil }
    let isSubmodule = source.token(after: moduleIndex)?.isPunctuation(".") == true
    return Import(
      keyword: code[index],
      module: code[moduleIndex],
      isPlain: !hasAttribute && !declaresKind && !isSubmodule,
      isConditional: isConditional
    )
  }
}
