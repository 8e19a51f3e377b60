@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The environment's quirk switches and its platform-misuse log, which the clauses build on.
@Suite("Platform environment: quirks and misuse")
struct PlatformEnvironmentTests {
  @Test("Quirks are all on by default: the model is UIKit as it behaves")
  func quirksDefaultToAll() {
    #expect(PlatformEnvironment().quirks == .all)
    #expect(PlatformEnvironment(quirks: []).quirks.isEmpty)
    #expect(
      PlatformQuirks.all.rawValue
        == PlatformQuirks.countdownFirstChange.rawValue | PlatformQuirks.lateCallbacks.rawValue
        | PlatformQuirks.inputViewRereads.rawValue | PlatformQuirks.reloadAbandonsSpin.rawValue)
  }

  @Test(
    "Quirks: each quirk has one name, and the name parses back to it",
    arguments: [
      ("countdown-first-change", PlatformQuirks.countdownFirstChange), ("late-callbacks", .lateCallbacks),
      ("input-view-rereads", .inputViewRereads), ("reload-abandons-spin", .reloadAbandonsSpin),
    ])
  func quirkNames(name: String, quirk: PlatformQuirks) {
    #expect(quirk.names == [name])
    #expect(PlatformQuirks.named(name) == quirk)
    #expect(PlatformQuirks.all.subtracting(quirk).names.contains(name) == false)
  }

  @Test("Quirks: all, none and unknown names")
  func quirkSetNames() {
    #expect(
      PlatformQuirks.all.names == [
        "countdown-first-change", "late-callbacks", "input-view-rereads", "reload-abandons-spin",
      ])
    #expect(PlatformQuirks([]).names == [])
    #expect(
      PlatformQuirks([.inputViewRereads, .countdownFirstChange]).names == [
        "countdown-first-change", "input-view-rereads",
      ])
    #expect(PlatformQuirks.named("all") == .all)
    #expect(PlatformQuirks.named("none") == [])
    for bad in ["", "late_callbacks", "Late-Callbacks", "late-callbacks,", "quirk"] {
      #expect(PlatformQuirks.named(bad) == nil, "\(bad)")
    }
  }

  @Test("Misuse: recorded in order, each naming the call and UIKit's reaction")
  func misuseLog() {
    let environment = PlatformEnvironment()
    #expect(environment.misuses.isEmpty)
    let first = PlatformMisuse(
      kind: .selectRowOutOfRange, call: "selectRow(7, inComponent: 0) with 3 rows", reaction: "NSRangeException")
    let second = PlatformMisuse(
      kind: .unsupportedDatePickerStyle, call: "datePickerMode .countDownTimer with datePickerStyle .compact",
      reaction: "NSInternalInconsistencyException")
    environment.recordMisuse(first)
    environment.recordMisuse(second)
    environment.recordMisuse(first)
    #expect(environment.misuses == [first, second, first])
    #expect(first.description == "UIKit would raise NSRangeException: selectRow(7, inComponent: 0) with 3 rows")
    #expect(
      second.description
        == "UIKit would raise NSInternalInconsistencyException: datePickerMode .countDownTimer with datePickerStyle .compact"
    )
    #expect(
      PlatformMisuse.Kind.allCases.map(\.rawValue) == [
        "selectRowOutOfRange", "unsupportedDatePickerStyle",
      ])
  }
}
