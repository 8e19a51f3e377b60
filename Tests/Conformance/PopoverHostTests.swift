import InputConformance
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// A picker presented in a popover from an origin button (host `.popover`, CONFORMANCE.md "Hosts"): the driver finds
/// the popover over the window, a tap outside it is the system's dismissal (RESP-19), no responder event is sent, and
/// a fault in what the popover reports is caught.
@Suite struct PopoverHostTests {
  static let seed = TestSeed.value

  static func capabilities() -> Capabilities {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.host = .popover
    capabilities.components = [["Red", "Green", "Blue"]]
    capabilities.accessoryRoles = [.cancel, .done]
    capabilities.commitStyle = .transactional
    capabilities.dismissalOutcome = .discard
    capabilities.appReachesPicker = true
    return capabilities
  }

  /// A popover picker built by `make` from the reference arguments.
  static func popover(
    _ name: String, make: @escaping @MainActor @Sendable (PickerKeyboardArguments) -> PickerKeyboard
  ) -> Implementation {
    Implementation(name: name, capabilities: capabilities()) { environment, capabilities in
      ReferenceImplementation.pickerKeyboard(capabilities, window: Window(environment: environment), make: make)
    }
  }

  @Test("The reference shown in a popover meets its own clauses, Done, Cancel and the tap outside exercised")
  func referencePasses() {
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed))
    let implementation = Self.popover("reference-popover") { PickerKeyboard($0) }
    for family in [ContractFamily.resp, .pick] {
      let report = runner.run(implementation, family: family)
      let text = (report.violations + report.badOracles).map { FailureText.render($0) }.joined(separator: "\n\n")
      #expect(report.violations.isEmpty && report.badOracles.isEmpty, "seed \(Self.seed), \(family):\n\(text)")
      if family == .resp {
        // The origin is no responder: every RESP clause but RESP-19 is out (RESP-19 is judged in the PICK run,
        // which observes the callbacks).
        let applicable = report.verdicts.filter { $0.key.family == .resp && $0.value != .notApplicable }.map(\.key)
        #expect(applicable.allSatisfy { $0 == ClauseID(.resp, 19) }, "seed \(Self.seed): \(applicable)")
      } else {
        #expect(report.verdicts[ClauseID(.pick, 18)] == .notApplicable, "seed \(Self.seed)")
        for clause in [
          ClauseID(.resp, 19), ClauseID(.pick, 7), ClauseID(.pick, 8), ClauseID(.pick, 9), ClauseID(.pick, 14),
        ] {
          #expect(report.verdicts[clause] == .pass, "seed \(Self.seed), \(clause)")
        }
      }
    }
  }

  @Test("A popover whose Done reports the row it opened on is caught under PICK-8")
  func staleDoneIsCaught() {
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed)).run(
      Self.popover("stale-done-popover") { StaleDonePopover($0) }, family: .pick)
    let roots = report.violations.filter { !$0.isFollowOn }.map(\.clause)
    #expect(roots.contains(ClauseID(.pick, 8)), "seed \(Self.seed): \(roots)")
  }

  @Test("A popover that reports nothing when a tap outside dismisses it is caught under RESP-19")
  func silentTapOutsideIsCaught() {
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed)).run(
      Self.popover("silent-outside-popover") { SilentOutsidePopover($0) }, family: .pick)
    let roots = report.violations.filter { !$0.isFollowOn }.map(\.clause)
    #expect(roots == [ClauseID(.resp, 19)], "seed \(Self.seed): \(roots)")
    #expect(report.violations.first?.trace == [.tap, .endEditing], "seed \(Self.seed)")
  }

  @Test("The driver reads the popover as the keyboard: open while it shows, its toolbar's roles, its picker")
  func driverReadsThePopover() throws {
    guard
      case .responder(let driver) = Self.popover("p", make: { PickerKeyboard($0) }).makeDriver(PlatformEnvironment()),
      let picker = driver as? PlatformPickerKeyboardDriver
    else {
      Issue.record("no picker driver")
      return
    }
    #expect(!picker.isFirstResponder && picker.keyboard == .hidden && picker.presentedSelection == nil)
    picker.tap()
    #expect(picker.isFirstResponder)
    #expect(picker.keyboard.content == .picker && Set(picker.keyboard.accessoryRoles) == [.cancel, .done])
    #expect(picker.presentedSelection == [0] && picker.answers == nil)
    #expect(!(picker.control.isFirstResponder), "the origin never becomes first responder")
    picker.endEditing()
    #expect(!picker.isFirstResponder && picker.cancellations == 1)
    picker.tap()
    picker.spin(component: 0, row: 2)
    picker.settle()
    #expect(picker.tapAccessory(.done))
    #expect(picker.results == [["Blue"]] && picker.value == ["Blue"] && !picker.isFirstResponder)
    #expect(picker.controlEvents.allSatisfy { $0 != .valueChanged }, "the origin sends no valueChanged")
  }

  @Test("No responder event is possible for a popover host, and a tap while it shows lands outside it")
  func responderEventsAreImpossible() {
    var context = EventContext(family: .resp)
    context.presentsPopover = true
    for event: InputEvent in [
      .becomeFirstResponder, .resignFirstResponder, .focusOther, .removeFromWindow, .reloadInputViews,
      .readInputViews, .hostDisappears, .setKeyWindow(false), .otherRefusesToResign(true),
    ] {
      #expect(!ContractEvents.isPossible(event, in: context), "\(event)")
    }
    #expect(ContractEvents.isPossible(.tap, in: context))
    context.isFirstResponder = true
    #expect(!ContractEvents.isPossible(.tap, in: context))
    #expect(ContractEvents.isPossible(.endEditing, in: context))
  }

  @Test("Only picker keyboards without key input can declare a popover host")
  func popoverHostIsForPickers() {
    var capabilities = Capabilities(kind: .dateKeyboard, families: [.date])
    capabilities.host = .popover
    let implementation = Implementation(name: "date-popover", capabilities: capabilities) { environment, declared in
      ReferenceImplementation.driver(for: declared, family: .date, environment: environment)
    }
    #expect(
      implementation.declarationProblems() == [.popoverHostNotAPicker(implementation: "date-popover", .dateKeyboard)])
    #expect(Self.popover("fine") { PickerKeyboard($0) }.declarationProblems().isEmpty)
  }

  @Test("A window lists the popovers shown over it while they show, from either popover API")
  func windowListsShownPopovers() {
    let window = Window(environment: PlatformEnvironment())
    let origin = Button(title: "Pick")
    window.addSubview(origin)
    let content = View()
    let popover = PopoverController(contentView: content)
    popover.presentPopover(from: origin, animated: true)
    #expect(window.shownPopovers.map { ObjectIdentifier($0.content) } == [ObjectIdentifier(content)])
    popover.dismissPopover(animated: true)
    #expect(window.shownPopovers.isEmpty)
    let presented = View()
    let presentation = PopoverPresentationController(presentedView: presented)
    presentation.present(from: origin, animated: true, completion: nil)
    #expect(window.shownPopovers.map { ObjectIdentifier($0.content) } == [ObjectIdentifier(presented)])
    window.shownPopovers.first?.userTapsOutside()
    #expect(window.shownPopovers.isEmpty && !presentation.isPresented)
  }
}

/// Done reports the value the popover opened on, not the row on the wheel.
private final class StaleDonePopover: PickerKeyboard {
  override var currentSelection: [String]? { valueAtOpen }
}

/// A tap outside the popover dismisses it with no callback: the popover's delegate ignores the dismissal.
private final class SilentOutsidePopover: PickerKeyboard {
  override func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {}
}
