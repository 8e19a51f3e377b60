import Foundation
import InputReference

extension Eureka {
  /// `final class Form` (Source/Core/Form.swift at 744f3573): the sections of a form.
  public final class Form {
    /// Default options of the navigation accessory (a `static var` in Eureka; no port changes it).
    public static let defaultNavigationOptions = RowNavigationOptions.Enabled.union(.SkipCanNotBecomeFirstResponderRow)

    /// The default options that define when an inline row will be hidden (a `static var` in Eureka).
    public static let defaultInlineRowHideOptions = InlineRowHideOptions.FirstResponderChanges.union(
      .AnotherInlineRowIsShown)

    /// The options that define when an inline row will be hidden. If nil then `defaultInlineRowHideOptions` are used
    public var inlineRowHideOptions: InlineRowHideOptions?

    /// Delegate of this form.
    public weak var delegate: (any FormDelegate)?

    /// The device's world (model substitution), set by the controller that shows the form.
    public var environment: PlatformEnvironment?

    private var sections: [Section] = []

    public init() {}

    /// Returns the row at the given indexPath
    public subscript(indexPath: IndexPath) -> BaseRow {
      return self[indexPath.section][indexPath.row]
    }

    public subscript(position: Int) -> Section {
      return sections[position]
    }

    public var count: Int { return sections.count }

    /// The index of a section, by identity.
    public func firstIndex(of section: Section) -> Int? {
      return sections.firstIndex { $0 === section }
    }

    /// The visible rows of this form.
    public var rows: [BaseRow] { return sections.flatMap(\.shownRows) }

    /// All the rows of this form. Includes the hidden rows.
    public var allRows: [BaseRow] { return sections.flatMap(\.allRows) }

    /// Appends a section. (Eureka also tells its delegate, which inserts the section into a table
    /// already shown; the ports build their forms before the table first loads.)
    public func append(_ formSection: Section) {
      sections.append(formSection)
      formSection.wasAddedTo(form: self)
    }

    func nextRow(for row: BaseRow) -> BaseRow? {
      let allRows = rows
      guard let index = allRows.firstIndex(of: row) else { return nil }
      guard index < allRows.count - 1 else { return nil }
      return allRows[index + 1]
    }

    func previousRow(for row: BaseRow) -> BaseRow? {
      let allRows = rows
      guard let index = allRows.firstIndex(of: row) else { return nil }
      guard index > 0 else { return nil }
      return allRows[index - 1]
    }
  }

  /// `protocol FormDelegate`.
  @MainActor public protocol FormDelegate: AnyObject {
    func rowsHaveBeenAdded(_ rows: [BaseRow], at: [IndexPath])
    func rowsHaveBeenRemoved(_ rows: [BaseRow], at: [IndexPath])
    func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?)
  }

  /// `struct RowNavigationOptions`.
  public struct RowNavigationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No navigation.
    public static let Disabled = RowNavigationOptions([])
    /// Full navigation.
    public static let Enabled = RowNavigationOptions(rawValue: 1)
    /// Break navigation when next row is disabled.
    public static let StopDisabledRow = RowNavigationOptions(rawValue: 2)
    /// Break navigation when next row cannot become first responder.
    public static let SkipCanNotBecomeFirstResponderRow = RowNavigationOptions(rawValue: 4)
  }

  /// `struct InlineRowHideOptions`.
  public struct InlineRowHideOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Never collapse automatically. Only when user taps inline row.
    public static let Never = InlineRowHideOptions([])
    /// Collapse when another inline row expands. Just one inline row will be expanded at a time.
    public static let AnotherInlineRowIsShown = InlineRowHideOptions(rawValue: 1)
    /// Collapse when first responder changes.
    public static let FirstResponderChanges = InlineRowHideOptions(rawValue: 2)
  }
}
