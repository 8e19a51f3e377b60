import Foundation
import InputConformance
import InputReference

/// Seed 002, "[Swift] Show a UIDatePicker in the keyboard" (article): `DatePickerKeyboard: UITextField`,
/// ported line for line.
///
/// Dropped (layout only): the toolbar's `frame` (`CGRect(x: 0, y: 0, width: self.frame.width, height: 44)`)
/// and `init(frame:)`'s frame.
///
/// Model substitutions (nothing may depend on the machine):
/// - `UIDatePicker()` takes the window's environment, so the field is created with it;
/// - `Date()` is the environment's clock, `environment.now`;
/// - the `DateFormatter`'s default time zone (the machine's) is the environment's `timeZone`;
/// - `canPerformAction(_:withSender:)`, `selectionRects(for:)` and `caretRect(for:)` become the model's
///   `canPerformAction(_:withSender:)`, `selectionRectCount()` and `caretIsVisible()`.
///
/// Kept as written: the text is rewritten only on the picker's `valueChanged` and on Today; Today sets the
/// date from code (no `valueChanged`); the formatter always uses locale `ja`, whatever the picker's settings;
/// `insertText(_:)` and `deleteBackward()` are not overridden.
public enum Seed002 {
  /// The seed's `class DatePickerKeyboard: UITextField`.
  public final class DatePickerKeyboard: TextField {
    private var datePicker: DatePicker!
    private let environment: PlatformEnvironment

    // `required init?(coder:)` and `override init(frame:)` both call `commoninit()`; the model has one init.
    public init(environment: PlatformEnvironment) {
      self.environment = environment
      super.init(frame: .zero)
      commoninit()
    }

    public required init?(coder: NSCoder) { nil }

    private func commoninit() {
      // datePickerの設定
      datePicker = DatePicker(environment: environment)
      datePicker.date = environment.now
      datePicker.datePickerMode = .date
      datePicker.locale = Locale(identifier: "ja")
      datePicker.addAction(for: [.valueChanged]) { [unowned self] _, _ in self.setText() }

      // textFieldのtextに日付を表示する
      setText()

      inputView = datePicker
      inputAccessoryView = createToolbar()
    }

    // キーボードのアクセサリービューを作成する
    private func createToolbar() -> Toolbar {
      let toolbar = Toolbar()
      // (layout: no model analogue) toolbar.frame = CGRect(x: 0, y: 0, width: self.frame.width, height: 44)

      let space = BarButtonItem(systemItem: .fixedSpace, action: nil)
      space.width = 12
      let flexSpaceItem = BarButtonItem(systemItem: .flexibleSpace, action: nil)
      let todayButtonItem = BarButtonItem(
        title: "今日", style: .done, target: self, action: Selector("todayPicker", DatePickerKeyboard.todayPicker))
      let doneButtonItem = BarButtonItem(
        barButtonSystemItem: .done, target: self, action: Selector("donePicker", DatePickerKeyboard.donePicker))

      let toolbarItems = [flexSpaceItem, todayButtonItem, doneButtonItem, space]

      toolbar.setItems(toolbarItems, animated: true)

      return toolbar
    }

    // キーボードの完了ボタンタップ時に呼ばれる
    private func donePicker() {
      resignFirstResponder()
    }

    // キーボードの今日ボタンタップ時に呼ばれる
    private func todayPicker() {
      datePicker.date = environment.now
      setText()
    }

    // datePickerの日付けをtextFieldのtextに反映させる
    private func setText() {
      let f = DateFormatter()
      f.dateStyle = .long
      f.locale = Locale(identifier: "ja")
      f.timeZone = environment.timeZone  // the formatter's default time zone: the machine's, here the environment's
      text = f.string(from: datePicker.date)
    }

    // クラス外から日付を取り出すためのメソッド
    public func getDate() -> Date {
      return datePicker.date
    }

    // コピペ等禁止
    public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
      return false
    }

    // 選択禁止
    public override func selectionRectCount() -> Int {
      return 0
    }

    // カーソル非表示
    public override func caretIsVisible() -> Bool {
      return false  // `CGRect(x: 0, y: 0, width: 0, height: 0)`: a zero caret rectangle draws no caret
    }
  }
}
