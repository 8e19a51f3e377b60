import Foundation
import InputReference

extension Eureka {
  /// `public struct Tuple` (Source/Rows/DoublePickerRow.swift).
  nonisolated public struct Tuple<A: Equatable, B: Equatable>: Equatable {
    public let a: A
    public let b: B

    public init(a: A, b: B) {
      self.a = a
      self.b = b
    }
  }

  /// `open class DoublePickerCell<A, B>` (Source/Rows/DoublePickerRow.swift), bug B12: buggy d803646c,
  /// fixed 5c0f06ae (Eureka issue 1587, PR 1598).
  ///
  /// The cell of the row a `DoublePickerInlineRow` inserts. At the buggy commit `pickerRow` is
  /// implicitly unwrapped (`row as? _DoublePickerRow<A, B>` typed `!`): once the inline row is
  /// collapsed and released, the picker's late callbacks unwrap `nil` and trap. The fix makes it
  /// optional and guards each callback (returning 0 rows, "" titles, or nothing).
  open class DoublePickerCell<A: Equatable, B: Equatable>: _PickerCell<Tuple<A, B>> {
    /// Which commit this cell follows (set by the inline row that creates it).
    public var version: CorpusVersion = .fixed

    private var pickerRow: _DoublePickerRow<A, B>! { return row as? _DoublePickerRow<A, B> }

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    open override func update() {
      super.update()
      let value = version == .buggy ? pickerRow.value : pickerRow?.value
      if let selectedValue = value, let indexA = pickerRow.firstOptions().firstIndex(of: selectedValue.a),
        let indexB = pickerRow.secondOptions(selectedValue.a).firstIndex(of: selectedValue.b)
      {
        picker.selectRow(indexA, inComponent: 0, animated: true)
        picker.selectRow(indexB, inComponent: 1, animated: true)
      }
    }

    open override func numberOfComponents(in pickerView: PickerView) -> Int {
      return 2
    }

    open override func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
      // 5c0f06ae: `guard let pickerRow = pickerRow else { return 0 }`
      if version == .fixed && pickerRow == nil { return 0 }
      return component == 0
        ? pickerRow.firstOptions().count : pickerRow.secondOptions(pickerRow.selectedFirst()).count
    }

    open override func pickerView(
      _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
    )
      -> String?
    {
      // 5c0f06ae: `guard let pickerRow = pickerRow else { return "" }`
      if version == .fixed && pickerRow == nil { return "" }
      if component == 0 {
        return pickerRow.displayValueForFirstRow(pickerRow.firstOptions()[row])
      } else {
        return pickerRow.displayValueForSecondRow(pickerRow.secondOptions(pickerRow.selectedFirst())[row])
      }
    }

    open override func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      // 5c0f06ae: `guard let pickerRow = pickerRow else { return }`
      if version == .fixed && pickerRow == nil { return }
      if component == 0 {
        let a = pickerRow.firstOptions()[row]
        if let value = pickerRow.value {
          guard value.a != a else {
            return
          }
          if pickerRow.secondOptions(a).contains(value.b) {
            pickerRow.value = Tuple(a: a, b: value.b)
            pickerView.reloadComponent(1)
            return
          } else {
            pickerRow.value = Tuple(a: a, b: pickerRow.secondOptions(a)[0])
          }
        } else {
          pickerRow.value = Tuple(a: a, b: pickerRow.secondOptions(a)[0])
        }
        pickerView.reloadComponent(1)
        pickerView.selectRow(0, inComponent: 1, animated: true)
      } else {
        let a = pickerRow.selectedFirst()
        pickerRow.value = Tuple(a: a, b: pickerRow.secondOptions(a)[row])
      }
    }
  }

  /// `open class _DoublePickerRow<A, B>`.
  open class _DoublePickerRow<A: Equatable, B: Equatable>: Row<DoublePickerCell<A, B>> {
    /// Options for first component. Will be called often so should be O(1)
    public var firstOptions: (() -> [A]) = { [] }
    /// Options for second component given the selected value from the first component.
    public var secondOptions: ((A) -> [B]) = { _ in [] }

    /// Modify the displayed values for the first picker row.
    public var displayValueForFirstRow: ((A) -> (String)) = { a in return String(describing: a) }
    /// Modify the displayed values for the second picker row.
    public var displayValueForSecondRow: ((B) -> (String)) = { b in return String(describing: b) }

    public required init(tag: String?) {
      super.init(tag: tag)
    }

    func selectedFirst() -> A {
      return value?.a ?? firstOptions()[0]
    }
  }

  /// A generic row where the user can pick an option from a picker view
  public final class DoublePickerRow<A: Equatable, B: Equatable>: _DoublePickerRow<A, B>, RowType {
    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// `open class TriplePickerCell<A, B, C>` (Source/Rows/TriplePickerRow.swift), bug B12: buggy d803646c,
  /// fixed 5c0f06ae; the same change as ``DoublePickerCell``. At both commits the first wheel's
  /// branch still reloads before assigning the value (bug B13, fixed later in 72d5ede0).
  open class TriplePickerCell<A: Equatable, B: Equatable, C: Equatable>: _PickerCell<Tuple3<A, B, C>> {
    /// Which commit this cell follows (set by the inline row that creates it).
    public var version: CorpusVersion = .fixed

    private var pickerRow: _TriplePickerRow<A, B, C>! { return row as? _TriplePickerRow<A, B, C> }

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    open override func update() {
      super.update()
      let value = version == .buggy ? pickerRow.value : pickerRow?.value
      if let selectedValue = value, let indexA = pickerRow.firstOptions().firstIndex(of: selectedValue.a),
        let indexB = pickerRow.secondOptions(selectedValue.a).firstIndex(of: selectedValue.b),
        let indexC = pickerRow.thirdOptions(selectedValue.a, selectedValue.b).firstIndex(of: selectedValue.c)
      {
        picker.selectRow(indexA, inComponent: 0, animated: true)
        picker.selectRow(indexB, inComponent: 1, animated: true)
        picker.selectRow(indexC, inComponent: 2, animated: true)
      }
    }

    open override func numberOfComponents(in pickerView: PickerView) -> Int {
      return 3
    }

    open override func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
      if version == .fixed && pickerRow == nil { return 0 }  // 5c0f06ae
      if component == 0 {
        return pickerRow.firstOptions().count
      } else if component == 1 {
        return pickerRow.secondOptions(pickerRow.selectedFirst()).count
      } else {
        return pickerRow.thirdOptions(pickerRow.selectedFirst(), pickerRow.selectedSecond()).count
      }
    }

    open override func pickerView(
      _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
    )
      -> String?
    {
      if version == .fixed && pickerRow == nil { return "" }  // 5c0f06ae
      if component == 0 {
        return pickerRow.displayValueForFirstRow(pickerRow.firstOptions()[row])
      } else if component == 1 {
        return pickerRow.displayValueForSecondRow(pickerRow.secondOptions(pickerRow.selectedFirst())[row])
      } else {
        return pickerRow.displayValueForThirdRow(
          pickerRow.thirdOptions(pickerRow.selectedFirst(), pickerRow.selectedSecond())[row])
      }
    }

    open override func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      if version == .fixed && pickerRow == nil { return }  // 5c0f06ae
      if component == 0 {
        let a = pickerRow.firstOptions()[row]
        if let value = pickerRow.value {
          guard value.a != a else {
            return
          }

          let b: B = pickerRow.secondOptions(a).contains(value.b) ? value.b : pickerRow.secondOptions(a)[0]
          let c: C = pickerRow.thirdOptions(a, b).contains(value.c) ? value.c : pickerRow.thirdOptions(a, b)[0]
          pickerView.reloadComponent(1)
          pickerView.reloadComponent(2)
          pickerRow.value = Tuple3(a: a, b: b, c: c)
          if b != value.b {
            pickerView.selectRow(0, inComponent: 1, animated: true)
          }
          if c != value.c {
            pickerView.selectRow(0, inComponent: 2, animated: true)
          }
        } else {
          let b = pickerRow.secondOptions(a)[0]
          pickerRow.value = Tuple3(a: a, b: b, c: pickerRow.thirdOptions(a, b)[0])
          pickerView.reloadComponent(1)
          pickerView.reloadComponent(2)
          pickerView.selectRow(0, inComponent: 1, animated: true)
          pickerView.selectRow(0, inComponent: 2, animated: true)
        }
      } else if component == 1 {
        let a = pickerRow.selectedFirst()
        let b = pickerRow.secondOptions(a)[row]
        if let value = pickerRow.value {
          guard value.b != b else {
            return
          }
          if pickerRow.thirdOptions(a, b).contains(value.c) {
            pickerRow.value = Tuple3(a: a, b: b, c: value.c)
            pickerView.reloadComponent(2)
            return
          } else {
            pickerRow.value = Tuple3(a: a, b: b, c: pickerRow.thirdOptions(a, b)[0])
          }
        } else {
          pickerRow.value = Tuple3(a: a, b: b, c: pickerRow.thirdOptions(a, b)[0])
        }
        pickerView.reloadComponent(2)
        pickerView.selectRow(0, inComponent: 2, animated: true)
      } else {
        let a = pickerRow.selectedFirst()
        let b = pickerRow.selectedSecond()
        pickerRow.value = Tuple3(a: a, b: b, c: pickerRow.thirdOptions(a, b)[row])
      }
    }
  }

  /// `open class _TriplePickerRow<A, B, C>`.
  open class _TriplePickerRow<A: Equatable, B: Equatable, C: Equatable>: Row<TriplePickerCell<A, B, C>> {
    /// Options for first component. Will be called often so should be O(1)
    public var firstOptions: (() -> [A]) = { [] }
    /// Options for second component given the selected value from the first component.
    public var secondOptions: ((A) -> [B]) = { _ in [] }
    /// Options for third component given the selected value from the first and second components.
    public var thirdOptions: ((A, B) -> [C]) = { _, _ in [] }

    /// Modify the displayed values for the first picker row.
    public var displayValueForFirstRow: ((A) -> (String)) = { a in return String(describing: a) }
    /// Modify the displayed values for the second picker row.
    public var displayValueForSecondRow: ((B) -> (String)) = { b in return String(describing: b) }
    /// Modify the displayed values for the third picker row.
    public var displayValueForThirdRow: ((C) -> (String)) = { c in return String(describing: c) }

    public required init(tag: String?) {
      super.init(tag: tag)
    }

    func selectedFirst() -> A {
      return value?.a ?? firstOptions()[0]
    }

    func selectedSecond() -> B {
      return value?.b ?? secondOptions(selectedFirst())[0]
    }
  }

  /// A generic row where the user can pick an option from a picker view
  public final class TriplePickerRow<A: Equatable, B: Equatable, C: Equatable>: _TriplePickerRow<A, B, C>, RowType {
    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }
}
