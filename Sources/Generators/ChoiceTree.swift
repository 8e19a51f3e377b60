/// Every run the shrinker has seen, as a tree of draws (Hypothesis's data tree): a candidate that follows a
/// known path to its end is answered without calling the test.
///
/// A node stands for one draw and knows the bound it was drawn with, so a candidate is clamped exactly as a
/// replay would clamp it; a path ends in what the run concluded. A candidate that stops before a known path
/// ends would overrun. A test is assumed to depend only on the choices it read (as every replay does).
///
/// ```swift
/// var tree = ChoiceTree()
/// tree.record(ChoiceSequence([Choice(value: 3, max: 5)]), interesting: false)
/// tree.outcome(of: [9, 1])  // .boring: 9 replays as 5, and the run reads nothing after it
/// ```
struct ChoiceTree {
  /// What a known run concluded.
  enum Known: Equatable {
    case interesting, boring, overrun
  }

  private struct Node {
    /// The bound of the draw at this node (`nil` once the run ends here).
    var max: UInt64?
    var children: [UInt64: Int] = [:]
    var conclusion: Known?
  }

  private var nodes = [Node()]

  /// Records a run that read exactly `consumed` (values as clamped) and was interesting or not.
  mutating func record(_ consumed: ChoiceSequence, interesting: Bool) {
    var node = 0
    for choice in consumed.choices {
      // A run that disagrees with an earlier one (a test that is not deterministic) is not recorded.
      if nodes[node].conclusion != nil { return }
      if let known = nodes[node].max, known != choice.max { return }
      nodes[node].max = choice.max
      if let child = nodes[node].children[choice.value] {
        node = child
      } else {
        nodes.append(Node())
        nodes[node].children[choice.value] = nodes.count - 1
        node = nodes.count - 1
      }
    }
    guard nodes[node].max == nil, nodes[node].children.isEmpty else { return }
    nodes[node].conclusion = interesting ? .interesting : .boring
  }

  /// What running `candidate` would conclude, if a recorded run already shows it.
  func outcome(of candidate: [UInt64]) -> Known? {
    var node = 0
    var position = 0
    while true {
      if let conclusion = nodes[node].conclusion { return conclusion }
      guard let bound = nodes[node].max else { return nil }
      guard position < candidate.count else { return .overrun }
      guard let child = nodes[node].children[Swift.min(candidate[position], bound)] else { return nil }
      node = child
      position += 1
    }
  }
}
