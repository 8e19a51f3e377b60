import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// Events a component does not offer are not sent: the app changes only the date settings a component
/// declares, sets only the modes it declares, and clauses about a setting it does not offer do not apply.
@Suite struct DeclaredAppEventTests {
  static let seed = TestSeed.value

  static let settingEvents: [InputEvent] = [
    .setDate(seconds: 60), .setBounds(minimum: 0, maximum: 60), .setMinuteInterval(5), .setMode(.time),
    .setLocale("ja"), .setTimeZone("UTC"), .setCalendar("japanese"),
  ]

  @Test("The generators send only the declared date settings, and a replay refuses the others")
  func onlyDeclaredSettingsAreSent() throws {
    var context = EventContext(family: .date)
    context.isFirstResponder = true
    context.dateSettings = [.date]
    var draws = DrawContext(seed: Self.seed)
    var sent = Set<DateSetting>()
    for _ in 0..<3_000 {
      let event = try ContractEvents.event(for: context).generate(in: &draws)
      if let setting = DateSetting.setting(of: event) { sent.insert(setting) }
    }
    #expect(sent == [.date], "seed \(Self.seed)")
    let possible = Self.settingEvents.filter { ContractEvents.isPossible($0, in: context) }
    #expect(possible == [.setDate(seconds: 60)])
  }

  @Test("Only the declared modes are set; an undeclared one is impossible")
  func onlyDeclaredModesAreSet() throws {
    var context = EventContext(family: .date)
    context.dateSettings = [.mode]
    context.dateModes = [.date, .time]
    var draws = DrawContext(seed: Self.seed)
    var modes = Set<DateMode>()
    for _ in 0..<3_000 {
      if case .setMode(let mode) = try ContractEvents.event(for: context).generate(in: &draws) { modes.insert(mode) }
    }
    #expect(modes == [.date, .time], "seed \(Self.seed)")
    #expect(!ContractEvents.isPossible(.setMode(.yearAndMonth), in: context))
    #expect(ContractEvents.isPossible(.setMode(.time), in: context))
  }

  @Test("Clauses about settings a component does not offer do not apply; they all apply when it offers them")
  func clausesFollowTheDeclaration() {
    let aboutSettings = [2, 4, 5, 16, 17, 18, 19].map { ClauseID(.date, $0) }
    var capabilities = Capabilities(kind: .dateKeyboard, families: [.resp, .date])
    capabilities.dateSettings = [.date]
    #expect(aboutSettings.filter(capabilities.applies).isEmpty)
    #expect(capabilities.applies(ClauseID(.date, 3)) && capabilities.applies(ClauseID(.date, 9)))
    capabilities.dateSettings = Set(DateSetting.allCases)
    #expect(aboutSettings.allSatisfy(capabilities.applies))
    // A countdown field with no mode setter is judged on the countdown, never on bounds or the date mode's interval.
    capabilities.dateSettings = [.date, .minuteInterval]
    capabilities.dateMode = .countDownTimer
    #expect(capabilities.applies(ClauseID(.date, 5)) && capabilities.applies(ClauseID(.date, 4)))
    #expect(!capabilities.applies(ClauseID(.date, 16)) && !capabilities.applies(ClauseID(.date, 18)))
  }

  /// The mutant whose mode setter turns year-and-month into date, declared with `modes`.
  static func modeSetter(offering modes: Set<DateMode>) throws -> Implementation {
    let mutant = try #require(MutantCatalogue.mutant(id: "year-and-month-falls-back-to-date"))
    var capabilities = mutant.implementation.capabilities
    capabilities.dateModes = modes
    return Implementation(
      name: mutant.implementation.name, capabilities: capabilities, makeDriver: mutant.implementation.makeDriver)
  }

  @Test("A mode setter is judged on each mode it declares, and on no other")
  func modesAreJudgedAsDeclared() throws {
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed))
    let modeClause = ClauseID(.date, 6)
    let everyMode = runner.run(try Self.modeSetter(offering: Set(DateMode.allCases)), family: .date)
    #expect(everyMode.verdicts[modeClause] == .fail, "seed \(Self.seed)")
    let withoutYearAndMonth = runner.run(
      try Self.modeSetter(offering: [.date, .time, .dateAndTime, .countDownTimer]), family: .date)
    #expect(withoutYearAndMonth.verdicts[modeClause] == .pass, "seed \(Self.seed)")
    let traces = withoutYearAndMonth.violations.flatMap(\.trace)
    #expect(!traces.contains(.setMode(.yearAndMonth)), "seed \(Self.seed)")
  }
}
