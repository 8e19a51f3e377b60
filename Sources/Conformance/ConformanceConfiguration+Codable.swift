import InputGenerators
import InputReference

/// A configuration crosses to a stretch worker as JSON; the quirks go by name, as in ``CaseSettings``.
nonisolated extension ConformanceConfiguration: Codable {
  nonisolated private enum CodingKeys: String, CodingKey {
    case seed, cases, maxSteps, shrinkLimits, extraShrinks, quirks, shrinksOnly, evidenceFloor, stopsAfter, shard
    case unusualInput
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      seed: try container.decode(UInt64.self, forKey: .seed), cases: try container.decode(Int.self, forKey: .cases),
      maxSteps: try container.decode(Int.self, forKey: .maxSteps),
      shrinkLimits: try container.decode(ShrinkLimits.self, forKey: .shrinkLimits),
      shard: try container.decode(Shard.self, forKey: .shard),
      extraShrinks: try container.decode(Int.self, forKey: .extraShrinks))
    let names = try container.decode([String].self, forKey: .quirks)
    quirks = names.reduce(into: []) { $0.formUnion(PlatformQuirks.named($1) ?? []) }
    shrinksOnly = try container.decodeIfPresent(Set<ClauseID>.self, forKey: .shrinksOnly)
    evidenceFloor = try container.decode(Int.self, forKey: .evidenceFloor)
    stopsAfter = try container.decodeIfPresent(Int.self, forKey: .stopsAfter)
    unusualInput = try container.decode(Bool.self, forKey: .unusualInput)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(seed, forKey: .seed)
    try container.encode(cases, forKey: .cases)
    try container.encode(maxSteps, forKey: .maxSteps)
    try container.encode(shrinkLimits, forKey: .shrinkLimits)
    try container.encode(extraShrinks, forKey: .extraShrinks)
    try container.encode(quirks.names, forKey: .quirks)
    try container.encodeIfPresent(shrinksOnly, forKey: .shrinksOnly)
    try container.encode(evidenceFloor, forKey: .evidenceFloor)
    try container.encodeIfPresent(stopsAfter, forKey: .stopsAfter)
    try container.encode(shard, forKey: .shard)
    try container.encode(unusualInput, forKey: .unusualInput)
  }
}
