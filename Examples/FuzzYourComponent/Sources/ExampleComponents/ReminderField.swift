import Foundation
import InputReference

/// A date field for a reminder: its keyboard is a panel holding a date picker and a caption, with
/// Today, Done and Cancel above it. The date logic is the reference date keyboard's; the panel is its own.
public final class ReminderField: DateKeyboard {
  /// The keyboard: the date picker with a caption under it.
  public let panel = View()
  /// The caption.
  public let caption = Label(text: "Remind me on…")

  public init(environment: PlatformEnvironment) {
    super.init(environment: environment, mode: .date, dateStyle: .medium, offersCancel: true)
    panel.addSubview(datePicker)
    panel.addSubview(caption)
    inputView = panel
  }

  public required init?(coder: NSCoder) { nil }
}
