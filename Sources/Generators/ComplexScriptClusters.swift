/// The characters of ``CharacterKinds/complexScripts``: clusters whose marks lie in U+0530…U+194F,
/// where one delete takes a mark at a time (KEY-5), and Hangul conjoining jamo, whose syllable one
/// delete takes whole. Each is one `Character`; the simplest is `"का"`.
///
/// ```swift
/// let indic = ComplexScriptClusters.generator
/// ```
enum ComplexScriptClusters {
  /// Devanagari consonants क…ह.
  static let consonants = scalars(0x0915...0x0939)
  /// Devanagari dependent vowel signs ा ि ी ु ू े ै ो ौ.
  static let vowelSigns = scalars([0x093E, 0x093F, 0x0940, 0x0941, 0x0942, 0x0947, 0x0948, 0x094B, 0x094C])
  /// Marks after a vowel sign: candrabindu and anusvara (in the scripts), and an acute accent (outside).
  static let marksAfterVowelSign = scalars([0x0902, 0x0901, 0x0301])
  /// Devanagari virama, which makes a conjunct with the next consonant.
  static let virama: Unicode.Scalar = "\u{94D}"
  /// Hebrew letters א…ת.
  static let hebrewLetters = scalars(0x05D0...0x05EA)
  /// Hebrew points: vowels, dagesh, shin and sin dots.
  static let hebrewPoints = scalars(0x05B0...0x05BC) + scalars([0x05C1, 0x05C2])
  /// Thai consonants ก…ฮ.
  static let thaiConsonants = scalars(0x0E01...0x0E2E)
  /// Thai vowel and tone marks written over, under or after a consonant, sara am included.
  static let thaiMarks = scalars([0x0E31, 0x0E33]) + scalars(0x0E34...0x0E3A) + scalars(0x0E47...0x0E4E)
  /// Hangul conjoining jamo: leading consonants, vowels, trailing consonants.
  static let leadingJamo = scalars(0x1100...0x1112)
  static let vowelJamo = scalars(0x1161...0x1175)
  static let trailingJamo = scalars(0x11A8...0x11C2)

  /// One cluster, its shape drawn first so that shrinking moves towards consonant + vowel sign.
  static let generator = Generator<Character> { context in
    var text: [Unicode.Scalar]
    switch try context.draw(upTo: 6) {
    case 0: text = [try pick(consonants, &context), try pick(vowelSigns, &context)]
    case 1: text = [try pick(consonants, &context), virama, try pick(consonants, &context)]
    case 2:
      text = [try pick(consonants, &context), try pick(vowelSigns, &context), try pick(marksAfterVowelSign, &context)]
    case 3:
      text = [try pick(hebrewLetters, &context)]
      for _ in 0...(try context.draw(upTo: 1)) { text.append(try pick(hebrewPoints, &context)) }
    case 4: text = [try pick(thaiConsonants, &context), try pick(thaiMarks, &context)]
    case 5:
      text = [try pick(leadingJamo, &context), try pick(vowelJamo, &context)]
      if try context.draw(upTo: 1) == 1 { text.append(try pick(trailingJamo, &context)) }
    default:
      let leading = UInt32(try context.draw(upTo: 18))
      let vowel = UInt32(try context.draw(upTo: 20))
      text = [Unicode.Scalar(0xAC00 + (leading * 21 + vowel) * 28)!, try pick(trailingJamo, &context)]
    }
    var string = ""
    string.unicodeScalars.append(contentsOf: text)
    return Character(string)
  }

  private static func pick(_ scalars: [Unicode.Scalar], _ context: inout DrawContext) throws -> Unicode.Scalar {
    scalars[Int(try context.draw(upTo: UInt64(scalars.count - 1)))]
  }

  private static func scalars(_ values: ClosedRange<UInt32>) -> [Unicode.Scalar] {
    values.compactMap(Unicode.Scalar.init)
  }

  private static func scalars(_ values: [UInt32]) -> [Unicode.Scalar] { values.compactMap(Unicode.Scalar.init) }
}
