import Foundation
import InputConformance
import InputGenerators
import Testing

/// What an exit test wrote: its standard output's lines and its standard error.
struct ExitTestOutput: Sendable {
  var lines: [String] = []
  var errors = ""

  /// Runs the job `job` in an exit test through `isolation`.
  static func of(_ job: IsolatedJob, isolation: ConformanceCheck.Isolation) async -> ExitTestOutput {
    guard let result = await isolation(job.encoded) else { return ExitTestOutput() }
    return ExitTestOutput(
      lines: String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n").map(String.init),
      errors: String(decoding: result.standardErrorContent, as: UTF8.self))
  }

  /// The last progress line (`P {json}`) after the line at `start`.
  func lastProgress(after start: Int = -1) -> WorkerProgress? {
    lines[(start + 1)...].last { $0.hasPrefix("P ") }.flatMap {
      try? JSONDecoder().decode(WorkerProgress.self, from: Data($0.dropFirst(2).utf8))
    }
  }

  /// How the child ended, having last reported `last`: a hang when its watchdog wrote `H` (with a
  /// step limit of `limit` seconds), else a trap with the runtime's message from standard error.
  func death(last: WorkerProgress?, limit: Double) -> WorkerDeath {
    let hung = lines.contains("H")
    return WorkerDeath(
      kind: hung ? .hang : .crash, last: last,
      detail: hung ? WorkerDeath.hangDetail(limit: limit) + " in an exit test" : "in an exit test",
      message: hung ? nil : TrapIdentity.message(in: errors))
  }
}
