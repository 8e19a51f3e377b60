import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// What the suite reads from one component made for the purpose, as public UIKit shows it: the host from its class,
/// then, once it is open, the wheels from its picker's data source and the accessory buttons from its toolbar.
@MainActor enum ComponentProbe {
  /// A picker keyboard's readings.
  struct Picker: Sendable {
    var host: Capabilities.Host
    var wheels: [[String]]
    var accessoryRoles: Set<AccessoryRole>
    var initialValue: [String]?
    var adoptsKeyInput: Bool
  }

  /// Opens one component of `declaration` in a world of its own and reads it.
  static func picker<Component>(of declaration: PickerKeyboardDeclaration<Component>) -> Picker {
    let environment = PlatformEnvironment()
    return environment.makeCurrent {
      let window = Window(environment: environment)
      let component = declaration.make()
      let initialValue = declaration.value?.member.read?(component)
      var opened: [View] = []
      let host: Capabilities.Host
      switch declaration.host {
      case .responder:
        guard let control = component as? Control else {
          preconditionFailure(
            "\(declaration.name): \(type(of: component)) is no UIControl; declare `host = .popover(…)`")
        }
        host = control is TextField ? .textField : .control
        control.layOutOnScreen()
        window.addSubview(control)
        declaration.whenShown?(component)
        if control.becomeFirstResponder(), let area = window.keyboard {
          opened = [area.inputView, area.accessory].compactMap { $0 }
        }
      case .popover(let present):
        host = .popover
        let screen = UIViewController()
        window.rootViewController = screen
        let button = Button(title: "Show")
        screen.view.addSubview(button)
        present.write?(
          component,
          PopoverShowing(origin: button, viewController: screen, report: { _ in }, cancel: {}, keptValue: { nil }))
        opened = window.shownPopovers.first.map { [$0.content] } ?? []
      }
      let picker = opened.lazy.compactMap { $0.firstDescendant(ofType: PickerView.self) }.first
      guard let wheels = declaration.wheels ?? picker.map(readWheels) else {
        preconditionFailure(
          "\(declaration.name): no UIPickerView shows once it is open; declare `wheels` if it shows only later")
      }
      let roles = opened.reduce(into: Set<AccessoryRole>()) { $0.formUnion(accessoryRoles(in: $1)) }
      return Picker(
        host: host, wheels: wheels, accessoryRoles: roles, initialValue: initialValue,
        adoptsKeyInput: component is any KeyInput)
    }
  }

  /// The titles of every row of every wheel, as the picker's delegate gives them.
  static func readWheels(of picker: PickerView) -> [[String]] {
    (0..<picker.numberOfComponents).map { wheel in
      (0..<picker.numberOfRows(inComponent: wheel)).map { picker.title(forRow: $0, inComponent: wheel) ?? "" }
    }
  }

  /// The roles of the toolbar items and buttons shown, by their titles ("Done", "完了", "Cancel"…).
  static func accessoryRoles(in view: View) -> Set<AccessoryRole> {
    var roles: Set<AccessoryRole> = []
    for shown in view.selfAndDescendants {
      for item in (shown as? Toolbar)?.items ?? [] {
        if let role = item.title.flatMap(AccessoryRole.init(title:)) { roles.insert(role) }
      }
      if let role = (shown as? Button)?.title.flatMap(AccessoryRole.init(title:)) { roles.insert(role) }
    }
    return roles
  }
}
