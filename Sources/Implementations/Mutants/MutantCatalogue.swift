/// Every mutant (filled in by the mutant catalogue).
public enum MutantCatalogue {
  /// The catalogue, one or more mutants per bug class.
  public static let all: [Mutant] = []
}
