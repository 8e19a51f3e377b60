/// Where a picker keyboard keeps its committed value, in the shape the component uses; the suite reads it as one
/// title per wheel.
///
/// ```swift
/// picker.value = .title(\SizePicker.size)          // a String? for a one-wheel picker
/// picker.value = .titles(\DatePartPicker.parts)    // [String] for several wheels
/// ```
nonisolated public struct PickerValue<Component>: Sendable {
  let member: ComponentMember<Component, [String]?>

  /// A one-wheel picker's value: a title, `nil` when there is none.
  public static func title(_ keyPath: KeyPath<Component, String?>) -> Self {
    let path = UncheckedKeyPath(keyPath)
    return Self(member: ComponentMember("\(keyPath)") { $0[keyPath: path.keyPath].map { [$0] } })
  }

  /// A one-wheel picker's value that is always set.
  public static func title(_ keyPath: KeyPath<Component, String>) -> Self {
    let path = UncheckedKeyPath(keyPath)
    return Self(member: ComponentMember("\(keyPath)") { [$0[keyPath: path.keyPath]] })
  }

  /// One title per wheel, `nil` when there is none.
  public static func titles(_ keyPath: KeyPath<Component, [String]?>) -> Self {
    let path = UncheckedKeyPath(keyPath)
    return Self(member: ComponentMember("\(keyPath)") { $0[keyPath: path.keyPath] })
  }

  /// One title per wheel, always set (empty for none).
  public static func titles(_ keyPath: KeyPath<Component, [String]>) -> Self {
    let path = UncheckedKeyPath(keyPath)
    return Self(
      member: ComponentMember("\(keyPath)") { value in
        let titles = value[keyPath: path.keyPath]
        return titles.isEmpty ? nil : titles
      })
  }

  /// A value the component gives through a method or in another shape, read by `read` as one title per wheel.
  public static func read(_ name: String, _ read: @escaping @MainActor (Component) -> [String]?) -> Self {
    Self(member: ComponentMember(name, reading: read))
  }
}

/// A key path carried into the suite's main-actor closures (a key path is an immutable value).
nonisolated struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: KeyPath<Root, Value>
  init(_ keyPath: KeyPath<Root, Value>) { self.keyPath = keyPath }
}
