import CoreFoundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real `CFStringGetRangeOfCharacterClusterAtIndex`, looked up at run time: it is SPI (declared
/// in CFPriv.h, not in the public headers), exported by swift-corelibs-foundation's
/// `libFoundation.so` on Linux and by CoreFoundation on Apple platforms.
///
/// ```swift
/// if let clusters = CoreFoundationClusters.load() { clusters.textLeft(afterDeleting: "कि") }  // "क"
/// ```
struct CoreFoundationClusters {
  private typealias Create = @convention(c) (UnsafeRawPointer?, UnsafePointer<UInt16>?, CFIndex) -> UnsafeRawPointer?
  private typealias Cluster = @convention(c) (UnsafeRawPointer?, CFIndex, CFIndex) -> CFRange
  private typealias Release = @convention(c) (UnsafeRawPointer?) -> Void

  /// `kCFStringBackwardDeletionCluster` (CFPriv.h).
  static let backwardDeletionCluster: CFIndex = 4

  private let create: Create
  private let cluster: Cluster
  private let release: Release

  /// The three functions, or `nil` when this process does not export them.
  static func load() -> CoreFoundationClusters? {
    guard let handle = dlopen(nil, RTLD_NOW),
      let create = dlsym(handle, "CFStringCreateWithCharacters"),
      let cluster = dlsym(handle, "CFStringGetRangeOfCharacterClusterAtIndex"),
      let release = dlsym(handle, "CFRelease")
    else { return nil }
    return CoreFoundationClusters(
      create: unsafeBitCast(create, to: Create.self), cluster: unsafeBitCast(cluster, to: Cluster.self),
      release: unsafeBitCast(release, to: Release.self))
  }

  /// `text` after CoreFoundation removes the backward-deletion cluster at its last UTF-16 unit, as
  /// UIKit's delete does; empty text stays empty.
  func textLeft(afterDeleting text: String) -> String {
    let units = Array(text.utf16)
    guard !units.isEmpty else { return text }
    let string = units.withUnsafeBufferPointer { create(nil, $0.baseAddress, $0.count) }
    defer { release(string) }
    let range = cluster(string, units.count - 1, Self.backwardDeletionCluster)
    return String(decoding: units[..<range.location], as: UTF16.self)
  }
}
