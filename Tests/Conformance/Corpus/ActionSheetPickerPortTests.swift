import Foundation
import InputImplementations
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The ActionSheetPicker (TimCinel) and ActionSheetPicker-3.0 (skywinder) ports perform each corpus
/// trigger as written, on the platform model, as on iPad (the picker in a popover).
@Suite("ActionSheetPicker ports (TimCinel/ActionSheetPicker, skywinder/ActionSheetPicker-3.0)")
struct ActionSheetPickerPortTests {
  /// What the done and cancel callbacks received.
  final class Callbacks {
    var done: [(index: Int?, value: Any?)] = []
    var cancels = 0
  }

  /// An origin button in a window.
  static func origin() -> (Window, Button) {
    let button = Button(title: "Pick")
    return (CorpusPortSteps.window(with: button), button)
  }

  // MARK: B05

  static func showB05(
    rows: [String], version: CorpusVersion, callbacks: Callbacks, origin: Button
  )
    -> ActionSheetStringPickerB05
  {
    ActionSheetStringPickerB05.showPicker(
      title: "Fruit", rows: rows, initialSelection: 0,
      doneBlock: { _, index, value in callbacks.done.append((index, value)) },
      cancelBlock: { _ in callbacks.cancels += 1 }, origin: origin, version: version)
  }

  @Test("B05 ActionSheetPicker: Done on empty rows traps (buggy)")
  func b05Buggy() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let (_, button) = Self.origin()
        let picker = Self.showB05(rows: [], version: .buggy, callbacks: Callbacks(), origin: button)
        CorpusPortSteps.tapItem(titled: "Done", in: picker.popOverController?.contentView)  // [data objectAtIndex:0]
      }
    }
  }

  @Test("B05 ActionSheetPicker: Done on empty rows reports no selection (fixed)")
  func b05Fixed() {
    let (_, button) = Self.origin()
    let callbacks = Callbacks()
    let picker = Self.showB05(rows: [], version: .fixed, callbacks: callbacks, origin: button)
    let popover = picker.popOverController
    #expect(popover?.isPopoverVisible == true)
    #expect(CorpusPortSteps.tapItem(titled: "Done", in: popover?.contentView))
    #expect(callbacks.done.count == 1)
    #expect(callbacks.done.first?.index == 0)
    #expect(callbacks.done.first?.value == nil)
    #expect(popover?.isPopoverVisible == false)
  }

  // MARK: B06

  @Test("B06 ActionSheetPicker-3.0: Done with an initial selection past the rows traps (no fix)")
  func b06() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let (_, button) = Self.origin()
        let picker = ActionSheetStringPickerB06.showPicker(
          title: "Fruit", rows: ["a", "b", "c"], initialSelection: 5, doneBlock: { _, _, _ in }, cancelBlock: nil,
          origin: button)
        CorpusPortSteps.tapItem(titled: "Done", in: picker.popOverViewController?.presentedView)  // data[5]
      }
    }
  }

  @Test("B06 ActionSheetPicker-3.0: after a settled spin Done reports the row (the index is only wrong before)")
  func b06AfterSpin() {
    let (_, button) = Self.origin()
    let callbacks = Callbacks()
    let picker = ActionSheetStringPickerB06.showPicker(
      title: "Fruit", rows: ["a", "b", "c"], initialSelection: 5,
      doneBlock: { _, index, value in callbacks.done.append((index, value)) }, cancelBlock: nil, origin: button)
    let content = picker.popOverViewController?.presentedView
    #expect(content?.firstDescendant(ofType: PickerView.self)?.selectedRow(inComponent: 0) == 0)
    let wheel = content?.firstDescendant(ofType: PickerView.self)
    wheel?.spin(component: 0, toRow: 1)
    wheel?.settle()
    #expect(CorpusPortSteps.tapItem(titled: "Done", in: content))
    #expect(callbacks.done.first?.index == 1)
    #expect(callbacks.done.first?.value as? String == "b")
  }

  // MARK: B07

  @Test(
    "B07 ActionSheetPicker-3.0: a tap outside the popover reports one outcome (RESP-19)",
    arguments: [CorpusVersion.buggy, .fixed])
  func b07(_ version: CorpusVersion) {
    let callbacks = Callbacks()
    let barButton = BarButtonItem(title: "Fruit")
    let picker = ActionSheetStringPickerB07.showPicker(
      title: "Fruit", rows: ["a", "b", "c"], initialSelection: 0,
      doneBlock: { _, index, value in callbacks.done.append((index, value)) },
      cancelBlock: { _ in callbacks.cancels += 1 }, origin: barButton, version: version)
    let popover = picker.popOverController
    #expect(popover?.isPopoverVisible == true)
    popover?.userTapsOutside()
    #expect(popover?.isPopoverVisible == false)
    #expect(callbacks.done.isEmpty)
    #expect(callbacks.cancels == (version == .buggy ? 0 : 1))
  }

  // MARK: B36

  /// Whether the platform model drops a countdown picker's first `valueChanged`, as UIKit does
  /// (openradar 16341977); a fresh probe picker answers.
  static func modelDropsFirstCountdownValueChanged(environment: PlatformEnvironment) -> Bool {
    let probe = DatePicker(environment: environment)
    probe.datePickerMode = .countDownTimer
    var events = 0
    probe.addAction(for: [.valueChanged]) { _, _ in events += 1 }
    probe.userSelectCountDown(60)
    return events == 0
  }

  /// The user's first countdown spin. When the model has UIKit's quirk the gesture goes through the model;
  /// when it lacks it, the test plays it: the wheels move and no `valueChanged` is sent.
  static func firstCountdownSpin(_ picker: DatePicker, to duration: TimeInterval, environment: PlatformEnvironment) {
    if modelDropsFirstCountdownValueChanged(environment: environment) {
      picker.userSelectCountDown(duration)
    } else {
      picker.countDownDuration = duration  // the wheels settle; UIKit drops this first valueChanged
    }
  }

  @Test(
    "B36 ActionSheetPicker-3.0: Done reports the countdown the wheels show (DATE-13)",
    arguments: [CorpusVersion.buggy, .fixed])
  func b36(_ version: CorpusVersion) throws {
    let environment = PlatformEnvironment()
    let (_, button) = Self.origin()
    let callbacks = Callbacks()
    let picker = ActionSheetDatePickerB36(
      title: "Timer", datePickerMode: .countDownTimer, selectedDate: nil,
      doneBlock: { _, value, _ in callbacks.done.append((nil, value)) }, cancelBlock: nil, origin: button,
      environment: environment, version: version)
    picker.countDownDuration = 1800  // 0:30
    picker.showActionSheetPicker()
    let content = try #require(picker.popOverController?.contentView)
    let wheels = try #require(content.firstDescendant(ofType: DatePicker.self))
    #expect(wheels.countDownDuration == 1800)
    Self.firstCountdownSpin(wheels, to: 2700, environment: environment)  // 0:45
    #expect(wheels.countDownDuration == 2700)
    #expect(CorpusPortSteps.tapItem(titled: "Done", in: content))
    #expect(callbacks.done.first?.value as? TimeInterval == (version == .buggy ? 1800 : 2700))
  }

  @Test(
    "B36 ActionSheetPicker-3.0: a reported countdown spin reaches Done at both commits",
    arguments: [CorpusVersion.buggy, .fixed])
  func b36Reported(_ version: CorpusVersion) throws {
    let environment = PlatformEnvironment()
    let (_, button) = Self.origin()
    let callbacks = Callbacks()
    let picker = ActionSheetDatePickerB36(
      title: "Timer", datePickerMode: .countDownTimer, selectedDate: nil,
      doneBlock: { _, value, _ in callbacks.done.append((nil, value)) }, cancelBlock: nil, origin: button,
      environment: environment, version: version)
    picker.countDownDuration = 1800
    picker.showActionSheetPicker()
    let content = try #require(picker.popOverController?.contentView)
    let wheels = try #require(content.firstDescendant(ofType: DatePicker.self))
    Self.firstCountdownSpin(wheels, to: 2700, environment: environment)
    wheels.userSelectCountDown(3600)  // a later change is reported
    #expect(CorpusPortSteps.tapItem(titled: "Done", in: content))
    #expect(callbacks.done.first?.value as? TimeInterval == 3600)
  }
}
