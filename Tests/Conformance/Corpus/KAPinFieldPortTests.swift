import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The KAPinField ports perform the corpus triggers as the component did at each commit.
@Suite struct KAPinFieldCorpusPortTests {
  // MARK: B52 (2020 commits)

  /// A configured 2020 pin field in a window, tapped open.
  static func opened2020(_ version: CorpusBug.Version) -> (KAPinField2020Port.KAPinField, Window, MainRunLoop) {
    let window = Window()
    let loop = MainRunLoop()
    let field = KAPinField2020Port.KAPinField(version: version, runLoop: loop)
    window.addSubview(field)
    field.properties.numberOfCharacters = 4  // the app configures it: reload()
    loop.run(for: 0.01)
    field.receiveTap()
    return (field, window, loop)
  }

  @Test("B52 KAPinField: the keyboard area shows an empty view, no keys, at the buggy commit (RESP-22)")
  func b52Buggy() {
    let (field, window, _) = Self.opened2020(.buggy)
    defer { withExtendedLifetime(window) {} }
    #expect(window.firstResponder === KAPinField2020Port.invisibleField(of: field))
    let keyboard = window.keyboard
    #expect(keyboard?.showsSystemKeyboard == false)
    #expect(keyboard?.inputView.map { $0.subviews.isEmpty } == true)
  }

  @Test("B52 KAPinField: the fix shows the system keyboard, and typing reaches the code (RESP-22)")
  func b52Fixed() {
    let (field, window, _) = Self.opened2020(.fixed)
    defer { withExtendedLifetime(window) {} }
    #expect(window.keyboard?.showsSystemKeyboard == true)
    let hidden = KAPinField2020Port.invisibleField(of: field)
    for key in ["1", "a", "2"] { hidden.keyboardInsertText(key) }
    #expect(field.text == "12")
    #expect(field.displayedText == "12••")
  }

  @Test("B52 KAPinField: resigning the pin field itself leaves the hidden field first (second bug, both commits)")
  func b52ResignDoesNotResign() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let (field, window, _) = Self.opened2020(version)
      defer { withExtendedLifetime(window) {} }
      #expect(field.resignFirstResponder())
      #expect(window.firstResponder === KAPinField2020Port.invisibleField(of: field), "\(version)")
    }
  }

  @Test("B52 KAPinField: the runner reports the buggy port's keyboard without keys under RESP-22 after one tap")
  func b52Declarations() {
    let buggy = CaseExecution(implementation: KAPinFieldCorpus.b52.buggy!, family: .resp).run(events: [.tap])
    #expect(buggy.finding?.clause == ClauseID(.resp, 22))
    let fixed = CaseExecution(implementation: KAPinFieldCorpus.b52.fixed!, family: .resp).run(events: [.tap])
    #expect(fixed.finding == nil)
  }

  // MARK: B53, B54 (2019 commits)

  /// A configured 2019 pin field with a recording delegate, tapped open.
  static func opened2019(
    _ revision: KAPinField2019Port.Revision
  ) -> (
    KAPinField2019Port.KAPinField, KAPinField2019Port.RecordingDelegate, Window, MainRunLoop
  ) {
    let window = Window()
    let loop = MainRunLoop()
    let field = KAPinField2019Port.KAPinField(revision: revision, runLoop: loop)
    let delegate = KAPinField2019Port.RecordingDelegate()
    window.addSubview(field)
    field.properties.delegate = delegate  // reload(): hidden field, back views, timer, a re-render in 0.01 s
    loop.run(for: 0.01)
    field.receiveTap()
    return (field, delegate, window, loop)
  }

  static func type(_ keys: [String], into field: KAPinField2019Port.KAPinField) {
    let hidden = KAPinField2019Port.invisibleField(of: field)
    for key in keys { hidden.keyboardInsertText(key) }
  }

  @Test("B53 KAPinField: a re-render of a full code reports completion again at the buggy commit (KEY-13)")
  func b53Buggy() {
    let (field, delegate, window, _) = Self.opened2019(.r5c0a966)
    defer { withExtendedLifetime(window) {} }
    Self.type(["1", "2", "3", "4"], into: field)
    #expect(delegate.finished == ["1234"])
    field.appearance = KAPinField2019Port.KAPinFieldAppearance()  // a property set re-renders
    #expect(delegate.finished == ["1234", "1234"])
    _ = KAPinField2019Port.invisibleField(of: field).resignFirstResponder()  // editingDidEnd re-renders
    #expect(delegate.finished == ["1234", "1234", "1234"])
  }

  @Test("B53 KAPinField: the fix reports one completion for one full code (KEY-13)")
  func b53Fixed() {
    let (field, delegate, window, loop) = Self.opened2019(.r7f0a60f)
    defer { withExtendedLifetime(window) {} }
    Self.type(["1", "2", "3", "4"], into: field)
    field.appearance = KAPinField2019Port.KAPinFieldAppearance()
    _ = KAPinField2019Port.invisibleField(of: field).resignFirstResponder()
    loop.run(for: 1.2)
    #expect(delegate.finished == ["1234"])
  }

  @Test("B53 KAPinField: the focus timer's ticks do not re-render at these commits")
  func b53TicksDoNotRerender() {
    let (field, delegate, window, loop) = Self.opened2019(.r5c0a966)
    defer { withExtendedLifetime(window) {} }
    Self.type(["1", "2", "3", "4"], into: field)
    loop.run(for: 6)  // ten ticks of the 0.6 s focus timer
    #expect(delegate.finished == ["1234"])
  }

  @Test("B54 KAPinField: after a delete and a new digit, completion is never reported again (KEY-13)")
  func b54Buggy() {
    let (field, delegate, window, _) = Self.opened2019(.ref1caa4)
    defer { withExtendedLifetime(window) {} }
    Self.type(["1", "2", "3", "4"], into: field)
    KAPinField2019Port.invisibleField(of: field).keyboardDeleteBackward()
    Self.type(["5"], into: field)
    #expect(field.text == "1235")
    #expect(delegate.finished == ["1234"])
  }

  @Test("B54 KAPinField: the fix reports each refill once, and not again on a re-render (KEY-13)")
  func b54Fixed() {
    let (field, delegate, window, _) = Self.opened2019(.ra213c42)
    defer { withExtendedLifetime(window) {} }
    Self.type(["1", "2", "3", "4"], into: field)
    KAPinField2019Port.invisibleField(of: field).keyboardDeleteBackward()
    Self.type(["5"], into: field)
    field.appearance = KAPinField2019Port.KAPinFieldAppearance()
    #expect(delegate.finished == ["1234", "1235"])
  }

  @Test("B54 KAPinField: the B53 fix commit has the same bug (the flag is reset only in an unused setter)")
  func b54AtB53Fix() {
    let (field, delegate, window, _) = Self.opened2019(.r7f0a60f)
    defer { withExtendedLifetime(window) {} }
    Self.type(["1", "2", "3", "4"], into: field)
    KAPinField2019Port.invisibleField(of: field).keyboardDeleteBackward()
    Self.type(["5"], into: field)
    #expect(delegate.finished == ["1234"])
  }

  @Test("B54 KAPinField: at the B54 buggy commit, text set from code does re-arm completion")
  func b54TextSetRearms() {
    let (field, delegate, window, _) = Self.opened2019(.ref1caa4)
    defer { withExtendedLifetime(window) {} }
    Self.type(["1", "2", "3", "4"], into: field)
    field.text = ""
    Self.type(["5", "6", "7", "8"], into: field)
    #expect(delegate.finished == ["1234", "5678"])
  }
}
