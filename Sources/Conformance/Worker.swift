import Foundation
import InputGenerators

/// The line protocol between a fuzzing process and its worker child.
///
/// The parent writes one ``WorkerRequest`` per line (JSON) on the child's
/// standard input. Before each event reaches the implementation the child
/// writes a ``WorkerProgress`` line (`P {json}`), and at the end of the case a
/// result line (`R {json}`). When the child dies or stops answering, the last
/// progress line says which event, at which step, exercising which clause.
nonisolated public enum WorkerProtocol {
  /// The prefix of a progress line.
  public static let progressPrefix = "P "
  /// The prefix of a result line.
  public static let resultPrefix = "R "
  /// The line a worker writes once it is ready, before reading any request.
  public static let readyLine = "READY"
}

/// One case for a worker to run.
nonisolated public struct WorkerRequest: Codable, Sendable {
  public var request: CaseRequest
  public var implementation: String
  public var family: ContractFamily
  public var settings: CaseSettings

  public init(request: CaseRequest, implementation: String, family: ContractFamily, settings: CaseSettings) {
    self.request = request
    self.implementation = implementation
    self.family = family
    self.settings = settings
  }
}

/// What a worker is about to do.
nonisolated public struct WorkerProgress: Codable, Sendable {
  /// The step number (1-based).
  public var step: Int
  /// The events performed so far, this one included.
  public var trace: [InputEvent]
  /// The clause the event exercises.
  public var clause: ClauseID
  /// The choices drawn so far (for shrinking a crash).
  public var choices: ChoiceSequence

  public init(step: Int, trace: [InputEvent], clause: ClauseID, choices: ChoiceSequence) {
    self.step = step
    self.trace = trace
    self.clause = clause
    self.choices = choices
  }
}

/// One step as a worker reports it: only what is new since the previous step, so a progress line
/// stays short however long the case grows (the parent accumulates them into a ``WorkerProgress``).
nonisolated public struct WorkerStep: Codable, Sendable {
  public var step: Int
  public var event: InputEvent
  public var clause: ClauseID
  /// The choices drawn since the previous step.
  public var newChoices: [Choice]

  public init(step: Int, event: InputEvent, clause: ClauseID, newChoices: [Choice]) {
    self.step = step
    self.event = event
    self.clause = clause
    self.newChoices = newChoices
  }
}

/// The worker side: serves requests from standard input until it closes.
public enum WorkerLoop {
  /// Serves requests, looking implementations up by name with `lookup`.
  ///
  /// The protocol keeps standard output to itself: what the implementation prints goes to standard
  /// error (the parent keeps its tail for a trap's message). The worker ends when its parent is gone,
  /// even in the middle of a hang.
  public static func serve(lookup: (String) -> Implementation?) {
    let output = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    ParentWatch.start()
    let encoder = JSONEncoder()
    func send(_ prefix: String, _ data: Data) {
      output.write(Data(prefix.utf8) + data + Data("\n".utf8))
    }
    send(WorkerProtocol.readyLine, Data())
    while let line = readLine(strippingNewline: true) {
      guard let data = line.data(using: .utf8), let work = try? JSONDecoder().decode(WorkerRequest.self, from: data),
        let implementation = lookup(work.implementation)
      else {
        send(WorkerProtocol.resultPrefix, Data("null".utf8))
        continue
      }
      var sentChoices = 0
      let evaluated = InProcessEvaluator.run(
        work.request, implementation: implementation, family: work.family, settings: work.settings
      ) { step, event, clause, choices in
        let fresh = Array(choices.choices.dropFirst(sentChoices))
        sentChoices = choices.count
        let progress = WorkerStep(step: step, event: event, clause: clause, newChoices: fresh)
        if let data = try? encoder.encode(progress) { send(WorkerProtocol.progressPrefix, data) }
      }
      if let data = try? encoder.encode(evaluated) { send(WorkerProtocol.resultPrefix, data) }
    }
  }
}

/// Ends a worker whose parent is gone (killed, say, with its worker in an endless loop).
nonisolated enum ParentWatch {
  /// Starts a thread that checks the parent every 200 ms.
  static func start() {
    let parent = getppid()
    guard parent > 1 else { exit(0) }
    Thread.detachNewThread {
      while true {
        usleep(200_000)
        if getppid() != parent { _exit(0) }
      }
    }
  }
}
