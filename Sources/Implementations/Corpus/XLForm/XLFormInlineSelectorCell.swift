import Foundation
import InputReference

extension XLForm {
  /// `XLFormInlineSelectorCell` (XLForm/XL/Cell/XLFormInlineSelectorCell.m), bug B44: buggy e196fc71,
  /// fixed cd506db4 (issue 553, PR 557 partial at f2be2d3c, completed by PR 641).
  ///
  /// An inline selector row inserts a picker row below itself when it becomes first responder and
  /// removes "the row below it" when it resigns. At the buggy commit the removal runs on every
  /// `resignFirstResponder`, first or not: disabling the collapsed row (XLForm then sends its cell
  /// `resignFirstResponder`) removes whatever form row follows it. The fix returns early when the cell
  /// is not first responder, and removes only when the resign succeeded.
  ///
  /// Dropped: accessory types, selection style, the asterisk of required rows, colours
  /// (`_beforeChangeColor`, tint).
  public final class InlineSelectorCell: BaseCell {
    public let version: CorpusVersion

    public init(version: CorpusVersion, environment: PlatformEnvironment) {
      self.version = version
      super.init(environment: environment)
    }

    public required init?(coder: NSCoder) { nil }

    public override var canBecomeFirstResponder: Bool {
      return true
    }

    @discardableResult
    public override func becomeFirstResponder() -> Bool {
      if isFirstResponder {
        return super.becomeFirstResponder()
      }
      let result = super.becomeFirstResponder()
      if result, let formViewController, let rowDescriptor {
        let inlineRowDescriptor = FormRowDescriptor.formRowDescriptor(
          withTag: nil, rowType: XLForm.inlineRowDescriptorTypesForRowDescriptorTypes[rowDescriptor.rowType]!)
        let cell = inlineRowDescriptor.cellForFormController(formViewController)
        guard let inlineCell = cell as? any InlineRowDescriptorCell else {
          preconditionFailure("inline cell must conform to XLFormInlineRowDescriptorCell")  // NSAssert
        }
        inlineCell.inlineRowDescriptor = rowDescriptor
        rowDescriptor.sectionDescriptor?.addFormRow(inlineRowDescriptor, afterRow: rowDescriptor)
        formViewController.ensureRowIsVisible(inlineRowDescriptor)
      }
      return result
    }

    @discardableResult
    public override func resignFirstResponder() -> Bool {
      if version == .fixed {
        if !isFirstResponder {
          return super.resignFirstResponder()
        }
      }
      let form = formViewController?.form
      let selectedRowPath = rowDescriptor.flatMap { form?.indexPathOfFormRow($0) }
      let nextRowPath = IndexPath(row: selectedRowPath.rowOrZero + 1, section: selectedRowPath.sectionOrZero)
      let nextFormRow = form?.formRowAtIndex(nextRowPath)
      let formSection = form.map { $0.formSections[nextRowPath.section] }
      let result = super.resignFirstResponder()
      switch version {
      case .buggy:
        formSection?.removeFormRow(nextFormRow)
      case .fixed:
        if result {
          formSection?.removeFormRow(nextFormRow)
        }
      }
      return result
    }

    // MARK: XLFormDescriptorCell

    public override func update() {
      super.update()
      textLabel?.text = rowDescriptor?.title
      detailTextLabel?.text = valueDisplayText()
    }

    public override func formDescriptorCellCanBecomeFirstResponder() -> Bool {
      return !(rowDescriptor?.isDisabled ?? false)
    }

    public override func formDescriptorCellBecomeFirstResponder() -> Bool {
      if isFirstResponder {
        resignFirstResponder()
        return false
      }
      return becomeFirstResponder()
    }

    public override func formDescriptorCellDidSelectedWithFormController(_ controller: FormViewController) {
      if let rowDescriptor, let indexPath = controller.form.indexPathOfFormRow(rowDescriptor) {
        controller.tableView.deselectRow(at: indexPath, animated: true)
      }
    }

    // MARK: Helpers

    func valueDisplayText() -> String? {
      if let value = rowDescriptor?.value {
        return XLForm.displayText(value)
      }
      return rowDescriptor?.noValueDisplayText
    }
  }

  /// `XLFormPickerCell` (XLForm/XL/Cell/XLFormPickerCell.m at e196fc71): the row an inline selector
  /// inserts, holding a picker of the selector's options. Dropped: the picker's constraints, height,
  /// `userInteractionEnabled` and alpha of a disabled row.
  public final class PickerCell: BaseCell, InlineRowDescriptorCell, PickerViewDataSource, PickerViewDelegate {
    public weak var inlineRowDescriptor: FormRowDescriptor?
    private var _pickerView: PickerView?

    public override func formDescriptorCellCanBecomeFirstResponder() -> Bool {
      return !(rowDescriptor?.isDisabled ?? false) && inlineRowDescriptor == nil
    }

    public override func formDescriptorCellBecomeFirstResponder() -> Bool {
      return becomeFirstResponder()
    }

    public override var canResignFirstResponder: Bool {
      return true
    }

    public override var canBecomeFirstResponder: Bool {
      return formDescriptorCellCanBecomeFirstResponder()
    }

    // MARK: Properties

    public var pickerView: PickerView {
      if let _pickerView { return _pickerView }
      let picker = PickerView()
      picker.delegate = self
      picker.dataSource = self
      _pickerView = picker
      return picker
    }

    // MARK: XLFormDescriptorCell

    public override func configure() {
      super.configure()
      contentView.addSubview(pickerView)
    }

    public override func update() {
      super.update()
      pickerView.selectRow(selectedIndex(), inComponent: 0, animated: false)
      pickerView.reloadAllComponents()
    }

    // MARK: UIPickerViewDelegate

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      if let inlineRowDescriptor {
        return XLForm.displayText(inlineRowDescriptor.selectorOptions[row])
      }
      return rowDescriptor.map { XLForm.displayText($0.selectorOptions[row]) } ?? nil
    }

    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      if let inlineRowDescriptor {
        inlineRowDescriptor.value = inlineRowDescriptor.selectorOptions[row]
        formViewController?.updateFormRow(inlineRowDescriptor)
      } else {
        becomeFirstResponder()
        rowDescriptor?.value = rowDescriptor?.selectorOptions[row]
      }
    }

    // MARK: UIPickerViewDataSource

    public func numberOfComponents(in pickerView: PickerView) -> Int {
      return 1
    }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
      if let inlineRowDescriptor {
        return inlineRowDescriptor.selectorOptions.count
      }
      return rowDescriptor?.selectorOptions.count ?? 0
    }

    // MARK: helpers

    func selectedIndex() -> Int {
      guard let formRow = inlineRowDescriptor ?? rowDescriptor else { return 0 }  // messages to nil: 0
      if let value = formRow.value {
        for (index, option) in formRow.selectorOptions.enumerated()
        where XLForm.displayText(option) == XLForm.displayText(value) {
          return index
        }
      }
      return -1
    }
  }

  /// `-[NSObject displayText]` for the option values the ports use (strings and numbers: their
  /// description; anything else: nil).
  static func displayText(_ value: Any) -> String? {
    switch value {
    case let string as String: string
    case let number as Int: String(number)
    default: nil
    }
  }
}
