import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The AKPickerView port performs the corpus triggers as the component did at each commit.
@Suite struct AKPickerViewCorpusPortTests {
  typealias Picker = AKPickerViewPort.AKPickerView

  /// A picker over `titles`, laid out once.
  final class Shown {
    let window = Window()
    let source: AKPickerViewPort.TitlesSource
    let picker: Picker

    init(_ titles: [String], _ revision: AKPickerViewPort.Revision, style: AKPickerViewPort.AKPickerViewStyle = .Wheel)
    {
      source = AKPickerViewPort.TitlesSource(titles)
      picker = Picker(revision: revision)
      picker.pickerViewStyle = style
      picker.dataSource = source
      picker.delegate = source
      window.addSubview(picker)
    }
  }

  static let ten = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]

  // MARK: B28

  @Test("B28 AKPickerView: reloading with fewer items than the selection traps at the buggy commit (PICK-5)")
  func b28Buggy() async {
    let shown = Shown(Self.ten, .r58a9948)
    shown.picker.reloadData()
    shown.picker.layOutNow()
    shown.picker.selectItem(8)
    #expect(shown.picker.selectedItem == 8)
    #expect(shown.source.selected == [8])
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let shown = Shown(AKPickerViewCorpusPortTests.ten, .r58a9948)
        shown.picker.reloadData()
        shown.picker.selectItem(8)
        shown.source.titles = ["a", "b", "c", "d", "e"]
        shown.picker.reloadData()  // collectionView.selectItem(at: 0-8) with 5 items: UIKit raises
      }
    }
  }

  @Test("B28 AKPickerView: the fix skips the re-selection, leaving the selection out of range (PICK-5)")
  func b28Fixed() {
    for style in [AKPickerViewPort.AKPickerViewStyle.Wheel, .Flat] {
      let shown = Shown(Self.ten, .rae02234, style: style)
      shown.picker.reloadData()
      shown.picker.selectItem(8)
      shown.source.titles = ["a", "b", "c", "d", "e"]
      shown.picker.reloadData()
      #expect(shown.picker.selectedItem == 8, "the merged fix does not clamp (\(style))")
      #expect(shown.picker.embeddedCollectionView.indexPathsForSelectedItems.isEmpty)
    }
  }

  @Test("B28 AKPickerView: after the fix, the next layout pass still scrolls to the stale selection and traps")
  func b28FixedSecondBug() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let shown = Shown(AKPickerViewCorpusPortTests.ten, .rae02234, style: .Flat)
        shown.picker.reloadData()
        shown.picker.selectItem(8)
        shown.source.titles = ["a", "b", "c", "d", "e"]
        shown.picker.reloadData()
        shown.picker.layOutNow()  // scrollToItem(8): "attempt to scroll to invalid index path"
      }
    }
  }

  // MARK: B29

  @Test("B29 AKPickerView: an empty data source traps on reload at the buggy commit (PICK-19)")
  func b29BuggyReload() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let shown = Shown([], .rf4fb251)
        shown.picker.reloadData()  // collectionView.selectItem(at: 0-0) with no items
      }
    }
  }

  @Test("B29 AKPickerView: an empty data source traps on layout at the buggy commit (PICK-19)")
  func b29BuggyLayout() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let shown = Shown([], .rf4fb251, style: .Flat)
        shown.picker.layOutNow()  // scrollToItem(0): "attempt to scroll to invalid index path"
      }
    }
  }

  @Test("B29 AKPickerView: the fix opens an empty picker without trapping, with no sections (PICK-19)")
  func b29Fixed() {
    for style in [AKPickerViewPort.AKPickerViewStyle.Wheel, .Flat] {
      let shown = Shown([], .r3e557bd, style: style)
      shown.picker.reloadData()
      shown.picker.layOutNow()
      #expect(shown.picker.embeddedCollectionView.numberOfSections == 0)
      #expect(shown.picker.selectedItem == 0)
      shown.source.titles = ["x", "y"]
      shown.picker.reloadData()
      shown.picker.layOutNow()
      shown.picker.embeddedCollectionView.userTapItem(at: .init(item: 1, section: 0))
      #expect(shown.picker.selectedItem == 1)
      #expect(shown.source.selected == [1])
    }
  }

  @Test("B29 AKPickerView: a drag ends on the item under the centre, in both styles")
  func b29Scrolling() {
    for style in [AKPickerViewPort.AKPickerViewStyle.Wheel, .Flat] {
      let shown = Shown(["aa", "bbbb", "c", "dd"], .r3e557bd, style: style)
      shown.picker.reloadData()
      shown.picker.layOutNow()
      // centre of "c": starts 60, width 10; offset = 60 + 5 - 10 = 55
      shown.picker.embeddedCollectionView.userDrag(toContentOffset: 55, decelerate: true)
      #expect(shown.picker.selectedItem == 2, "\(style)")
      #expect(shown.source.selected == [2], "\(style)")
    }
  }
}
