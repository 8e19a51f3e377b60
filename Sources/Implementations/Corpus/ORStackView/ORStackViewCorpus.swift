import InputConformance

/// The ORStackView bug of the corpus. Not drivable yet: the FACT family judges one owner design (the
/// player's three parts and Play), and its template factory is the model's `ViewTemplate`, which
/// cannot name a custom view class decoded with `init(coder:)`.
public enum ORStackViewCorpus {
  public static let bugs: [CorpusBug] = [b57]

  /// B57: a scroll view decoded from a storyboard has no stack view.
  public static let b57 = CorpusBug(
    id: "B57", repository: "orta/ORStackView", issue: "https://github.com/orta/ORStackView/pull/8",
    buggyCommit: "601d52432c112960aa1c4edf7db4ced44f2d7515", fixCommit: "b323256276a4cb4ae96a6bf78169161e180c7a5e",
    clause: "FACT-1", expectedClause: "FACT-1",
    trigger: ["load from storyboard -> initWithCoder:", "stackView nil", "adding views does nothing"],
    buggy: nil, fixed: nil,
    needs: MotionJpegImageViewCorpus.factoryNeeds,
    notPortable: nil)
}
