@_spi(Harness) import InputPlatform
import InputReference

/// The user's steps on a ported component, through the platform model, as the corpus triggers word them.
enum CorpusPortSteps {
  /// A window with `control` in it.
  static func window(with control: View) -> Window {
    let window = Window(environment: PlatformEnvironment())
    window.addSubview(control)
    return window
  }

  /// The picker presented in `window`'s keyboard area.
  static func presentedPicker(in window: Window) -> PickerView? {
    window.keyboard?.inputView?.firstDescendant(ofType: PickerView.self)
  }

  /// The user spins the presented wheel to `row` and lets it settle.
  static func spinAndSettle(in window: Window, to row: Int) {
    let picker = presentedPicker(in: window)
    picker?.spin(component: 0, toRow: row)
    picker?.settle()
  }

  /// The user taps the toolbar item titled `title` in `view` (a toolbar or a view containing one);
  /// `false` when there is none.
  @discardableResult
  static func tapItem(titled title: String, in view: View?) -> Bool {
    guard let toolbar = view?.firstDescendant(ofType: Toolbar.self),
      let item = toolbar.items?.first(where: { $0.title == title })
    else { return false }
    item.tap()
    return true
  }

  /// The user taps the keyboard accessory's item titled `title`.
  @discardableResult
  static func tapAccessory(titled title: String, in window: Window) -> Bool {
    tapItem(titled: title, in: window.keyboard?.accessory)
  }

  /// The selected row of the presented wheel, or `nil` when no picker is presented.
  static func presentedRow(in window: Window) -> Int? {
    presentedPicker(in: window)?.selectedRow(inComponent: 0)
  }
}
