import Foundation
import InputGenerators

/// The seed for engine self-tests: fixed unless `INPUT_CONTRACTS_SEED` asks otherwise.
enum TestSeed {
  static let value: UInt64 = {
    (try? PropertyConfiguration().applyingEnvironment().seed) ?? PropertyConfiguration.defaultSeed
  }()

  static func configuration(_ name: String, cases: Int = 100) -> PropertyConfiguration {
    PropertyConfiguration(name: name, cases: cases, seed: value)
  }
}
