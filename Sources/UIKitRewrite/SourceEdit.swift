/// A replacement of a range of the source text, with the change it makes.
///
/// A replacement keeps the line breaks of the range it replaces, so that every line keeps its number.
nonisolated struct SourceEdit {
  /// The UTF-8 offsets replaced.
  let range: Range<Int>
  let replacement: String
  let change: RewriteChange
}

/// The edits and refusals a rewrite finds in a file.
nonisolated struct RewritePlan {
  var edits: [SourceEdit] = []
  var refusals: [Refusal] = []

  mutating func append(_ other: RewritePlan) {
    edits += other.edits
    refusals += other.refusals
  }
}
