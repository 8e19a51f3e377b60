import InputDriving
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

extension Implementation {
  /// The same implementation, driven through device drivers: each case's component is made and placed by the app
  /// as for its platform driver (on the model, so here only), and `maker`'s device driver acts on it through public
  /// UIKit only, as a test target on a simulator or a phone would. The clauses a device driver cannot exercise do not apply (``DeviceSetAside``);
  /// neither do the accessory buttons it cannot tap.
  ///
  /// - Throws: ``DeviceRouteRefusal`` for a component no device driver of this package drives: a date keyboard, a
  ///   picker presented in a popover, a driver of its own, or input views that are new on each read.
  ///
  /// ```swift
  /// let onDevice = try ReferenceImplementations.codeView.throughDevice(UIKitDeviceDrivers())
  /// ```
  public func throughDevice(_ maker: any DeviceDriverMaker) throws(DeviceRouteRefusal) -> Implementation {
    let declared = capabilities
    guard [.pickerKeyboard, .keyInputView, .viewFactory].contains(declared.kind) else {
      throw .kindNotDriven(declared.kind)
    }
    guard !declared.presentsPopover else { throw .presentsPopover }
    let makeDriver = makeDriver
    let readings: DeviceReadings? = MainThread.run {
      let probe = PlatformEnvironment()
      return probe.makeCurrent {
        guard let device = Self.device(of: makeDriver(probe), capabilities: declared, maker: maker) else { return nil }
        return device.responder.map(DeviceReadings.init(opening:)) ?? .noResponder
      }
    }
    guard let readings else { throw .ownDriver }
    let capabilities = try readings.capabilities(from: declared)
    let base = self
    return Implementation(name: name, capabilities: capabilities, knownDeviations: knownDeviations) {
      [capabilities] environment in
      guard let device = Self.device(of: base.makeDriver(environment), capabilities: capabilities, maker: maker) else {
        preconditionFailure("\(base.name): its platform driver changed kind between two cases")
      }
      return device.driver
    }
  }

  /// A device driver for the component `platform` drives, with the same app side (and the responder device, for a
  /// responder); `nil` for a driver no device driver stands for.
  @MainActor private static func device(
    of platform: Driver, capabilities: Capabilities, maker: any DeviceDriverMaker
  ) -> (driver: Driver, responder: (any ResponderDevice)?)? {
    switch platform {
    case .factory(let factory as PlatformViewFactoryDriver):
      return (
        .factory(DeviceDrivenFactory(device: maker.viewFactory(), capabilities: capabilities, app: factory.appSide)),
        nil
      )
    case .factory:
      return nil
    case .responder(let picker as PlatformPickerKeyboardDriver) where !capabilities.presentsPopover:
      let device = maker.pickerKeyboard(driving: picker.control)
      let driver = DeviceDrivenPicker(
        device: device, capabilities: capabilities, onReleaseHost: picker.onReleaseHost, app: picker.appSide)
      return (.responder(driver), device)
    case .responder(let field as PlatformKeyInputDriver):
      let device = maker.keyInput(driving: field.control)
      let driver = DeviceDrivenKeyInput(
        device: device, capabilities: capabilities, observesAnswers: true, onReleaseHost: field.onReleaseHost,
        text: field.readText, hooks: field.hooks)
      return (.responder(driver), device)
    case .responder(let embedded as PlatformEmbeddedKeyInputDriver):
      let device = maker.keyInput(driving: embedded.component)
      let driver = DeviceDrivenKeyInput(
        device: device, capabilities: capabilities, observesAnswers: false, onReleaseHost: nil,
        text: embedded.readText, hooks: embedded.hooks)
      return (.responder(driver), device)
    case .responder:
      return nil
    }
  }
}
