@_spi(Harness) import InputPlatform
import Testing

/// A text and what one `deleteBackward()` leaves of it (KEY-5): CoreFoundation's
/// `kCFStringBackwardDeletionCluster`, each row run against the toolchain's CoreFoundation
/// (research notes v21, section 2, and `BackwardDeletionDifferentialTests`).
struct DeletionVector: Sendable, CustomTestStringConvertible {
  let text: String
  let left: String
  let note: String

  init(_ text: String, _ left: String, _ note: String) {
    self.text = text
    self.left = left
    self.note = note
  }

  var testDescription: String { "\(note): \(text.escapedScalars) → \(left.escapedScalars)" }

  /// Whether one delete removes more than the last `Character` (KEY-6 allows it only there).
  var crossesCharacters: Bool {
    left.unicodeScalars.count < String(text.dropLast()).unicodeScalars.count
  }

  static let all: [DeletionVector] =
    [
      DeletionVector("a", "", "one letter"),
      DeletionVector("ab", "a", "the last letter"),
      DeletionVector("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "", "a ZWJ family goes whole"),
      DeletionVector("a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "a", "a ZWJ family after a letter"),
      DeletionVector("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "", "a skin-toned ZWJ sequence"),
      DeletionVector("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "", "the rainbow flag"),
      DeletionVector("\u{1F1EF}\u{1F1F5}", "", "a flag"),
      DeletionVector("\u{1F1EF}\u{1F1F5}\u{1F1EF}\u{1F1F5}", "\u{1F1EF}\u{1F1F5}", "two flags: the last pair"),
      DeletionVector("\u{1F1FA}\u{1F1F8}\u{1F1EB}", "\u{1F1FA}\u{1F1F8}", "a lone regional indicator after a pair"),
      DeletionVector("\u{1F44D}\u{1F3FD}", "", "a skin tone stays with its emoji"),
      DeletionVector("ok\u{1F44D}\u{1F3FD}", "ok", "a skin-toned emoji after letters"),
      DeletionVector("a\u{1F3FB}", "", "a skin tone after any base is mark-like"),
      DeletionVector("\u{2764}\u{FE0F}", "", "VS16 stays with its emoji"),
      DeletionVector("1\u{FE0F}\u{20E3}", "", "a keycap"),
      DeletionVector(
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "", "a tag sequence (England's flag)"),
      DeletionVector("\u{1F468}\u{200D}", "", "an emoji and a trailing ZWJ"),
      DeletionVector("e\u{301}", "", "Latin letter and accent go whole"),
      DeletionVector("cafe\u{301}", "caf", "a Latin cluster after letters"),
      DeletionVector("a\u{308}\u{301}", "", "two Latin marks"),
      DeletionVector("e\u{301}\u{323}", "", "two Latin marks, another order"),
      DeletionVector("\u{915}\u{93F}", "\u{915}", "Devanagari: the vowel sign alone"),
      DeletionVector("\u{915}\u{93F}\u{902}", "\u{915}\u{93F}", "Devanagari: the last sign alone"),
      DeletionVector("\u{915}\u{93F}\u{301}", "\u{915}", "a mark after a vowel sign stops at the vowel sign"),
      DeletionVector("\u{915}\u{301}", "", "a Latin mark after a Devanagari consonant takes it"),
      DeletionVector("\u{915}\u{94D}\u{937}", "\u{915}\u{94D}", "a conjunct is not joined"),
      DeletionVector("\u{915}\u{94D}\u{200D}", "\u{915}", "virama and ZWJ go together"),
      DeletionVector("\u{915}\u{93F}e\u{301}", "\u{915}\u{93F}", "Latin marks after Indic text go whole"),
      DeletionVector("\u{5E9}\u{5B8}\u{5C1}", "\u{5E9}\u{5B8}", "Hebrew: the last point alone"),
      DeletionVector("\u{5D0}", "", "a Hebrew letter"),
      DeletionVector("a\u{5B7}", "a", "a Hebrew point on a Latin letter"),
      DeletionVector("\u{5D0}\u{5B7}\u{200D}", "\u{5D0}", "a lone ZWJ takes the point before it"),
      DeletionVector("\u{E01}\u{E33}", "\u{E01}", "Thai sara am alone"),
      DeletionVector("\u{E01}\u{E48}", "\u{E01}", "a Thai tone mark alone"),
      DeletionVector("\u{628}\u{64E}", "\u{628}", "an Arabic vowel mark alone"),
      DeletionVector("\u{627}\u{644}\u{644}\u{647}", "\u{627}\u{644}\u{644}", "Arabic letters one by one"),
      DeletionVector("\u{645}\u{6CC}\u{200C}", "\u{645}\u{6CC}", "a ZWNJ alone"),
      DeletionVector("a\u{200C}", "a", "a ZWNJ alone after a letter"),
      DeletionVector("\u{600}\u{661}", "\u{600}", "Prepend is not joined to the next character"),
      DeletionVector("a\u{200D}", "", "a ZWJ takes the letter before it"),
      DeletionVector("\u{1780}\u{17B6}", "\u{1780}", "a Khmer vowel sign alone"),
      DeletionVector("\u{1100}\u{1161}\u{11A8}", "", "conjoining jamo 각 go whole"),
      DeletionVector("\u{1100}\u{1161}", "", "conjoining jamo 가 go whole"),
      DeletionVector("\u{1100}\u{1100}\u{1161}", "", "two leading consonants and a vowel"),
      DeletionVector("\u{1100}\u{1161}\u{1100}\u{1161}", "\u{1100}\u{1161}", "one jamo syllable at a time"),
      DeletionVector("\u{AC01}", "", "a precomposed syllable"),
      DeletionVector("\u{AC00}\u{11A8}", "", "an LV syllable and a trailing consonant"),
      DeletionVector("\u{AC01}\u{11A8}", "", "an LVT syllable and a trailing consonant"),
      DeletionVector("\u{AC01}\u{1161}", "\u{AC01}", "an LVT syllable and a vowel are two clusters"),
      DeletionVector("\u{1100}\u{1161}\u{D7CB}", "\u{1100}\u{1161}", "Jamo Extended-B is unknown to CoreFoundation"),
      DeletionVector("\u{A960}\u{1161}", "\u{A960}", "Jamo Extended-A is unknown to CoreFoundation"),
      DeletionVector("\u{1F44D}\u{93F}", "", "a vowel sign after an emoji is its postcore"),
      DeletionVector("\u{1A20}\u{1A6E}", "", "Tai Tham lies above U+194F: whole"),
      DeletionVector("\u{A9A0}\u{A9B4}", "", "Javanese: whole"),
      DeletionVector("\u{1B13}\u{1B3E}", "", "Balinese: whole"),
      DeletionVector("x\r\n", "x\r", "CR LF is not joined"),
      DeletionVector("\n\u{301}", "", "a mark takes the newline before it"),
      DeletionVector("\u{1A20}\u{1A61}", "", "a Tai Tham sign that is no SpacingMark takes the letter"),
      DeletionVector("x\u{F860}ab", "x", "a transcoding hint covering the end"),
    ]
}

extension String {
  /// The scalars as a Swift literal with every non-ASCII or control scalar escaped: `"a\u{301}"`.
  var escapedScalars: String {
    var result = "\""
    for scalar in unicodeScalars {
      if scalar.isASCII, scalar.value >= 0x20, scalar != "\"", scalar != "\\" {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result + "\""
  }
}
