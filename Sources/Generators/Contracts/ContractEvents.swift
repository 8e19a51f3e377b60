/// The state-aware event generators of the five contract families.
///
/// Each step draws one event from the current ``EventContext``; the weights
/// favour the moments where implementations break (delete on empty text, Done
/// with empty data or during a spin, out-of-range selection, bounds that
/// cross). Events are drawn through the engine's choice sequence, so a failing
/// trace shrinks like any other generated value.
///
/// ```swift
/// var context = DrawContext(seed: 1)
/// let event = try ContractEvents.event(for: EventContext(family: .key)).generate(in: &context)
/// ```
public enum ContractEvents {
  /// The generator of the next event in `context`.
  public static func event(for context: EventContext) -> Generator<InputEvent> {
    event(from: options(for: context))
  }

  /// The weighted options the next event in `context` is drawn from, in a fixed order.
  ///
  /// A caller may raise the weight of options that are already drawn (a positive weight) before passing them to
  /// ``event(from:)``: only fresh draws change, and a recorded case replays the same events, because a replay reads
  /// the recorded option, not the weights. An option with weight 0 must stay at 0.
  public static func options(for context: EventContext) -> [(weight: Int, generator: Generator<InputEvent>)] {
    switch context.family {
    case .resp: responderEvents(context)
    case .key: keyEvents(context)
    case .pick: pickerEvents(context)
    case .date: dateEvents(context)
    case .fact: factoryEvents(context)
    }
  }

  /// The generator that draws from `options` (those with a positive weight).
  public static func event(from options: [(weight: Int, generator: Generator<InputEvent>)]) -> Generator<InputEvent> {
    .frequency(options.filter { $0.weight > 0 })
  }

  /// Draws one event from `options` in `context`: exactly what ``event(from:)``'s generator draws (the same choices,
  /// the same span), without building a generator at every step.
  public static func draw(
    from options: [(weight: Int, generator: Generator<InputEvent>)], in context: inout DrawContext
  ) throws -> InputEvent {
    var weights: [Int] = []
    var drawable: [Int] = []
    weights.reserveCapacity(options.count)
    drawable.reserveCapacity(options.count)
    for index in options.indices where options[index].weight > 0 {
      weights.append(options[index].weight)
      drawable.append(index)
    }
    precondition(!weights.isEmpty, "Generator.frequency needs at least one generator.")
    return try Generator<InputEvent>.drawBranch(weights: weights, label: branchLabel, in: &context) { choice, context in
      try options[drawable[choice]].generator.generate(in: &context)
    }
  }

  /// The span label of a drawn event, computed once.
  static let branchLabel = Generator<InputEvent>.branchLabel

  /// Whether a person, the app or the system could send `event` in `context`: the events the
  /// generators would never produce there (a countdown pick outside countdown mode, a spin with no
  /// wheel presented) are impossible. A shrunk or replayed trace must stay possible.
  public static func isPossible(_ event: InputEvent, in context: EventContext) -> Bool {
    let first = context.isFirstResponder
    // While the host screen is away, or once the owner released the control's model (its row is
    // animating out), a person cannot touch the control or its keyboard.
    if context.hostIsAway || context.hostIsReleased, event.isUserTouch { return false }
    if context.presentsPopover, !popoverAllows(event, isPresented: first) { return false }
    if context.spinsLandAtOnce, context.isSpinning, event != .settle { return false }
    if !context.touchesReachComponent, event == .tap || event == .touchUpOutside || event == .touchCancel {
      return false
    }
    switch event {
    case .spin(let component, let row):
      return first && context.rowCounts.indices.contains(component) && (0..<context.rowCounts[component]).contains(row)
    case .tapAccessory(let role): return first && context.accessoryRoles.contains(role)
    case .type, .deleteBackward:
      return first && (context.family != .pick || context.acceptsKeyInput)
    case .editMenu: return first
    case .pickDate: return first && context.dateMode != .countDownTimer
    case .pickCountDown: return first && context.dateMode == .countDownTimer
    case .spinDate: return first && context.dateMode != .countDownTimer
    case .setData, .setComponentData: return context.canSetData
    case .tapPlayInOldViews: return context.hasOldViews
    case .addToWindow: return !context.isInWindow
    case .removeFromWindow: return context.isInWindow
    // The device is set up before anything else: only ever the first event of a trace.
    case .device: return false
    case .readInputViews: return context.rereadsInputViews
    case .selectRow(let row, let component):
      return context.hasSelectionAPI
        || (context.appReachesPicker && context.rowCounts.indices.contains(component)
          && (0..<context.rowCounts[component]).contains(row))
    case .setValue: return context.hasValueSetter
    case .tapKey(let key): return first && context.customKeys.contains(key)
    case .setText: return context.appSetsText
    case .setMode(let mode): return context.dateSettings.contains(.mode) && context.dateModes.contains(mode)
    case .setDate, .setBounds, .setMinuteInterval, .setLocale, .setTimeZone, .setCalendar:
      return DateSetting.setting(of: event).map(context.dateSettings.contains) ?? true
    case .hostDisappears: return !context.hostIsAway
    case .hostReappears: return context.hostIsAway
    case .releaseHost: return context.ownerReleasesModel && !context.hostIsReleased
    default: return true
    }
  }

  /// Whether `event` can happen to a component that presents its picker in a popover from an origin button: the
  /// origin is never first responder and shows no input views, and while the popover shows, a touch on the origin
  /// lands outside the popover, which is ``InputEvent/endEditing``'s event (the system's dismissal).
  static func popoverAllows(_ event: InputEvent, isPresented: Bool) -> Bool {
    switch event {
    case .tap, .touchUpOutside, .touchCancel: !isPresented
    case .becomeFirstResponder, .resignFirstResponder, .focusOther, .removeFromWindow, .addToWindow,
      .otherRefusesToResign, .reloadInputViews, .readInputViews, .hostDisappears, .hostReappears, .releaseHost,
      .setKeyWindow, .type, .deleteBackward, .editMenu:
      false
    default: true
    }
  }

  /// The device a case runs on. Date keyboards format text, so half their cases run on another
  /// device (region, time zone, a non-Gregorian calendar among them, a moved clock): a component
  /// that reads the machine's settings instead of the injected ones is caught (DATE-8, DATE-15).
  public static func device(for family: ContractFamily) -> Generator<DeviceSettings?> {
    guard family == .date else { return .constant(nil) }
    return .frequency([(1, .constant(nil)), (1, otherDevice.map { Optional($0) })])
  }

  static let otherDevice: Generator<DeviceSettings> = Generator<(String, String, String, Int)>.zip(
    .element(of: ["ja_JP", "de_DE", "ar_EG", "th_TH", "he_IL", "en_GB", "hi_IN"]),
    .element(of: [
      "Asia/Tokyo", "America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns",
    ]),
    .element(of: ["gregorian", "japanese", "buddhist", "hebrew", "islamicUmmAlQura", "persian"]),
    .element(of: [0, 1, 45, 400, -3_000])
  ).map { DeviceSettings(locale: $0, timeZone: $1, calendar: $2, days: $3) }

  // MARK: Families

  static func responderEvents(_ context: EventContext) -> [(weight: Int, generator: Generator<InputEvent>)] {
    let first = context.isFirstResponder
    let option = { (weight: Int, event: InputEvent) in constant(event, weight, in: context) }
    return [
      option(first ? 2 : 6, .tap),
      option(2, .touchUpOutside),
      option(1, .touchCancel),
      option(2, .becomeFirstResponder),
      option(first ? 3 : 1, .resignFirstResponder),
      option(first ? 3 : 1, .focusOther),
      option(context.isInWindow ? (first ? 3 : 1) : 0, .removeFromWindow),
      option(context.isInWindow ? 0 : 4, .addToWindow),
      option(1, .setHidden(!context.isHidden)),
      option(context.isEnabled ? 1 : 3, .setEnabled(!context.isEnabled)),
      option(context.otherRefusesToResign ? 3 : 1, .otherRefusesToResign(!context.otherRefusesToResign)),
      option(2, .reloadInputViews),
      option(first && context.rereadsInputViews ? 3 : 0, .readInputViews),
      deferred(first && !context.accessoryRoles.isEmpty ? 3 : 0) { accessory(context) },
    ] + dismissals(context) + [option(1, .setKeyWindow(!context.isKeyWindow))]
  }

  /// The option that draws `event` with `weight`, or with 0 where a popover host cannot receive it
  /// (``popoverAllows(_:isPresented:)``, the one list of what a popover host is not sent).
  static func constant(
    _ event: InputEvent, _ weight: Int, in context: EventContext
  ) -> (weight: Int, generator: Generator<InputEvent>) {
    let allowed = !context.presentsPopover || popoverAllows(event, isPresented: context.isFirstResponder)
    return allowed && weight > 0 ? (weight, .constant(event)) : (0, unused)
  }

  /// An option whose generator is built only when it can be drawn (not at all at weight 0, and then at the draw):
  /// building every option's generator at every step costs more than the draw. It draws exactly what `make()`'s
  /// generator draws.
  static func deferred(
    _ weight: Int, _ make: @escaping @Sendable () -> Generator<InputEvent>
  ) -> (weight: Int, generator: Generator<InputEvent>) {
    weight > 0 ? (weight, Generator { context in try make().generate(in: &context) }) : (0, unused)
  }

  /// The generator of an option at weight 0, which is never drawn.
  static let unused = Generator<InputEvent>.constant(.tap)

  /// Ways the keyboard goes away or comes back without its buttons (RESP-19, RESP-20, RESP-21).
  static func dismissals(_ context: EventContext) -> [(weight: Int, generator: Generator<InputEvent>)] {
    let first = context.isFirstResponder
    return [
      constant(.endEditing, first ? 1 : 0, in: context),
      constant(.hostDisappears, first && !context.hostIsAway ? 1 : 0, in: context),
      constant(.hostReappears, context.hostIsAway ? 6 : 0, in: context),
      constant(
        .releaseHost, context.ownerReleasesModel && context.isSpinning && !context.hostIsReleased ? 1 : 0, in: context),
    ]
  }

  static func keyEvents(_ context: EventContext) -> [(weight: Int, generator: Generator<InputEvent>)] {
    let first = context.isFirstResponder
    return [
      (first ? 1 : 8, .constant(.tap)),
      (first ? 6 : 0, typing),
      (first ? (context.textIsEmpty ? 6 : 4) : 0, .constant(.deleteBackward)),
      (first ? 1 : 0, context.generatesUnusualInput ? oddTexts : usualOddTexts),
      // A mark of KEY-5's scripts typed alone, as Indic, Hebrew and Thai keyboards type them.
      (first ? 1 : 0, scriptMarkTyping),
      (first ? 1 : 0, .constant(.resignFirstResponder)),
      (first ? 1 : 0, .constant(.focusOther)),
      (context.appSetsText ? 2 : 0, textsSetByTheApp(accepting: context.acceptedCharacters)),
      (context.appSetsText ? 1 : 0, .constant(.setText(""))),
      deferred(first && !context.customKeys.isEmpty ? 5 : 0) { customKey(context) },
      (context.codeLength != nil ? 2 : 0, .constant(.refreshAppearance)),
    ]
  }

  static func pickerEvents(_ context: EventContext) -> [(weight: Int, generator: Generator<InputEvent>)] {
    let first = context.isFirstResponder
    let hasRows = context.rowCounts.contains { $0 > 0 }
    return [
      constant(.tap, first ? 1 : 8, in: context),
      deferred(first && hasRows ? 6 : 0) { spin(context) },
      (context.isSpinning ? 4 : 0, .constant(.settle)),
      deferred(first && !context.accessoryRoles.isEmpty ? 6 : 0) { accessory(context) },
      deferred(context.canSetData ? 2 : 0) { data(components: context.componentCount) },
      deferred(context.canSetData && context.componentCount > 1 ? 2 : 0) {
        componentData(components: context.componentCount)
      },
      deferred(context.hasSelectionAPI || context.appReachesPicker ? 2 : 0) { selectRow(context) },
      deferred(context.hasValueSetter ? 2 : 0) { valueRows(context) },
      (first && context.acceptsKeyInput ? 2 : 0, typing),
      (first && context.acceptsKeyInput ? 2 : 0, .constant(.deleteBackward)),
      constant(.resignFirstResponder, first ? 1 : 0, in: context),
      constant(.readInputViews, first && context.rereadsInputViews ? 1 : 0, in: context),
      constant(.removeFromWindow, first ? 1 : 0, in: context),
      constant(.addToWindow, context.isInWindow ? 0 : 8, in: context),
    ] + dismissals(context)
  }

  static func dateEvents(_ context: EventContext) -> [(weight: Int, generator: Generator<InputEvent>)] {
    let first = context.isFirstResponder
    let countdown = context.dateMode == .countDownTimer
    // Only the settings the component offers are changed from code (CONFORMANCE.md, "Capabilities").
    let offers = context.dateSettings.contains
    let modes = DateMode.allCases.filter(context.dateModes.contains)
    return [
      (first ? 1 : 8, .constant(.tap)),
      (first && !countdown ? 5 : 0, DateOptions.pickDate),
      (first && countdown ? 5 : 0, DateOptions.pickCountDown),
      (first && !countdown ? 2 : 0, DateOptions.spinDate),
      (context.isSpinning ? 4 : 0, .constant(.settle)),
      deferred(first && !context.accessoryRoles.isEmpty ? 5 : 0) { accessory(context) },
      (offers(.date) ? 2 : 0, DateOptions.setDate),
      (offers(.bounds) ? 3 : 0, bounds),
      (offers(.bounds) ? 1 : 0, DateOptions.narrowBounds),
      (offers(.minuteInterval) ? 2 : 0, DateOptions.minuteInterval),
      deferred(offers(.mode) && !modes.isEmpty ? 1 : 0) {
        Generator<DateMode>.element(of: modes).map { InputEvent.setMode($0) }
      },
      (offers(.locale) ? 1 : 0, DateOptions.locale),
      (offers(.timeZone) ? 1 : 0, DateOptions.timeZone),
      (1, DateOptions.advanceClock),
      (first ? 2 : 0, typing),
      (first ? 2 : 0, .constant(.deleteBackward)),
      (first ? 2 : 0, DateOptions.editMenu),
      (1, DateOptions.pasteboard),
      (first ? 1 : 0, .constant(.resignFirstResponder)),
      (first && context.rereadsInputViews ? 1 : 0, .constant(.readInputViews)),
      (offers(.calendar) ? 1 : 0, DateOptions.calendar),
    ] + dismissals(context)
  }

  /// The date family's generators that do not depend on the context, built once.
  enum DateOptions {
    static let pickDate = dateOffset.map { InputEvent.pickDate(seconds: $0) }
    static let pickCountDown = countDown.map { InputEvent.pickCountDown(seconds: $0) }
    static let spinDate = dateOffset.map { InputEvent.spinDate(seconds: $0) }
    static let setDate = dateOffset.map { InputEvent.setDate(seconds: $0) }
    static let narrowBounds = Generator<Int>.int(in: -30...30).map {
      InputEvent.setBounds(minimum: $0 * 60 + 30, maximum: $0 * 60 + 150)
    }
    static let minuteInterval = Generator<Int>.element(of: [1, 5, 15, 30, 7, 0, 60, 10, 2]).map {
      InputEvent.setMinuteInterval($0)
    }
    static let locale = Generator<String?>.element(of: ["ja", "en_US", "de_DE", nil]).map { InputEvent.setLocale($0) }
    static let timeZone = Generator<String?>.element(of: ["America/New_York", "Asia/Tokyo", "UTC", nil]).map {
      InputEvent.setTimeZone($0)
    }
    static let advanceClock = Generator<Int>.element(of: [60, 3_600, 86_400, 37]).map {
      InputEvent.advanceClock(seconds: $0)
    }
    static let editMenu = Generator<EditMenuAction>.element(of: EditMenuAction.allCases).map { InputEvent.editMenu($0) }
    static let pasteboard = Generator<String>.element(of: ["2026", "hello"]).map { InputEvent.setPasteboard($0) }
    static let calendar = Generator<String?>.element(of: ["japanese", "buddhist", "gregorian", nil]).map {
      InputEvent.setCalendar($0)
    }
  }

  static func factoryEvents(_ context: EventContext) -> [(weight: Int, generator: Generator<InputEvent>)] {
    [
      (4, .constant(.tapPlay)),
      (3, .constant(.loadViews)),
      (context.hasOldViews ? 2 : 0, .constant(.tapPlayInOldViews)),
      (2, titles),
    ]
  }

  // MARK: Parts

  /// A title the factory's owner sets.
  static let titles = Generator<String>.element(of: ["Intro", "Second", ""]).map { InputEvent.setTitle($0) }

  /// Texts no plain keyboard types, each alone: nothing, a newline, a combining mark.
  static let oddTexts = Generator<InputEvent>.element(of: [.type(""), .type("\n"), .type("\u{301}")])

  /// ``oddTexts`` without unusual input: the same draw, with Return where it draws `insertText("")`, so that a case
  /// that never drew the empty text is the same case with or without `--unusual-input`.
  static let usualOddTexts = oddTexts.map { $0.isUnusualInput ? InputEvent.type("\n") : $0 }

  /// A mark of ``scriptMarks``, typed.
  static let scriptMarkTyping = Generator<InputEvent>.element(of: scriptMarks)

  /// Text the app sets from code: what a person might type, kept to the characters the component accepts when it
  /// declares them (an app that respects them sets no others; the draw is the same either way).
  static func textsSetByTheApp(accepting accepted: AcceptedCharacters?) -> Generator<InputEvent> {
    typing.map { event in
      guard case .type(let text) = event else { return event }
      return InputEvent.setText(accepted?.keepingAccepted(text) ?? text)
    }
  }

  /// Marks of U+0530…U+194F typed on their own: a Devanagari vowel sign and anusvara, a Hebrew
  /// point, a Thai tone mark (KEY-10).
  static let scriptMarks: [InputEvent] = [.type("\u{93F}"), .type("\u{902}"), .type("\u{5B8}"), .type("\u{E48}")]

  /// Text a person might type: single characters of every kind, words, multi-scalar clusters.
  static let typing: Generator<InputEvent> = Generator<String>.frequency([
    (3, Generator<Character>.character(.all).map { String($0) }),
    (2, Generator<Character>.character(.multiScalar).map { String($0) }),
    (2, .string(.all, length: 2...4)),
  ]).map { InputEvent.type($0) }

  static func accessory(_ context: EventContext) -> Generator<InputEvent> {
    Generator<AccessoryRole>.element(of: context.accessoryRoles.isEmpty ? [.done] : context.accessoryRoles)
      .map { InputEvent.tapAccessory($0) }
  }

  static func spin(_ context: EventContext) -> Generator<InputEvent> {
    let components = context.rowCounts.enumerated().filter { $0.element > 0 }.map(\.offset)
    return Generator<Int>.element(of: components.isEmpty ? [0] : components).flatMap { component in
      let rows = context.rowCounts.indices.contains(component) ? context.rowCounts[component] : 1
      return Generator<Int>.int(in: 0...max(0, rows - 1)).map { InputEvent.spin(component: component, row: $0) }
    }
  }

  /// A key of the component's own keyboard (filtered out by its weight when there are none).
  static func customKey(_ context: EventContext) -> Generator<InputEvent> {
    context.customKeys.isEmpty ? .constant(.tap) : Generator<String>.element(of: context.customKeys).map { .tapKey($0) }
  }

  /// A row selected from code: out of range too, where the component's own API takes it.
  static func selectRow(_ context: EventContext) -> Generator<InputEvent> {
    let components = max(1, context.componentCount)
    let first = min(context.firstWheelTheAppSelects, components - 1)
    return Generator<Int>.int(in: first...(components - 1)).flatMap { component in
      let rows = context.rowCounts.indices.contains(component) ? context.rowCounts[component] : 0
      let range = context.hasSelectionAPI ? -1...(rows + 2) : 0...max(0, rows - 1)
      return Generator<Int>.int(in: range).map { InputEvent.selectRow(row: $0, component: component) }
    }
  }

  /// A value set by index from code (PICK-23): in range mostly, sometimes out of range or none.
  static func valueRows(_ context: EventContext) -> Generator<InputEvent> {
    let counts = context.rowCounts.isEmpty ? [0] : context.rowCounts
    return .frequency([
      (1, .constant(.setValue(rows: nil))), (5, rows(counts[...]).map { InputEvent.setValue(rows: $0) }),
    ])
  }

  /// One row per component, each from -1 to one past its last row.
  static func rows(_ counts: ArraySlice<Int>) -> Generator<[Int]> {
    guard let count = counts.first else { return .constant([]) }
    return Generator<Int>.int(in: -1...(count + 1)).flatMap { row in rows(counts.dropFirst()).map { [row] + $0 } }
  }

  /// Titles the picker data is drawn from; different offsets make different data sets.
  static let titlePool = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]

  static func componentData(components: Int) -> Generator<InputEvent> {
    Generator<(Int, Int, Int)>.zip(
      Generator<Int>.int(in: 0...(components - 1)), Generator<Int>.int(in: 0...8), Generator<Int>.int(in: 0...3)
    ).map { component, rows, offset in
      InputEvent.setComponentData(component: component, titles: Array(titlePool[offset..<offset + rows]))
    }
  }

  static func data(components: Int) -> Generator<InputEvent> {
    let component = Generator<(Int, Int)>.zip(Generator<Int>.int(in: 0...8), Generator<Int>.int(in: 0...3)).map {
      rows, offset in
      Array(titlePool[offset..<offset + rows])
    }
    return Generator<[[String]]>.array(of: component, count: max(1, components)).map { InputEvent.setData($0) }
  }

  static let dateOffset: Generator<Int> = .frequency([
    (2, Generator<Int>.element(of: [0, 60, -60, 3_600, 86_400, -86_400, 30, 450, 899])),
    (3, Generator<Int>.int(in: -200...200).map { $0 * 60 }),
    (2, Generator<Int>.int(in: -400_000...400_000)),
  ])

  static let countDown: Generator<Int> = .frequency([
    (2, Generator<Int>.element(of: [0, 59, 60, 86_340, 86_399, 86_400, 90_000, -60])),
    (3, Generator<Int>.int(in: 0...90_000)),
  ])

  static let bounds: Generator<InputEvent> = Generator<(Int?, Int?)>.zip(
    Generator<Int?>.optional(dateOffset), Generator<Int?>.optional(dateOffset)
  ).flatMap { minimum, maximum in
    Generator<Int>.int(in: 0...3).map { shape in
      switch shape {
      case 1: InputEvent.setBounds(minimum: minimum ?? 0, maximum: minimum ?? 0)
      case 2: InputEvent.setBounds(minimum: nil, maximum: nil)
      default: InputEvent.setBounds(minimum: minimum, maximum: maximum)
      }
    }
  }
}

extension InputEvent {
  /// Whether a person touches the control or its keyboard (impossible while the host is away).
  var isUserTouch: Bool {
    switch self {
    case .tap, .touchUpOutside, .touchCancel, .spin, .tapAccessory, .pickDate, .pickCountDown, .spinDate, .tapKey,
      .editMenu:
      true
    default: false
    }
  }
}
