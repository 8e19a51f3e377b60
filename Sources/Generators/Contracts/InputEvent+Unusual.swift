extension InputEvent {
  /// Whether real UIKit rarely or never sends this event to an input component, so that a break it causes is
  /// *unusual input*, not a defect (CONFORMANCE.md, "Tiers"): `insertText("")`, which no system keyboard sends
  /// (a key inserts its character; delete is `deleteBackward()`). The contract still decides what it must do
  /// (KEY-3), and the fuzzer generates it only when asked (`--unusual-input`).
  public var isUnusualInput: Bool { self == .type("") }
}
