import InputFuzzCommand
import InputImplementations

extension MatrixNotes {
  /// The notes of the matrix in CONFORMANCE.md, and the seed line that causes each failure.
  static let bundled = MatrixNotes(
    notes: [
      "Do not edit by hand: `Tests/Conformance/SeedVerdictTests.swift` checks the same verdicts, pinned in `Tests/Pins/seeds.json`.",
      "**pass (n)**: n steps checked the clause and none broke it; **fail** links to the failure's shrunk trace",
      "and the line of the seed that causes it; — is not applicable; FACT-6 is checked by the example tests only",
      "(no event makes a broken template).",
    ], causeLabel: "Seed line",
    explanation: { group, clause in
      SeedFailureExplanations.explanation(seed: group, clause: clause).map { ($0.line, $0.why) }
    })
}
