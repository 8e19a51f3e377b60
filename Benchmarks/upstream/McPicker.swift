// The declaration of kmcgill88/McPicker-iOS@6b869b7 for `scripts/check-upstream McPicker DIR`: a picker the app
// presents as a popover from a button, as its README does: a fresh `McPicker(data:)` each time, on the rows of the
// value the app keeps (`pickerSelectRowsForComponents`), reporting Done and Cancel through handlers.
import InputConformance
import UIKit

let sizes = [["Small", "Medium", "Large", "X-Large"]]

@MainActor public let upstream = [
  PickerKeyboardDeclaration(name: "McPicker", make: { McPicker(data: sizes) }) { picker in
    picker.host = .popover("showAsPopover(fromViewController:sourceView:doneHandler:cancelHandler:)") { _, app in
      let mcPicker = McPicker(data: sizes)
      let rows = zip(sizes, app.value ?? []).map { titles, title in titles.firstIndex(of: title) ?? 0 }
      mcPicker.pickerSelectRowsForComponents = Dictionary(
        uniqueKeysWithValues: rows.enumerated().map { ($0, [$1: false]) })
      mcPicker.showAsPopover(
        fromViewController: app.viewController, sourceView: app.origin,
        doneHandler: { selections in app.report(selections.keys.sorted().compactMap { selections[$0] }) },
        cancelHandler: { app.cancel() })
    }
    picker.dismissalOutcome = .discard  // a tap outside calls the cancel handler
  }.implementation
]
