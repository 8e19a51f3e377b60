import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExitTest.Condition {
  /// A Swift runtime trap (`fatalError`, an index out of range, an overflow): the signal its trap instruction raises,
  /// `SIGILL` on x86-64 (`ud2`) and `SIGTRAP` elsewhere (`brk`). `.failure` would also pass when an expectation fails
  /// inside the child, which is not a trap.
  static var trap: Self {
    #if arch(x86_64)
      .signal(SIGILL)
    #else
      .signal(SIGTRAP)
    #endif
  }

}
