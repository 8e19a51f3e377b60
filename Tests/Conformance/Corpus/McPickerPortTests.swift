import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The McPicker ports perform the corpus triggers as the component did at each commit.
@Suite struct McPickerCorpusPortTests {
  /// A shown 2018 McPicker and what its handlers received.
  final class Shown2018 {
    let window = Window()
    let loop = MainRunLoop()
    let picker: McPicker2018Port.McPicker
    var done: [[Int: String]] = []
    var cancels = 0
    var changes: [[Int: String]] = []

    init(_ data: [[String]], _ revision: McPicker2018Port.Revision) {
      picker = McPicker2018Port.McPicker(data: data, revision: revision, keyWindow: window, runLoop: loop)
      picker.show(
        doneHandler: { [unowned self] in self.done.append($0) }, cancelHandler: { [unowned self] in self.cancels += 1 },
        selectionChangedHandler: { [unowned self] selections, _ in self.changes.append(selections) })
    }

    var wheel: PickerView { McPicker2018Port.pickerView(of: picker) }
  }

  // MARK: B08

  @Test("B08 McPicker: a settle on an empty wheel traps at the buggy commit (PICK-19)")
  func b08Buggy() async {
    let shown = Shown2018([["a", "b"], []], .re6f8dc8)
    #expect(shown.picker.window === shown.window)
    #expect(shown.wheel.numberOfRows(inComponent: 1) == 0)
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let shown = Shown2018([["a", "b"], []], .re6f8dc8)
        // UIKit reports a drag of the empty wheel as a settle on row 0 (the model's wheel ignores spins on
        // empty wheels, so the test delivers what UIKit delivers).
        shown.picker.pickerView(shown.wheel, didSelectRow: 0, inComponent: 1)
      }
    }
  }

  @Test("B08 McPicker: the fix ignores a settle on an empty last wheel (PICK-19)")
  func b08Fixed() {
    let shown = Shown2018([["a", "b"], []], .r474d6f4)
    shown.picker.pickerView(shown.wheel, didSelectRow: 0, inComponent: 1)
    shown.wheel.spin(component: 0, toRow: 1)
    shown.wheel.settle()
    McPicker2018Port.tapItem("Done", of: shown.picker)
    #expect(shown.done == [[0: "b"]])
    #expect(shown.changes == [[0: "b"]])
  }

  @Test("B08 McPicker: the fix still traps for an empty wheel before a non-empty one (second bug)")
  func b08FixedSecondBug() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let shown = Shown2018([[], ["a"]], .r474d6f4)
        shown.picker.pickerView(shown.wheel, didSelectRow: 0, inComponent: 0)
      }
    }
  }

  @Test("B08 McPicker: the final form (PR 49, as at 6b869b7) ignores every empty wheel")
  func b08FinalForm() {
    let shown = Shown2018([[], ["a"]], .r6b869b7)
    shown.picker.pickerView(shown.wheel, didSelectRow: 0, inComponent: 0)
    McPicker2018Port.tapItem("Done", of: shown.picker)
    #expect(shown.done == [[1: "a"]])
  }

  // MARK: B09

  /// A shown 2017 McPicker and what its handlers received.
  final class Shown2017 {
    let window = Window()
    let loop = MainRunLoop()
    let picker: McPicker2017Port.McPicker
    var done: [[Int: String]] = []
    var cancels = 0

    init(_ data: [[String]], _ version: CorpusBug.Version) {
      picker = McPicker2017Port.McPicker(data: data, version: version, keyWindow: window, runLoop: loop)
      picker.show(
        cancelHandler: { [unowned self] in self.cancels += 1 }, doneHandler: { [unowned self] in self.done.append($0) })
    }
  }

  @Test("B09 McPicker: tapping Done runs the cancel handler at the buggy commit (PICK-8)")
  func b09Buggy() {
    let shown = Shown2017([["a", "b", "c"]], .buggy)
    shown.picker.picker.spin(component: 0, toRow: 1)
    shown.picker.picker.settle()
    McPicker2017Port.tapItem("Done", of: shown.picker)
    #expect(shown.done.isEmpty)
    #expect(shown.cancels == 1)
    shown.loop.run(for: 0.25)
    #expect(shown.picker.window == nil)
  }

  @Test("B09 McPicker: the fix lets Done through; a tap on the backdrop still cancels (PICK-8)")
  func b09Fixed() {
    let shown = Shown2017([["a", "b", "c"]], .fixed)
    shown.picker.picker.spin(component: 0, toRow: 1)
    shown.picker.picker.settle()
    McPicker2017Port.tapItem("Done", of: shown.picker)
    #expect(shown.done == [[0: "b"]])
    #expect(shown.cancels == 0)

    let again = Shown2017([["a", "b", "c"]], .fixed)
    again.picker.receiveTap()  // the dimmed backdrop
    #expect(again.cancels == 1)
    #expect(again.done.isEmpty)
  }

  // MARK: B10

  @Test("B10 McPicker: Done during a spin reports the row the wheel left, then the wheel settles elsewhere")
  func b10Buggy() {
    let shown = Shown2018([["a", "b", "c", "d", "e"]], .r6b869b7)
    shown.wheel.spin(component: 0, toRow: 4)  // flick towards 'e'
    McPicker2018Port.tapItem("Done", of: shown.picker)
    #expect(shown.done == [[0: "a"]])
    shown.wheel.settle()  // the wheel stops after Done
    #expect(shown.wheel.selectedRow(inComponent: 0) == 4)
    #expect(shown.done == [[0: "a"]])
  }
}
