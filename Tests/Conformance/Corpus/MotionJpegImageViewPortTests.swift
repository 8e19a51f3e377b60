import Foundation
import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The MotionJpegImageView port performs the corpus trigger as the component did at each commit. The
/// end marker is process-wide, as in the original: what happens to a nib-loaded view depends on whether
/// a view was created in code earlier in the process, so those tests run in a fresh process.
@Suite struct MotionJpegImageViewCorpusPortTests {
  typealias Port = MotionJpegImageViewPort

  /// Loads a view from a nib, plays it and delivers one frame.
  static func playNibLoaded(_ version: CorpusBug.Version) -> Port.MotionJpegImageView {
    let view = Port.nib(version).instantiate().first as! Port.MotionJpegImageView
    view.url = URL(string: "http://camera.local/video.mjpg")
    view.play()
    Port.deliver(Port.frame([1, 2, 3]), to: view)
    return view
  }

  @Test("B58 MotionJpegImageView: a nib-loaded view traps when data arrives at the buggy commit (FACT-3)")
  func b58Buggy() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        if Port.endMarkerExists { exit(0) }  // not a fresh process after all: the trigger cannot fire
        _ = MotionJpegImageViewCorpusPortTests.playNibLoaded(.buggy)
      }
    }
  }

  @Test("B58 MotionJpegImageView: the fix's awakeFromNib makes the nib path work like the code path (FACT-3)")
  func b58Fixed() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        precondition(!Port.endMarkerExists)
        let view = MotionJpegImageViewCorpusPortTests.playNibLoaded(.fixed)
        precondition(view.image == Port.Image(data: Port.frame([1, 2, 3])))
        precondition(view.contentMode == .scaleAspectFit)
      }
    }
  }

  @Test("B58 MotionJpegImageView: at the buggy commit a nib-loaded view keeps the nib's content mode")
  func b58BuggyContentMode() {
    let view = Port.nib(.buggy).instantiate().first as! Port.MotionJpegImageView
    #expect(view.contentMode == .scaleToFill)
    let fixed = Port.nib(.fixed).instantiate().first as! Port.MotionJpegImageView
    #expect(fixed.contentMode == .scaleAspectFit)
  }

  @Test("B58 MotionJpegImageView: the buggy nib path works once any view was created in code (the static)")
  func b58BuggyAfterCodeView() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        _ = Port.MotionJpegImageView(version: .buggy)
        let view = MotionJpegImageViewCorpusPortTests.playNibLoaded(.buggy)
        precondition(view.image != nil)
      }
    }
  }

  @Test("B58 MotionJpegImageView: the code path shows each complete frame, at both commits")
  func b58CodePath() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let view = Port.MotionJpegImageView(version: version)
      #expect(view.contentMode == .scaleAspectFit)
      view.url = URL(string: "http://camera.local/video.mjpg")
      view.play()
      #expect(view.isPlaying)
      let connection = view.connectionInFlight!
      view.connection(connection, didReceiveResponse: "part")
      view.connection(connection, didReceive: Data([0xFF, 0xD8, 9]))
      #expect(view.image == nil, "\(version): no end marker yet")
      view.connection(connection, didReceive: Data([0xFF, 0xD9]))
      #expect(view.image == Port.Image(data: Data([0xFF, 0xD8, 9, 0xFF, 0xD9])), "\(version)")
      view.stop()
      #expect(!view.isPlaying && view.image == nil, "\(version)")
    }
  }
}
