import InputReference

extension CorpusBug.Version {
  /// The key under which a harness nib archives which commit's class it instantiates.
  public static let archiveKey = "corpusVersion"

  /// The commit a nib-loaded port runs: the one its archive names (a nib names a class, and the two
  /// commits' classes share a name), the buggy one when it names none.
  public static func archived(in coder: Coder) -> CorpusBug.Version {
    coder.decodeString(forKey: archiveKey).flatMap(CorpusBug.Version.init(rawValue:)) ?? .buggy
  }
}
