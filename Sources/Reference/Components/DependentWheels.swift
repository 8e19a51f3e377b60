/// Wheels whose titles depend on the titles chosen on the wheels before them, as in a country → city picker.
///
/// When a wheel settles, each wheel after it is reloaded with the titles the choice before it leads to; it keeps
/// its title where the new titles still have it, and goes to its first row where they do not (Eureka's
/// `TriplePickerInputCell`). Reopening shows the value's titles on the wheels its path leads to.
///
/// ```swift
/// let cities = DependentWheels([["Japan"]: ["Tokyo", "Osaka"], ["France"]: ["Paris"]])
/// cities.titles(after: ["Japan"])  // ["Tokyo", "Osaka"]
/// ```
nonisolated public struct DependentWheels: Sendable, Hashable {
  /// The titles of a wheel, keyed by the titles chosen on every wheel before it.
  public var titles: [[String]: [String]]

  public init(_ titles: [[String]: [String]]) {
    self.titles = titles
  }

  /// The titles of the wheel that follows `choice` (the titles chosen on the wheels before it), if declared.
  public func titles(after choice: [String]) -> [String]? { titles[choice] }
}
