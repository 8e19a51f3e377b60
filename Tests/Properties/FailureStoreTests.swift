import Foundation
import InputGenerators
import Testing

@Suite struct FailureStoreTests {
  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("input-contracts-store-\(UUID().uuidString)")
  }

  @Test func savedFailuresLoadBack() throws {
    let store = FailureStore(directory: temporaryDirectory())
    defer { try? FileManager.default.removeItem(at: store.directory) }
    let token = ReplayToken(choices: ChoiceSequence(values: [1, 5, 0]))
    try store.save(StoredFailure(propertyName: "p", replayToken: token, summary: "[5] fails"))
    try store.save(StoredFailure(propertyName: "q", replayToken: token, summary: "other"))
    let (entries, problems) = store.load(propertyName: "p")
    #expect(problems.isEmpty, "seed \(TestSeed.value)")
    #expect(entries.map(\.summary) == ["[5] fails"], "seed \(TestSeed.value)")
    #expect(entries.first?.replayToken == token.description, "seed \(TestSeed.value)")
    #expect(store.load().entries.count == 2, "seed \(TestSeed.value)")
  }

  @Test func corruptAndStaleFilesAreReportedSkippedAndKept() throws {
    let store = FailureStore(directory: temporaryDirectory())
    defer { try? FileManager.default.removeItem(at: store.directory) }
    try store.save(
      StoredFailure(propertyName: "p", replayToken: ReplayToken(choices: ChoiceSequence(values: [1])), summary: "ok"))
    let corrupt = store.directory.appendingPathComponent("corrupt.json")
    try Data("{ not json".utf8).write(to: corrupt)
    let stale = store.directory.appendingPathComponent("stale.json")
    try Data(#"{"formatVersion": 99, "propertyName": "p", "replayToken": "x", "summary": "old"}"#.utf8).write(to: stale)
    let badToken = store.directory.appendingPathComponent("badtoken.json")
    try Data(#"{"formatVersion": 1, "propertyName": "p", "replayToken": "icr1-AA.00000000", "summary": "s"}"#.utf8)
      .write(to: badToken)
    let (entries, problems) = store.load(propertyName: "p")
    #expect(entries.count == 1, "seed \(TestSeed.value)")
    #expect(problems.count == 3, "\(problems)")
    #expect(problems.contains { $0.reason == .incompatibleVersion(found: 99, supported: 1) }, "seed \(TestSeed.value)")
    #expect(
      problems.contains { $0.file.hasSuffix("corrupt.json") && $0.description.contains("Skipped") },
      "seed \(TestSeed.value)")
    for file in [corrupt, stale, badToken] {
      #expect(FileManager.default.fileExists(atPath: file.path), "seed \(TestSeed.value)")
    }
  }

  @Test func runnerSavesFailuresAndReplaysThemFirst() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = TestSeed.configuration("stored")
    configuration.failureStore = FailureStore(directory: directory)
    let generator = Generator.int(in: 0...10_000)
    let first = PropertyRunner(configuration).check(generator) { $0 < 5_000 }
    #expect(first.failure?.shrunk.value == 5_000, "seed \(TestSeed.value)")
    #expect(configuration.failureStore!.load(propertyName: "stored").entries.count == 1, "seed \(TestSeed.value)")
    // A different seed would find a different case; the stored one is replayed first, in one case.
    configuration.seed &+= 1
    let second = PropertyRunner(configuration).check(generator) { $0 < 5_000 }
    #expect(second.casesRun == 1, "\(second.report())")
    if case .failureStore = second.failure?.source {} else { Issue.record("not replayed from the store") }
    // Corrupt files never stop the run.
    try Data("garbage".utf8).write(to: directory.appendingPathComponent("garbage.json"))
    let third = PropertyRunner(configuration).check(generator) { $0 < 5_000 }
    #expect(third.storeProblems.count == 1 && third.status == .failed, "seed \(TestSeed.value)")
  }
}
