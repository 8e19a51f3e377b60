/// A driver with its family protocols looked up once: the checking loop asks for them at every
/// step, and a cast to a protocol is a runtime conformance lookup.
nonisolated public struct DriverFacets {
  public let driver: Implementation.Driver
  public let responder: (any ResponderDriver)?
  public let key: (any KeyInputDriver)?
  public let picker: (any PickerKeyboardDriver)?
  public let date: (any DateKeyboardDriver)?
  public let factory: (any ViewFactoryDriver)?

  public init(_ driver: Implementation.Driver) {
    self.driver = driver
    switch driver {
    case .responder(let responder):
      self.responder = responder
      key = responder as? any KeyInputDriver
      picker = responder as? any PickerKeyboardDriver
      date = responder as? any DateKeyboardDriver
      factory = nil
    case .factory(let factory):
      self.factory = factory
      responder = nil
      key = nil
      picker = nil
      date = nil
    }
  }
}
