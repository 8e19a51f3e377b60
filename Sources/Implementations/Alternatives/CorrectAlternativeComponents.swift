import Foundation
import InputConformance
import InputGenerators
import InputReference

// The components of `CorrectAlternatives.swift`: correct, written differently from the reference, against the
// platform's public API only.

/// Keeps each wheel's row when the new data still has it.
public final class SelectionKeepingKeyboard: PickerKeyboard {
  public init(arguments: PickerKeyboardArguments) {
    super.init(
      components: arguments.components, value: arguments.value, commitStyle: arguments.commitStyle,
      buttons: arguments.buttons, opensOn: arguments.opensOn, placeholderRow: arguments.placeholderRow,
      noneRow: arguments.noneRow, disabledTitles: arguments.disabledTitles,
      disabledRowSearch: arguments.disabledRowSearch, noEnabledRow: arguments.noEnabledRow,
      doneWhileSpinning: arguments.doneWhileSpinning, dismissalOutcome: arguments.dismissalOutcome,
      picker: arguments.picker)
  }

  public required init?(coder: NSCoder) { nil }

  public override func setComponents(_ newComponents: [[String]]) {
    let kept = wheelsStillInRange(of: newComponents)
    super.setComponents(newComponents)
    guard isFirstResponder else { return }
    for (component, row) in kept { picker.selectRow(row, inComponent: component, animated: false) }
  }
}

/// Puts each wheel whose row is still in the new data back on its first row.
public final class SelectionResettingKeyboard: PickerKeyboard {
  public override func setComponents(_ newComponents: [[String]]) {
    let kept = wheelsStillInRange(of: newComponents)
    super.setComponents(newComponents)
    guard isFirstResponder else { return }
    for (component, _) in kept { picker.selectRow(0, inComponent: component, animated: false) }
  }
}

extension PickerKeyboard {
  /// The wheels whose selected row `newComponents` still has, with that row: read before the data is replaced.
  fileprivate func wheelsStillInRange(of newComponents: [[String]]) -> [(component: Int, row: Int)] {
    (0..<picker.numberOfComponents).map { ($0, picker.selectedRow(inComponent: $0)) }.filter { component, row in
      newComponents.indices.contains(component) && newComponents[component].indices.contains(row)
    }
  }
}

/// Puts a wheel whose titles the app replaced back on its first row, whatever the value.
public final class ReloadedWheelResettingKeyboard: PickerKeyboard {
  public override func setComponent(_ component: Int, titles: [String]) {
    super.setComponent(component, titles: titles)
    guard isFirstResponder, component < picker.numberOfComponents, picker.numberOfRows(inComponent: component) > 0
    else { return }
    picker.selectRow(0, inComponent: component, animated: false)
  }
}

/// Words the owner's state its own way: "♪ title" (or "Untitled") and "Played n×".
final class WordedStatePlayer: CopiedPlayerViewController {
  override var title: String {
    didSet { titleLabel?.text = wordedTitle }
  }

  override func showState() {
    titleLabel?.text = wordedTitle
    captionLabel?.text = wordedCaption
  }

  override func clickPlay() {
    super.clickPlay()
    captionLabel?.text = wordedCaption
  }

  private var wordedTitle: String { title.isEmpty ? "Untitled" : "♪ " + title }
  private var wordedCaption: String { "Played \(playCount)×" }
}

/// Sets its own 15-minute interval.
public final class QuarterHourKeyboard: DateKeyboard {
  public override init(
    environment: PlatformEnvironment, mode: DatePickerMode = .date, locale: Locale? = nil,
    dateStyle: DateFormatter.Style = .long, offersCancel: Bool = true, picker: DatePicker? = nil
  ) {
    super.init(
      environment: environment, mode: mode, locale: locale, dateStyle: dateStyle, offersCancel: offersCancel,
      picker: picker)
    setMinuteInterval(15)
  }

  public required init?(coder: NSCoder) { nil }
}

/// Sets its own Japanese calendar.
public final class JapaneseCalendarKeyboard: DateKeyboard {
  public init(environment: PlatformEnvironment) {
    super.init(environment: environment, mode: .date, offersCancel: true)
    setCalendar(environment.calendar(.japanese))
  }

  public required init?(coder: NSCoder) { nil }
}
