import Foundation
import InputConformance
import InputGenerators
import InputReference

/// Correct components written differently from the reference, where CONFORMANCE.md leaves the choice
/// to the component ("Latitude"; configuration a component chooses for itself). The suite must pass
/// each of them on every seed: a failure here is a false positive of the suite, never of the
/// component. `input-fuzz --implementation alternative/…` runs them one by one.
public enum CorrectAlternatives {
  /// Every alternative.
  public static let all: [Implementation] = [
    doneFirstBar, keepsSelection, resetsSelection, resetsReloadedWheel, quarterHourDates, japaneseCalendarDates,
    wordedState,
  ]

  /// A transactional picker keyboard whose bar reads [Done, Cancel], not the reference's [Cancel, Done]
  /// (RESP-9 compares the set of roles shown).
  public static let doneFirstBar = picker("alternative/done-first-bar", make: doneFirstKeyboard)

  /// A picker keyboard whose bar puts Done on the left and Cancel on the right.
  public static func doneFirstKeyboard(_ arguments: PickerKeyboardArguments) -> PickerKeyboard {
    let keyboard = PickerKeyboard(arguments)
    keyboard.toolbar.setItems(keyboard.toolbar.items?.reversed(), animated: false)
    return keyboard
  }

  /// A transactional picker keyboard that keeps a still-valid selection when the app replaces its
  /// data, where the reference shows its value again (PICK-5's latitude).
  public static let keepsSelection = picker("alternative/keeps-selection") { arguments in
    SelectionKeepingKeyboard(arguments: arguments)
  }

  /// A transactional picker keyboard that puts every wheel still in range back on its first row when the app
  /// replaces its data (PICK-5's latitude: "kept or reset to row 0").
  public static let resetsSelection = picker("alternative/resets-selection") { arguments in
    SelectionResettingKeyboard(arguments)
  }

  /// A three-wheel picker keyboard that puts a wheel the app reloads on its first row, where the reference shows the
  /// value's title again (PICK-13 asks only that the reloaded wheel's selection be in bounds).
  public static let resetsReloadedWheel = picker(
    "alternative/resets-reloaded-wheel", components: [["1", "2", "3"], ["A", "B", "C", "D"], ["x", "y"]]
  ) { arguments in
    ReloadedWheelResettingKeyboard(arguments)
  }

  /// A date-and-time keyboard that chooses a 15-minute interval itself (DATE-4, DATE-6: the reference
  /// adopts declared configuration before the first step).
  public static let quarterHourDates: Implementation = {
    var capabilities = dateCapabilities(mode: .dateAndTime)
    capabilities.minuteInterval = 15
    return Implementation(name: "alternative/quarter-hour-dates", capabilities: capabilities) {
      environment, capabilities in
      ReferenceImplementation.dateKeyboard(
        capabilities, window: Window(environment: environment), environment: environment
      ) { arguments in
        QuarterHourKeyboard(environment: arguments.environment, mode: .dateAndTime)
      }
    }
  }()

  /// A date keyboard that formats in the Japanese calendar it sets on its picker itself, as a
  /// Japanese app may (DATE-8, DATE-9, DATE-15).
  public static let japaneseCalendarDates: Implementation = {
    var capabilities = dateCapabilities(mode: .date)
    capabilities.calendarIdentifier = "japanese"
    return Implementation(name: "alternative/japanese-calendar-dates", capabilities: capabilities) {
      environment, capabilities in
      ReferenceImplementation.dateKeyboard(
        capabilities, window: Window(environment: environment), environment: environment
      ) { arguments in
        JapaneseCalendarKeyboard(environment: arguments.environment)
      }
    }
  }()

  /// A view-factory owner that words its title and play count its own way ("♪ Intro", "Played 2×") where the
  /// reference shows the bare title: FACT-7 asks that the views created again show the state, not in which words.
  public static let wordedState: Implementation = {
    var capabilities = Capabilities(kind: .viewFactory, families: [.fact])
    capabilities.factory = .code
    return Implementation(name: "alternative/worded-state", capabilities: capabilities) { _ in
      WordedStatePlayer(factory: CodeViewFactory()).driver(capabilities, readsCaption: true)
    }
  }()

  private static func picker(
    _ name: String, components: [[String]] = [["Mon", "Tue", "Wed", "Thu", "Fri"]],
    make: @escaping @MainActor @Sendable (PickerKeyboardArguments) -> PickerKeyboard
  ) -> Implementation {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.commitStyle = .transactional
    capabilities.accessoryRoles = [.done, .cancel]
    capabilities.components = components
    capabilities.canSetData = true
    capabilities.hasSelectionAPI = true
    capabilities.hasValueSetter = true
    return Implementation(name: name, capabilities: capabilities) { environment, capabilities in
      ReferenceImplementation.pickerKeyboard(capabilities, window: Window(environment: environment), make: make)
    }
  }

  private static func dateCapabilities(mode: DateMode) -> Capabilities {
    var capabilities = Capabilities(kind: .dateKeyboard, families: [.resp, .date])
    capabilities.accessoryRoles = [.today, .done, .cancel]
    capabilities.dateMode = mode
    capabilities.dateSettings = Set(DateSetting.allCases)
    return capabilities
  }
}
