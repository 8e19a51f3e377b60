import Foundation
import InputConformance
import InputGenerators
import InputReference

// The components of `FixtureImplementations.swift`: a keyboard that hangs and one that traps, against the
// platform's public API only.

/// Done spins forever: the kind of loop a bad `while` over a data source makes.
final class HangingKeyboard: PickerKeyboard {
  init(components: [[String]]) { super.init(components: components) }

  public required init?(coder: NSCoder) { nil }

  override func done() {
    var row = 0
    while row >= 0 { row = (row + 1) % max(1, components[0].count) }
  }
}

/// Done traps: a force unwrap of a selection that is not there.
final class TrappingKeyboard: PickerKeyboard {
  init(components: [[String]]) { super.init(components: components) }

  public required init?(coder: NSCoder) { nil }

  override func done() {
    let missing: [String]? = nil
    onDone?(missing!)
  }
}
