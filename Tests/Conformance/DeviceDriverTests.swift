import Foundation
import InputConformance
import InputConformanceTesting
import InputDeviceDrivers
import InputDriving
import InputGenerators
import InputImplementations
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// A bundled implementation judged through its platform driver and through the device drivers (issue 33, item 3).
struct DeviceRouteCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  let implementation: Implementation
  var testDescription: String { implementation.name }
  var description: String { implementation.name }

  /// The kinds the device drivers drive.
  static let kinds: Set<Capabilities.Kind> = [.pickerKeyboard, .keyInputView, .viewFactory]

  /// The bundled components of those kinds: the reference components, seed 003's owners and the correct alternatives.
  static let components: [DeviceRouteCase] = {
    let reference = ReferenceImplementations.all.filter { kinds.contains($0.capabilities.kind) }
    let alternatives = CorrectAlternatives.all.filter { kinds.contains($0.capabilities.kind) }
    return (reference + SeedImplementations.seed003 + alternatives).map(DeviceRouteCase.init)
  }()

  /// The mutants of those kinds that do not trap (a trap is isolated apart, below) and change only the component: a
  /// platform mutant's fault is in the model's own UIKit, reached through seams public UIKit does not have, which a
  /// device driver never goes through (on a device the platform is Apple's).
  static let mutants: [DeviceRouteCase] = MutantCatalogue.all.filter {
    !$0.traps && !$0.changesThePlatform && kinds.contains($0.implementation.capabilities.kind)
  }.map { DeviceRouteCase(implementation: $0.implementation) }

  /// The seeds of the comparison: the default seed, and two more.
  static let seeds: [UInt64] = [ConformanceConfiguration.defaultSeed, 1, 2]
}

@Suite struct DeviceDriverTests {
  static let drivers = UIKitDeviceDrivers()

  /// Runs `implementation` through its platform driver and through the device drivers at `seed`, and expects the same
  /// verdict for every clause but the ones a device driver cannot exercise, which must say so.
  @MainActor static func compare(_ implementation: Implementation, seed: UInt64) throws {
    compare(implementation, with: try implementation.throughDevice(drivers), seed: seed)
  }

  /// Runs `implementation` and `onDevice`, the same component through a device driver, at `seed`, and expects the
  /// same verdict for every clause but the ones a device driver cannot exercise, which must say so.
  @MainActor static func compare(_ implementation: Implementation, with onDevice: Implementation, seed: UInt64) {
    let configuration = ConformanceConfiguration(seed: seed)
    let platform = ConformanceRunner(configuration: configuration).run(implementation)
    let device = ConformanceRunner(configuration: configuration).run(onDevice)
    let reasons = device.families.reduce(into: [ClauseID: String]()) { $0.merge($1.notApplicableReasons) { a, _ in a } }
    let clauses = Set(platform.verdicts.keys).union(device.verdicts.keys).sorted()
    for clause in clauses {
      let verdict = platform.verdicts[clause]
      let deviceVerdict = device.verdicts[clause]
      if let reason = ClauseRules.whyNotApplicable(clause, to: onDevice.capabilities),
        ClauseRules.whyNotApplicable(clause, to: implementation.capabilities) == nil
      {
        // Set aside through the device driver: not applicable, and the report says why.
        #expect(deviceVerdict == .notApplicable, "\(implementation.name) \(clause) at seed \(seed)")
        #expect(reasons[clause] == reason, "\(implementation.name) \(clause) at seed \(seed)")
        #expect(reason.contains("device driver"), "\(implementation.name) \(clause): \(reason)")
      } else {
        #expect(
          deviceVerdict == verdict,
          "\(implementation.name) \(clause) at seed \(seed): platform \(verdict.map { "\($0)" } ?? "none"), device \(deviceVerdict.map { "\($0)" } ?? "none")"
        )
      }
    }
    #expect(device.badOracles.isEmpty, "\(implementation.name) at seed \(seed)")
    for family in implementation.families {
      for violation in (platform.violations + device.violations) where violation.family == family {
        expectSameFinding(on: violation.trace, family: family, platform: implementation, device: onDevice)
      }
    }
  }

  @Test(
    "Through the device drivers, each bundled component gets the same verdicts as through its platform driver, clause by clause, at three seeds, the clauses a device driver cannot exercise aside",
    Sweeps.trait, arguments: await DeviceRouteCase.components)
  @MainActor func sameVerdicts(_ item: DeviceRouteCase) throws {
    for seed in DeviceRouteCase.seeds { try Self.compare(item.implementation, seed: seed) }
  }

  @Test(
    "Through the device drivers, each mutant's fault is found as through its platform driver, and its minimal trace fails alike",
    Sweeps.trait, arguments: await DeviceRouteCase.mutants)
  @MainActor func mutantsFailAlike(_ item: DeviceRouteCase) throws {
    let mutant = try #require(MutantCatalogue.all.first { $0.implementation.name == item.implementation.name })
    let onDevice: Implementation
    do {
      onDevice = try mutant.implementation.throughDevice(Self.drivers)
    } catch .unstableInputViews {
      // Refused: its input views are new on each read, which is RESP-11's fault through its platform driver.
      let runner = ConformanceRunner(configuration: ConformanceConfiguration())
      #expect(runner.firstReport(of: ClauseID(.resp, 11), in: mutant.implementation, family: .resp) != nil)
      return
    }
    Self.expectSameFinding(
      on: mutant.minimalTrace, family: mutant.family, platform: mutant.implementation, device: onDevice)
    guard ClauseRules.whyNotApplicable(mutant.clause, to: onDevice.capabilities) == nil else { return }
    // Found within the default budget through both routes, or through neither (as the catalogue's own tests run it).
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(unusualInput: true))
    let platform = runner.firstReport(of: mutant.clause, in: mutant.implementation, family: mutant.family)
    let device = runner.firstReport(of: mutant.clause, in: onDevice, family: mutant.family)
    #expect(
      (platform == nil) == (device == nil),
      "\(mutant.id) \(mutant.clause): platform \(platform.map { "case \($0.cases)" } ?? "not found"), device \(device.map { "case \($0.cases)" } ?? "not found")"
    )
  }

  /// Replays `trace` through both routes and expects the same first finding, unless one route cannot perform it.
  @MainActor static func expectSameFinding(
    on trace: [InputEvent], family: ContractFamily, platform: Implementation, device: Implementation
  ) {
    let throughPlatform = CaseExecution(implementation: platform, family: family).run(events: trace)
    let throughDevice = CaseExecution(implementation: device, family: family).run(events: trace)
    guard throughPlatform.impossibleEvent == nil, throughDevice.impossibleEvent == nil else { return }
    let token = ConformanceToken(family: family, events: trace).encoded
    let found = (
      platform: throughPlatform.finding?.clause.description ?? "passes",
      device: throughDevice.finding?.clause.description ?? "passes"
    )
    // A fault under a clause set aside through the device driver is one it cannot see or produce faithfully.
    if let clause = throughPlatform.finding?.clause,
      ClauseRules.whyNotApplicable(clause, to: device.capabilities) != nil
    {
      return
    }
    #expect(
      throughDevice.finding?.clause == throughPlatform.finding?.clause,
      "\(platform.name) \(token): platform \(found.platform), device \(found.device)")
  }

  @Test(
    "The same verdicts through both routes for a picker keyboard and a code view at the test seed",
    arguments: [ReferenceImplementations.transactionalPicker, ReferenceImplementations.codeView].map(
      DeviceRouteCase.init))
  @MainActor func sameVerdictsAtTheTestSeed(_ item: DeviceRouteCase) throws {
    try Self.compare(item.implementation, seed: TestSeed.value)
  }

  /// A four-digit code view on the system keyboard, and one with keys of its own, as their authors declare them.
  static let declarations = [
    KeyInputDeclaration(
      name: "declared pin view", make: { KeyInputTextView(codeLength: 4) }, text: ComponentMember(\.text)
    ) {
      $0.codeLength = 4
    },
    KeyInputDeclaration(
      name: "declared code view", make: { KeyInputTextView(codeLength: 4, customKeys: ["1", "2", "⌫"]) },
      text: ComponentMember(\.text)
    ) { $0.codeLength = 4 },
  ]

  @Test(
    "A key-input declaration driven by device drivers from its first step (its window, its keys and its host read through them) gets the same verdicts as through its platform driver"
  )
  @MainActor func declarationThroughDevice() throws {
    for declaration in Self.declarations {
      let platform = declaration.implementation
      let onDevice = try declaration.implementation(through: Self.drivers)
      #expect(onDevice.capabilities.customKeys == platform.capabilities.customKeys, "\(declaration.name)")
      #expect(onDevice.capabilities.host == platform.capabilities.host, "\(declaration.name)")
      #expect(onDevice.capabilities.drivenThroughDevice)
      Self.compare(platform, with: onDevice, seed: TestSeed.value)
    }
  }

  @Test("The clauses set aside through a device driver, and why")
  @MainActor func setAside() throws {
    let picker = try ReferenceImplementations.transactionalPicker.throughDevice(Self.drivers)
    #expect(picker.capabilities.deviceLimitations == [.systemDisplay, .wheelInFlight, .lateSettle])
    for (clause, limitation) in [
      ("PICK-6", DeviceLimitation.wheelInFlight), ("PICK-25", .wheelInFlight), ("PICK-12", .lateSettle),
    ] {
      let id = try #require(ClauseID(clause))
      #expect(
        ClauseRules.whyNotApplicable(id, to: picker.capabilities)
          == "not applicable through a device driver: \(limitation.reason)")
    }
    // A control's touches reach it: RESP-12 and RESP-16 stay.
    #expect(ClauseRules.whyNotApplicable(ClauseID(.resp, 12), to: picker.capabilities) == nil)
    // RESP-15 and RESP-22 are set aside only where the keyboard is the system keyboard.
    let code = try ReferenceImplementations.codeView.throughDevice(Self.drivers)
    #expect(code.capabilities.deviceLimitations == [.systemDisplay])
    #expect(ClauseRules.whyNotApplicable(ClauseID(.resp, 22), to: code.capabilities) == nil)
    let plain = try ReferenceImplementations.keyInputView.throughDevice(Self.drivers)
    #expect(ClauseRules.whyNotApplicable(ClauseID(.resp, 22), to: plain.capabilities) != nil)
    #expect(ClauseRules.whyNotApplicable(ClauseID(.resp, 15), to: plain.capabilities) != nil)
  }

  @Test("A component whose input views are new on each read is refused, with the reason")
  @MainActor func unstableInputViewsAreRefused() {
    for seed in [SeedImplementations.seed000, SeedImplementations.seed001, SeedImplementations.seed004] {
      #expect(throws: DeviceRouteRefusal.unstableInputViews, "\(seed.name)") { try seed.throughDevice(Self.drivers) }
    }
    #expect(throws: DeviceRouteRefusal.kindNotDriven(.dateKeyboard)) {
      try SeedImplementations.seed002.throughDevice(Self.drivers)
    }
  }

  @Test("The platform mutants left out of the comparison are mutants of the catalogue, and change the model's UIKit")
  func platformMutantsAreNamedRight() throws {
    let platform = MutantCatalogue.all.filter(\.changesThePlatform)
    #expect(platform.count == 15)
    // Each is built on a class of a `*PlatformMutants.swift` file, which only platform mutants may write.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = root.appendingPathComponent("Sources/Implementations/Mutants")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let seams = try files.filter { $0.hasSuffix("PlatformMutants.swift") }.flatMap { file in
      try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        .matches(of: /final class (\w+)/).map { String($0.output.1) }
    }
    let declarations = files.filter {
      !$0.hasSuffix("PlatformMutants.swift") && !["Mutant.swift", "MutantCatalogue.swift"].contains($0)
    }
    let catalogue = try declarations.map { file in
      try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }.joined()
    for mutant in MutantCatalogue.all {
      // The mutant's declaration, from its identifier to the next mutant's.
      guard let start = catalogue.range(of: "\"\(mutant.id)\"") else { continue }
      let rest = catalogue[start.upperBound...]
      let end = rest.range(of: "static let ")?.lowerBound ?? rest.endIndex
      let usesSeam = seams.contains { rest[..<end].contains($0 + "(") }
      #expect(usesSeam == mutant.changesThePlatform, "\(mutant.id)")
    }
  }

  @Test("A failure found through a device driver replays through the platform driver with the same token, and back")
  @MainActor func replayAcrossRoutes() throws {
    let mutant = try #require(MutantCatalogue.mutant(id: "done-does-not-dismiss"))
    let onDevice = try mutant.implementation.throughDevice(Self.drivers)
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(seed: TestSeed.value, cases: 60))
    for (found, replayed) in [(onDevice, mutant.implementation), (mutant.implementation, onDevice)] {
      let report = runner.run(found, family: mutant.family)
      let violation = try #require(report.violations.first { $0.clause == mutant.clause }, "seed \(TestSeed.value)")
      let token = try ConformanceToken(parsing: violation.token.encoded)
      let replay = runner.replaying([token.events], implementation: replayed, family: token.family)
      #expect(
        replay.violations.map { $0.clause }.contains(mutant.clause), "\(token.encoded) at seed \(TestSeed.value)")
    }
  }
}

/// A component that traps, through a device driver, in exit tests: each stretch of cases runs in a child process.
enum TrappingOnDevice {
  static let mutant = MutantCatalogue.mutant(id: "delete-on-empty-traps")!
  static let implementation = try! mutant.implementation.throughDevice(UIKitDeviceDrivers())
}

let trappingOnDeviceCheck = ConformanceCheck(
  TrappingOnDevice.implementation, configuration: ConformanceConfiguration(seed: ConformanceConfiguration.defaultSeed)
) { job in
  await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
    [job = job as String] in
    await ConformanceCheck.work(job, on: await MainActor.run { TrappingOnDevice.implementation })
  }
}

extension DeviceDriverTests {
  @Test("A component that traps through a device driver is isolated: its trap is a crash of its clause", Sweeps.trait)
  func trapIsIsolated() async {
    let report = await trappingOnDeviceCheck.report(for: .key)
    let crash = report.violations.first { $0.clause == TrappingOnDevice.mutant.clause }
    #expect(crash?.finding.kind == .crash)
    #expect(report.cases == ConformanceConfiguration().cases)
  }
}

extension DeviceDriverTests {
  @Test("A device driver handed a component in no window puts it in a key window of its own, beside another field")
  @MainActor func aComponentInNoWindowGetsOne() {
    let world = PlatformEnvironment()
    world.makeCurrent {
      let field = KeyInputTextView(customKeys: ["1", "2"])
      let device = Self.drivers.keyInput(driving: field)
      #expect(device.isInWindow)
      #expect(device.isKeyWindow)
      #expect(!device.isFirstResponder)
      device.tap()
      #expect(device.isFirstResponder)
      #expect(device.controlEvents.prefix(2) == ["touchDown", "touchUpInside"])
      #expect(device.keyboard.content == .keys)
      device.tapKey("2")
      device.type("1")
      #expect(field.text == "21")
      device.focusOther()
      #expect(device.otherIsFirstResponder && !device.isFirstResponder)
      #expect(device.keyboard.content == .systemKeyboard)
      device.setKeyWindow(false)
      #expect(!device.isKeyWindow && device.keyboard == .hidden)
      device.setKeyWindow(true)
      #expect(device.isKeyWindow)
    }
  }
}
