import InputConformance

/// The VENCalculatorInputView bug of the corpus. Not drivable yet: the trigger taps the keys of the
/// custom input view, and the clause it needs (KEY-14) and the delegate's change limit are v2.
public enum VENCalculatorInputViewCorpus {
  public static let bugs: [CorpusBug] = [b55]

  /// B55: the calculator's keys bypass the text field delegate's edit gate.
  public static let b55 = CorpusBug(
    id: "B55", repository: "venmo/VENCalculatorInputView",
    issue: "https://github.com/venmo/VENCalculatorInputView/pull/17",
    buggyCommit: "7c964262725a2c0d8825286ef5aafeafb45c6bc9", fixCommit: "05a819bfd2fe71d712a256b0c32c3c082aea12e9",
    clause: "no clause", expectedClause: "KEY-14",
    trigger: ["delegate refuses more than 3 characters", "tap 4 keys of the calculator", "4 characters"],
    buggy: nil, fixed: nil,
    needs: [
      "event .tapKey(String): a key of the presented custom input view (found by its title)",
      "capability: change limit (the app's shouldChangeCharacters delegate refuses beyond N characters), installed "
        + "on the reference too",
      "clause KEY-14 (v2) and an observation of the text field's text for a custom keyboard kind",
    ],
    notPortable: nil)
}
