import Foundation

/// The progress line on standard error: redrawn in place on a terminal, plain lines otherwise.
struct ProgressLine {
  let isTerminal = isatty(FileHandle.standardError.fileDescriptor) != 0
  private var lastPlain = Date.distantPast

  mutating func update(_ text: String, force: Bool = false) {
    if isTerminal {
      FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    } else if force || Date().timeIntervalSince(lastPlain) >= 2 {
      lastPlain = Date()
      FileHandle.standardError.write(Data("\(text)\n".utf8))
    }
  }

  func finish() {
    if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
