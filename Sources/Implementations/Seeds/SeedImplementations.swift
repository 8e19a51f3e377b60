import InputConformance

/// The five seed designs, ported onto the platform model (filled in by the seed ports).
public enum SeedImplementations {
  /// Every seed group, `seed-000` … `seed-004`.
  public static let all: [ImplementationGroup] = []
}
