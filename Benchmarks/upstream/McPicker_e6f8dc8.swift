// The declaration of kmcgill88/McPicker-iOS for B08 (buggy e6f8dc8, fixed 474d6f4), for
// `scripts/check-upstream McPicker_e6f8dc8 DIR`; the same file for both commits (the README and the public API are
// the same at both). As the README's "Customization" example: `McPicker(data:)` with its two components, the rows
// of the value the app keeps selected through `pickerSelectRowsForComponents`, shown with `showAsPopover` ("can be
// used to display from a `UIView`"), reporting Done and Cancel through its handlers.
import InputConformance
import UIKit

let titlesAndNames = [["Sir", "Mr", "Mrs", "Miss"], ["Kevin", "Lauren", "Kibby", "Stella"]]  // the README's data

@MainActor public let upstream = [
  PickerKeyboardDeclaration(name: "McPicker", make: { McPicker(data: titlesAndNames) }) { picker in
    picker.host = .popover("showAsPopover(fromViewController:sourceView:doneHandler:cancelHandler:)") { _, app in
      let mcPicker = McPicker(data: titlesAndNames)
      let rows = zip(titlesAndNames, app.value ?? []).map { titles, title in titles.firstIndex(of: title) ?? 0 }
      mcPicker.pickerSelectRowsForComponents = Dictionary(
        uniqueKeysWithValues: rows.enumerated().map { ($0, [$1: false]) })
      mcPicker.showAsPopover(
        fromViewController: app.viewController, sourceView: app.origin,
        doneHandler: { selections in app.report(selections.keys.sorted().compactMap { selections[$0] }) },
        cancelHandler: { app.cancel() })
    }
    picker.dismissalOutcome = .discard  // popoverPresentationControllerDidDismissPopover calls the cancel handler
  }.implementation
]
