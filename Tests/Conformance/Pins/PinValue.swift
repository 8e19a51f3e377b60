/// A value a test pins: what a run found, written to a data file by record mode and compared on every run.
///
/// Its fields are of two kinds. The *recorded* detail (a shrunk trace, how many cases found it) may change
/// freely on a re-record: the engine moves it. Its *reviewed facts* (the clause broken, whether it is a root
/// or whose follow-on it is, caught or missed, minimal or not) are the verdicts the pin protects: a re-record
/// that changes one is refused until the change is listed, with its reason, in `Tests/Pins/reviewed-changes.json`.
protocol PinValue: Codable, Equatable, Sendable {
  /// The verdicts this pin protects, by name: `"PICK-8" → "root assertion"`, `"caught" → "yes"`.
  var reviewedFacts: [String: String] { get }
}
