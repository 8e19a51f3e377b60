import Foundation

/// Ctrl-C: the first press ends the campaign after the current case, so that
/// what was found is stored and summarised; the workers ignore it.
enum Interrupt {
  nonisolated(unsafe) private static var requested: sig_atomic_t = 0

  /// Whether Ctrl-C was pressed.
  static var wasRequested: Bool { requested != 0 }

  /// Catches SIGINT for the campaign.
  static func install() {
    signal(SIGINT) { _ in Interrupt.requested = 1 }
  }

  /// Workers leave SIGINT to their parent.
  static func ignore() {
    signal(SIGINT, SIG_IGN)
  }
}
