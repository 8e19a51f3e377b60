extension Generator {
  /// Transforms every generated value; shrinking still happens on the underlying choices.
  ///
  /// ```swift
  /// let evens = Generator.int(in: 0...50).map { $0 * 2 }
  /// ```
  public func map<Other>(_ transform: @escaping @Sendable (Value) throws -> Other) -> Generator<Other> {
    Generator<Other> { context in try transform(try self.generate(in: &context)) }
  }

  /// Uses each generated value to choose the next generator (monadic bind).
  ///
  /// ```swift
  /// let sizedList = Generator.int(in: 1...5).flatMap { n in Generator.array(of: .int(in: 0...9), length: n...n) }
  /// ```
  public func flatMap<Other>(
    _ transform: @escaping @Sendable (Value) throws -> Generator<Other>
  ) -> Generator<Other> {
    Generator<Other> { context in
      let value = try self.generate(in: &context)
      return try transform(value).generate(in: &context)
    }
  }

  /// Keeps only values satisfying `predicate`, retrying up to `maxDiscards` consecutive rejections.
  ///
  /// After `maxDiscards` rejections in a row generation throws `GenerationError.filterExhausted`, naming the
  /// limit and `description`.
  ///
  /// ```swift
  /// let odd = Generator.int(in: 0...99).filter("odd") { $0 % 2 == 1 }
  /// ```
  public func filter(
    _ description: String? = nil, maxDiscards: Int = 100,
    _ predicate: @escaping @Sendable (Value) -> Bool
  ) -> Generator<Value> {
    let attemptLabel = "filter-attempt:\(Value.self)"
    return Generator { context in
      for _ in 0..<maxDiscards {
        let start = context.beginSpan()
        let value = try self.generate(in: &context)
        context.endSpan(start, label: attemptLabel)
        if predicate(value) { return value }
      }
      throw GenerationError.filterExhausted(limit: maxDiscards, filter: description)
    }
  }

  /// Records the labels `classifier` returns for each value, for coverage statistics.
  ///
  /// ```swift
  /// let lists = Generator.array(of: .bool, length: 0...5).classified { $0.isEmpty ? ["empty"] : [] }
  /// ```
  public func classified(_ classifier: @escaping @Sendable (Value) -> [String]) -> Generator<Value> {
    Generator { context in
      let value = try self.generate(in: &context)
      for label in classifier(value) { context.recordLabel(label) }
      return value
    }
  }

  /// Pairs values from two generators.
  ///
  /// ```swift
  /// let point = Generator.zip(Generator.int(in: 0...9), Generator.int(in: 0...9))
  /// ```
  public static func zip<A, B>(_ a: Generator<A>, _ b: Generator<B>) -> Generator<(A, B)>
  where Value == (A, B) {
    Generator<(A, B)> { context in
      let first = try a.generate(in: &context)
      return (first, try b.generate(in: &context))
    }
  }

  /// Combines values from three generators.
  ///
  /// ```swift
  /// let colour = Generator.zip(Generator.int(in: 0...255), Generator.int(in: 0...255), Generator.int(in: 0...255))
  /// ```
  public static func zip<A, B, C>(
    _ a: Generator<A>, _ b: Generator<B>, _ c: Generator<C>
  ) -> Generator<(A, B, C)> where Value == (A, B, C) {
    Generator<(A, B, C)> { context in
      let first = try a.generate(in: &context)
      let second = try b.generate(in: &context)
      return (first, second, try c.generate(in: &context))
    }
  }

  /// Combines values from four generators.
  ///
  /// ```swift
  /// let quad = Generator.zip(Generator.bool, Generator.bool, Generator.bool, Generator.bool)
  /// ```
  public static func zip<A, B, C, D>(
    _ a: Generator<A>, _ b: Generator<B>, _ c: Generator<C>, _ d: Generator<D>
  ) -> Generator<(A, B, C, D)> where Value == (A, B, C, D) {
    Generator<(A, B, C, D)> { context in
      let first = try a.generate(in: &context)
      let second = try b.generate(in: &context)
      let third = try c.generate(in: &context)
      return (first, second, third, try d.generate(in: &context))
    }
  }

  /// Picks one of `generators` uniformly; the first one is the simplest and shrinking prefers it.
  ///
  /// ```swift
  /// let small = Generator.oneOf(.constant(0), .int(in: 1...9))
  /// ```
  public static func oneOf(_ generators: Generator<Value>...) -> Generator<Value> {
    oneOf(generators)
  }

  /// Picks one of `generators` uniformly; the first one is the simplest and shrinking prefers it.
  ///
  /// ```swift
  /// let small = Generator.oneOf([.constant(0), .int(in: 1...9)])
  /// ```
  public static func oneOf(_ generators: [Generator<Value>]) -> Generator<Value> {
    precondition(!generators.isEmpty, "Generator.oneOf needs at least one generator.")
    let max = UInt64(generators.count - 1)
    let branchLabel = "branch:\(Value.self)"
    return Generator { context in
      let start = context.beginSpan()
      let index = Int(try context.draw(upTo: max))
      let value = try generators[index].generate(in: &context)
      context.endSpan(start, label: branchLabel)
      return value
    }
  }

  /// Picks a generator with probability proportional to its weight; the first one is the simplest.
  ///
  /// ```swift
  /// let mostlySmall = Generator.frequency([(9, .int(in: 0...9)), (1, .int(in: 0...1_000_000))])
  /// ```
  public static func frequency(_ weighted: [(weight: Int, generator: Generator<Value>)]) -> Generator<Value> {
    precondition(!weighted.isEmpty, "Generator.frequency needs at least one generator.")
    let weights = weighted.map(\.weight)
    let generators = weighted.map(\.generator)
    let branchLabel = Self.branchLabel
    return Generator { context in
      try drawBranch(weights: weights, label: branchLabel, in: &context) { index, context in
        try generators[index].generate(in: &context)
      }
    }
  }

  /// The span label of a ``frequency(_:)`` branch.
  static var branchLabel: String { "branch:\(Value.self)" }

  /// One ``frequency(_:)`` draw: the branch chosen by `weights`, then its value from `generate`, in one span
  /// labelled `label`. Shared with a caller whose options change at every draw, so that it draws exactly as
  /// `frequency` does without building a generator each time.
  static func drawBranch(
    weights: [Int], label: String, in context: inout DrawContext,
    _ generate: (Int, inout DrawContext) throws -> Value
  ) throws -> Value {
    let start = context.beginSpan()
    let index = try context.drawWeighted(weights)
    let value = try generate(index, &context)
    context.endSpan(start, label: label)
    return value
  }

  /// Produces `nil` (the simplest value) about a quarter of the time, otherwise a wrapped value.
  ///
  /// ```swift
  /// let maybe = Generator.optional(Generator.int(in: 0...9))
  /// ```
  public static func optional<Wrapped>(_ wrapped: Generator<Wrapped>) -> Generator<Wrapped?>
  where Value == Wrapped? {
    Generator<Wrapped?> { context in
      guard try context.drawBoolean(probability: 0.75) else { return nil }
      return try wrapped.generate(in: &context)
    }
  }

  /// Builds recursive values: `extend` receives the generator for subterms one level shallower.
  ///
  /// At depth `maxDepth` only `base` is used, so every value is finite; the base case is the simplest.
  ///
  /// ```swift
  /// indirect enum Tree { case leaf, node(Tree, Tree) }
  /// let trees = Generator<Tree>.recursive(maxDepth: 4, base: .constant(.leaf)) { sub in
  ///   Generator.zip(sub, sub).map { Tree.node($0, $1) }
  /// }
  /// ```
  public static func recursive(
    maxDepth: Int, base: Generator<Value>, recursionProbability: Double = 0.5,
    extend: (Generator<Value>) -> Generator<Value>
  ) -> Generator<Value> {
    // Every level starts with a "recurse?" choice (at the deepest level its only option is 0), so a subtree's
    // choices mean the same at any depth and the shrinker can move subtrees up the tree.
    let recursiveLabel = "recursive:\(Value.self)"
    var level = Generator { context in
      let start = context.beginSpan()
      _ = try context.draw(upTo: 0)
      let value = try base.generate(in: &context)
      context.endSpan(start, label: recursiveLabel)
      return value
    }
    for _ in 0..<max(maxDepth, 0) {
      let deeper = extend(level)
      level = Generator { context in
        let start = context.beginSpan()
        let value: Value
        if try context.drawBoolean(probability: recursionProbability) {
          value = try deeper.generate(in: &context)
        } else {
          value = try base.generate(in: &context)
        }
        context.endSpan(start, label: recursiveLabel)
        return value
      }
    }
    return level
  }
}

extension Generator where Value: Sendable {
  /// Picks an element of `elements`; earlier elements are simpler.
  ///
  /// ```swift
  /// let weekday = Generator.element(of: ["Mon", "Tue", "Wed"])
  /// ```
  public static func element(of elements: some Collection<Value>) -> Generator<Value> {
    let all = Array(elements)
    precondition(!all.isEmpty, "Generator.element(of:) needs a non-empty collection.")
    let max = UInt64(all.count - 1)
    return Generator { context in all[Int(try context.draw(upTo: max))] }
  }

  /// Produces random permutations of `elements`; the unshuffled order is the simplest.
  ///
  /// ```swift
  /// let orders = Generator<[Int]>.shuffled([1, 2, 3])
  /// ```
  public static func shuffled<Element: Sendable>(_ elements: [Element]) -> Generator<[Element]>
  where Value == [Element] {
    Generator<[Element]>.constant(elements).shuffled()
  }
}

extension Generator {
  /// Shuffles every generated array (Fisher–Yates driven by choices; all-zero choices keep the order).
  ///
  /// ```swift
  /// let shuffledLists = Generator.array(of: .int(in: 0...9), length: 0...5).shuffled()
  /// ```
  public func shuffled<Element>() -> Generator<[Element]> where Value == [Element] {
    Generator<[Element]> { context in
      var array = try self.generate(in: &context)
      if array.count > 1 {
        for index in 0..<(array.count - 1) {
          let offset = Int(try context.draw(upTo: UInt64(array.count - 1 - index)))
          array.swapAt(index, index + offset)
        }
      }
      return array
    }
  }
}
