import InputConformance
import InputGenerators
import InputReference

/// How the suite hosts a picker that presents itself in a popover (ActionSheetPicker, ActionSheetPicker-3.0,
/// SwiftyPickerPopover): instrumentation, not part of the components; the same for every commit.
///
/// The app has an origin button in its window, and its `touchUpInside` action shows a new picker from it, as
/// the components' READMEs do, with the rows and the row of the value the app keeps (or, with no value yet,
/// the initial row the app passes, the declared placeholder row). The done callback's value becomes the app's
/// value and is a result (`nil` for "no selection"); a cancel callback counts a cancellation. The app keeps
/// the last picker it showed, as UIKit's presentation keeps the presented view controller.
enum PopoverPickerHarness {
  /// What the harness app keeps.
  final class App {
    var value: [String]?
    var results: [[String]?] = []
    var cancellations = 0
    /// The last picker shown.
    var shown: AnyObject?

    /// The done callback's value, as the app stores it.
    func done(_ value: Any?) {
      let titles = (value as? String).map { [$0] }
      self.value = titles
      results.append(titles)
    }
  }

  /// What shows a picker: the origin to present from, the initial row, and the app whose callbacks it calls.
  typealias Show = @MainActor @Sendable (_ origin: Button, _ initialRow: Int, _ app: App) -> AnyObject

  /// The implementation named `name` whose origin's tap calls `show`.
  static func implementation(name: String, capabilities: Capabilities, show: @escaping Show) -> Implementation {
    Implementation(name: name, capabilities: capabilities) { environment, capabilities in
      let window = Window(environment: environment)
      let origin = Button(title: "Pick")
      let app = App()
      let rows = capabilities.components.first ?? []
      origin.addAction(for: [.touchUpInside]) { [unowned origin] _, _ in
        let row = app.value.flatMap { rows.firstIndex(of: $0[0]) } ?? capabilities.placeholderRow
        app.shown = show(origin, row, app)
      }
      return .responder(
        PlatformPickerKeyboardDriver(
          control: origin, window: window, capabilities: capabilities, value: { app.value },
          results: { app.results }, data: { capabilities.components },
          hooks: PickerComponentHooks(cancellations: { app.cancellations })))
    }
  }

  /// A popover picker's declaration: one wheel of `rows`, Cancel and Done, transactional (the done callback is
  /// the only way the value reaches the app), and a tap outside the popover that is a cancellation.
  static func capabilities(rows: [String], appReachesPicker: Bool) -> Capabilities {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.host = .popover
    capabilities.components = [rows]
    capabilities.accessoryRoles = [.cancel, .done]
    capabilities.commitStyle = .transactional
    capabilities.dismissalOutcome = .discard
    // ActionSheetPicker's header offers the presented picker as `@property UIView *pickerView`
    // (AbstractActionSheetPicker.h): an app reaches it through that property, cast to the picker it is.
    capabilities.appReachesPicker = appReachesPicker
    return capabilities
  }

  /// The rows of the ports judged with data (the corpus triggers use three titles).
  static let rows = ["a", "b", "c"]
}
