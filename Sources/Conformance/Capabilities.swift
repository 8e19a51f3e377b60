import Foundation
import InputGenerators
import InputReference

/// What an implementation declares about itself; the declaration selects the clauses that apply
/// (CONFORMANCE.md, "Capabilities").
public struct Capabilities: Sendable, Hashable {
  /// The kind of component.
  public enum Kind: String, Sendable, Hashable, Codable {
    case pickerKeyboard, dateKeyboard, keyInputView, viewFactory
  }

  /// The touch event that opens the keyboard (RESP-16).
  public enum OpeningTouch: String, Sendable, Hashable, Codable {
    case touchUpInside, touchDown
  }

  /// What the component is.
  public var kind: Kind
  /// The families of clauses it is judged against.
  public var families: Set<ContractFamily>
  /// The touch that opens it.
  public var opensOn: OpeningTouch = .touchUpInside
  /// Whether it adopts key input (KEY applies; typing events are sent).
  public var acceptsKeyInput = false
  /// The accessory buttons it offers.
  public var accessoryRoles: Set<AccessoryRole> = []

  // MARK: Picker keyboards
  /// Live or transactional (PICK-10).
  public var commitStyle: CommitStyle = .transactional
  /// The initial data, one array of titles per component.
  public var components: [[String]] = []
  /// The row the picker shows when there is no value (an owner's `initSelectedRow`); 0 by default.
  public var placeholderRow = 0
  /// Whether the app can replace the data.
  public var canSetData = false

  // MARK: Date keyboards
  /// The initial date picker mode.
  public var dateMode: DateMode = .date
  /// The locale the component sets on its picker, if any.
  public var localeIdentifier: String?
  /// The date style of the text.
  public var dateStyle: DateFormatter.Style = .long

  // MARK: View factories
  /// Which factory builds the views.
  public var factory: FactoryKind = .code

  /// The factory kinds of seed 003.
  public enum FactoryKind: String, Sendable, Hashable, Codable, CaseIterable {
    case code, template, none
  }

  public init(kind: Kind, families: Set<ContractFamily>) {
    self.kind = kind
    self.families = families
  }

  /// Whether a clause applies to a component with these capabilities.
  public func applies(_ clause: ClauseID) -> Bool {
    guard families.contains(clause.family) else { return false }
    switch (clause.family, clause.number) {
    case (.pick, 14): return accessoryRoles.contains(.cancel)
    case (.pick, 16): return accessoryRoles.contains(.close)
    case (.pick, 13): return components.count > 1
    case (.pick, 21), (.pick, 5): return canSetData
    case (.pick, 19): return canSetData || components.contains(where: \.isEmpty)
    // Checked by the example tests: no event makes a broken template.
    case (.fact, 6): return false
    case (.date, 14): return accessoryRoles.contains(.cancel)
    case (.date, 10), (.date, 20), (.date, 21): return accessoryRoles.contains(.today)
    case (.resp, 14), (.resp, 17): return kind == .dateKeyboard
    case (.key, _): return acceptsKeyInput
    default: return true
    }
  }
}
