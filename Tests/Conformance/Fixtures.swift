import Foundation
import InputConformance
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// Fixed worlds for the conformance tests: nothing here reads the machine's clock, locale or time zone.
enum Fixture {
  /// 2026-11-30 00:00:00 UTC, written out so that the tests do not trust the model's own constant.
  static let novemberThirtiethUTC = Date(timeIntervalSince1970: 1_795_996_800)

  /// An environment with every setting given explicitly; UIKit's quirks are on unless told.
  static func environment(
    now: Date = novemberThirtiethUTC, locale: String = "en_US_POSIX", timeZone: String = "UTC",
    pasteboard: String? = nil, quirks: PlatformQuirks = .all
  ) -> PlatformEnvironment {
    PlatformEnvironment(
      now: now, locale: Locale(identifier: locale), timeZone: TimeZone(identifier: timeZone)!,
      calendarIdentifier: .gregorian, pasteboardString: pasteboard, quirks: quirks)
  }

  /// A window in an explicit environment.
  static func window(_ environment: PlatformEnvironment = environment()) -> Window {
    Window(environment: environment)
  }

  /// A window that already hosts `views`.
  static func window(with views: View..., environment: PlatformEnvironment = environment()) -> Window {
    let window = Window(environment: environment)
    for view in views { window.addSubview(view) }
    return window
  }

  /// An instant given by its wall-clock reading in `timeZone` (UTC by default).
  static func date(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
    in timeZone: String = "UTC"
  ) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: timeZone)!
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    return calendar.date(from: components)!
  }

  /// The text a date formatter gives, built independently of the model.
  static func formatted(
    _ date: Date, locale: String, timeZone: String, dateStyle: DateFormatter.Style,
    timeStyle: DateFormatter.Style = .none
  ) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: timeZone)!
    formatter.calendar = calendar
    formatter.timeZone = TimeZone(identifier: timeZone)!
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter.string(from: date)
  }
}

/// Logs a control's events in the order they are sent.
final class EventRecorder {
  private(set) var events: [ControlEvent] = []

  /// Starts recording `events` (all of them by default) sent by `control`.
  init(_ control: Control, only events: Set<ControlEvent> = Set(ControlEvent.allCases)) {
    control.addAction(for: events) { [weak self] _, event in self?.events.append(event) }
  }

  /// How many times `event` was sent.
  func count(of event: ControlEvent) -> Int { events.filter { $0 == event }.count }

  /// Forgets what was recorded so far.
  func reset() { events = [] }
}

/// Logs the events of several controls in one sequence, each entry tagged with its control's name.
final class SharedEventLog {
  private(set) var entries: [String] = []

  /// Records `events` of `control` as `"name.event"`.
  func watch(_ control: Control, as name: String, only events: Set<ControlEvent> = Set(ControlEvent.allCases)) {
    control.addAction(for: events) { [weak self] _, event in self?.entries.append("\(name).\(event.rawValue)") }
  }

  /// Records a free-form entry.
  func note(_ entry: String) { entries.append(entry) }

  func reset() { entries = [] }
}

extension View {
  /// Whether the view is currently inside `window`'s tree (presented keyboard views included).
  func isShown(in window: Window) -> Bool { self.window === window }
}

extension Toolbar {
  /// The item a person would tap, found by its title.
  func item(titled title: String) -> BarButtonItem? { items?.first { $0.title == title } }

  /// The titles shown, leading to trailing, spaces left out.
  var titles: [String] { (items ?? []).compactMap(\.title) }
}

/// The seed of the conformance runs in these tests: the default seed, or `INPUT_CONTRACTS_SEED`
/// (a number, or `random`) when set. Failure messages print it.
nonisolated enum TestSeed {
  static let value: UInt64 = {
    let configured = try? PropertyConfiguration(name: "conformance tests", seed: ConformanceConfiguration.defaultSeed)
      .applyingEnvironment()
    return configured?.seed ?? ConformanceConfiguration.defaultSeed
  }()
}

/// The pinned sweeps: the seed ports, the mutant catalogue and the real-bug corpus, each run at the default seed and
/// budget and compared with its pins. They are the suite's longest tests, so plain `swift test` skips them and
/// `.ci/run` runs them: `INPUT_CONTRACTS_SWEEPS=1 swift test --filter "SeedVerdictTests|MutantTests|CorpusVerdictTests|DeviceDriverTests"`.
nonisolated enum Sweeps {
  static let variable = "INPUT_CONTRACTS_SWEEPS"

  /// Whether the sweeps run: `INPUT_CONTRACTS_SWEEPS` set to anything but nothing, 0, no or false.
  static let areOn: Bool = {
    guard let value = ProcessInfo.processInfo.environment[variable] else { return false }
    return !["", "0", "no", "false"].contains(value.lowercased())
  }()

  /// The trait of a sweep: enabled only with the variable, and saying so when skipped.
  static var trait: ConditionTrait {
    .enabled(if: areOn, "a pinned sweep: INPUT_CONTRACTS_SWEEPS=1 runs it (.ci/run does)")
  }
}
