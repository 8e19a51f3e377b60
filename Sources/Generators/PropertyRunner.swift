/// Runs a property over generated cases, shrinks the first failure and reports it with a replay token.
///
/// Each case is generated from `CaseSeed.derive(runSeed:caseIndex:)`, so any case can be regenerated alone.
/// Stored failures (and a configured replay token) are replayed before new cases are generated.
///
/// ```swift
/// let runner = PropertyRunner(PropertyConfiguration(name: "reverse twice"))
/// let result = runner.check(Generator.array(of: .int(in: -9...9))) { list in
///   list.reversed().reversed() == list
/// }
/// print(result.report(testName: "reverseTwice"))
/// ```
public struct PropertyRunner: Sendable {
  /// The run settings.
  public var configuration: PropertyConfiguration

  /// Creates a runner.
  ///
  /// ```swift
  /// let runner = PropertyRunner(PropertyConfiguration(name: "p", cases: 500))
  /// ```
  public init(_ configuration: PropertyConfiguration = PropertyConfiguration()) {
    self.configuration = configuration
  }

  /// Checks a property that signals failure by throwing any error.
  ///
  /// ```swift
  /// let result = PropertyRunner().checkThrowing(Generator.int(in: 1...9)) { x in
  ///   if x * 2 <= x { throw PropertyFalsified() }
  /// }
  /// ```
  public func checkThrowing<Value>(
    _ generator: Generator<Value>, describe: (Value) -> String = { String(describing: $0) },
    property: (Value) throws -> Void
  ) -> PropertyResult<Value> {
    check(generator, describe: describe) { (value: Value, _: CaseRecorder) in try property(value) }
  }

  /// Checks a property that returns `false` (or throws) on failure.
  ///
  /// ```swift
  /// let result = PropertyRunner().check(Generator.array(of: .bool)) { $0.count >= 0 }
  /// ```
  public func check<Value>(
    _ generator: Generator<Value>, describe: (Value) -> String = { String(describing: $0) },
    property: (Value) throws -> Bool
  ) -> PropertyResult<Value> {
    check(generator, describe: describe) { (value: Value, _: CaseRecorder) in
      if try !property(value) { throw PropertyFalsified() }
    }
  }

  /// Checks a property that can label its cases through a `CaseRecorder`.
  ///
  /// ```swift
  /// let result = PropertyRunner().check(Generator.int(in: -5...5)) { (x: Int, recorder: CaseRecorder) in
  ///   recorder.label(x == 0 ? "zero" : "non-zero")
  /// }
  /// ```
  public func check<Value>(
    _ generator: Generator<Value>, describe: (Value) -> String = { String(describing: $0) },
    property: (Value, CaseRecorder) throws -> Void
  ) -> PropertyResult<Value> {
    withoutActuallyEscaping(describe) { describe in
      withoutActuallyEscaping(property) { property in
        var run = PropertyRun(
          configuration: configuration, generator: generator, describe: describe, property: property)
        return run.execute()
      }
    }
  }
}

/// The outcome of running the property on one case.
enum CaseOutcome<Value> {
  case passed(labels: [String])
  case discarded
  case failed(value: Value, choices: ChoiceSequence, spans: [ChoiceSpan], error: String, errorType: String)
  case invalid(GenerationError)
}

/// The state of one property run.
struct PropertyRun<Value> {
  let configuration: PropertyConfiguration
  let generator: Generator<Value>
  let describe: (Value) -> String
  let property: (Value, CaseRecorder) throws -> Void
  var result: PropertyResult<Value>
  /// The most recent error a fresh generation threw, reported if the run gives up.
  var lastGenerationError: GenerationError?
  /// The choices of the generated cases that passed (or were discarded), which the shrinker need not run again.
  var passingRuns: [ChoiceSequence] = []
  /// How many choices `passingRuns` holds; recording stops at `passingRunsLimit`.
  var passingChoices = 0
  var passingRunsLimit: Int { 200_000 }

  init(
    configuration: PropertyConfiguration, generator: Generator<Value>, describe: @escaping (Value) -> String,
    property: @escaping (Value, CaseRecorder) throws -> Void
  ) {
    self.configuration = configuration
    self.generator = generator
    self.describe = describe
    self.property = property
    self.result = PropertyResult(
      name: configuration.name, status: .passed, seed: configuration.seed, casesRun: 0, discardedCases: 0,
      failure: nil, labels: LabelStatistics(), coverage: [], gaveUpReason: nil, storeProblems: [])
  }

  /// Runs the property on one context (fresh or replaying).
  func runCase(_ context: inout DrawContext) -> CaseOutcome<Value> {
    let value: Value
    do {
      value = try generator.generate(in: &context)
    } catch let error as GenerationError {
      return .invalid(error)
    } catch {
      return .invalid(.invalidArgument(String(describing: error)))
    }
    let recorder = CaseRecorder()
    do {
      try property(value, recorder)
      return .passed(labels: context.labels + recorder.labels)
    } catch is CaseDiscarded {
      return .discarded
    } catch {
      return .failed(
        value: value, choices: context.recorded, spans: context.spans, error: String(describing: error),
        errorType: String(reflecting: type(of: error)))
    }
  }

  func replayCase(_ choices: ChoiceSequence) -> CaseOutcome<Value> {
    var context = DrawContext(replaying: choices)
    return runCase(&context)
  }

  mutating func execute() -> PropertyResult<Value> {
    if let token = configuration.replay {
      switch replayCase(token.choices) {
      case .failed(let value, let choices, let spans, let error, let errorType):
        recordFailure(
          value: value, choices: choices, spans: spans, error: error, errorType: errorType, source: .replayToken)
      case .invalid(let error):
        result.status = .gaveUp
        result.gaveUpReason = "The replay token does not fit this property's generator: \(error)"
      case .discarded:
        result.status = .gaveUp
        result.gaveUpReason = "The replayed case was discarded by the property."
      case .passed(let labels):
        result.labels.record(labels)
      }
      result.casesRun = 1
      return result
    }
    if replayStoredFailures() { return result }
    var index = 0
    while result.casesRun < configuration.cases {
      if runGeneratedCase(index) { return result }
      index += 1
      if result.status == .gaveUp { return result }
    }
    checkCoverage(nextIndex: index)
    return result
  }

  /// Runs case `index`; returns true when the run is over (a failure was found).
  mutating func runGeneratedCase(_ index: Int) -> Bool {
    var context = DrawContext(
      seed: CaseSeed.derive(runSeed: configuration.seed, caseIndex: index), maxChoices: configuration.maxChoicesPerCase)
    context.sizeScale = PropertyRun.sizeScale(caseIndex: index, cases: configuration.cases)
    let outcome = runCase(&context)
    switch outcome {
    case .passed, .discarded:
      if configuration.shrinks, passingChoices + context.recorded.count <= passingRunsLimit {
        passingRuns.append(context.recorded)
        passingChoices += context.recorded.count
      }
    case .failed, .invalid: break
    }
    if case .passed = outcome { result.casesRun += 1 }
    if case .failed = outcome { result.casesRun += 1 }
    switch outcome {
    case .passed(let labels):
      result.labels.record(labels)
    case .discarded, .invalid:
      result.discardedCases += 1
      if case .invalid(let error) = outcome { lastGenerationError = error }
      if result.discardedCases > configuration.maxDiscardedCases {
        result.status = .gaveUp
        let cause = lastGenerationError.map { " The last generation error: \($0)" } ?? ""
        result.gaveUpReason =
          "Gave up after \(result.discardedCases) discarded cases (the limit is \(configuration.maxDiscardedCases))."
          + cause
      }
    case .failed(let value, let choices, let spans, let error, let errorType):
      recordFailure(
        value: value, choices: choices, spans: spans, error: error, errorType: errorType,
        source: .generated(caseIndex: index))
      saveFailure()
      return true
    }
    return false
  }

  /// Collections start small and reach full size halfway through the run, so the first failures found are
  /// usually small (and cheap to shrink).
  static func sizeScale(caseIndex: Int, cases: Int) -> Double {
    min(1, 0.1 + Double(caseIndex) / Double(max(cases / 2, 1)))
  }

  /// Replays failures from the store; returns true when one still fails.
  mutating func replayStoredFailures() -> Bool {
    guard let store = configuration.failureStore else { return false }
    let (entries, problems) = store.load(propertyName: configuration.name)
    result.storeProblems += problems
    for entry in entries {
      guard let token = try? ReplayToken(parsing: entry.replayToken) else { continue }
      if case .failed(let value, let choices, let spans, let error, let errorType) = replayCase(token.choices) {
        result.casesRun += 1
        recordFailure(
          value: value, choices: choices, spans: spans, error: error, errorType: errorType,
          source: .failureStore(file: entry.summary))
        return true
      }
    }
    return false
  }

  mutating func saveFailure() {
    guard let store = configuration.failureStore, let failure = result.failure else { return }
    let summary = "\(failure.shrunk.description): \(failure.error)"
    let entry = StoredFailure(propertyName: configuration.name, replayToken: failure.replayToken, summary: summary)
    do {
      try store.save(entry)
    } catch {
      result.storeProblems.append(
        FailureStoreProblem(file: store.directory.path, reason: .saveFailed(String(describing: error))))
    }
  }

  mutating func recordFailure(
    value: Value, choices: ChoiceSequence, spans: [ChoiceSpan], error: String, errorType: String,
    source: FailureSource
  ) {
    let original = Counterexample(value: value, choices: choices, description: describe(value))
    var shrunk = original
    var shrunkError = error
    var evaluations = 0
    var steps = 0
    var statistics: [String: ShrinkPassStatistics] = [:]
    if configuration.shrinks {
      // Counted as Hypothesis counts them: candidates that reach the property. A candidate whose
      // generation overruns (or whose generator's filter gives up) never calls it.
      var propertyCalls = 0
      let shrinker = Shrinker(limits: configuration.shrinkLimits)
      let shrinkResult = shrinker.shrink(choices, spans: spans, passing: passingRuns) { candidate in
        var context = DrawContext(replaying: candidate)
        let replayed = runCase(&context)
        switch replayed {
        case .failed, .passed, .discarded: propertyCalls += 1
        case .invalid: break
        }
        switch replayed {
        case .failed(_, let consumed, let consumedSpans, _, let candidateType):
          // A different kind of error is a different bug: shrinking must not slip from one to the other.
          guard !configuration.shrinkKeepsErrorType || candidateType == errorType else {
            return .uninteresting(consumed: consumed)
          }
          return .interesting(consumed: consumed, spans: consumedSpans)
        case .invalid:
          return .invalid
        case .passed, .discarded:
          return .uninteresting(consumed: context.recorded)
        }
      }
      evaluations = propertyCalls
      steps = shrinkResult.shrinks
      statistics = shrinkResult.passStatistics
      if case .failed(let value, let consumed, _, let error, _) = replayCase(shrinkResult.sequence) {
        shrunk = Counterexample(value: value, choices: consumed, description: describe(value))
        shrunkError = error
      }
    }
    result.status = .failed
    result.failure = PropertyFailure(
      source: source, original: original, shrunk: shrunk, error: shrunkError, originalError: error,
      shrinkEvaluations: evaluations, shrinkSteps: steps, shrinkPassStatistics: statistics,
      replayToken: ReplayToken(choices: shrunk.choices))
  }

  /// Keeps running batches until every coverage requirement is decided (or the case cap is reached).
  mutating func checkCoverage(nextIndex: Int) {
    guard !configuration.coverage.isEmpty else { return }
    var index = nextIndex
    while true {
      let atCap = result.casesRun >= configuration.maxCoverageCases
      let verdicts = configuration.coverage.map { requirement in
        CoverageVerdict.judge(
          requirement, labelled: result.labels.counts[requirement.label, default: 0], total: result.labels.totalCases,
          z: configuration.coverageConfidence, tolerance: configuration.coverageTolerance, final: atCap)
      }
      result.coverage = verdicts
      if verdicts.contains(where: { $0.status == .insufficient }) {
        result.status = .insufficientCoverage
        return
      }
      if verdicts.allSatisfy({ $0.status == .satisfied }) || atCap { return }
      let batchEnd = min(result.casesRun + 100, configuration.maxCoverageCases)
      while result.casesRun < batchEnd {
        if runGeneratedCase(index) { return }
        index += 1
        if result.status == .gaveUp { return }
      }
    }
  }
}
