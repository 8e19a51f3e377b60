/// The Objective-C selector name Swift gives a method, from its base name and argument labels.
///
/// This is Swift's rule for a method without an explicit `@objc(name)` and without `throws` or `async`:
/// - no arguments: the base name;
/// - the first argument: when its label is `_`, the base name and `:`; otherwise the base name, then `With`
///   (left out when the label's first word or the base name's last word is a preposition such as `to`, `for`,
///   `with`), then the label with its first letter capitalised, then `:`;
/// - each later argument: its label and `:`, or just `:` when the label is `_`.
///
/// Initialisers and `set`-prefixed names are not special: `init(frame:)` gives `initWithFrame:`.
///
/// ```swift
/// ObjCName.selector(baseName: "didTap", labels: [])            // "didTap"
/// ObjCName.selector(baseName: "done", labels: ["_"])           // "done:"
/// ObjCName.selector(baseName: "name", labels: ["a", "b"])      // "nameWithA:b:"
/// ObjCName.selector(baseName: "name", labels: ["_", "b"])      // "name:b:"
/// ObjCName.selector(baseName: "move", labels: ["to"])          // "moveTo:"
/// ```
public nonisolated enum ObjCName {
  /// The selector name of `baseName(labels...)`, where a label `"_"` stands for an unlabelled argument.
  public static func selector(baseName: String, labels: [String]) -> String {
    guard let firstLabel = labels.first else { return baseName }
    var name = baseName
    if firstLabel != "_" {
      let joinsWithPreposition =
        prepositions.contains(words(of: firstLabel).first?.lowercased() ?? "")
        || prepositions.contains(words(of: baseName).last?.lowercased() ?? "")
      name += joinsWithPreposition ? "" : "With"
      name += firstLabel.prefix(1).uppercased() + firstLabel.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() {
      name += (label == "_" ? "" : label) + ":"
    }
    return name
  }

  /// The words that make `With` unnecessary between a base name and its first label (Swift's list of
  /// prepositions).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
    "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
    "until", "using", "via", "when", "with", "within",
  ]

  /// The words of a camel-case name: a capital letter starts a word, a run of capitals is one word up to the
  /// capital that begins a lowercase word, and `_` separates words (`handleURLTap` → `handle`, `URL`, `Tap`).
  static func words(of identifier: String) -> [String] {
    let characters = Array(identifier)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      let previousIsUppercase = index > 0 && characters[index - 1].isUppercase
      let nextIsLowercase = index + 1 < characters.count && characters[index + 1].isLowercase
      let startsWord = character.isUppercase && (!previousIsUppercase || nextIsLowercase)
      if startsWord || character == "_", !current.isEmpty {
        words.append(current)
        current = ""
      }
      if character != "_" { current.append(character) }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
