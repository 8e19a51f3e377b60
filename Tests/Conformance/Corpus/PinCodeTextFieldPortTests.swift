import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The PinCodeTextField port performs the corpus trigger as the component did at each commit.
@Suite struct PinCodeTextFieldCorpusPortTests {
  static func opened(_ version: CorpusBug.Version) -> (PinCodeTextFieldPort.PinCodeTextField, Window) {
    let window = Window()
    let field = PinCodeTextFieldPort.PinCodeTextField(version: version)
    window.addSubview(field)
    field.receiveTap()
    return (field, window)
  }

  @Test("B51 PinCodeTextField: text cleared from code still shows the old code at the buggy commit (KEY-12)")
  func b51Buggy() {
    let (field, window) = Self.opened(.buggy)
    defer { withExtendedLifetime(window) {} }
    #expect(field.isFirstResponder)
    for digit in ["1", "2", "3", "4"] { field.insertText(digit) }
    field.text = ""
    _ = field.becomeFirstResponder()
    #expect(field.text == "")
    #expect(PinCodeTextFieldPort.shownCharacters(of: field) == ["1", "2", "3", "4", nil])
  }

  @Test("B51 PinCodeTextField: the fix shows text set from code (KEY-12)")
  func b51Fixed() {
    let (field, window) = Self.opened(.fixed)
    defer { withExtendedLifetime(window) {} }
    for digit in ["1", "2", "3", "4"] { field.insertText(digit) }
    #expect(PinCodeTextFieldPort.shownCharacters(of: field) == ["1", "2", "3", "4", nil])
    field.text = ""
    _ = field.becomeFirstResponder()
    #expect(PinCodeTextFieldPort.shownCharacters(of: field) == [nil, nil, nil, nil, nil])
    field.text = "98"
    #expect(PinCodeTextFieldPort.shownCharacters(of: field) == ["9", "8", nil, nil, nil])
  }

  @Test("B51 PinCodeTextField: typing and delete refresh the labels at both commits")
  func b51Typing() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let (field, window) = Self.opened(version)
      defer { withExtendedLifetime(window) {} }
      let delegate = PinCodeTextFieldPort.RecordingDelegate()
      field.delegate = delegate
      field.insertText("7")
      field.insertText("-")  // not alphanumeric: refused
      field.insertText("8")
      field.deleteBackward()
      #expect(field.text == "7", "\(version)")
      #expect(PinCodeTextFieldPort.shownCharacters(of: field) == ["7", nil, nil, nil, nil], "\(version)")
      #expect(delegate.valueChanges == 3, "\(version)")
    }
  }

  @Test("B51 PinCodeTextField: an empty insertion counts as return and resigns, at both commits")
  func b51EmptyInsertionResigns() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let (field, window) = Self.opened(version)
      defer { withExtendedLifetime(window) {} }
      field.insertText("")
      #expect(!field.isFirstResponder, "\(version)")
    }
  }

  @Test("B51 PinCodeTextField: the fifth character fills the code and resigns")
  func b51Fill() {
    let (field, window) = Self.opened(.fixed)
    defer { withExtendedLifetime(window) {} }
    field.insertText("12345")
    #expect(field.text == "12345")
    #expect(!field.isFirstResponder)
  }
}
