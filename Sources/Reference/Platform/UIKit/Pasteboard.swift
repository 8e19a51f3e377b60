import Foundation

/// The pasteboard, as `UIPasteboard.general`: its string is the current world's (the one the text field's Copy,
/// Cut and Paste use, and the harness sets for a case), so what a component reads or writes is part of the case.
///
/// ```swift
/// UIPasteboard.general.string = "1234"
/// field.paste(nil)  // inserts "1234"
/// ```
@preconcurrency @MainActor open class UIPasteboard {
  /// The general pasteboard of the current world.
  public class var general: UIPasteboard { UIPasteboard() }

  /// The pasteboard's string, as `string`.
  open var string: String? {
    get { PlatformEnvironment.current.pasteboardString }
    set { PlatformEnvironment.current.pasteboardString = newValue }
  }

  /// Its strings, as `strings`: the one string, when there is one.
  open var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }

  /// Whether it holds a string, as `hasStrings`.
  open var hasStrings: Bool { string != nil }
}
