import InputGenerators

/// The characters a key-input component accepts (``InputGenerators/AcceptedCharacters``), by the name declarations use.
public typealias AcceptedCharacters = InputGenerators.AcceptedCharacters
