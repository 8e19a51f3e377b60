import Foundation
@_spi(Harness) import InputPlatform
import Testing

/// UIKit classes of the model that upstream components need, checked against UIKit's documented behaviour.
@Suite("The UIKit model: stack views, the pasteboard, the process's time zone")
@MainActor struct UIKitModelTests {
  @Test("a stack view lines up its visible arranged views along its axis, with its spacing between them")
  func stackViewLinesUpItsViews() {
    let views = (0..<4).map { _ in UIView() }
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 110, height: 40)
    stack.spacing = 10
    views[3].isHidden = true
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(views[2].frame == CGRect(x: 80, y: 0, width: 30, height: 40))
    stack.axis = .vertical
    stack.layoutIfNeeded()
    let share = (40.0 - 2 * 10) / 3  // the height, less two spacings, in three
    #expect(views[1].frame == CGRect(x: 0, y: share + 10, width: 110, height: share))
  }

  @Test("arranged subviews: a removed arranged view stays a subview; one removed from the stack leaves the line")
  func arrangedSubviewsFollowUIKit() {
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    #expect(stack.subviews.count == 2)
    stack.removeArrangedSubview(first)
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews[0] === second)
    #expect(first.superview === stack, "removeArrangedSubview leaves it a subview, as UIKit does")
    second.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    stack.insertArrangedSubview(second, at: 0)
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [first, second].map { ObjectIdentifier($0) })
  }

  @Test("the general pasteboard is the current world's: what the text field pastes")
  func pasteboardIsTheWorlds() {
    let world = PlatformEnvironment(pasteboardString: "1234")
    world.makeCurrent {
      #expect(UIPasteboard.general.string == "1234")
      #expect(UIPasteboard.general.hasStrings)
      UIPasteboard.general.string = "5678"
    }
    #expect(world.pasteboardString == "5678")
    PlatformEnvironment(pasteboardString: nil).makeCurrent {
      #expect(UIPasteboard.general.string == nil && UIPasteboard.general.strings == nil)
    }
  }

  @Test("the process has a world's time zone inside it and the machine's again after it")
  func processTimeZoneIsRestored() throws {
    let machine = TimeZone.current.identifier
    let elsewhere = machine == "Asia/Tokyo" ? "America/Sao_Paulo" : "Asia/Tokyo"
    let world = PlatformEnvironment(timeZone: try #require(TimeZone(identifier: elsewhere)))
    world.makeCurrent {
      #expect(TimeZone.current.identifier == elsewhere)
    }
    #expect(TimeZone.current.identifier == machine, "the zone a world left behind would reach the next run")
  }
}
