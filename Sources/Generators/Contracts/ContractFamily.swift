/// The five contract families of CONFORMANCE.md.
public enum ContractFamily: String, CaseIterable, Codable, Sendable, Comparable {
  case resp, key, pick, date, fact

  /// The clause-ID prefix, e.g. `PICK`.
  public var prefix: String {
    switch self {
    case .resp: "RESP"
    case .key: "KEY"
    case .pick: "PICK"
    case .date: "DATE"
    case .fact: "FACT"
    }
  }

  /// A human name, e.g. "picker".
  public var title: String {
    switch self {
    case .resp: "responder"
    case .key: "key input"
    case .pick: "picker"
    case .date: "date"
    case .fact: "view factory"
    }
  }

  public static func < (lhs: ContractFamily, rhs: ContractFamily) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
