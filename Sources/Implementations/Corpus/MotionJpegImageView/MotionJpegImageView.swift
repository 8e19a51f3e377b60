import Foundation
import InputReference

/// mateagar/Motion-JPEG-Image-View-for-iOS, `MotionJpegImageView/MotionJpegImageView.mm`, ported line
/// for line at the buggy commit 30b091fe4987675c1ff59efdd7060c06ec07552b and the fix commit
/// 40c733e7d66681fb44b3b8214884171eb316be50 (B58, PR 4), switched by `version`: the fix adds
/// `awakeFromNib`, which repeats `initWithFrame:`'s creation of the end marker and its content mode.
///
/// Not ported: `CredentialAlertView` and the authentication callbacks
/// (`canAuthenticateAgainstProtectionSpace:`, `didReceiveAuthenticationChallenge:`, the credential
/// alert's delegate): the model has no network, credentials or alerts; manual retain/release.
///
/// Model substitutions: `NSURLConnection` is a token the view holds while playing, and the harness
/// delivers its delegate callbacks (response, data, finish, failure) as the network would; an image
/// decodes from bytes that start with the JPEG start marker `FF D8` and end with the end marker
/// `FF D9` (`UIImage imageWithData:`); the file's `static NSData *_endMarkerData` is process-wide
/// storage, as in the original (a view created in code anywhere in the process creates it); `NSNotFound`
/// is `Int.max`; a nib's archive names the commit's class under ``CorpusBug/Version/archiveKey``, and
/// `UIView`'s `initWithCoder:` decodes the content mode Interface Builder stored (`scaleToFill` by
/// default).
///
/// Kept as written, bugs included: at the buggy commit a view decoded from a nib never runs
/// `initWithFrame:`, so unless a view was created in code earlier in the process the end marker is nil
/// and the first data raises `NSInvalidArgumentException` in `rangeOfData:` (B58); its content mode is
/// the nib's, not `scaleAspectFit`.
public enum MotionJpegImageViewPort {
  /// `UIViewContentMode`, as the platform's `UIView.ContentMode`.
  public typealias ContentMode = View.ContentMode

  /// `#define END_MARKER_BYTES { 0xFF, 0xD9 }`.
  static let endMarkerBytes: [UInt8] = [0xFF, 0xD9]

  /// `static NSData *_endMarkerData = nil;`: one per process, shared by every view.
  static let _endMarkerData = ProcessStatic<Data?>(nil)

  /// A decoded frame, as the `UIImage` `imageWithData:` returns.
  public struct Image: Equatable, Sendable {
    public let data: Data

    /// `+[UIImage imageWithData:]`: `nil` unless the bytes are a complete JPEG (start and end markers).
    public init?(data: Data) {
      guard data.starts(with: [0xFF, 0xD8]), data.count >= 4, data.suffix(2).elementsEqual(endMarkerBytes) else {
        return nil
      }
      self.data = data
    }
  }

  /// The model's `NSURLConnection`: the request in flight.
  public final class URLConnection {
    public let url: URL
    public private(set) var isCancelled = false

    init(url: URL) { self.url = url }

    func cancel() { isCancelled = true }
  }

  /// `MotionJpegImageView : UIImageView`.
  open class MotionJpegImageView: View, NibLoadable {
    /// Which commit's code runs.
    public let version: CorpusBug.Version

    /// `UIImageView.image`.
    public var image: Image?

    public var url: URL?
    private var _connection: URLConnection?
    private var _receivedData: Data?
    public var username: String?
    public var password: String?
    public var allowSelfSignedCertificates: Bool = false
    public var allowClearTextCredentials: Bool = false

    public var isPlaying: Bool {
      return !(_connection == nil)
    }

    // MARK: - Initializers

    /// `- (id)initWithFrame:(CGRect)frame` (the frame is layout).
    public init(version: CorpusBug.Version) {
      self.version = version
      super.init(frame: .zero)  // contentMode: UIView's default, scaleToFill

      url = nil
      _receivedData = nil
      username = nil
      password = nil
      allowSelfSignedCertificates = false

      if MotionJpegImageViewPort._endMarkerData.value == nil {
        MotionJpegImageViewPort._endMarkerData.value = Data(MotionJpegImageViewPort.endMarkerBytes)
      }

      self.contentMode = .scaleAspectFit
    }

    /// The inherited `-[UIImageView initWithCoder:]`: decodes what Interface Builder stored.
    public required init?(coder aDecoder: Coder) {
      self.version = CorpusBug.Version.archived(in: aDecoder)
      super.init(frame: .zero)
      self.contentMode =
        aDecoder.decodeString(forKey: "contentMode").flatMap(ContentMode.init(interfaceBuilderName:)) ?? .scaleToFill
    }

    public required init?(coder: NSCoder) { nil }

    /// The fix's `-(void)awakeFromNib`; at the buggy commit, `UIView`'s, which does nothing.
    public override func awakeFromNib() {
      guard version == .fixed else { return }
      // [super awakeFromNib]: nothing in the model

      if MotionJpegImageViewPort._endMarkerData.value == nil {
        MotionJpegImageViewPort._endMarkerData.value = Data(MotionJpegImageViewPort.endMarkerBytes)
      }

      self.contentMode = .scaleAspectFit
    }

    // MARK: - Public Methods

    public func play() {
      if _connection != nil {
        // continue
      } else if let url = _url {
        _connection = URLConnection(url: url)  // initWithRequest:[NSURLRequest requestWithURL:_url] delegate:self
      }
    }

    private var _url: URL? { url }

    public func pause() {
      if let connection = _connection {
        connection.cancel()
        self.cleanupConnection()
      }
    }

    public func clear() {
      self.image = nil
    }

    public func stop() {
      self.pause()
      self.clear()
    }

    // MARK: - Private Methods

    private func cleanupConnection() {
      if _connection != nil {
        _connection = nil
      }

      if _receivedData != nil {
        _receivedData = nil
      }
    }

    // MARK: - NSURLConnection Delegate Methods

    public func connection(_ connection: URLConnection, didReceiveResponse response: String) {
      _receivedData = Data()
    }

    public func connection(_ connection: URLConnection, didReceive data: Data) {
      _receivedData?.append(data)  // a message to nil does nothing

      let receivedLength = _receivedData?.count ?? 0
      let endRange = MotionJpegImageViewPort.rangeOfData(
        in: _receivedData, MotionJpegImageViewPort._endMarkerData.value, range: 0..<receivedLength)

      let endLocation = endRange.location &+ endRange.length
      if receivedLength >= endLocation {
        let imageData = _receivedData?.subdata(in: 0..<endLocation) ?? Data()
        let receivedImage = Image(data: imageData)
        if let receivedImage {
          self.image = receivedImage
        }
      }
    }

    public func connectionDidFinishLoading(_ connection: URLConnection) {
      self.cleanupConnection()
    }

    public func connection(_ connection: URLConnection, didFailWithError error: String) {
      self.cleanupConnection()
    }
  }

  /// `-[NSData rangeOfData:options:range:]` sent to `data` (nil: a message to nil gives `{0, 0}`);
  /// a nil `searched` raises `NSInvalidArgumentException`, a crash the port traps on.
  static func rangeOfData(in data: Data?, _ searched: Data?, range: Range<Int>) -> NSRange {
    guard let data else { return NSRange(location: 0, length: 0) }
    guard let searched else {
      preconditionFailure(
        "NSInvalidArgumentException: -[NSConcreteMutableData rangeOfData:options:range:]: nil data argument")
    }
    guard let found = data.subdata(in: range).range(of: searched) else {
      return NSRange(location: Int.max, length: 0)  // NSNotFound
    }
    return NSRange(location: range.lowerBound + found.lowerBound, length: found.count)
  }
}

/// Process-wide mutable storage (a C `static` of the original file), safe to touch from parallel tests.
final class ProcessStatic<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

// MARK: - Harness access to a private part (Swift's `private` ends at the file; the rest of the harness is in
// `MotionJpegImageView+Harness.swift`)

extension MotionJpegImageViewPort.MotionJpegImageView {
  /// The connection in flight (harness access to a private part).
  var connectionInFlight: MotionJpegImageViewPort.URLConnection? { _connection }
}
