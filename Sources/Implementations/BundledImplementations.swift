import InputConformance

/// The implementations that ship with the package, by the names the matrix and
/// `input-fuzz` use: `reference`, `seed-000` … `seed-004`.
public enum BundledImplementations {
  /// Every bundled group, reference first.
  public static var all: [ImplementationGroup] {
    [ImplementationGroup(name: ReferenceImplementations.name, members: ReferenceImplementations.all)]
      + SeedImplementations.all
  }

  /// The group with that name, if any.
  public static func named(_ name: String) -> ImplementationGroup? {
    all.first { $0.name == name }
  }

  /// The implementations run only when named: the mutant catalogue, the correct alternatives, the
  /// fixtures and the real-bug corpus's ports (`corpus/B17/buggy`, `corpus/B17/fixed`).
  public static var onRequest: [Implementation] {
    MutantCatalogue.all.map(\.implementation) + CorrectAlternatives.all + FixtureImplementations.all
      + CorpusCatalogue.implementations
  }

  /// The groups run only when named: `corpus` (every drivable corpus port) and `corpus/B17` (one bug's
  /// buggy and fixed ports). Not in the default run: the corpus is a measurement (CORPUS.md), not a seed.
  public static var onRequestGroups: [ImplementationGroup] { CorpusCatalogue.groups }

  /// The implementation with that exact member name, searching groups, the mutant catalogue and the fixtures.
  public static func member(named name: String) -> Implementation? {
    all.flatMap(\.members).first { $0.name == name }
      ?? MutantCatalogue.all.first { $0.implementation.name == name }?.implementation
      ?? CorrectAlternatives.all.first { $0.name == name }
      ?? FixtureImplementations.all.first { $0.name == name }
      ?? CorpusCatalogue.implementations.first { $0.name == name }
  }
}
