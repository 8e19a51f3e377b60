import InputGenerators
import Testing

@Suite struct ReplayTokenTests {
  @Test func tokensRoundTripForAnyChoiceSequence() {
    let choice = Generator.zip(Generator<UInt64>.int(), Generator<UInt64>.int()).map { pair in
      Choice(value: min(pair.0, pair.1), max: max(pair.0, pair.1))
    }
    let result = PropertyRunner(TestSeed.configuration("token round trip", cases: 200)).check(
      Generator.array(of: choice, length: 0...30)
    ) { choices in
      let token = ReplayToken(choices: ChoiceSequence(choices))
      let text = token.description
      return text.hasPrefix("icr1-") && !text.contains(" ") && (try? ReplayToken(parsing: text)) == token
    }
    #expect(result.passed, "\(result.report(testName: "tokensRoundTripForAnyChoiceSequence"))")
  }

  @Test func malformedTokensThrowMalformed() {
    for text in ["", "hello", "icr1", "icrX-AAA.00000000", "icr1-AAAA", "icr1-AA.zz", "xyz1-AA.00000000"] {
      #expect(
        performing: { try ReplayToken(parsing: text) },
        throws: { error in
          if case .malformed = error as? ReplayTokenError { return true }
          return false
        })
    }
  }

  @Test func otherFormatVersionsAreRejected() {
    let token = ReplayToken(choices: ChoiceSequence(values: [1, 2, 3])).description
    let future = token.replacingOccurrences(of: "icr1-", with: "icr2-")
    #expect(throws: ReplayTokenError.unsupportedVersion(found: 2, supported: 1)) { try ReplayToken(parsing: future) }
  }

  @Test func alteredTokensFailTheChecksum() throws {
    let token = ReplayToken(choices: ChoiceSequence(values: [1, 200, 3, 0, 1])).description
    let dot = token.lastIndex(of: ".")!
    var payload = Array(token[..<dot])
    payload[6] = payload[6] == "A" ? "B" : "A"
    let altered = String(payload) + token[dot...]
    #expect(
      performing: { try ReplayToken(parsing: altered) },
      throws: { error in
        if case .checksumMismatch = error as? ReplayTokenError { return true }
        return false
      })
    let truncated = String(token.dropLast(2))
    #expect(throws: ReplayTokenError.self) { try ReplayToken(parsing: truncated) }
    let message = ReplayTokenError.checksumMismatch(expected: "00000000", found: "11111111").description
    #expect(message.contains("altered or truncated"), "seed \(TestSeed.value)")
  }

  @Test func aTokenWithAValidChecksumButBadPayloadIsMalformedNotACrash() {
    // The checksum covers the payload, so build one around a payload whose count overflows.
    let head = "icr1-_____w"
    var hash: UInt32 = 0x811C_9DC5
    for byte in head.utf8 {
      hash ^= UInt32(byte)
      hash &*= 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    let text = head + "." + String(repeating: "0", count: 8 - digits.count) + digits
    #expect(
      performing: { try ReplayToken(parsing: text) },
      throws: { error in
        if case .malformed = error as? ReplayTokenError { return true }
        return false
      })
  }
}
