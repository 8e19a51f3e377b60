/// The families of characters the text generators draw from.
///
/// ```swift
/// let kinds: CharacterKinds = [.ascii, .flags]
/// ```
public struct CharacterKinds: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a set from raw bits.
  ///
  /// ```swift
  /// let ascii = CharacterKinds(rawValue: 1)
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Printable ASCII, simplest first: `a`…`z`, `A`…`Z`, `0`…`9`, space, punctuation.
  public static let ascii = CharacterKinds(rawValue: 1 << 0)
  /// A Latin letter followed by one or two combining marks, such as `"e\u{301}"`.
  public static let combiningMarks = CharacterKinds(rawValue: 1 << 1)
  /// Hiragana, katakana and CJK ideographs.
  public static let japanese = CharacterKinds(rawValue: 1 << 2)
  /// Single-scalar emoji such as 😀.
  public static let emoji = CharacterKinds(rawValue: 1 << 3)
  /// Emoji with a skin-tone modifier such as 👍🏽.
  public static let skinTones = CharacterKinds(rawValue: 1 << 4)
  /// Zero-width-joiner sequences such as 👨‍👩‍👧.
  public static let zwjSequences = CharacterKinds(rawValue: 1 << 5)
  /// Regional-indicator flags such as 🇯🇵.
  public static let flags = CharacterKinds(rawValue: 1 << 6)
  /// Clusters whose marks lie in U+0530…U+194F, the scripts one delete takes a mark at a time
  /// (KEY-5): Devanagari consonant + vowel sign (`"कि"`), a conjunct (`"क्ष"`), a mark after a vowel
  /// sign (`"किं"`, `"कि\u{301}"`); Hebrew letter + points (`"שָׁ"`); Thai consonant + vowel or tone
  /// mark (`"กำ"`); and Hangul conjoining jamo, L V (T) and syllable + T (`"\u{1100}\u{1161}\u{11A8}"`).
  public static let complexScripts = CharacterKinds(rawValue: 1 << 7)

  /// Every family.
  public static let all: CharacterKinds = [
    .ascii, .combiningMarks, .japanese, .emoji, .skinTones, .zwjSequences, .flags, .complexScripts,
  ]
  /// Only the families whose characters are made of several Unicode scalars.
  public static let multiScalar: CharacterKinds = [
    .combiningMarks, .skinTones, .zwjSequences, .flags, .complexScripts,
  ]
}

enum CharacterTables {
  static let ascii: [Character] = {
    var scalars: [Unicode.Scalar] = []
    scalars += (0x61...0x7A).compactMap(Unicode.Scalar.init)  // a-z
    scalars += (0x41...0x5A).compactMap(Unicode.Scalar.init)  // A-Z
    scalars += (0x30...0x39).compactMap(Unicode.Scalar.init)  // 0-9
    scalars.append(" ")
    scalars += (0x21...0x2F).compactMap(Unicode.Scalar.init)
    scalars += (0x3A...0x40).compactMap(Unicode.Scalar.init)
    scalars += (0x5B...0x60).compactMap(Unicode.Scalar.init)
    scalars += (0x7B...0x7E).compactMap(Unicode.Scalar.init)
    return scalars.map(Character.init)
  }()

  static let combiningBases: [Unicode.Scalar] = (0x61...0x7A).compactMap(Unicode.Scalar.init)
  static let combiningMarks: [Unicode.Scalar] = (0x0300...0x036F).compactMap(Unicode.Scalar.init)
  static let japaneseRanges: [ClosedRange<UInt32>] = [0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF]
  static let simpleEmoji: [Unicode.Scalar] = (0x1F600...0x1F64F).compactMap(Unicode.Scalar.init)
  static let skinToneBases: [Unicode.Scalar] = [0x1F44D, 0x1F44B, 0x270B, 0x1F44C, 0x1F91E, 0x1F44F, 0x1F64C, 0x1F4AA]
    .compactMap(Unicode.Scalar.init)
  static let skinToneModifiers: [Unicode.Scalar] = (0x1F3FB...0x1F3FF).compactMap(Unicode.Scalar.init)
  static let zwjSequences: [Character] = [
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",  // family: man, woman, girl
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family of four
    "\u{1F469}\u{200D}\u{1F4BB}",  // woman technologist
    "\u{1F468}\u{200D}\u{1F680}",  // man astronaut
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",  // rainbow flag
    "\u{1F9D1}\u{200D}\u{1F91D}\u{200D}\u{1F9D1}",  // people holding hands
    "\u{1F43B}\u{200D}\u{2744}\u{FE0F}",  // polar bear
    "\u{2764}\u{FE0F}\u{200D}\u{1F525}",  // heart on fire
    "\u{1F469}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F468}",  // couple with heart
  ]
  static let flagCodes = [
    "JP", "US", "FR", "DE", "GB", "BR", "IN", "CN", "KR", "IT", "ES", "CA", "MX", "SE", "NO", "CH", "NL", "UA",
    "ZA", "AU",
  ]

  static func flag(_ code: String) -> Character {
    var text = ""
    for letter in code.unicodeScalars {
      if let scalar = Unicode.Scalar(0x1F1E6 + letter.value - 0x41) { text.unicodeScalars.append(scalar) }
    }
    return Character(text)
  }

  static func generator(for kind: CharacterKinds) -> Generator<Character> {
    switch kind {
    case .combiningMarks:
      let bases = combiningBases
      let marks = combiningMarks
      return Generator { context in
        var text = String(bases[Int(try context.draw(upTo: UInt64(bases.count - 1)))])
        let count = 1 + Int(try context.draw(upTo: 1))
        for _ in 0..<count {
          text.unicodeScalars.append(marks[Int(try context.draw(upTo: UInt64(marks.count - 1)))])
        }
        return Character(text)
      }
    case .japanese:
      let ranges = japaneseRanges
      let total = ranges.reduce(0) { $0 + UInt64($1.count) }
      return Generator { context in
        var index = UInt32(try context.draw(upTo: total - 1))
        for range in ranges {
          if index < UInt32(range.count) {
            return Character(Unicode.Scalar(range.lowerBound + index) ?? "?")
          }
          index -= UInt32(range.count)
        }
        return "?"
      }
    case .emoji:
      return Generator<Unicode.Scalar>.element(of: simpleEmoji).map { Character($0) }
    case .skinTones:
      let bases = skinToneBases
      let tones = skinToneModifiers
      return Generator { context in
        let base = bases[Int(try context.draw(upTo: UInt64(bases.count - 1)))]
        let tone = tones[Int(try context.draw(upTo: UInt64(tones.count - 1)))]
        var text = String(base)
        text.unicodeScalars.append(tone)
        return Character(text)
      }
    case .zwjSequences:
      return Generator<Character>.element(of: zwjSequences)
    case .complexScripts:
      return ComplexScriptClusters.generator
    case .flags:
      return Generator<Character>.element(of: flagCodes.map(flag))
    default:
      return Generator<Character>.element(of: ascii)
    }
  }
}

extension Generator where Value == Character {
  /// Characters (extended grapheme clusters) from the chosen families; ASCII `a` is the simplest.
  ///
  /// Families other than ASCII are picked less often but regularly, so multi-scalar clusters such as
  /// 👨‍👩‍👧, 🇯🇵, 👍🏽, `"e\u{301}"` and `"कि"` show up within a few dozen draws.
  ///
  /// ```swift
  /// let anyCharacter = Generator.character()
  /// let tricky = Generator.character(.multiScalar)
  /// ```
  public static func character(_ kinds: CharacterKinds = .all) -> Generator<Character> {
    let order: [(CharacterKinds, Int)] = [
      (.ascii, 8), (.combiningMarks, 2), (.japanese, 2), (.emoji, 1), (.skinTones, 1), (.zwjSequences, 1),
      (.flags, 1), (.complexScripts, 3),
    ]
    let enabled = order.filter { kinds.contains($0.0) }
    precondition(!enabled.isEmpty, "Generator.character needs at least one character family.")
    if enabled.count == 1 { return CharacterTables.generator(for: enabled[0].0) }
    return Generator.frequency(enabled.map { (weight: $0.1, generator: CharacterTables.generator(for: $0.0)) })
  }
}

extension Generator where Value == String {
  /// Strings of `length` characters (grapheme clusters) from the chosen families.
  ///
  /// ```swift
  /// let names = Generator.string(.ascii, length: 1...12)
  /// let anyText = Generator.string(length: 0...20)
  /// ```
  public static func string(_ kinds: CharacterKinds = .all, length: ClosedRange<Int> = 0...20) -> Generator<String> {
    string(of: .character(kinds), length: length)
  }

  /// Strings built from characters of `characters`.
  ///
  /// ```swift
  /// let binary = Generator.string(of: .element(of: ["0", "1"]), length: 1...8)
  /// ```
  public static func string(
    of characters: Generator<Character>, length: ClosedRange<Int> = 0...20
  )
    -> Generator<String>
  {
    Generator<[Character]>.array(of: characters, length: length).map { String($0) }
  }
}
