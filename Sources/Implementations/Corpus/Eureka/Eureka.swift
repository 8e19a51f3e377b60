import InputReference

/// xmartlabs/Eureka, the form library, ported onto the platform model: the parts of its core that
/// the corpus bugs B11–B16 and B43 exercise, and the rows and cells those bugs live in.
///
/// The core (`BaseRow`, `RowOf`, `Row`, `BaseCell`, `Cell`, `Section`, `Form`, `FormViewController`,
/// `InlineRowType`, `NavigationAccessoryView`) follows `Source/Core/*.swift` at 744f3573 (Eureka 5.3),
/// whose logic for what the bugs touch (who owns whom, inline expansion and collapse, selection,
/// first-responder hooks, the accessory and its Done) is the same at every corpus commit, except where
/// a file says otherwise. Each bug's rows and cells are ported at that bug's commits in their own file.
///
/// Ownership is kept exactly, because B11, B12 and B16 are about it: a `Form` owns its sections, a
/// `Section` its rows, a `Row` its cell (`lazy var cell`), and a `Cell` points back at its row through
/// `public weak var row: RowOf<T>!`. Releasing a row therefore makes `cell.row` nil, and a later
/// callback that unwraps it traps, as on a device.
///
/// Dropped from the core (nothing the bugs do reaches it): validation, `hidden`/`disabled` conditions
/// and their observers (a row's disabled state is its cache), tags and `rowBy(tag:)`, `RowDefaults`,
/// swipe actions, multivalued sections, section headers and footers, heights, presenters, keyboard
/// notifications and scrolling, KVO (the sections notify the form's delegate directly, in the order the
/// KVO observer did), and all colours, fonts and layout.
///
/// Model substitutions: the device's clock, calendar, locale and time zone (`Date()`, `Calendar.current`,
/// `Locale.current`) are the ``PlatformEnvironment`` of the form's controller; UIKit's responder chain
/// from a cell to its view controller is the chain of superviews up to the controller's root view.
public enum Eureka {
  /// A navigation direction, as Eureka's `Direction`.
  public enum Direction: Sendable { case up, down }
}
