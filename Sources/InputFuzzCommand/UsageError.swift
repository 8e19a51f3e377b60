import InputConformance

/// A mistake on the command line. The wording is built here, in one place.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownFlag(String)
  case missingValue(flag: String)
  case badValue(flag: String, value: String, expected: String)
  case unknownImplementation(String, known: [String])
  case conflicting(String, String)
  case malformedToken(ConformanceToken.ParseError)
  case replayNeedsImplementation

  var description: String {
    switch self {
    case .unknownFlag(let flag): "unknown option '\(flag)' (see input-fuzz --help)"
    case .missingValue(let flag): "option '\(flag)' needs a value (see input-fuzz --help)"
    case .badValue(let flag, let value, let expected): "option '\(flag)': '\(value)' is not \(expected)"
    case .unknownImplementation(let name, let known):
      "unknown implementation '\(name)'; known: \(known.joined(separator: ", ")) (and fixture/…, mutant/… names)"
    case .conflicting(let first, let second): "options '\(first)' and '\(second)' cannot be used together"
    case .malformedToken(let error): error.description
    case .replayNeedsImplementation: "--replay needs --implementation NAME (the token does not name one)"
    }
  }
}
