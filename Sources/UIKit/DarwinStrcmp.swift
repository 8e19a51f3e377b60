import Foundation

/// `strcmp` as iOS's C library declares it: its arguments are implicitly unwrapped pointers (`UnsafePointer<CChar>!`),
/// so code written for iOS passes an optional (`string.cString(using: .utf8)`, a `[CChar]?`), which Linux's C
/// library, whose arguments are non-null, does not accept. A nil argument stops the program, as the C call would
/// crash. The result is Darwin's: the difference of the first bytes that differ, as unsigned chars (so
/// `strcmp("", "\\b")` is -92, a value code for iOS tests for).
public func strcmp(_ first: UnsafePointer<CChar>?, _ second: UnsafePointer<CChar>?) -> Int32 {
  guard let first, let second else { preconditionFailure("strcmp: a null pointer (EXC_BAD_ACCESS on iOS)") }
  var index = 0
  while true {
    let left = UInt8(bitPattern: first[index])
    let right = UInt8(bitPattern: second[index])
    if left != right || left == 0 { return Int32(left) - Int32(right) }
    index += 1
  }
}
