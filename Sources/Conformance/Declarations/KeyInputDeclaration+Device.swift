import InputDriving
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

extension KeyInputDeclaration {
  /// The implementation driven by device drivers from the first step, as a test target on a simulator or a phone
  /// would run it: each component is made and handed to `maker`, whose driver puts it in a window of its own, and its
  /// host, its own keys and its buttons are read through that driver, not through the model. The app side is the
  /// declaration's, as for ``implementation``. Here it runs on the model's UIKit; on a device it is not built (the
  /// runner's isolation needs `Process`; README, "On a device").
  ///
  /// - Throws: ``DeviceRouteRefusal/unstableInputViews`` for a component whose input views are new on each read.
  ///
  /// ```swift
  /// let pin = try KeyInputDeclaration(name: "pin", make: PinView.init, text: ComponentMember(\.code))
  ///   .implementation(through: UIKitDeviceDrivers())
  /// ```
  public func implementation(through maker: any DeviceDriverMaker) throws(DeviceRouteRefusal) -> Implementation {
    let declaration = self
    let (probe, readings) = MainThread.run {
      let environment = PlatformEnvironment()
      return environment.makeCurrent { () -> (ComponentProbe.KeyInputReadings, DeviceReadings) in
        let component = declaration.make()
        let device = maker.keyInput(driving: component)
        declaration.whenShown?(component)
        let readings = DeviceReadings(opening: device)
        let probe = ComponentProbe.KeyInputReadings(
          host: device.takesKeysInTextField ? .textField : .control, customKeys: device.keyTitles,
          accessoryRoles: Set(device.keyboard.accessoryRoles))
        return (probe, readings)
      }
    }
    let capabilities = try readings.capabilities(from: capabilities(reading: probe))
    return Implementation(name: name, capabilities: capabilities, knownDeviations: knownDeviations) {
      _, capabilities in
      let component = declaration.make()
      let device = maker.keyInput(driving: component)
      let app = declaration.appSide(of: component)
      let driver = DeviceDrivenKeyInput(
        device: device, capabilities: capabilities, observesAnswers: false, onReleaseHost: nil, text: app.text,
        hooks: app.hooks)
      // On its screen now: the app configures it, then listens.
      declaration.whenShown?(component)
      app.log.kept = declaration.completions?.listen(component) { app.log.codes.append($0) }
      return .responder(driver)
    }
  }
}
