import Foundation

/// The model's singletons, one set per thread: `UIApplication.shared` and the main run loop of the thread that
/// drives the model. A harness runs cases on several threads at once, each with its own windows, so what UIKit
/// keeps once per process is kept once per thread here.
enum ThreadSingletons {
  /// The value stored under `key` for the current thread, made by `make` the first time.
  static func value<Value: AnyObject>(_ key: String, make: () -> Value) -> Value {
    let storage = Thread.current.threadDictionary
    if let value = storage[key] as? Value { return value }
    let value = make()
    storage[key] = value
    return value
  }
}
