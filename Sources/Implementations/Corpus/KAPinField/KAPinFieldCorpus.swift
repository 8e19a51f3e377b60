import InputConformance
@_spi(Harness) import InputPlatform
import InputReference

/// The KAPinField bugs of the corpus, declared for the runner.
public enum KAPinFieldCorpus {
  public static let bugs: [CorpusBug] = [b52, b53, b54]

  /// B52: the hidden field's input view is an empty view: the keyboard area has no keys.
  public static let b52 = CorpusBug(
    id: "B52", repository: "alexiscreuzot/KAPinField",
    issue: "https://github.com/alexiscreuzot/KAPinField/issues/26 (caused by PR #24, fixed by PR "
      + "https://github.com/alexiscreuzot/KAPinField/pull/33)",
    buggyCommit: "b20f1198830a2e1d8efd0e0eaaf8d82142162dba", fixCommit: "ac946ee01d4169b45611616217490f97c87d8878",
    clause: "no clause", expectedClause: "RESP-22",
    trigger: ["tap the pin field", "the first responder is the hidden field, whose inputView is an empty UIView"],
    buggy: b52Implementation(.buggy), fixed: b52Implementation(.fixed),
    needs: [],
    notPortable: nil)

  /// B53: completion is reported again on every re-render of a full code.
  public static let b53 = CorpusBug(
    id: "B53", repository: "alexiscreuzot/KAPinField", issue: "none (commit 'Avoid double result')",
    buggyCommit: "5c0a9665873b79edea8866b2e7ad155f3199a77d", fixCommit: "7f0a60fc8c5d6ca239ca547daaddb50833d11b0c",
    clause: "no clause", expectedClause: "KEY-13",
    trigger: [
      "type 4 of 4 digits -> didFinish", "appearance reload (a property set, or the hidden field's editing ending)",
      "didFinish again",
    ],
    buggy: nil, fixed: nil,
    needs: [
      "capability: the characters the view accepts (KAPinField's validCharacters, digits, typed on a number pad): "
        + "the ports are built and declared (code2019Implementation, codeLength 4, completions and an appearance "
        + "re-render as hooks), but the generator types letters the view refuses while the reference accepts them "
        + "and completes 'aaaa', so KEY-13 (and KEY-1/2/7/8/9/10) fail on both commits at 2 steps, before the "
        + "trigger: a catch would not tell the buggy port from the fixed one"
    ],
    notPortable: nil)

  /// B54: after a delete and a refill the completion is never reported again.
  public static let b54 = CorpusBug(
    id: "B54", repository: "alexiscreuzot/KAPinField", issue: "https://github.com/alexiscreuzot/KAPinField/issues/16",
    buggyCommit: "ef1caa4438185c3c05ec5044e718da527d9b25bc", fixCommit: "a213c4263bd7d6e8127e0dec8f8e68c67f1c7497",
    clause: "no clause", expectedClause: "KEY-13",
    trigger: ["type 1234 -> didFinish(1234)", "delete", "type 5 -> no didFinish(1235)"],
    buggy: nil, fixed: nil,
    needs: [
      "capability: the characters the view accepts (KAPinField's validCharacters, digits, typed on a number pad): "
        + "the ports are built and declared (code2019Implementation, codeLength 4, completions and an appearance "
        + "re-render as hooks), but the generator types letters the view refuses while the reference accepts them "
        + "and completes 'aaaa', so KEY-13 (and KEY-1/2/7/8/9/10) fail on both commits at 2 steps, before the "
        + "trigger: a catch would not tell the buggy port from the fixed one"
    ],
    notPortable: nil)

  /// B52's declaration: a key-input view judged on RESP (typing is filtered to digits and cut at four by
  /// design, which KEY would read as failures until a code-length capability exists).
  public static let b52Capabilities = Capabilities(kind: .keyInputView, families: [.resp])

  static func b52Implementation(_ version: CorpusBug.Version) -> Implementation {
    Implementation(name: "corpus/kapinfield/b52/\(version.rawValue)", capabilities: b52Capabilities) {
      environment, capabilities in
      let window = Window(environment: environment)
      let field = KAPinField2020Port.KAPinField(version: version, runLoop: MainRunLoop())
      let delegate = KAPinField2020Port.RecordingDelegate()
      let driver = PlatformEmbeddedKeyInputDriver(component: field, window: window, capabilities: capabilities) {
        withExtendedLifetime(delegate) { field.text ?? "" }
      }
      field.properties.delegate = delegate  // the app configures the field once it is in its view: reload()
      return .responder(driver)
    }
  }

  /// B53's and B54's declaration: a 4-digit code view judged on KEY (`numberOfCharacters` 4); the completion
  /// callback (`pinField(_:didFinishWith:)`) is observed, and a re-render is an app's `appearance` set.
  public static let code2019Capabilities: Capabilities = {
    var capabilities = Capabilities(kind: .keyInputView, families: [.key])
    capabilities.acceptsKeyInput = true
    capabilities.host = .textField
    capabilities.codeLength = 4
    return capabilities
  }()

  static func code2019Implementation(
    _ bug: String, _ revision: KAPinField2019Port.Revision, _ version: CorpusBug.Version
  ) -> Implementation {
    Implementation(name: "corpus/kapinfield/\(bug)/\(version.rawValue)", capabilities: code2019Capabilities) {
      environment, capabilities in
      let window = Window(environment: environment)
      let loop = MainRunLoop()
      let field = KAPinField2019Port.KAPinField(revision: revision, runLoop: loop)
      let delegate = KAPinField2019Port.RecordingDelegate()
      let base = PlatformEmbeddedKeyInputDriver(component: field, window: window, capabilities: capabilities) {
        field.text ?? ""
      }
      field.properties.delegate = delegate  // reload(): hidden field, back views, timer, a re-render in 0.01 s
      loop.run(for: 0.01)
      let hooks = KeyInputHooks(
        completions: { delegate.finished },
        refreshAppearance: { field.appearance = KAPinField2019Port.KAPinFieldAppearance() })
      return .responder(CorpusKeyInputDriver(base: base, hooks: hooks, retaining: [delegate, loop]))
    }
  }
}
