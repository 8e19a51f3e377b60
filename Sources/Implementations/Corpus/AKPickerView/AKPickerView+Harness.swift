import InputReference

// The harness half of the `AKPickerView` port: instrumentation, not part of the component (the port is in
// `AKPickerView.swift`).

extension AKPickerViewPort.AKPickerView {
  /// UIKit's layout pass, top-down: the picker's `layoutSubviews()`, then its collection view's.
  public func layOutNow() {
    layoutSubviews()
    embeddedCollectionView.layoutSubviews()
  }
}

extension AKPickerViewPort {
  /// An app's data source and delegate: titles from an array, indexed as apps write it (`titles[item]`).
  final class TitlesSource: AKPickerViewDataSource, AKPickerViewDelegate {
    var titles: [String]
    var selected: [Int] = []

    init(_ titles: [String]) { self.titles = titles }

    func numberOfItemsInPickerView(_ pickerView: AKPickerView) -> Int { titles.count }
    func pickerView(_ pickerView: AKPickerView, titleForItem item: Int) -> String? { titles[item] }
    func pickerView(_ pickerView: AKPickerView, didSelectItem item: Int) { selected.append(item) }
  }
}
