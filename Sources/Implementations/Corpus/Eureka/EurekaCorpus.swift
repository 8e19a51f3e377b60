import InputConformance
import InputReference

/// The Eureka bugs of the real-bug corpus (B11–B16, B43): each port, and a runner declaration where
/// today's events and drivers can express the trigger.
public enum EurekaCorpus {
  /// The seven bugs, in corpus order.
  public static let bugs: [CorpusBug] = [b11, b12, b13, b14, b15, b16, b43]

  static let inlineNeeds = [
    "inline presentation: the picker is a row inserted in the form's table below the tapped row, not an input view (a capability, and a driver that finds the picker in the table)",
    "collapse of the inline row (tap the row again, or `.releaseHost`: the owner releases the inline row)",
    "late settle after the collapse (quirk: UIKit delivers didSelectRow/titleForRow to the removed cell while it animates out)",
  ]

  static let b11 = CorpusBug(
    id: "B11", repository: "xmartlabs/Eureka",
    issue: "https://github.com/xmartlabs/Eureka/issues/208 (dup #309), fix PR #225",
    buggyCommit: "6aff0d462daebf0ff442fdd54eed5f195202aa1f", fixCommit: "3f40652ce97b183bb4c9815fd2a1868c7b9bb5cf",
    clause: "PICK-12", expectedClause: "RESP-21",
    trigger: [
      "open the inline picker (tap the PickerInlineRow)", "fling the wheel past the end",
      "collapse the inline row before the wheel settles",
      "the wheel settles: late didSelectRow on a cell whose row is gone",
    ],
    buggy: nil, fixed: nil, needs: inlineNeeds, notPortable: nil)

  static let b12 = CorpusBug(
    id: "B12", repository: "xmartlabs/Eureka",
    issue: "https://github.com/xmartlabs/Eureka/issues/1587 , fix PR https://github.com/xmartlabs/Eureka/pull/1598",
    buggyCommit: "d803646c2eec7d874c982ccf11155bb89530f3f8", fixCommit: "5c0f06ae2d1295db633daaabeb19ab65723b6ad1",
    clause: "PICK-12", expectedClause: "RESP-21",
    trigger: [
      "open the double inline picker", "spin wheel 0", "collapse before the wheel settles",
      "the wheel settles: delegate method on a cell whose row was deleted",
    ],
    buggy: nil, fixed: nil, needs: inlineNeeds, notPortable: nil)

  static let b13 = CorpusBug(
    id: "B13", repository: "xmartlabs/Eureka",
    issue: "https://github.com/xmartlabs/Eureka/issues/1642 , fix PR https://github.com/xmartlabs/Eureka/pull/1644",
    buggyCommit: "912135a44ded859857dd544bac211906d9a0b918", fixCommit: "72d5ede0a651363faeeee5ad328e72a7983c238a",
    clause: "PICK-13", expectedClause: "PICK-22",
    trigger: [
      "value (a1, b3, c2)", "spin wheel 0 to a2, whose second list has 1 item",
      "reloadComponent(1) reads counts with the old value; the titles read next index the new list: out of range",
    ],
    buggy: TriplePickerInputPort.implementation(.buggy), fixed: TriplePickerInputPort.implementation(.fixed),
    // Driven, never caught (CORPUS.md): these are what a catch needs.
    needs: [
      "PickerView model: UIKit reads the titles of the visible rows (selection ± 2) when a wheel is reloaded or moved by selectRow; the model reads titles only when asked, so the stale counts never reach a title read and the cell's final update() re-syncs the wheels",
      "capability: dependent wheels (a wheel's titles depend on the wheels before it); the reference keyboard's wheels are independent, so it differs from both ports after the first spin of wheel 0",
      "capability: Done without a result (Eureka's navigation Done only ends editing; PICK-8 expects a result)",
      "driver hook: a host view that `.removeFromWindow`/`.addToWindow` move (the form's view), not the control: PlatformDriver moves the cell itself out of its table, after which no row selection or accessory can reach it (false RESP-9, RESP-16, PICK-15)",
      "PickerView model: a settle reports didSelectRow for a wheel that an earlier wheel's didSelectRow reloaded (its spin abandoned), with the row aimed at before the reload; UIKit would report a row of the new data (both ports trap on spin 1, spin 0, settle)",
    ],
    notPortable: nil)

  static let b14 = CorpusBug(
    id: "B14", repository: "xmartlabs/Eureka", issue: "https://github.com/xmartlabs/Eureka/issues/450",
    buggyCommit: "456159785cab1db062677ba25e9763adb3bc2c32", fixCommit: "bf2ed9175183bed26b7876e53134df46616f0eab",
    clause: "PICK-19", expectedClause: "PICK-19",
    trigger: ["options []", "touch and drag the wheel: didSelectRow(0)", "options[0] traps"],
    buggy: nil, fixed: nil,
    needs: [
      "table presentation: the picker is shown inside the row's cell, not as an input view (a capability, and a driver that finds the picker in the table)",
      "quirk: dragging an empty wheel reports didSelectRow(0) (the model ignores spins out of range)",
    ],
    notPortable: nil)

  static let b15 = CorpusBug(
    id: "B15", repository: "xmartlabs/Eureka",
    issue: "https://github.com/xmartlabs/Eureka/issues/2212 , fix PR https://github.com/xmartlabs/Eureka/pull/2213",
    buggyCommit: "744f3573ac99818f50e9070a40ff5774000706c9", fixCommit: "e0c6d6ba11933a8f9b2b7a2368e984a7f41ff343",
    clause: "PICK-9", expectedClause: "PICK-9",
    trigger: ["tap a PickerInputRow", "tap Done on the accessory toolbar: still first responder"],
    buggy: PickerInputPort.implementation(bug: "b15", accessory: .buggy),
    fixed: PickerInputPort.implementation(bug: "b15", accessory: .fixed),
    // Its fixed port's remaining differences are suite false positives (CORPUS.md FP-4, FP-5).
    needs: [],
    notPortable: nil)

  static let b16 = CorpusBug(
    id: "B16", repository: "xmartlabs/Eureka", issue: "https://github.com/xmartlabs/Eureka/issues/2261",
    buggyCommit: "028ef8e3191a256b8f6b8bb6b9496efcb0762dbc", fixCommit: nil,
    clause: "RESP-11", expectedClause: "RESP-21",
    trigger: [
      "the cell is first responder", "its row is released (removed from the form; the cell animates out)",
      "UIKit reads inputAccessoryView again: row! is nil",
    ],
    buggy: PickerInputPort.releasedRowImplementation(), fixed: nil, needs: [],
    notPortable: nil)

  static let b43 = CorpusBug(
    id: "B43", repository: "xmartlabs/Eureka", issue: "https://github.com/xmartlabs/Eureka/issues/683",
    buggyCommit: "3efe00e9a65a48c8823e7622dcd478efdc78b753", fixCommit: "96f6a79f3213183bf0d741e19ea518721f8549b4",
    clause: "DATE-9", expectedClause: "DATE-9",
    trigger: ["CountDownRow value 1:30", "the cell text reads 'Optional(1) hour Optional(30) min'"],
    buggy: nil, fixed: nil,
    needs: [
      "a date-keyboard driver whose control is a table cell (PlatformDateKeyboardDriver takes a UITextField)",
      "capability: the component's countdown text format ('1 hour 30 min'); the reference formats a countdown 'H:mm'",
      "DatePicker model: in countdown mode `date` follows the wheels (their hour and minute in the picker's calendar and time zone); the rows read `sender.date`",
    ],
    notPortable: nil)
}

/// B15's host (and B16's): a `PickerInputRow<String>` in a form, judged as a live picker keyboard with Done.
enum PickerInputPort {
  static let options = ["A", "B", "C"]

  /// B16's port: a picker input row whose owner (the app's form) can remove it while its cell is first
  /// responder (`.releaseHost`): the form drops the row, the harness drops its own reference, and the cell
  /// stays in the table, still first, while it animates out.
  static func releasedRowImplementation() -> Implementation {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.accessoryRoles = [.done]
    capabilities.commitStyle = .live
    capabilities.doneEmitsResult = false  // the navigation Done only ends editing: the row's value is live
    capabilities.appReachesPicker = true  // the cell's public `picker` (`row.cell.picker`), which is its `inputView`
    capabilities.components = [options]
    capabilities.ownerReleasesModel = true
    return Implementation(
      name: "corpus/eureka/b16/buggy", capabilities: capabilities, knownDeviations: Eureka.knownDeviations
    ) { environment, capabilities in
      final class Holder {
        var row: Eureka.PickerInputRow<String>?
        var value: [String]?
      }
      let holder = Holder()
      let row = Eureka.PickerInputRow<String>("picker") { $0.options = options }
      holder.row = row
      let cell = row.cell!
      let (window, controller) = Eureka.showForm([row], environment: environment)
      let driver = PlatformPickerKeyboardDriver(
        control: cell, window: window, capabilities: capabilities,
        value: {
          withExtendedLifetime(controller) {
            if let row = holder.row { holder.value = row.value.map { [$0] } }
            return holder.value  // once the row is gone, the value it last had
          }
        }, results: { [] }, data: { [options] })
      controller.tableView.reloadData()
      driver.onReleaseHost = { [weak controller] in
        guard let controller, holder.row != nil, controller.form[0].count > 0 else { return }
        _ = controller.form[0].remove(at: 0)
        holder.row = nil
      }
      return .responder(driver)
    }
  }

  static func implementation(bug: String, accessory: CorpusVersion) -> Implementation {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.accessoryRoles = [.done]
    capabilities.commitStyle = .live
    capabilities.doneEmitsResult = false  // the navigation Done only ends editing: the row's value is live
    capabilities.appReachesPicker = true  // the cell's public `picker` (`row.cell.picker`), which is its `inputView`
    capabilities.components = [options]
    return Implementation(
      name: "corpus/eureka/\(bug)/\(accessory.rawValue)", capabilities: capabilities,
      knownDeviations: Eureka.knownDeviations
    ) {
      environment, capabilities in
      let row = Eureka.PickerInputRow<String>("picker") { $0.options = options }
      let (window, controller) = Eureka.showForm([row], environment: environment, navigationAccessory: accessory)
      return Eureka.pickerRowDriver(
        cell: row.cell, controller: controller, window: window, capabilities: capabilities,
        value: { row.value.map { [$0] } }, data: { [row.options] })
    }
  }
}

/// B13's port: a `TriplePickerInputRow` whose second and third lists depend on the wheels before them.
enum TriplePickerInputPort {
  static let first = ["a1", "a2"]
  static func second(_ a: String) -> [String] { a == "a1" ? ["b1", "b2", "b3"] : ["b1"] }
  static func third(_ a: String, _ b: String) -> [String] { a == "a1" ? ["c1", "c2"] : ["c1"] }

  /// The second wheel's titles after each first title, and the third's after each pair.
  static let dependentWheels = DependentWheels(
    Dictionary(
      uniqueKeysWithValues: first.map { a in ([a], second(a)) }
        + first.flatMap { a in second(a).map { b in ([a, b], third(a, b)) } }))

  /// The row the harness shows.
  static func makeRow(_ version: CorpusVersion) -> Eureka.TriplePickerInputRow<String, String, String> {
    let row = Eureka.TriplePickerInputRow<String, String, String>("triple") { row in
      row.firstOptions = { first }
      row.secondOptions = second
      row.thirdOptions = third
    }
    row.cell.version = version
    return row
  }

  static func implementation(_ version: CorpusVersion) -> Implementation {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.accessoryRoles = [.done]
    capabilities.commitStyle = .live
    capabilities.doneEmitsResult = false  // the navigation Done only ends editing: the row's value is live
    capabilities.appReachesPicker = true  // the cell's public `picker` (`row.cell.picker`), which is its `inputView`
    capabilities.components = [first, second(first[0]), third(first[0], second(first[0])[0])]
    capabilities.dependentWheels = dependentWheels
    return Implementation(
      name: "corpus/eureka/b13/\(version.rawValue)", capabilities: capabilities, knownDeviations: Eureka.knownDeviations
    ) {
      environment, capabilities in
      let row = makeRow(version)
      let (window, controller) = Eureka.showForm([row], environment: environment)
      return Eureka.pickerRowDriver(
        cell: row.cell, controller: controller, window: window, capabilities: capabilities,
        value: { row.value.map { [$0.a, $0.b, $0.c] } },
        data: {
          let a = row.selectedFirst()
          let b = row.selectedSecond()
          return [row.firstOptions(), row.secondOptions(a), row.thirdOptions(a, b)]
        })
    }
  }
}
