@_spi(Harness) import InputPlatform
import InputReference

extension PlayerViewController {
  /// A person taps the Play button in the current views: the harness's gesture, not the component's (tests
  /// call it; drivers tap through ``PlatformViewFactoryDriver``).
  @_spi(Harness) public func tapPlay() {
    view?.descendants.compactMap { $0 as? Button }.first { $0.title == "Play" }?.tap()
  }
}
