import InputGenerators

/// One problem of the public shrinking challenge (github.com/jlink/shrinking-challenge).
public struct ShrinkingChallenge: Sendable {
  /// The outcome of one seeded run.
  public struct Run: Sendable {
    public var found: Bool
    public var shrunk: String?
    public var evaluations: Int
    public var passStatistics: [String: ShrinkPassStatistics] = [:]
  }

  public let name: String
  /// Descriptions of the ideal counterexample (several when the challenge allows alternatives).
  public let ideals: Set<String>
  let execute: @Sendable (PropertyConfiguration) -> Run

  public func run(seed: UInt64) -> Run {
    var configuration = PropertyConfiguration(name: name, cases: 1_000, seed: seed)
    configuration.maxDiscardedCases = 100_000
    return execute(configuration)
  }

  static func make<Value>(
    _ name: String, ideals: Set<String>, generator: Generator<Value>,
    describe: @escaping @Sendable (Value) -> String = { String(describing: $0) },
    property: @escaping @Sendable (Value) -> Bool
  ) -> ShrinkingChallenge {
    ShrinkingChallenge(name: name, ideals: ideals) { configuration in
      let result = PropertyRunner(configuration).check(generator, describe: describe, property: property)
      guard let failure = result.failure else { return Run(found: false, shrunk: nil, evaluations: 0) }
      return Run(
        found: true, shrunk: failure.shrunk.description, evaluations: failure.shrinkEvaluations,
        passStatistics: failure.shrinkPassStatistics)
    }
  }

  public static let all: [ShrinkingChallenge] = [
    reverse, bound5, largeUnionList, lengthList, calculator, differenceMustNotBeZero, differenceMustNotBeSmall,
    differenceMustNotBeOne, distinct, nestedLists, deletion, coupling, binaryHeap,
  ]

  static let integers = Generator<Int>.int()

  static let reverse = make("reverse", ideals: ["[0, 1]"], generator: .array(of: integers)) { list in
    Array(list.reversed()) == list
  }

  static let bound5: ShrinkingChallenge = {
    let boundedList = Generator.array(of: Generator<Int16>.int()).filter { $0.reduce(0, &+) < 256 }
    return make(
      "bound5", ideals: ["[-1]|[-32768]|[]|[]|[]"], generator: .array(of: boundedList, count: 5),
      describe: { lists in lists.map { "\($0)" }.sorted().joined(separator: "|") }
    ) { lists in
      lists.joined().reduce(Int16(0), &+) < 5 * 256
    }
  }()

  static let largeUnionList = make(
    "large union list", ideals: ["[[0, 1, -1, 2, -2]]"], generator: .array(of: .array(of: integers))
  ) { lists in
    Set(lists.joined()).count < 5
  }

  static let lengthList = make(
    "lengthlist", ideals: ["[900]"],
    generator: Generator.int(in: 1...100).flatMap { n in Generator.array(of: .int(in: 0...1000), count: n) }
  ) { list in
    list.max()! < 900
  }

  static let calculator = make(
    "calculator", ideals: ["(0 / (0 + 0))"], generator: CalculatorExpression.generator
  ) { expression in
    !expression.hasNoLiteralDivisionByZero || expression.evaluate() != nil
  }

  static func difference(_ name: String, ideal: String, bad: @escaping @Sendable (Int) -> Bool) -> ShrinkingChallenge {
    let number = Generator.int(in: 0...1_000_000)
    return make(name, ideals: [ideal], generator: .zip(number, number)) { pair in
      pair.0 < 10 || !bad(abs(pair.0 - pair.1))
    }
  }

  static let differenceMustNotBeZero = difference("difference must not be zero", ideal: "(10, 10)") { $0 == 0 }
  static let differenceMustNotBeSmall = difference("difference must not be small", ideal: "(10, 6)") {
    (1...4).contains($0)
  }
  static let differenceMustNotBeOne = difference("difference must not be one", ideal: "(10, 9)") { $0 == 1 }

  static let distinct = make("distinct", ideals: ["[0, 1, -1]", "[0, 1, 2]"], generator: .array(of: integers)) {
    Set($0).count < 3
  }

  static let nestedLists = make(
    "nestedlists", ideals: ["[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]"], generator: .array(of: .array(of: integers))
  ) { lists in
    lists.map(\.count).reduce(0, +) <= 10
  }

  static let deletion = make(
    "deletion", ideals: ["([0, 0], 0)"],
    generator: Generator.array(of: integers, length: 1...50).flatMap { list in
      Generator.int(in: 0...(list.count - 1)).map { (list, $0) }
    }
  ) { pair in
    var list = pair.0
    let element = list[pair.1]
    list.remove(at: list.firstIndex(of: element)!)
    return !list.contains(element)
  }

  static let coupling = make(
    "coupling", ideals: ["[1, 0]"],
    generator: Generator.array(of: .int(in: 0...10)).filter { list in list.allSatisfy { $0 < list.count } }
  ) { list in
    list.indices.allSatisfy { index in list[index] == index || list[list[index]] != index }
  }

  static let binaryHeap = make(
    "binheap", ideals: ["(0, None, (0, (0, None, None), (1, None, None)))"],
    generator: Generator.int(in: 0...20).flatMap { Heap.generator(bound: nil, size: $0) }
  ) { heap in
    let wrong = heap.wrongToSortedList()
    return wrong == wrong.sorted() && heap.toList().sorted() == wrong
  }
}

/// The calculator challenge's expressions.
public indirect enum CalculatorExpression: Sendable, CustomStringConvertible {
  case literal(Int)
  case add(CalculatorExpression, CalculatorExpression)
  case divide(CalculatorExpression, CalculatorExpression)

  public static let generator = Generator<CalculatorExpression>.recursive(
    maxDepth: 5, base: Generator.int(in: -10...10).map { CalculatorExpression.literal($0) }
  ) { sub in
    .oneOf(
      Generator.zip(sub, sub).map { CalculatorExpression.add($0, $1) },
      Generator.zip(sub, sub).map { CalculatorExpression.divide($0, $1) })
  }

  public var description: String {
    switch self {
    case .literal(let value): return "\(value)"
    case .add(let left, let right): return "(\(left) + \(right))"
    case .divide(let left, let right): return "(\(left) / \(right))"
    }
  }

  public var hasNoLiteralDivisionByZero: Bool {
    switch self {
    case .literal: return true
    case .add(let left, let right): return left.hasNoLiteralDivisionByZero && right.hasNoLiteralDivisionByZero
    case .divide(let left, let right):
      if case .literal(0) = right { return false }
      return left.hasNoLiteralDivisionByZero && right.hasNoLiteralDivisionByZero
    }
  }

  /// The value, or nil on division by zero.
  public func evaluate() -> Int? {
    switch self {
    case .literal(let value): return value
    case .add(let left, let right):
      guard let a = left.evaluate(), let b = right.evaluate() else { return nil }
      return a &+ b
    case .divide(let left, let right):
      guard let a = left.evaluate(), let b = right.evaluate(), b != 0 else { return nil }
      return a / b
    }
  }
}

/// The binheap challenge's heaps: None or (value, left, right) with children ≥ parent.
public indirect enum Heap: Sendable, CustomStringConvertible {
  case empty
  case node(Int, Heap, Heap)

  public static func generator(bound: Int?, size: Int) -> Generator<Heap> {
    Generator { context in
      let start = context.beginSpan()
      defer { context.endSpan(start, label: "heap") }
      let branch = try Generator.int(in: 1...8).generate(in: &context)
      if branch == 1 || size <= 0 { return .empty }
      let head = try Generator.int(in: (bound ?? .min)...(.max)).generate(in: &context)
      let left = try generator(bound: head, size: size / 2).generate(in: &context)
      let right = try generator(bound: head, size: size / 2).generate(in: &context)
      return .node(head, left, right)
    }
  }

  public var description: String {
    switch self {
    case .empty: return "None"
    case .node(let value, let left, let right): return "(\(value), \(left), \(right))"
    }
  }

  public func toList() -> [Int] {
    var result: [Int] = []
    var stack: [Heap] = [self]
    while let heap = stack.popLast() {
      guard case .node(let value, let left, let right) = heap else { continue }
      result.append(value)
      stack.append(left)
      stack.append(right)
    }
    return result
  }

  static func merge(_ first: Heap, _ second: Heap) -> Heap {
    guard case .node(let a, let aLeft, let aRight) = first else { return second }
    guard case .node(let b, let bLeft, let bRight) = second else { return first }
    if a <= b { return .node(a, merge(aRight, second), aLeft) }
    return .node(b, merge(bRight, first), bLeft)
  }

  public func wrongToSortedList() -> [Int] {
    guard case .node(let value, let left, let right) = self else { return [] }
    return [value] + Heap.merge(left, right).toList()
  }
}
