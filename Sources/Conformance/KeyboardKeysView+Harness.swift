@_spi(Harness) import InputPlatform
import InputReference

// Taps on the reference key-input view's own keys: a person's gesture, so the harness's, not the component's
// (the components reach no user-gesture simulation). Tests and drivers call them.

extension KeyboardKeysView {
  /// A person taps the key titled `title` (the delete key is "⌫"); nothing when there is none.
  @_spi(Harness) public func tapKey(_ title: String) {
    buttons.first { $0.title == title }?.tap()
  }
}

extension KeyInputTextView {
  /// A person taps one of the custom keys (the delete key is "⌫") while the view is first.
  @_spi(Harness) public func tapKey(_ title: String) {
    guard isFirstResponder else { return }
    keysView?.tapKey(title)
  }
}
