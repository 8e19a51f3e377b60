import InputConformance

/// One bug of the real-bug corpus, ported at its buggy (and fix) commit.
public struct CorpusBug: Sendable {
  public enum Version: String, Sendable { case buggy, fixed }
  public let id: String  // "B17"
  public let repository: String  // "Darkseal/DownPicker"
  public let issue: String  // URL(s)
  public let buggyCommit: String
  public let fixCommit: String?
  public let clause: String  // the corpus's clause text, e.g. "PICK-15" or "no clause"
  public let expectedClause: String  // the v1 or v2 clause the suite must report, e.g. "PICK-15", "RESP-21"
  public let trigger: [String]  // the corpus trigger, one step per element, in words
  public let buggy: Implementation?  // nil when not yet drivable (see needs)
  public let fixed: Implementation?
  public let needs: [String]  // events/hooks/capabilities still missing to drive it; [] when drivable
  public let notPortable: String?  // the reason, if it cannot be ported at all
}
