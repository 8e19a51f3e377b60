import UIKit

/// A date field for a reminder: its keyboard is a panel holding a wheels date picker and a caption, with Cancel and
/// Done above it. The text is the date in the medium style of the picker's locale, calendar and time zone; Cancel
/// puts back the date editing began on; typing is refused.
public final class ReminderField: UITextField {
  /// The picker on the panel.
  public let datePicker = UIDatePicker()
  /// The date on the picker.
  public var date: Date { datePicker.date }
  /// Called on Done with the date.
  public var onDone: ((Date) -> Void)?
  /// Called on Cancel.
  public var onCancel: (() -> Void)?
  private let panel = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
  private let caption = UILabel()
  private let formatter = DateFormatter()
  /// The date when editing began, for Cancel.
  private var dateAtBegin: Date?
  /// The date when the keyboard went away: wheels that settle afterwards must not change it.
  private var dateAtDismissal: Date?

  private lazy var toolbar: UIToolbar = {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel)),
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
    ]
    return toolbar
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    datePicker.preferredDatePickerStyle = .wheels
    datePicker.datePickerMode = .date
    datePicker.addTarget(self, action: #selector(dateChanged), for: .valueChanged)
    caption.text = "Remind me on…"
    panel.addSubview(datePicker)
    panel.addSubview(caption)
    inputView = panel
    inputAccessoryView = toolbar
    addTarget(self, action: #selector(editingEnded), for: .editingDidEnd)
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    showDate()
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Sets the date from code; the text follows.
  public func setDate(_ date: Date) {
    datePicker.date = date
    if !isFirstResponder, dateAtDismissal != nil { dateAtDismissal = datePicker.date }
    showDate()
  }

  @discardableResult
  public override func becomeFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    let isFirst = super.becomeFirstResponder()
    if isFirst && !wasFirst {
      dateAtBegin = datePicker.date
      dateAtDismissal = nil
    }
    return isFirst
  }

  @objc private func editingEnded() {
    dateAtDismissal = datePicker.date
  }

  @objc private func dateChanged() {
    // Wheels still spinning when the keyboard went away settle later: put them back.
    if !isFirstResponder, let kept = dateAtDismissal, datePicker.date != kept {
      datePicker.date = kept
      return
    }
    showDate()
  }

  @objc private func done() {
    onDone?(datePicker.date)
    resignFirstResponder()
  }

  @objc private func cancel() {
    if let dateAtBegin { datePicker.date = dateAtBegin }
    showDate()
    onCancel?()
    resignFirstResponder()
  }

  private func showDate() {
    formatter.locale = datePicker.locale
    formatter.calendar = datePicker.calendar
    formatter.timeZone = datePicker.timeZone
    text = formatter.string(from: datePicker.date)
  }

  // MARK: Refused editing: the picker is the only way to change the date

  public override func insertText(_ text: String) {}
  public override func deleteBackward() {}
  public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
  public override func caretRect(for position: UITextPosition) -> CGRect { .zero }
  public override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
}
