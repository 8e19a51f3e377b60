import InputGenerators
import Testing

@Test func smoke() throws {
  let g = Generator.zip(Generator.int(in: 0...10), Generator.bool)
  let b = Generator.bool
  let o = Generator.optional(Generator.int(in: -5...5))
  _ = try g.example(seed: 1)
  _ = try b.example(seed: 1)
  _ = try o.example(seed: 1)
}
