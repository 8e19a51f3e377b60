/// UIKit's known quirks, which the model reproduces when they are on, so that a
/// component lacking the usual workaround is caught (CONFORMANCE.md, "Quirks").
///
/// Each quirk can be switched off alone; ``all`` is UIKit as it behaves.
///
/// ```swift
/// let environment = PlatformEnvironment(quirks: [])       // quirk-free UIKit
/// PlatformQuirks.named("late-callbacks")                  // .lateCallbacks
/// PlatformQuirks.all.names                                // ["countdown-first-change", …]
/// ```
public struct PlatformQuirks: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// In countdown mode the first user change after the picker is presented sends no
  /// `valueChanged`, unless `countDownDuration` was set after presentation (DATE-7).
  public static let countdownFirstChange = PlatformQuirks(rawValue: 1 << 0)
  /// A wheel still spinning when its picker leaves the window settles later and delivers
  /// `didSelectRow` and `titleForRow` then (PICK-12, RESP-21).
  public static let lateCallbacks = PlatformQuirks(rawValue: 1 << 1)
  /// UIKit reads `inputView` and `inputAccessoryView` again at undocumented moments (RESP-11).
  public static let inputViewRereads = PlatformQuirks(rawValue: 1 << 2)
  /// Reloading a wheel while it spins stops it where it is: the settle that follows reports nothing for it
  /// (PICK-1, PICK-10, PICK-13). Without it the wheel goes on to its row, kept in the new data, and reports it.
  public static let reloadAbandonsSpin = PlatformQuirks(rawValue: 1 << 3)

  /// Every quirk: UIKit as it behaves.
  public static let all: PlatformQuirks = [
    .countdownFirstChange, .lateCallbacks, .inputViewRereads, .reloadAbandonsSpin,
  ]

  /// Each quirk with its name, in declaration order.
  public static let namedQuirks: [(name: String, quirk: PlatformQuirks)] = [
    ("countdown-first-change", .countdownFirstChange),
    ("late-callbacks", .lateCallbacks),
    ("input-view-rereads", .inputViewRereads),
    ("reload-abandons-spin", .reloadAbandonsSpin),
  ]

  /// The quirks a name stands for: one quirk's name, `"all"` or `"none"`; `nil` for any other name.
  public static func named(_ name: String) -> PlatformQuirks? {
    switch name {
    case "all": return .all
    case "none": return []
    default: return namedQuirks.first { $0.name == name }?.quirk
    }
  }

  /// The names of the quirks in the set, in declaration order.
  public var names: [String] {
    Self.namedQuirks.filter { contains($0.quirk) }.map(\.name)
  }
}
