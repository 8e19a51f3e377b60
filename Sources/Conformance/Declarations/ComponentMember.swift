/// A public member of a component that the suite reads or sets, with the name it goes by in reports: what the
/// declaration says the component offers (`\SizePicker.size`, `setData(_:)`), never the harness's reach into it.
///
/// ```swift
/// ComponentMember(\SizePicker.size)                                  // read, named "\SizePicker.size"
/// ComponentMember("select(row:)") { (picker: SizePicker, row: Int) in picker.select(row: row) }
/// ```
nonisolated public struct ComponentMember<Component, Value>: @unchecked Sendable {
  /// How reports name the member: the key path, or the method's name as the declaration gives it.
  public let name: String
  let read: (@MainActor (Component) -> Value)?
  let write: (@MainActor (Component, Value) -> Void)?

  init(
    name: String, read: (@MainActor (Component) -> Value)?, write: (@MainActor (Component, Value) -> Void)?
  ) {
    self.name = name
    self.read = read
    self.write = write
  }

  /// A property the suite reads.
  public init(_ keyPath: KeyPath<Component, Value>) {
    let path = UncheckedKeyPath(keyPath)
    name = "\(keyPath)"
    read = { $0[keyPath: path.keyPath] }
    write = nil
  }

  /// A property the suite reads and the app sets.
  public init(_ keyPath: ReferenceWritableKeyPath<Component, Value>) {
    let path = UncheckedWritableKeyPath(keyPath)
    name = "\(keyPath)"
    read = { $0[keyPath: path.keyPath] }
    write = { $0[keyPath: path.keyPath] = $1 }
  }

  /// A method (or anything else) the app calls with a value, named as the component's documentation names it.
  public init(_ name: String, _ call: @escaping @MainActor (Component, Value) -> Void) {
    self.name = name
    read = nil
    write = call
  }

  /// A value the suite reads through a method or a computation, named as the component's documentation names it.
  public init(_ name: String, reading: @escaping @MainActor (Component) -> Value) {
    self.name = name
    read = reading
    write = nil
  }
}
