import InputImplementations
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The SwiftyPickerPopover port performs the corpus trigger as written, on the platform model.
@Suite("SwiftyPickerPopover port (hsylife/SwiftyPickerPopover)")
struct SwiftyPickerPopoverPortTests {
  /// A string picker popover over `choices`, shown from a button of a base view in a window.
  static func show(choices: [String], version: CorpusVersion, actions: Actions) -> StringPickerPopoverB30 {
    let base = View()
    let button = Button(title: "Pick")
    base.addSubview(button)
    let window = CorpusPortSteps.window(with: base)
    let popover = StringPickerPopoverB30(title: "Fruit", choices: choices, version: version)
      .setDoneButton(action: { _, row, value in actions.done.append((row, value)) })
      .setCancelButton(action: { _, row, value in actions.cancel.append((row, value)) })
    popover.appear(originView: button, baseViewController: base)
    withExtendedLifetime(window) {}
    return popover
  }

  /// What the button actions received.
  final class Actions {
    var done: [(row: Int, value: String)] = []
    var cancel: [(row: Int, value: String)] = []
  }

  @Test("B30 SwiftyPickerPopover: Done on empty choices traps (buggy)")
  func b30Buggy() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let popover = Self.show(choices: [], version: .buggy, actions: Actions())
        CorpusPortSteps.tapItem(titled: "Done", in: popover.presentedViewController?.view)  // choices[-1]
      }
    }
  }

  @Test("B30 SwiftyPickerPopover: Cancel on empty choices traps too (buggy)")
  func b30BuggyCancel() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let popover = Self.show(choices: [], version: .buggy, actions: Actions())
        CorpusPortSteps.tapItem(titled: "Cancel", in: popover.presentedViewController?.view)
      }
    }
  }

  @Test("B30 SwiftyPickerPopover: Done, Cancel and a tap outside on empty choices dismiss without an action (fixed)")
  func b30Fixed() {
    for dismissal in ["Done", "Cancel", "outside"] {
      let actions = Actions()
      let popover = Self.show(choices: [], version: .fixed, actions: actions)
      let presentation = popover.presentedViewController?.popoverPresentationController
      #expect(presentation?.isPresented == true)
      if dismissal == "outside" {
        presentation?.userTapsOutside()
      } else {
        #expect(CorpusPortSteps.tapItem(titled: dismissal, in: popover.presentedViewController?.view))
      }
      #expect(presentation?.isPresented == false, "\(dismissal)")
      #expect(actions.done.isEmpty && actions.cancel.isEmpty, "\(dismissal)")
    }
  }

  @Test(
    "B30 SwiftyPickerPopover: with choices, Done reports the shown row at both commits",
    arguments: [CorpusVersion.buggy, .fixed])
  func b30WithChoices(_ version: CorpusVersion) {
    let actions = Actions()
    let popover = Self.show(choices: ["a", "b", "c"], version: version, actions: actions)
    let wheel = popover.presentedViewController?.view.firstDescendant(ofType: PickerView.self)
    wheel?.spin(component: 0, toRow: 2)
    wheel?.settle()
    #expect(CorpusPortSteps.tapItem(titled: "Done", in: popover.presentedViewController?.view))
    #expect(actions.done.map(\.value) == ["c"])
    #expect(actions.done.map(\.row) == [2])
  }
}
