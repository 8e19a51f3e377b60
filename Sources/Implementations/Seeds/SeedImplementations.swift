import InputConformance
import InputGenerators

/// The five seed designs, ported onto the platform model, with the capabilities each declares.
public enum SeedImplementations {
  /// Every seed group, `seed-000` … `seed-004`.
  public static let all: [ImplementationGroup] = [
    ImplementationGroup(name: "seed-000", members: [seed000]),
    ImplementationGroup(name: "seed-001", members: [seed001]),
    ImplementationGroup(name: "seed-002", members: [seed002]),
    ImplementationGroup(name: "seed-003", members: seed003),
    ImplementationGroup(name: "seed-004", members: [seed004]),
  ]

  /// Seed 000: a live picker keyboard that adopts key input; tap (`touchUpInside`) opens it; one accessory
  /// button, titled "Close" by this port (the slides elide the title); the app can replace `var data`.
  public static let seed000 = Seed000.PickerKeyboard.implementation(name: "seed-000", capabilities: seed000Capabilities)

  /// Seed 000's declaration.
  public static let seed000Capabilities: Capabilities = {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .key, .pick])
    capabilities.acceptsKeyInput = true
    capabilities.accessoryRoles = [.close]
    capabilities.commitStyle = .live
    capabilities.components = [["Mon.", "Tue.", "Wed.", "Thu.", "Fri.", "Sut.", "Sun."]]
    capabilities.canSetData = true
    return capabilities
  }()

  /// Seed 001: a transactional picker keyboard (the value is the owner's label, set on Done) with Cancel and
  /// Done; the owner's `initSelectedRow` is 3; the data is the owner's `let dataSource`.
  public static let seed001: Implementation = {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.accessoryRoles = [.cancel, .done]
    capabilities.commitStyle = .transactional
    capabilities.components = [["いち", "に", "さん", "よん", "ご", "ろく", "なな"]]
    capabilities.placeholderRow = 3
    // `inputView` builds a new picker on every read, but keeps the last one in `var pickerView`, internal to the
    // app's module: the app selects on it.
    capabilities.appReachesPicker = true
    return Seed001.implementation(name: "seed-001", capabilities: capabilities)
  }()

  /// Seed 002: a date keyboard in `.date` mode, locale `ja`, `.long` style, with Today (今日) and Done.
  public static let seed002: Implementation = {
    var capabilities = Capabilities(kind: .dateKeyboard, families: [.resp, .date])
    capabilities.accessoryRoles = [.today, .done]
    capabilities.dateMode = .date
    capabilities.localeIdentifier = "ja"
    capabilities.dateStyle = .long
    // The seed keeps its picker private and leaves only `inputView` to reach it; its article hands the picker's
    // settings to the reader ("UIDatePicker の設定やカスタマイズはお好みで", line 104), so the app sets them all.
    capabilities.dateSettings = Set(DateSetting.allCases)
    return Seed002.implementation(name: "seed-002", capabilities: capabilities)
  }()

  /// Seed 003: the view factory, one member per factory kind (code, xib as a template, storyboard as none).
  public static let seed003: [Implementation] = Capabilities.FactoryKind.allCases.map { kind in
    Seed003.implementation(name: "seed-003 (\(kind.rawValue) factory)", factory: kind)
  }

  /// Seed 004: a live picker keyboard that opens on `touchDown`, with Close (閉じる); `let array`, so the app
  /// cannot replace the data.
  public static let seed004: Implementation = {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.opensOn = .touchDown
    capabilities.accessoryRoles = [.close]
    capabilities.commitStyle = .live
    capabilities.components = [["A", "B", "C", "D", "E"]]
    return Seed004.PickerKeyboard.implementation(name: "seed-004", capabilities: capabilities)
  }()
}
