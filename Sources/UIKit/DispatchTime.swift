import Dispatch
import InputPlatform

/// A point on the model's virtual clock, as Dispatch's `DispatchTime`: in a file that imports `UIKit`,
/// `.now() + 0.3` reads the current world's run loop, never the machine's clock, so a deferred call's time is exact
/// and the same on every run.
public struct DispatchTime: Comparable, Hashable, Sendable {
  /// Nanoseconds of run-loop time, as `uptimeNanoseconds`.
  public let uptimeNanoseconds: UInt64

  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

  /// The current world's run-loop time.
  public static func now() -> DispatchTime {
    let seconds = MainActor.assumeIsolated { PlatformEnvironment.current.runLoop.elapsed }
    return DispatchTime(uptimeNanoseconds: UInt64((seconds * 1e9).rounded()))
  }

  /// A time that never comes.
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

  /// Seconds from the run loop's start.
  var seconds: Double { Double(uptimeNanoseconds) / 1e9 }

  public static func < (left: DispatchTime, right: DispatchTime) -> Bool {
    left.uptimeNanoseconds < right.uptimeNanoseconds
  }

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    time.adding(nanoseconds: seconds * 1e9)
  }

  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    time.adding(nanoseconds: -seconds * 1e9)
  }

  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    time.adding(nanoseconds: interval.nanoseconds)
  }

  public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    time.adding(nanoseconds: -interval.nanoseconds)
  }

  private func adding(nanoseconds: Double) -> DispatchTime {
    guard uptimeNanoseconds != .max else { return self }
    let result = (Double(uptimeNanoseconds) + nanoseconds).rounded()
    return DispatchTime(uptimeNanoseconds: result <= 0 ? 0 : UInt64(min(result, Double(UInt64.max - 1))))
  }
}

extension DispatchTimeInterval {
  /// The interval in nanoseconds (`.never` as infinity).
  var nanoseconds: Double {
    switch self {
    case .seconds(let value): Double(value) * 1e9
    case .milliseconds(let value): Double(value) * 1e6
    case .microseconds(let value): Double(value) * 1e3
    case .nanoseconds(let value): Double(value)
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}
