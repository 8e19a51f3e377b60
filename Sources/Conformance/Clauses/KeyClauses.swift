import InputGenerators

/// The KEY clauses, one declaration each (CONFORMANCE.md, "KEY: key input").
nonisolated enum KeyClauses {
  static let all: [ClauseRule] = [
    // KEY-1: hasText is true exactly when the text is non-empty.
    ClauseRule(
      ClauseID(.key, 1), needs: \.acceptsKeyInput, requires: "key input",
      observations: [
        Observation([.hasText], .general) { _ in true },
        Observation([.text], .general) { _ in true },
      ],
      invariant: { step in
        guard let key = step.after.key else { return .notApplicable }
        return Invariant.expect(
          key.hasText == !key.text.isEmpty, "hasText is \(key.hasText) for text \(InputEvent.quoted(key.text))")
      }),
    // KEY-2: insertText appends.
    ClauseRule(
      ClauseID(.key, 2), needs: \.acceptsKeyInput, requires: "key input",
      observations: [
        Observation([.text]) { $0.typed.map { $0.count == 1 && !$0.startsWithMark && $0 != "\n" } == true }
      ],
      invariant: { step in
        guard let typed = step.typed, !typed.isEmpty, typed != "\n" || step.capabilities.returnInsertsNewline,
          step.wasFirst, let before = step.before.key, let after = step.after.key,
          step.capabilities.acceptsText(before.text + typed)
        else { return .notApplicable }
        return Invariant.expect(
          after.text == before.text + typed,
          "typing \(InputEvent.quoted(typed)) into \(InputEvent.quoted(before.text)) gave \(InputEvent.quoted(after.text))"
        )
      }),
    // KEY-3: insertText("") changes nothing.
    ClauseRule(
      ClauseID(.key, 3), needs: \.acceptsKeyInput, requires: "key input",
      observations: [Observation([.text], .specific) { $0.typed == "" }],
      invariant: { step in
        guard step.typed == "", step.wasFirst, let before = step.before.key, let after = step.after.key else {
          return .notApplicable
        }
        return Invariant.expect(after.text == before.text && step.newEvents.isEmpty, "inserting \"\" changed something")
      }),
    // KEY-4: deleteBackward on empty text is a no-op that does not trap.
    ClauseRule(
      ClauseID(.key, 4), needs: \.acceptsKeyInput, requires: "key input",
      observations: [Observation([.text, .value], .specific) { $0.deletesOnEmpty }],
      invariant: { step in
        guard step.event == .deleteBackward, step.wasFirst, let before = step.before.key, before.text.isEmpty,
          let after = step.after.key
        else { return .notApplicable }
        return Invariant.expect(
          after.text.isEmpty && !after.hasText && step.newEvents.isEmpty,
          "delete on empty text left text \(InputEvent.quoted(after.text)), hasText \(after.hasText), events \(Array(step.newEvents))"
        )
      }),
    // KEY-5: deleteBackward removes the last backward-deletion cluster.
    ClauseRule(
      ClauseID(.key, 5), needs: \.acceptsKeyInput, requires: "key input",
      observations: [Observation([.text]) { $0.event == .deleteBackward && !$0.deletesOnEmpty }],
      invariant: { step in
        guard step.event == .deleteBackward, step.wasFirst, let before = step.before.key, !before.text.isEmpty,
          let after = step.after.key
        else { return .notApplicable }
        let expected = BackwardDeletion.deleting(from: before.text)
        return Invariant.expect(
          after.text == expected,
          "delete turned \(InputEvent.quoted(before.text)) into \(InputEvent.quoted(after.text)), not \(InputEvent.quoted(expected))"
        )
      }),
    // KEY-6: One delete never removes more than the last Character (or KEY-5's cluster, where that
    // reaches further back), and removes something.
    ClauseRule(
      ClauseID(.key, 6), needs: \.acceptsKeyInput, requires: "key input",
      invariant: { step in
        guard step.event == .deleteBackward, step.wasFirst, let before = step.before.key, !before.text.isEmpty,
          let after = step.after.key
        else { return .notApplicable }
        let mostRemoved = min(
          String(before.text.dropLast()).unicodeScalars.count,
          BackwardDeletion.deleting(from: before.text).unicodeScalars.count)
        let removedAtMostOne = mostRemoved <= after.text.unicodeScalars.count
        let isPrefix = before.text.unicodeScalars.starts(with: after.text.unicodeScalars)
        return Invariant.expect(
          after.text != before.text && removedAtMostOne && isPrefix,
          "one delete turned \(InputEvent.quoted(before.text)) into \(InputEvent.quoted(after.text))")
      }),
    // KEY-7: Insert a character, delete: the text is back.
    ClauseRule(
      ClauseID(.key, 7), needs: \.acceptsKeyInput, requires: "key input",
      invariant: { step in
        guard step.event == .deleteBackward, step.wasFirst, let previous = step.previous,
          case .type(let typed) = previous.event, typed.count == 1, let original = previous.before.key,
          // Return on a text field, or on a view that declares Return resigns, inserts nothing (KEY-11): there is
          // no round trip to make.
          !(typed == "\n" && !step.capabilities.returnInsertsNewline),
          (original.text + typed).count == original.text.count + 1,
          step.capabilities.acceptsText(original.text + typed),
          BackwardDeletion.deleting(from: original.text + typed) == original.text, let after = step.after.key
        else { return .notApplicable }
        return Invariant.expect(
          after.text == original.text,
          "typing \(InputEvent.quoted(typed)) then deleting left \(InputEvent.quoted(after.text)), not \(InputEvent.quoted(original.text))"
        )
      }),
    // KEY-8: One editingChanged per effective change.
    ClauseRule(
      ClauseID(.key, 8), needs: \.acceptsKeyInput, requires: "key input",
      observations: [
        // Normal, not specific: a crash while typing or deleting is KEY-4's or KEY-5's, whose
        // sentences name the edit, not the event count's.
        Observation([.controlEvents], .normal) { $0.family == .key && $0.event?.isKeyInput == true },
        Observation([.controlEvents]) { $0.eventsOnEitherSide.contains(.editingChanged) },
      ],
      invariant: { step in
        guard let event = step.event, event.isKeyInput, step.wasFirst, let before = step.before.key,
          let after = step.after.key
        else { return .notApplicable }
        let changes = step.newEvents.filter { $0 == .editingChanged }.count
        let expected = before.text == after.text ? 0 : 1
        return Invariant.expect(
          changes == expected,
          "\(changes) editingChanged event(s) for \(before.text == after.text ? "no change" : "one change")")
      }),
    // KEY-9: A multi-character insertion appends whole.
    ClauseRule(
      ClauseID(.key, 9), needs: \.acceptsKeyInput, requires: "key input",
      observations: [Observation([.text]) { $0.typed.map { $0.count > 1 && !$0.startsWithMark } == true }]),
    // KEY-10: A combining mark joins the previous character's cluster.
    ClauseRule(
      ClauseID(.key, 10), needs: \.acceptsKeyInput, requires: "key input",
      observations: [Observation([.text]) { $0.typed?.startsWithMark == true }]),
    // KEY-11: Return inserts a newline on a plain key-input view.
    ClauseRule(
      ClauseID(.key, 11), needs: { $0.acceptsKeyInput && $0.host == .control && !$0.returnResigns },
      requires:
        "key input on a plain control, not a text field, whose Return inserts (it does not declare that Return resigns)",
      observations: [Observation([.text], .specific) { $0.typed == "\n" }]),
    // KEY-12: What the view shows equals its text.
    ClauseRule(
      ClauseID(.key, 12), needs: { $0.acceptsKeyInput && $0.showsText }, requires: "key input and shown text",
      observations: [
        Observation([.text, .shownText]) { $0.event.map(\.isTextSet) ?? false },
        Observation([.shownText], .general) { _ in true },
      ],
      invariant: { step in
        guard let key = step.after.key, let shown = key.shownText else { return .notApplicable }
        return Invariant.expect(
          shown == key.text, "the view shows \(InputEvent.quoted(shown)) but its text is \(InputEvent.quoted(key.text))"
        )
      }),
    // KEY-13: A code view reports completion exactly once per fill.
    ClauseRule(
      ClauseID(.key, 13), needs: { $0.acceptsKeyInput && $0.codeLength != nil },
      requires: "key input and a code length",
      observations: [Observation([.completions], .general) { _ in true }],
      invariant: { step in
        guard let length = step.capabilities.codeLength, let event = step.event, let before = step.before.key,
          let after = step.after.key, let reportedBefore = before.completions, let reported = after.completions
        else { return .notApplicable }
        let fills = (event.isKeyInput || event.isKeyTap) && before.text.count < length && after.text.count == length
        let new = reported.count - reportedBefore.count
        return Invariant.expect(
          new == (fills ? 1 : 0),
          fills
            ? "the code \(InputEvent.quoted(after.text)) filled its \(length) slots and completion was reported \(new) times"
            : "completion was reported \(new) times although \(event) filled no slot")
      }),
    // KEY-14: The view's own keys go through the shouldChangeCharacters gate.
    ClauseRule(
      ClauseID(.key, 14), needs: { $0.acceptsKeyInput && (!$0.customKeys.isEmpty || $0.changeLimit != nil) },
      requires: "key input and custom keys or a change limit",
      observations: [Observation([.text, .hasText, .shownText, .controlEvents]) { $0.event?.isKeyTap == true }],
      invariant: { step in
        guard let limit = step.capabilities.changeLimit, let event = step.event, event.isKeyTap || event.isKeyInput,
          let before = step.before.key, let after = step.after.key, after.text.count > before.text.count
        else { return .notApplicable }
        return Invariant.expect(
          after.text.count <= limit,
          "\(event) made the text \(InputEvent.quoted(after.text)), past the \(limit) characters the gate allows")
      }),
  ]
}

nonisolated extension InputEvent {
  /// Whether the app set the text from code.
  var isTextSet: Bool {
    if case .setText = self { return true }
    return false
  }

  /// Whether the user tapped a key of the component's own keyboard.
  var isKeyTap: Bool {
    if case .tapKey = self { return true }
    return false
  }
}

extension StepContext {
  /// The text typed at this step, if the event is typing.
  var typed: String? {
    if case .type(let text)? = event { return text }
    return nil
  }

  /// Whether the event is a delete on empty key-input text (or, for a picker keyboard that
  /// adopts key input, with no value).
  var deletesOnEmpty: Bool {
    guard event == .deleteBackward, wasFirst else { return false }
    if let key = before.key { return key.text.isEmpty }
    return family == .pick && capabilities.acceptsKeyInput && before.picker?.value == nil
  }
}

nonisolated extension String {
  /// Whether the first scalar is a combining mark, General Category M (it joins the previous character).
  var startsWithMark: Bool {
    switch unicodeScalars.first?.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}

nonisolated extension Capabilities {
  /// Whether the component's declared gate and code length let its text become `text` (KEY-2, KEY-7, KEY-14).
  func acceptsText(_ text: String) -> Bool {
    text.count <= min(changeLimit ?? .max, codeLength ?? .max) && acceptedCharacters.map { $0.accepts(text) } != false
  }
}
