import InputConformance

/// The whole real-bug corpus (issue 12) in corpus order, and its drivable ports under the names
/// `input-fuzz` uses: `corpus/B17/buggy`, `corpus/B17/fixed`; the group `corpus/B17` holds both, and the
/// group `corpus` holds every drivable port. None of them runs by default: they run only when named.
public enum CorpusCatalogue {
  /// Every ported bug, B01 … B58, drivable or not.
  public static let bugs: [CorpusBug] =
    (IQDropDownTextFieldCorpus.bugs + ActionSheetPickerCorpus.bugs + ActionSheetPicker3Corpus.bugs
    + McPickerCorpus.bugs + EurekaCorpus.bugs + DownPickerCorpus.bugs + AKPickerViewCorpus.bugs
    + SwiftyPickerPopoverCorpus.bugs + XLFormCorpus.bugs + DigitInputViewCorpus.bugs + PinCodeTextFieldCorpus.bugs
    + KAPinFieldCorpus.bugs + VENCalculatorInputViewCorpus.bugs + ORStackViewCorpus.bugs
    + MotionJpegImageViewCorpus.bugs)
    .sorted { $0.id < $1.id }

  /// The bugs the runner can drive (a buggy port is declared).
  public static var drivable: [CorpusBug] { bugs.filter { $0.buggy != nil } }

  /// The bug with that identifier ("B17").
  public static func bug(_ id: String) -> CorpusBug? { bugs.first { $0.id == id } }

  /// The command-line name of a port: `corpus/B17/buggy`.
  public static func name(_ bug: CorpusBug, _ version: CorpusVersion) -> String {
    "corpus/\(bug.id)/\(version.rawValue)"
  }

  /// A bug's port at `version`, under its command-line name; `nil` when not drivable or without that version.
  public static func implementation(_ bug: CorpusBug, _ version: CorpusVersion) -> Implementation? {
    guard let port = version == .buggy ? bug.buggy : bug.fixed else { return nil }
    return Implementation(
      name: name(bug, version), capabilities: port.capabilities, knownDeviations: port.knownDeviations,
      makeDriver: port.makeDriver)
  }

  /// Every drivable port, buggy then fixed, in corpus order.
  public static let implementations: [Implementation] = drivable.flatMap { bug in
    [CorpusVersion.buggy, .fixed].compactMap { implementation(bug, $0) }
  }

  /// `corpus` (every drivable port), then one group per drivable bug (`corpus/B17`: buggy and fixed).
  public static let groups: [ImplementationGroup] =
    [ImplementationGroup(name: "corpus", members: implementations)]
    + drivable.map { bug in
      ImplementationGroup(
        name: "corpus/\(bug.id)", members: [CorpusVersion.buggy, .fixed].compactMap { implementation(bug, $0) })
    }
}
