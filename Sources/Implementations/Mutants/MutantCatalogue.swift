/// Every mutant (filled in by the mutant catalogue).
public enum MutantCatalogue {
  /// The catalogue, one or more mutants per bug class.
  public static let all: [Mutant] =
    ResponderMutants.all + KeyInputMutants.all + PickerMutants.all + DateMutants.all + FactoryMutants.all

  /// The mutant with that id, if any.
  public static func mutant(id: String) -> Mutant? { all.first { $0.id == id } }
}
