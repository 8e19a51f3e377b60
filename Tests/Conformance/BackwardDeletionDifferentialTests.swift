import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// KEY-5's rule against CoreFoundation itself: the model's `backwardDeletionRange(in:)` must leave
/// what `CFStringGetRangeOfCharacterClusterAtIndex(…, kCFStringBackwardDeletionCluster)` leaves.
@Suite("KEY-5 against CoreFoundation")
struct BackwardDeletionDifferentialTests {
  /// Scalars of every class the rule treats apart, simplest first (the shrinker moves towards `a`).
  static let pool: [Unicode.Scalar] = [
    // Latin, digits and combining marks.
    "a", "e", "1", "\u{301}", "\u{323}", "\u{308}", "\u{34F}",
    // Devanagari: consonants, vowel signs, virama, nukta, anusvara, visarga (a SpacingMark).
    "\u{915}", "\u{937}", "\u{93F}", "\u{940}", "\u{94D}", "\u{93C}", "\u{902}", "\u{903}",
    // Hebrew letters and points; Arabic letter, vowel mark, digit and Prepend U+0600.
    "\u{5E9}", "\u{5D0}", "\u{5B8}", "\u{5C1}", "\u{5B7}", "\u{628}", "\u{64E}", "\u{661}", "\u{600}",
    // Thai and Khmer.
    "\u{E01}", "\u{E33}", "\u{E48}", "\u{1780}", "\u{17B6}",
    // Hangul: L, V, T jamo, LV and LVT syllables, Jamo Extended-A and -B, jamo beyond CoreFoundation's ranges.
    "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{A960}", "\u{D7B0}", "\u{D7CB}", "\u{11A5}",
    "\u{11FA}",
    // Emoji: ZWJ sequences, skin tones, VS16, keycaps, regional indicators, tags.
    "\u{1F468}", "\u{1F469}", "\u{1F467}", "\u{1F4BB}", "\u{2764}", "\u{1F44D}", "\u{1F3FB}", "\u{1F3FD}", "\u{FE0F}",
    "\u{200D}", "\u{20E3}", "\u{A9}", "\u{1F3F4}", "\u{E0067}", "\u{E0062}", "\u{E007F}", "\u{1F1FA}", "\u{1F1F8}",
    "\u{1F1EB}",
    // Joiners and controls.
    "\u{200C}", "\r", "\n",
    // Scripts above U+194F: Tai Tham (a sign that is no SpacingMark too), Javanese, Balinese.
    "\u{1A20}", "\u{1A6E}", "\u{1A61}", "\u{A9A0}", "\u{A9B4}", "\u{1B13}", "\u{1B3E}",
    // Mark-like by CoreFoundation's own list: halfwidth sound marks, variant tags; a transcoding hint.
    "\u{FF76}", "\u{FF9E}", "\u{F870}", "\u{F860}", "\u{E0100}",
  ]

  /// Texts of 1 to 6 scalars from the pool.
  static let texts: Generator<String> =
    Generator<[Unicode.Scalar]>.array(
      of: .element(of: pool), length: 1...6, averageLength: 3.5
    ).map { scalars in
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      return text
    }

  @Test("KEY-5 the backward-deletion cluster is CoreFoundation's, on the vectors and on generated texts")
  func modelMatchesCoreFoundation() throws {
    for vector in DeletionVector.all {
      #expect(vector.text.droppingBackwardDeletionCluster().escapedScalars == vector.left.escapedScalars, "\(vector)")
    }
    guard let coreFoundation = CoreFoundationClusters.load() else {
      Issue.record(
        "CFStringGetRangeOfCharacterClusterAtIndex is not exported here: the vectors ran, the comparison with CoreFoundation was skipped",
        severity: .warning)
      return
    }
    for vector in DeletionVector.all {
      #expect(coreFoundation.textLeft(afterDeleting: vector.text).escapedScalars == vector.left.escapedScalars)
    }
    let configuration = try PropertyConfiguration(name: "KEY-5 backward deletion against CoreFoundation", cases: 3_000)
      .applyingEnvironment()
    let result = PropertyRunner(configuration).check(Self.texts, describe: \.escapedScalars) { text in
      text.droppingBackwardDeletionCluster().escapedScalars
        == coreFoundation.textLeft(afterDeleting: text).escapedScalars
    }
    #expect(result.passed, "\(result.report(testName: "modelMatchesCoreFoundation"))")
    #expect(result.casesRun >= 2_000, "seed \(result.seed): \(result.casesRun) cases")
  }

  @Test("KEY-5 the differential property fails on a rule that differs from CoreFoundation's")
  func propertyCatchesTheOldRule() throws {
    guard let coreFoundation = CoreFoundationClusters.load() else {
      Issue.record(
        "CFStringGetRangeOfCharacterClusterAtIndex is not exported in this process: skipped", severity: .warning)
      return
    }
    let configuration = try PropertyConfiguration(name: "KEY-5 last Character rule against CoreFoundation")
      .applyingEnvironment()
    let result = PropertyRunner(configuration).check(Self.texts, describe: \.escapedScalars) { text in
      String(text.dropLast()) == coreFoundation.textLeft(afterDeleting: text)
    }
    let failure = try #require(result.failure, "seed \(result.seed)")
    let report = result.report()
    #expect(failure.shrunk.value.unicodeScalars.count == 2, "\(report)")
    #expect(report.contains("Seed: \(result.seed)") && report.contains("\\u{"), "\(report)")
  }
}
