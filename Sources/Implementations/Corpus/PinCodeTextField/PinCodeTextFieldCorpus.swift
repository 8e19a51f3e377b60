import InputConformance

/// The PinCodeTextField bug of the corpus. Not drivable yet: the trigger is the app setting the text,
/// and the observation is what the labels show.
public enum PinCodeTextFieldCorpus {
  public static let bugs: [CorpusBug] = [b51]

  /// B51: text set from code is not shown; the labels keep the old code.
  public static let b51 = CorpusBug(
    id: "B51", repository: "tkach/PinCodeTextField", issue: "https://github.com/tkach/PinCodeTextField/issues/3",
    buggyCommit: "e0c6b909f9007daf3a53b67807746680bb3ef6b7", fixCommit: "1e25d6b3e6a442fe72e707b76933ab014113d6bc",
    clause: "no clause", expectedClause: "KEY-12",
    trigger: ["type 1234", "app sets text = \"\"", "becomeFirstResponder", "the labels still show 1234"],
    buggy: nil, fixed: nil,
    needs: [
      "event .setText(String): the app sets the key-input view's text from code",
      "observation: what a key-input view shows (its labels), compared with its text after every event (KEY-12)",
      "a tap on a UIView that handles touches itself (TouchHandling) is delivered by PlatformEmbeddedKeyInputDriver; "
        + "capabilities for a code view (code length 5, alphanumerics only, return resigns) so that its refusals "
        + "are not read as KEY-2 / KEY-11 failures",
    ],
    notPortable: nil)
}
