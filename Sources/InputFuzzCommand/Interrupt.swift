import Foundation

/// Ctrl-C (SIGINT) or a polite kill (SIGTERM, as CI runners and Kubernetes send): the campaign ends
/// after the current case, so that what was found is stored, summarised and written to the report;
/// the workers ignore both (they are in a process group of their own, and leave SIGINT to their parent).
enum Interrupt {
  nonisolated(unsafe) private static var requested: sig_atomic_t = 0

  /// Whether the campaign was asked to stop.
  static var wasRequested: Bool { requested != 0 }

  /// Catches SIGINT and SIGTERM for the campaign.
  static func install() {
    signal(SIGINT) { _ in Interrupt.requested = 1 }
    signal(SIGTERM) { _ in Interrupt.requested = 1 }
  }

  /// Workers leave SIGINT to their parent.
  static func ignore() {
    signal(SIGINT, SIG_IGN)
  }
}
