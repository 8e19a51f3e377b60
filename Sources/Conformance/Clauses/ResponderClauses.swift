import InputGenerators

/// The RESP clauses, one declaration each (CONFORMANCE.md, "RESP: responder").
nonisolated enum ResponderClauses {
  /// Every RESP rule. A component that presents its picker in a popover (host `.popover`) is no responder: its
  /// origin button is never first responder and shows no input views, so only RESP-19 (a dismissal that is not
  /// Done, Cancel or Close, here a tap outside the popover) applies to it.
  static let all: [ClauseRule] = declared.map { rule in
    rule.id == ClauseID(.resp, 19) ? rule : rule.requiringResponderHost()
  }

  private static let declared: [ClauseRule] = [
    // RESP-1: A responder's defaults, before and after every event.
    ClauseRule(
      ClauseID(.resp, 1),
      observations: [
        Observation([.firstResponder, .inWindow, .lastCallResult], .specific) { $0.isInitial },
        Observation([.canBecome, .canResign], .general) { _ in true },
      ],
      invariant: { step in
        guard step.isInitial, let responder = step.after.responder else { return .notApplicable }
        return Invariant.expect(!responder.isFirstResponder, "the control is first responder before anything happened")
      }),
    // RESP-2: becomeFirstResponder() returns true exactly when the receiver is first afterwards.
    ClauseRule(
      ClauseID(.resp, 2),
      observations: [
        Observation([.firstResponder, .inWindow, .lastCallResult]) { $0.event == .becomeFirstResponder && !$0.wasFirst }
      ],
      invariant: { step in
        guard step.event == .becomeFirstResponder, let returned = step.after.lastCallResult else {
          return .notApplicable
        }
        return Invariant.expect(
          returned == step.isFirst,
          "becomeFirstResponder() returned \(returned) but the control is \(step.isFirst ? "" : "not ")first responder")
      }),
    // RESP-3: Becoming first again returns true and sends nothing.
    ClauseRule(
      ClauseID(.resp, 3),
      observations: [
        Observation([.firstResponder, .inWindow, .lastCallResult, .controlEvents]) {
          $0.event == .becomeFirstResponder && $0.wasFirst
        }
      ]),
    // RESP-4: Outside a window, becoming first fails and changes nothing.
    ClauseRule(
      ClauseID(.resp, 4),
      observations: [
        Observation([.firstResponder, .inWindow, .lastCallResult], .specific) { $0.opens && $0.wasOutsideWindow }
      ],
      invariant: { step in
        guard step.event == .becomeFirstResponder, step.wasOutsideWindow else { return .notApplicable }
        return Invariant.expect(
          !step.isFirst && step.after.lastCallResult == false, "a control outside any window became first responder")
      }),
    // RESP-5: At most one first responder; the old one resigns before the new one begins.
    ClauseRule(
      ClauseID(.resp, 5),
      observations: [
        Observation([.firstResponder, .inWindow, .controlEvents]) { $0.event == .focusOther },
        Observation([.firstResponder, .inWindow], .general) { _ in true },
      ],
      invariant: { step in
        guard let responder = step.after.responder else { return .notApplicable }
        return Invariant.expect(
          !(responder.isFirstResponder && responder.otherIsFirstResponder), "two responders are first in one window")
      }),
    // RESP-6: resignFirstResponder() returns true by default; refused when it cannot resign; silent when not first.
    ClauseRule(
      ClauseID(.resp, 6),
      observations: [Observation([.firstResponder, .inWindow, .lastCallResult]) { $0.event == .resignFirstResponder }],
      invariant: { step in
        guard step.event == .resignFirstResponder, let returned = step.after.lastCallResult else {
          return .notApplicable
        }
        return Invariant.expect(
          !returned || !step.isFirst, "resignFirstResponder() returned true but the control is still first responder")
      }),
    // RESP-7: Removal from the window forces a resign, and the end event is still sent.
    ClauseRule(
      ClauseID(.resp, 7),
      observations: [
        Observation([.firstResponder, .inWindow], .normal) { $0.event == .removeFromWindow },
        Observation([.controlEvents], .specific) { $0.event == .removeFromWindow },
      ],
      invariant: { step in
        guard step.event == .removeFromWindow, step.wasFirst else { return .notApplicable }
        return Invariant.expect(!step.isFirst, "the control is still first responder after leaving the window")
      }),
    // RESP-8: Hiding does not change first-responder status.
    ClauseRule(
      ClauseID(.resp, 8),
      observations: [Observation([.firstResponder, .inWindow, .keyboard]) { $0.event.map(\.isHiding) ?? false }]),
    // RESP-9: The keyboard area shows the first responder's input views.
    ClauseRule(
      ClauseID(.resp, 9),
      observations: [
        Observation([.keyboard], .normal) { $0.isInitial || ($0.opens && $0.family != .pick) },
        Observation([.keyboard], .general) { _ in true },
      ]),
    // RESP-10: Input views change only on reloadInputViews(), which does nothing when not first.
    ClauseRule(
      ClauseID(.resp, 10),
      observations: [
        Observation([.keyboard, .firstResponder, .inWindow, .wheels, .rows]) { $0.event == .reloadInputViews },
        Observation([.firstResponder, .inWindow]) { $0.event == .readInputViews },
      ]),
    // RESP-11: Stable identity of the input views between reloads.
    ClauseRule(
      ClauseID(.resp, 11),
      observations: [Observation([.lastCallResult, .keyboard, .wheels, .rows]) { $0.event == .readInputViews }],
      invariant: { step in
        guard step.event == .readInputViews, let stable = step.after.lastCallResult else { return .notApplicable }
        return Invariant.expect(stable, "reading inputView again returned a different instance from the one presented")
      }),
    // RESP-12: Touch events.
    ClauseRule(
      ClauseID(.resp, 12),
      observations: [
        Observation([.controlEvents]) { $0.isTouch },
        Observation([.controlEvents], .general) { _ in true },
      ]),
    // RESP-13: Programmatic changes send no action.
    ClauseRule(
      ClauseID(.resp, 13),
      invariant: { step in
        guard let event = step.event, event.isApp || event == .reloadInputViews || event == .readInputViews else {
          return .notApplicable
        }
        return Invariant.expect(step.newEvents.isEmpty, "\(event) sent \(Array(step.newEvents.map(\.rawValue)))")
      }),
    // RESP-14: Editing begin and end in matched pairs.
    ClauseRule(
      ClauseID(.resp, 14),
      observations: [
        // A date keyboard is a text field, as the reference is: its editing events are compared.
        Observation([.editingEvents]) { $0.capabilities.kind == .dateKeyboard }
      ],
      invariant: { step in
        guard let before = step.before.responder, let after = step.after.responder, !step.isInitial else {
          return .notApplicable
        }
        let began = step.newEvents.filter { $0 == .editingDidBegin }.count
        let ended = step.newEvents.filter { $0 == .editingDidEnd }.count
        if !(0...1).contains(after.editingBalance) {
          return .broken("editing begin and end are unbalanced: \(after.editingBalance) more begins than ends")
        }
        if began > 0 && !(after.isFirstResponder && !before.isFirstResponder) && ended == 0 {
          return .broken("editingDidBegin was sent although the control did not become first responder")
        }
        if ended > 0 && !(before.isFirstResponder && !after.isFirstResponder) && began == 0 {
          return .broken("editingDidEnd was sent although the control did not resign first responder")
        }
        return Invariant.expect(
          after.editingBalance == 0 || after.isFirstResponder,
          "editing began and never ended, although the control is no longer first responder")
      }),
    // RESP-15: After a resign or a removal the keyboard area shows nothing.
    ClauseRule(
      ClauseID(.resp, 15),
      observations: [
        Observation([.keyboard]) { $0.event == .resignFirstResponder || $0.event == .removeFromWindow }
      ],
      invariant: { step in
        guard let responder = step.after.responder, !responder.isFirstResponder, !responder.otherIsFirstResponder,
          let keyboard = responder.keyboard
        else { return .notApplicable }
        return Invariant.expect(keyboard == .hidden, "the keyboard area shows \(keyboard) with no first responder")
      }),
    // RESP-16: The opening touch makes the control first, once per touch.
    ClauseRule(
      ClauseID(.resp, 16),
      observations: [Observation([.firstResponder, .inWindow]) { $0.isTouch }]),
    // RESP-17: A disabled text-input control cannot become first; disabling the first responder resigns it.
    ClauseRule(
      ClauseID(.resp, 17),
      needs: { $0.kind == .dateKeyboard || $0.kind == .keyInputView || $0.host == .textField },
      requires: "a date keyboard, a key-input view or a text field as host",
      observations: [
        Observation([.firstResponder, .inWindow, .keyboard, .lastCallResult, .canBecome], .specific) { step in
          step.event.map(\.isEnabling) == true || (step.opens && step.before.responder?.isEnabled == false)
        }
      ],
      invariant: { step in
        guard step.before.responder?.isEnabled == false, step.opens, !step.wasFirst else { return .notApplicable }
        return Invariant.expect(!step.isFirst, "a disabled control became first responder")
      }),
    // RESP-18: A responder that refuses to resign keeps the keyboard area.
    ClauseRule(
      ClauseID(.resp, 18),
      observations: [
        Observation([.firstResponder, .inWindow, .lastCallResult, .keyboard], .specific) {
          $0.opens && $0.otherHeldOn && !$0.wasOutsideWindow
        },
        Observation([.firstResponder, .inWindow]) { $0.event.map(\.isRefusalChange) ?? false },
      ],
      invariant: { step in
        guard step.event == .tap || step.event == .becomeFirstResponder, step.otherHeldOn,
          let before = step.before.responder, let after = step.after.responder
        else { return .notApplicable }
        return Invariant.expect(
          !after.isFirstResponder && after.otherIsFirstResponder && after.keyboard == before.keyboard
            && step.after.lastCallResult != true,
          "the control took first responder from a field that refuses to resign")
      }),
    // RESP-19: A dismissal without Done, Cancel or Close has the declared outcome, with exactly one callback.
    ClauseRule(
      ClauseID(.resp, 19), needs: { $0.dismissalOutcome != nil }, requires: "a dismissal outcome, commit or discard",
      observations: [
        Observation([.value, .results, .cancellations, .outcomes, .date, .pickerDate, .text], .specific) {
          $0.dismissesWithoutButton
        }
      ],
      invariant: { step in
        guard step.dismissesWithoutButton, !step.isFirst, let declared = step.capabilities.dismissalOutcome,
          let (done, cancel) = step.outcomesReported
        else { return .notApplicable }
        guard done + cancel == 1 else {
          return .broken("the dismissal reported \(done) done and \(cancel) cancel callbacks, not exactly one")
        }
        return Invariant.expect(
          (declared == .commit) == (done == 1),
          "the dismissal reported \(done == 1 ? "done" : "cancel"), but the component declares \(declared.rawValue)")
      }),
    // RESP-20: The responder that was first comes back when the host screen does.
    ClauseRule(
      ClauseID(.resp, 20),
      observations: [
        Observation([.firstResponder, .inWindow, .keyboard, .wheels, .rows, .pickerDate, .countDown]) {
          $0.event == .hostReappears || $0.event == .hostDisappears
        }
      ],
      invariant: { step in
        // UIKit restores the responder where it still can be first: in the window, enabled, and with
        // no other responder first meanwhile.
        guard step.event == .hostReappears, step.firstWhenHostLeft == true, let before = step.before.responder,
          before.isInWindow, before.isEnabled, !before.otherIsFirstResponder, before.answers?.canBecome ?? true
        else { return .notApplicable }
        return Invariant.expect(step.isFirst, "the control was first when the host screen left, and is not first again")
      }),
    // RESP-21: Callbacks after the host is gone neither trap nor change anything.
    ClauseRule(
      ClauseID(.resp, 21),
      observations: [
        Observation([.value, .results, .firstResponder], .specific) { $0.isCallbackAfterHostGone }
      ],
      invariant: { step in
        guard step.isCallbackAfterHostGone, let before = step.before.picker, let after = step.after.picker else {
          return .notApplicable
        }
        return Invariant.expect(
          after.value == before.value && after.results == before.results,
          "a callback after the host was gone changed the value to \(Snapshot.describe(after.value)) or emitted a result"
        )
      }),
    // RESP-22: A key-input view's keyboard can produce text.
    ClauseRule(
      ClauseID(.resp, 22), needs: { $0.kind == .keyInputView }, requires: "a key-input view",
      observations: [Observation([.keyboard]) { $0.opens }],
      invariant: { step in
        guard step.isFirst, let responder = step.after.responder, responder.isKeyWindow != false,
          let keyboard = responder.keyboard
        else { return .notApplicable }
        return Invariant.expect(
          keyboard.content == .systemKeyboard || keyboard.content == .keys,
          "the key-input view is first responder but its keyboard area shows \(keyboard.content.rawValue): nothing to type on"
        )
      }),
    // RESP-23: The keyboard shows only for the key window; a component never makes its window key itself.
    ClauseRule(
      ClauseID(.resp, 23),
      observations: [Observation([.keyboard, .firstResponder]) { $0.event.map(\.isKeyWindowChange) ?? false }],
      invariant: { step in
        guard let after = step.after.responder, let isKey = after.isKeyWindow else { return .notApplicable }
        if !(step.event.map(\.isKeyWindowChange) ?? false), let wasKey = step.before.responder?.isKeyWindow,
          wasKey != isKey
        {
          return .broken("the window \(isKey ? "became" : "stopped being") key although nothing asked it to")
        }
        guard !isKey, let keyboard = after.keyboard else { return .held }
        return Invariant.expect(
          keyboard == .hidden, "the keyboard area shows \(keyboard) although the control's window is not key")
      }),
  ]
}

extension StepContext {
  /// The done and cancel callbacks the component reported during the step; `nil` where this
  /// family's observations do not show them.
  var outcomesReported: (done: Int, cancel: Int)? {
    if let before = before.picker, let after = after.picker {
      return (after.results.count - before.results.count, (after.cancellations ?? 0) - (before.cancellations ?? 0))
    }
    if let before = before.date?.outcomes, let after = after.date?.outcomes {
      return (after.done - before.done, after.cancel - before.cancel)
    }
    return nil
  }
}

nonisolated extension InputEvent {
  /// Whether the event hides or shows the control.
  var isHiding: Bool {
    if case .setHidden = self { return true }
    return false
  }

  /// Whether the event enables or disables the control.
  var isEnabling: Bool {
    if case .setEnabled = self { return true }
    return false
  }

  /// Whether the event makes the control's window key or another one.
  var isKeyWindowChange: Bool {
    if case .setKeyWindow = self { return true }
    return false
  }

  /// Whether the event makes the other field start or stop refusing to resign.
  var isRefusalChange: Bool {
    if case .otherRefusesToResign = self { return true }
    return false
  }
}
