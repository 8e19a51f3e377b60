import Foundation
import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// The conformance matrix in CONFORMANCE.md is generated (`swift run input-fuzz --matrix CONFORMANCE.md`);
/// these tests keep it in step with the verdicts the seed tests pin, and every failure explained.
@Suite struct ConformanceMatrixTests {
  /// The matrix rows: clause ID → cells by implementation name.
  static let matrix: [String: [String: String]] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = (try? String(contentsOf: root.appendingPathComponent("CONFORMANCE.md"), encoding: .utf8)) ?? ""
    guard let section = text.components(separatedBy: "<!-- conformance-matrix:begin -->").last else { return [:] }
    let lines = section.components(separatedBy: "\n").filter { $0.hasPrefix("| ") }
    guard let header = lines.first?.split(separator: "|").map({ $0.trimmingCharacters(in: .whitespaces) }) else {
      return [:]
    }
    var rows: [String: [String: String]] = [:]
    for line in lines.dropFirst() {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == header.count, ClauseID(cells[0]) != nil else { continue }
      rows[cells[0]] = Dictionary(uniqueKeysWithValues: zip(header, cells).dropFirst(2).map { ($0, $1) })
    }
    return rows
  }()

  /// Every (seed group, clause) the seed tests pin as failing (`Tests/Pins/seeds.json`).
  static let pinnedFailures: Set<String> = {
    var pinned = Set<String>()
    for run in seedRuns + seed000Runs {
      for clause in SeedPins.store.pin(run.key)?.clauses ?? [] { pinned.insert("\(run.group) \(clause)") }
    }
    return pinned
  }()

  @Test func theMatrixHasEveryClauseAndImplementation() {
    #expect(Set(Self.matrix.keys) == Set(ClauseCatalog.all.map(\.id.description)))
    for (_, cells) in Self.matrix {
      #expect(Set(cells.keys) == ["reference", "seed-000", "seed-001", "seed-002", "seed-003", "seed-004"])
    }
  }

  @Test func theMatrixFailuresAreExactlyThePinnedOnes() {
    var failing = Set<String>()
    for (clause, cells) in Self.matrix {
      for (implementation, cell) in cells where cell.contains("fail") { failing.insert("\(implementation) \(clause)") }
    }
    #expect(failing == Self.pinnedFailures, "regenerate: swift run input-fuzz --matrix CONFORMANCE.md")
  }

  @Test func theReferenceFailsNothing() {
    for (clause, cells) in Self.matrix {
      let cell = cells["reference"] ?? ""
      #expect(cell == "—" || cell.hasPrefix("pass ("), "\(clause): \(cell)")
    }
  }

  /// A pass shows its evidence, and evidence is never zero.
  @Test func everyPassShowsItsEvidence() {
    for (clause, cells) in Self.matrix {
      for (implementation, cell) in cells where cell.hasPrefix("pass") {
        let count = Int(cell.dropFirst("pass (".count).dropLast())
        #expect(count.map { $0 > 0 } == true, "\(implementation) \(clause): \(cell)")
      }
    }
  }

  @Test func everyPinnedFailureIsExplainedByTheSeedLineThatCausesIt() {
    for pinned in Self.pinnedFailures {
      let parts = pinned.split(separator: " ").map(String.init)
      #expect(SeedFailureExplanations.explanation(seed: parts[0], clause: ClauseID(parts[1])!) != nil, "\(pinned)")
    }
  }
}
