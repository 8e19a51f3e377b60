/// The `#sourceLocation` line that makes a copy's diagnostics, `#file` and `#line` name the original file.
///
/// It is the copy's first line and says that the next line is the original's line 1, so every later line keeps
/// the original's number. A copy that starts with it is named `<name>.rewritten.swift`, not `<name>.swift`: a
/// compiled file whose `#sourceLocation` names another path with the same file name makes the compiler warn
/// that the two produce the same `#fileID`.
///
/// ```swift
/// SourceLocationDirective.line(forOriginal: "/app/Button.swift")
/// // #sourceLocation(file: "/app/Button.swift", line: 1)
/// ```
public nonisolated enum SourceLocationDirective {
  /// The directive for the original file at `path` (an absolute path), without a line break.
  public static func line(forOriginal path: String) -> String {
    var escaped = ""
    for character in path {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return "#sourceLocation(file: \"\(escaped)\", line: 1)"
  }

  /// The file name of a copy that starts with the directive: `Button.swift` → `Button.rewritten.swift`.
  public static func copyName(forOriginalNamed name: String) -> String {
    let stem = name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    return stem + ".rewritten.swift"
  }
}
