import Foundation

/// Table index paths, as UIKit's `IndexPath` extension: a section and a row.
extension IndexPath {
  /// An index path of a table row, as UIKit's `IndexPath(row:section:)`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// The section of a table index path.
  public var section: Int { self[0] }

  /// The row of a table index path.
  public var row: Int { self[1] }
}
