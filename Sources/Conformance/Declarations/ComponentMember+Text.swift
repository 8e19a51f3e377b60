nonisolated extension ComponentMember where Value == String {
  /// A text property that may be `nil` (as `UITextField.text`), read as empty when it is.
  public init(_ keyPath: KeyPath<Component, String?>) {
    let path = UncheckedKeyPath(keyPath)
    self.init("\(keyPath)", reading: { $0[keyPath: path.keyPath] ?? "" })
  }

  /// A text property that may be `nil`, which the app sets.
  public init(_ keyPath: ReferenceWritableKeyPath<Component, String?>) {
    let path = UncheckedWritableKeyPath(keyPath)
    self.init(name: "\(keyPath)", read: { $0[keyPath: path.keyPath] ?? "" }, write: { $0[keyPath: path.keyPath] = $1 })
  }
}

nonisolated extension ComponentMember where Value == Void {
  /// A method the app calls with nothing (a re-render), named as the component's documentation names it.
  public init(_ name: String, calling call: @escaping @MainActor (Component) -> Void) {
    self.init(name, { component, _ in call(component) })
  }
}
