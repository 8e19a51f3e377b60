/// A set of observation names as one machine word, a bit per name: what the checking loop compares at every step
/// without hashing the names.
nonisolated struct FieldSet: OptionSet, Hashable, Sendable {
  let rawValue: UInt64

  init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The set of one name.
  init(_ name: ObservedField.Name) { rawValue = 1 << UInt64(name.ordinal) }

  /// The set of `names`.
  init(_ names: some Sequence<ObservedField.Name>) {
    rawValue = names.reduce(0) { $0 | 1 << UInt64($1.ordinal) }
  }

  /// Whether the two sets share a name.
  func meets(_ other: FieldSet) -> Bool { rawValue & other.rawValue != 0 }

  /// The names of this set that are not in `other` (plain bit arithmetic).
  func removing(_ other: FieldSet) -> FieldSet { FieldSet(rawValue: rawValue & ~other.rawValue) }
}

nonisolated extension ObservedField.Name {
  /// The name's position in report order: its bit in a ``FieldSet``. The switch is exhaustive, so a new name must
  /// take a position here; a test checks that no two share one.
  var ordinal: Int {
    switch self {
    case .firstResponder: 0
    case .inWindow: 1
    case .keyboard: 2
    case .controlEvents: 3
    case .editingEvents: 4
    case .canBecome: 5
    case .canResign: 6
    case .lastCallResult: 7
    case .text: 8
    case .hasText: 9
    case .shownText: 10
    case .completions: 11
    case .wheels: 12
    case .rows: 13
    case .value: 14
    case .results: 15
    case .callbacks: 16
    case .valueRows: 17
    case .cancellations: 18
    case .date: 19
    case .pickerDate: 20
    case .mode: 21
    case .countDown: 22
    case .valueChanged: 23
    case .editMenu: 24
    case .caret: 25
    case .selectionRects: 26
    case .locale: 27
    case .calendar: 28
    case .timeZone: 29
    case .style: 30
    case .outcomes: 31
    case .parts: 32
    case .shownTexts: 33
    case .playCount: 34
    }
  }
}
