// The declaration of kmcgill88/McPicker-iOS for B09 (buggy 9fdac4a, fixed 0e2b45a), for
// `scripts/check-upstream McPicker_9fdac4a DIR`; the same file for both commits (the public API is the same at both;
// at these commits `showAsPopover` takes `cancelHandler:` before `doneHandler:`). As the README's "Customization"
// example: `McPicker(data:)` with its two components, the rows of the value the app keeps selected through
// `pickerSelectRowsForComponents`, shown with `showAsPopover` ("can be used to display from a `UIView`"), reporting
// Done and Cancel through its handlers.
import InputConformance
import UIKit

let titlesAndNames = [["Sir", "Mr", "Mrs", "Miss"], ["Kevin", "Lauren", "Kibby", "Stella"]]  // the README's data

@MainActor public let upstream = [
  PickerKeyboardDeclaration(name: "McPicker", make: { McPicker(data: titlesAndNames) }) { picker in
    picker.host = .popover("showAsPopover(fromViewController:sourceView:cancelHandler:doneHandler:)") { _, app in
      let mcPicker = McPicker(data: titlesAndNames)
      let rows = zip(titlesAndNames, app.value ?? []).map { titles, title in titles.firstIndex(of: title) ?? 0 }
      mcPicker.pickerSelectRowsForComponents = Dictionary(
        uniqueKeysWithValues: rows.enumerated().map { ($0, [$1: false]) })
      mcPicker.showAsPopover(
        fromViewController: app.viewController, sourceView: app.origin,
        cancelHandler: { app.cancel() },
        doneHandler: { selections in app.report(selections.keys.sorted().compactMap { selections[$0] }) })
    }
    picker.dismissalOutcome = .discard  // popoverPresentationControllerDidDismissPopover calls the cancel handler
  }.implementation
]
