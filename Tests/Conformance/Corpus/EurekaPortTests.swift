import Foundation
import InputImplementations
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The corpus triggers of B11–B16 and B43 performed directly on the Eureka ports, through the platform
/// model: the buggy port shows the reported behaviour (a trap runs in a child process), the fixed port
/// does not.
@Suite struct EurekaPortTests {
  /// A child process's standard error, as text.
  static func stderr(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test("B11 Eureka: a wheel settling after the inline picker collapsed does not trap (RESP-21)")
  func b11() async throws {
    let outcome = EurekaScenario.b11(.fixed)
    #expect(outcome.inlineRowReleased, "the collapsed inline row must be released for the trigger to mean anything")
    #expect(outcome.value == "A", "a late settle on a removed inline picker must not change the value")
    let trap = await #expect(processExitsWith: .trap, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = EurekaScenario.b11(.buggy)
      }
    }
    #expect(trap.map(Self.stderr)?.contains("Unexpectedly found nil") == true, "\(trap.map(Self.stderr) ?? "")")
  }

  @Test("B12 Eureka: a late settle after the double inline picker collapsed does not trap (RESP-21)")
  func b12() async throws {
    let outcome = EurekaScenario.b12(.fixed)
    #expect(outcome.inlineRowReleased)
    #expect(outcome.value == "x1, y1")
    let trap = await #expect(processExitsWith: .trap, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = EurekaScenario.b12(.buggy)
      }
    }
    #expect(
      trap.map(Self.stderr)?.contains("Unexpectedly found nil while implicitly unwrapping") == true,
      "\(trap.map(Self.stderr) ?? "")")
  }

  @Test("B13 Eureka: changing wheel 0 of a dependent triple picker reloads from the new value (PICK-22)")
  func b13() async {
    let outcome = EurekaScenario.b13(.fixed)
    #expect(outcome.value == ["a2", "b1", "c1"])
    #expect(outcome.rowCounts == [2, 1, 1])
    #expect(outcome.misuses.isEmpty)
    // The buggy port reloads wheels 1 and 2 while its value still has wheel 0's old choice: the picker caches
    // the old lists' counts, and the titles it asks for once the value changed index the new, shorter lists:
    // Eureka's own `options[row]` traps (issue 1642).
    let trap = await #expect(processExitsWith: .trap, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = EurekaScenario.b13(.buggy)
      }
    }
    #expect(trap.map(Self.stderr)?.contains("Index out of range") == true, "\(trap.map(Self.stderr) ?? "")")
  }

  @Test("B14 Eureka: a settle reported on an empty picker row does not trap (PICK-19)")
  func b14() async throws {
    let outcome = EurekaScenario.b14(.fixed)
    #expect(outcome.selection == -1)
    #expect(outcome.value == nil)
    let trap = await #expect(processExitsWith: .trap, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = EurekaScenario.b14(.buggy)
      }
    }
    #expect(trap.map(Self.stderr)?.contains("Index out of range") == true, "\(trap.map(Self.stderr) ?? "")")
  }

  @Test("B15 Eureka: Done on the navigation accessory resigns first responder (PICK-9)")
  func b15() {
    let buggy = EurekaScenario.b15(.buggy)
    #expect(buggy.doneFound)
    #expect(buggy.firstAfterDone, "buggy: Done reaches nothing, the keyboard stays up")
    let fixed = EurekaScenario.b15(.fixed)
    #expect(fixed.doneFound)
    #expect(!fixed.firstAfterDone, "fixed: Done ends editing")
    #expect(!fixed.keyboardShown)
  }

  @Test("B16 Eureka: reading inputAccessoryView after the row was released does not trap (RESP-21)")
  func b16() async throws {
    // While the app keeps the removed row, the read is harmless: the trap comes from the release alone.
    #expect(EurekaScenario.b16(keepRow: true))
    let trap = await #expect(processExitsWith: .trap, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = EurekaScenario.b16(keepRow: false)
      }
    }
    #expect(
      trap.map(Self.stderr)?.contains("Unexpectedly found nil while implicitly unwrapping") == true,
      "\(trap.map(Self.stderr) ?? "")")
  }

  @Test("B43 Eureka: a CountDownRow's text is its value in hours and minutes (DATE-9)")
  func b43() {
    #expect(EurekaScenario.b43(.buggy) == "Optional(1) hour Optional(30) min")
    #expect(EurekaScenario.b43(.fixed) == "1 hour 30 min")
  }
}

/// The triggers, step by step; each builds a fresh form in a fresh window.
enum EurekaScenario {
  static func environment() -> PlatformEnvironment {
    PlatformEnvironment(
      now: Date(timeIntervalSince1970: 1_795_996_800), locale: Locale(identifier: "en_US_POSIX"),
      timeZone: TimeZone(identifier: "UTC")!)
  }

  struct InlineOutcome {
    var inlineRowReleased: Bool
    var value: String?
  }

  /// B11: open the inline picker, fling the wheel, collapse, then the wheel settles.
  static func b11(_ version: CorpusVersion) -> InlineOutcome {
    let row = Eureka.PickerInlineRowAt6aff0d4<String>("inline") { row in
      row.options = ["A", "B", "C"]
      row.value = "A"
    }
    row.version = version
    let (window, controller) = Eureka.showForm([row], environment: environment())
    defer { withExtendedLifetime((window, controller)) {} }
    let table = controller.tableView!
    row.cell.tap()  // expands: the PickerRow is inserted below
    let inlineCell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! Eureka.PickerCellAt6aff0d4<String>
    let picker = inlineCell.picker  // the decelerating wheel keeps itself alive, as UIKit's animation does
    picker.spin(component: 0, toRow: 2)  // a fling past the end, settling on the last row
    row.cell.tap()  // collapses: the PickerRow is removed and released; its cell animates out
    let released = inlineCell.row == nil
    picker.settle()  // the late didSelectRow
    _ = picker.title(forRow: 2, inComponent: 0)  // and a late titleForRow
    return InlineOutcome(inlineRowReleased: released, value: row.value)
  }

  /// B12: open the double inline picker, spin wheel 0, collapse, then the wheel settles.
  static func b12(_ version: CorpusVersion) -> InlineOutcome {
    let row = Eureka.DoublePickerInlineRow<String, String>("double") { row in
      row.firstOptions = { ["x1", "x2"] }
      row.secondOptions = { _ in ["y1", "y2"] }
      row.value = Eureka.Tuple(a: "x1", b: "y1")
    }
    row.version = version
    let (window, controller) = Eureka.showForm([row], environment: environment())
    defer { withExtendedLifetime((window, controller)) {} }
    let table = controller.tableView!
    row.cell.tap()
    let inlineCell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! Eureka.DoublePickerCell<String, String>
    let picker = inlineCell.picker!
    picker.spin(component: 0, toRow: 1)
    row.cell.tap()
    let released = inlineCell.row == nil
    picker.settle()
    return InlineOutcome(inlineRowReleased: released, value: row.cell.detailTextLabel?.text)
  }

  struct TripleOutcome {
    var value: [String]?
    var rowCounts: [Int]
    /// The platform misuse recorded (UIKit's "Invalid number of rows" assertion, PICK-22).
    var misuses: [PlatformMisuse]
  }

  /// B13: value (a1, b3, c2); open the keyboard; spin wheel 0 to a2 (whose second list has one item) and settle.
  /// The picker reads the titles of the rows it shows when a wheel is reloaded or selected from code, as UIKit's
  /// wheels do.
  static func b13(_ version: CorpusVersion) -> TripleOutcome {
    let row = Eureka.TriplePickerInputRow<String, String, String>("triple") { row in
      row.firstOptions = { ["a1", "a2"] }
      row.secondOptions = { a in a == "a1" ? ["b1", "b2", "b3"] : ["b1"] }
      row.thirdOptions = { a, _ in a == "a1" ? ["c1", "c2"] : ["c1"] }
      row.value = Eureka.Tuple3(a: "a1", b: "b3", c: "c2")
    }
    let cell = row.cell!
    cell.version = version
    let picker = PickerView()
    cell.picker = picker
    picker.delegate = cell
    picker.dataSource = cell
    let (window, controller) = Eureka.showForm([row], environment: environment())
    defer { withExtendedLifetime((window, controller)) {} }
    cell.tap()
    precondition(window.keyboard?.inputView === picker, "the cell's keyboard shows its picker")
    picker.spin(component: 0, toRow: 1)
    picker.settle()
    return TripleOutcome(
      value: row.value.map { [$0.a, $0.b, $0.c] }, rowCounts: (0..<3).map { picker.numberOfRows(inComponent: $0) },
      misuses: window.environment.misuses)
  }

  struct EmptyOutcome {
    var selection: Int
    var value: String?
  }

  /// B14: a picker row with no options; the user drags the empty wheel and UIKit reports row 0.
  static func b14(_ version: CorpusVersion) -> EmptyOutcome {
    let row = Eureka.PickerRowAt4561597<String>("empty") { $0.options = [] }
    row.cell.version = version
    let (window, controller) = Eureka.showForm([row], environment: environment())
    withExtendedLifetime((window, controller)) {
      let picker = row.cell.picker
      // The model ignores a spin of an empty wheel; UIKit reports a settle on row 0 (the corpus's quirk):
      // the delegate call is made as UIKit makes it.
      picker.spin(component: 0, toRow: 0)
      picker.settle()
      row.cell.pickerView(picker, didSelectRow: 0, inComponent: 0)
    }
    return EmptyOutcome(selection: row.cell.picker.selectedRow(inComponent: 0), value: row.value)
  }

  struct DoneOutcome {
    var doneFound: Bool
    var firstAfterDone: Bool
    var keyboardShown: Bool
  }

  /// B15: tap a picker input row, then tap Done on the navigation accessory.
  static func b15(_ version: CorpusVersion) -> DoneOutcome {
    let row = Eureka.PickerInputRow<String>("picker") { $0.options = ["A", "B", "C"] }
    let (window, controller) = Eureka.showForm([row], environment: environment(), navigationAccessory: version)
    return withExtendedLifetime((window, controller)) {
      row.cell.tap()
      precondition(row.cell.isFirstResponder, "tapping the row opens its keyboard")
      let toolbar = window.keyboard?.accessory as? Toolbar
      let done = toolbar?.items?.first { $0.title == "Done" }
      done?.tap()
      return DoneOutcome(
        doneFound: done != nil, firstAfterDone: row.cell.isFirstResponder, keyboardShown: window.keyboard != nil)
    }
  }

  /// B16: the cell is first responder; the app removes its row (the cell animates out, still first);
  /// UIKit reads `inputAccessoryView` again. Returns whether the read returned the navigation accessory.
  static func b16(keepRow: Bool) -> Bool {
    var row: Eureka.PickerInputRow<String>? = Eureka.PickerInputRow<String>("picker") { $0.options = ["A", "B"] }
    let cell = row!.cell!
    let (window, controller) = Eureka.showForm([row!], environment: environment())
    return withExtendedLifetime((window, controller)) {
      cell.tap()
      precondition(cell.isFirstResponder)
      let kept = keepRow ? row : nil
      row = nil
      controller.form[0].remove(at: 0)
      precondition(cell.isFirstResponder, "the deleted cell is still first responder while it animates out")
      let accessory = cell.inputAccessoryView  // the system's read
      return withExtendedLifetime(kept) { accessory is Eureka.NavigationAccessoryView }
    }
  }

  /// B43: a CountDownRow whose value reads 1:30 in the device's calendar; the cell's text.
  static func b43(_ version: CorpusVersion) -> String? {
    let world = environment()
    let row = Eureka.CountDownRow("countdown")
    row.version = version
    row.value = world.calendar.date(bySettingHour: 1, minute: 30, second: 0, of: world.now)
    let (window, controller) = Eureka.showForm([row], environment: world)
    return withExtendedLifetime((window, controller)) { row.cell.detailTextLabel?.text }
  }
}

/// A picker that reads the titles of its visible rows (the selected row and two on each side) whenever
/// a wheel is reloaded or moved from code, as UIKit's wheels redraw them. Test support for B13.
