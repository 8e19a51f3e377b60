/// The minimal text-input protocol, the analogue of `UIKeyInput`.
///
/// A responder that adopts it and has no ``Responder/inputView`` gets the
/// system keyboard (RESP-9). See KEY-1 … KEY-9 for the contract.
@preconcurrency @MainActor public protocol KeyInput: AnyObject {
  /// Whether there is any text to delete (KEY-1).
  var hasText: Bool { get }
  /// Inserts text typed by the user (KEY-2).
  func insertText(_ text: String)
  /// Deletes one character backward; a no-op on empty text (KEY-3, KEY-4).
  func deleteBackward()
}
