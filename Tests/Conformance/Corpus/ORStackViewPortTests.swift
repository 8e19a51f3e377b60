import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The ORStackView port performs the corpus trigger as the component did at each commit.
@Suite struct ORStackViewCorpusPortTests {
  @Test("B57 ORStackView: a storyboard-loaded scroll view has no stack view at the buggy commit (FACT-1)")
  func b57Buggy() {
    let scrollView = ORStackViewPort.storyboardScene(.buggy).instantiate().first as! ORStackViewPort.ORStackScrollView
    #expect(scrollView.stackView == nil)
    let label = Label(text: "Title")
    scrollView.stackView?.addSubview(label, withTopMargin: "20")  // a message to nil: nothing happens
    #expect(label.superview == nil)
    #expect(scrollView.descendants.isEmpty)
  }

  @Test("B57 ORStackView: the fix creates the stack view on the storyboard path too (FACT-1)")
  func b57Fixed() {
    let scrollView = ORStackViewPort.storyboardScene(.fixed).instantiate().first as! ORStackViewPort.ORStackScrollView
    let stackView = try! #require(scrollView.stackView)
    #expect(stackView.superview === scrollView)
    #expect(stackView.bottomMarginHeight == 0)
    let title = Label(text: "Title")
    let body = Label(text: "Body")
    stackView.addSubview(title, withTopMargin: "20")
    stackView.addSubview(body, withTopMargin: "10", sideMargin: "40")
    #expect(ORStackViewPort.stacked(in: stackView).map { $0 as? Label }.map { $0?.text } == ["Title", "Body"])
    #expect(stackView.lastView() === body)
  }

  @Test("B57 ORStackView: the code path binds the stack view at both commits (the factories must agree, FACT-3)")
  func b57CodePath() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let scrollView = ORStackViewPort.ORStackScrollView(version: version)
      #expect(scrollView.stackView?.superview === scrollView, "\(version)")
      let label = Label()
      scrollView.stackView?.addSubview(label, withTopMargin: "0")
      #expect(label.isDescendant(of: scrollView), "\(version)")
    }
  }

  @Test("B57 ORStackView: insertion, removal and batching keep the stack in order")
  func b57Stack() {
    let stackView = ORStackViewPort.ORStackView()
    let (a, b, c) = (View(), View(), View())
    stackView.performBatchUpdates {
      stackView.addSubview(a, withTopMargin: "0")
      stackView.addSubview(c, withTopMargin: "0")
      stackView.insertSubview(b, belowSubview: c, withTopMargin: "0")
    }
    #expect(ORStackViewPort.stacked(in: stackView).map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    #expect(stackView.constraintUpdateRequests == 1)
    stackView.removeSubview(b)
    #expect(ORStackViewPort.stacked(in: stackView).map(ObjectIdentifier.init) == [a, c].map(ObjectIdentifier.init))
  }
}
