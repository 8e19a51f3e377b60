import InputConformance
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
      "observation: the completion callbacks of a fixed-length code view (KEY-13)",
      "event .refreshAppearance (an app property set that re-renders; at these commits the focus timer's tick "
        + "does not re-render, the hidden field's editing events and the appearance/properties setters do)",
      "capability codeLength (4) and accepted characters (digits): the view filters and truncates by design",
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
      "observation: the completion callbacks of a fixed-length code view (KEY-13)",
      "capability codeLength (4) and accepted characters (digits): the view filters and truncates by design",
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
}
