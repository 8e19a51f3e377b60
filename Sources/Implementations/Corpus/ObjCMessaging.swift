/// The Objective-C collection messages the corpus ports translate, with their exact results
/// (shared because they are the runtime's behaviour, not any component's).
///
/// A message to `nil` returns zero: `[nil indexOfObject:x]` is 0 (not `NSNotFound`), `[nil count]`
/// is 0 and `[nil containsObject:x]` is `NO`. `NSNotFound` is `NSIntegerMax`.
enum ObjCMessaging {
  /// `NSNotFound`.
  static let notFound = Int.max

  /// `[array indexOfObject:object]`: the first equal element's index, `NSNotFound` when absent,
  /// 0 when `array` is `nil` (a message to nil).
  static func indexOfObject(_ array: [String]?, _ object: String?) -> Int {
    guard let array else { return 0 }
    guard let object else { return notFound }
    return array.firstIndex(of: object) ?? notFound
  }

  /// `[array containsObject:object]`: `NO` when `array` is `nil`.
  static func containsObject(_ array: [String]?, _ object: String?) -> Bool {
    guard let array, let object else { return false }
    return array.contains(object)
  }

  /// `[array count]`: 0 when `array` is `nil`.
  static func count(_ array: [String]?) -> Int { array?.count ?? 0 }

  /// `[string length]` (UTF-16 units): 0 when `string` is `nil`.
  static func length(_ string: String?) -> Int { string?.utf16.count ?? 0 }
}
