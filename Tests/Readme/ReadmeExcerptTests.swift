// The README's "Checking your implementation" shows the files of this target as they are.
import Foundation
import Testing

/// The README and the files it quotes, read from the repository.
private enum Excerpts {
  /// The repository's root: #filePath is <root>/Tests/Readme/ReadmeExcerptTests.swift.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The Swift block of the README that begins with the comment `// <name>`.
  static func block(named name: String, in readme: String) -> [String]? {
    let lines = readme.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("// \(name)") }) else { return nil }
    guard let end = lines[start...].firstIndex(of: "```") else { return nil }
    return Array(lines[(start + 1)..<end])
  }
}

@Test("the README quotes the declaration and the test between the file's markers, verbatim")
func readmeQuotesTheDeclaration() throws {
  let readme = try Excerpts.read("README.md")
  let file = try Excerpts.read("Tests/Readme/CheckingYourImplementationTests.swift")
  let lines = file.components(separatedBy: "\n")
  let begin = try #require(lines.firstIndex(of: "// MARK: README example begins"))
  let end = try #require(lines.firstIndex(of: "// MARK: README example ends"))
  let imports = lines.filter { $0.hasPrefix("import ") }
  let quoted = try #require(Excerpts.block(named: "CheckingYourImplementationTests.swift", in: readme))
  let expected = imports + [""] + lines[(begin + 1)..<end].drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
  #expect(quoted == expected)
}

@Test("every line the README shows of the size picker is in its file, in order")
func readmeQuotesTheComponent() throws {
  let readme = try Excerpts.read("README.md")
  let file = try Excerpts.read("Tests/Readme/UIKitSources/SizePicker.swift").components(separatedBy: "\n")
  let quoted = try #require(Excerpts.block(named: "UIKitSources/SizePicker.swift", in: readme))
  var position = file.startIndex
  for line in quoted where !line.trimmingCharacters(in: .whitespaces).hasPrefix("// …") {
    let found = file[position...].firstIndex(of: line)
    #expect(found != nil, "README line not in SizePicker.swift (in order): \(line)")
    position = (found ?? position) + 1
  }
  #expect(quoted.count > 20)
}
