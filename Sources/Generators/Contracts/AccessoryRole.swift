/// What an accessory button does, as a person reads it from its title.
public enum AccessoryRole: String, CaseIterable, Codable, Sendable, Comparable {
  case done, cancel, today, close

  /// The titles that name the role, in English and Japanese ("完了", "キャンセル", "今日", "閉じる").
  public var titles: Set<String> {
    switch self {
    case .done: ["Done", "完了"]
    case .cancel: ["Cancel", "キャンセル"]
    case .today: ["Today", "今日"]
    case .close: ["Close", "閉じる"]
    }
  }

  /// The role a title names, if any.
  public init?(title: String) {
    guard let role = Self.allCases.first(where: { $0.titles.contains(title) }) else { return nil }
    self = role
  }

  /// The title used in traces: "Done", "Cancel", "Today", "Close".
  public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  public static func < (lhs: AccessoryRole, rhs: AccessoryRole) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
