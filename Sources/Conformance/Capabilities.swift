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
  /// What hosts the key input: a plain `UIKeyInput` view or a `UITextField` (KEY-11).
  public var keyHost: KeyHost = .keyInputView
  /// The accessory buttons it offers.
  public var accessoryRoles: Set<AccessoryRole> = []

  // MARK: Picker keyboards
  /// Live or transactional (PICK-10).
  public var commitStyle: CommitStyle = .transactional
  /// The initial data, one array of titles per component.
  public var components: [[String]] = []
  /// The row the picker shows when there is no value (an owner's `initSelectedRow`); 0 by default,
  /// ignored when out of range (PICK-7, PICK-15, PICK-20).
  public var placeholderRow = 0
  /// Whether the app can replace the data.
  public var canSetData = false
  /// What Done does while a wheel spins (PICK-8).
  public var doneWhileSpinning: DoneWhileSpinning = .waitsForSettle
  /// The outcome of a dismissal without Done, Cancel or Close, reported by one callback; `nil` when
  /// the component has no outcome callbacks (RESP-19).
  public var dismissalOutcome: DismissalOutcome?

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

  /// What Done does while a wheel spins (PICK-8).
  public enum DoneWhileSpinning: String, Sendable, Hashable, Codable, CaseIterable {
    /// Done is remembered; the result comes when the wheel settles (the reference's choice).
    case waitsForSettle
    /// Done stops the wheel on its destination first, then emits.
    case settlesFirst
    /// Done does nothing while a wheel moves.
    case ignored
  }

  /// The outcome of a dismissal without Done, Cancel or Close (RESP-19).
  public enum DismissalOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    case commit, discard
  }

  /// What hosts key input (KEY-11).
  public enum KeyHost: String, Sendable, Hashable, Codable {
    /// A view adopting only `UIKeyInput`: return inserts a newline.
    case keyInputView
    /// A `UITextField`: return calls `textFieldShouldReturn` and inserts nothing.
    case textField
  }

  /// The factory kinds of seed 003.
  public enum FactoryKind: String, Sendable, Hashable, Codable, CaseIterable {
    case code, template, none
  }

  public init(kind: Kind, families: Set<ContractFamily>) {
    self.kind = kind
    self.families = families
  }

  /// Whether a clause applies to a component with these capabilities: its family is declared
  /// and its declaration's needs are met (`Sources/Conformance/Clauses`).
  public func applies(_ clause: ClauseID) -> Bool {
    ClauseRules.rule(clause)?.applies(to: self) ?? false
  }
}
