import Foundation
import InputReference

extension XLForm {
  /// `XLFormBaseCell: UITableViewCell <XLFormDescriptorCell>` (XLForm/XL/Cell/XLFormBaseCell.m at
  /// e196fc71). The optional methods of the `XLFormDescriptorCell` protocol are open methods here; where
  /// XLForm asks `respondsToSelector:` first, the default does what not responding does.
  ///
  /// Dropped: fonts and colours in `update`, `awakeFromNib`.
  open class BaseCell: TableViewCell {
    /// The device's world the cell was created in (model substitution for the current locale,
    /// calendar and time zone).
    public let environment: PlatformEnvironment

    /// `@property (nonatomic, weak) XLFormRowDescriptor * rowDescriptor`; setting it updates the cell
    /// and applies the row's `cellConfig`.
    public weak var rowDescriptor: FormRowDescriptor? {
      didSet {
        update()
        for (keyPath, value) in rowDescriptor?.cellConfig ?? [] {
          setValue(value, forKeyPath: keyPath)
        }
      }
    }

    /// `-initWithStyle:reuseIdentifier:` (XLForm rows create their cells with `UITableViewCellStyleValue1`).
    public init(environment: PlatformEnvironment, style: TableViewCell.CellStyle = .value1) {
      self.environment = environment
      super.init(style: style, reuseIdentifier: nil)
      configure()
    }

    public required init?(coder: NSCoder) { nil }

    open func configure() {}

    open func update() {}

    open func highlight() {}

    open func unhighlight() {}

    /// `-setValue:forKeyPath:` as `cellConfig` uses it: a key the cell does not have raises
    /// `NSUnknownKeyException` (a trap); cells override it for their keys.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
      preconditionFailure(
        "NSUnknownKeyException: \(type(of: self)) is not key value coding-compliant for the key \(keyPath)")
    }

    /// `-formViewController`: the responder chain (superviews, then the controller of a root view).
    public var formViewController: FormViewController? {
      var responder: View? = self
      while let current = responder {
        if let controller = (current as? FormViewController.RootView)?.controller {
          return controller
        }
        responder = current.superview
      }
      return nil
    }

    // MARK: Navigation Between Fields

    open override var inputAccessoryView: View? {
      if let rowDescriptor,
        let inputAccessoryView = formViewController?.inputAccessoryViewForRowDescriptor(rowDescriptor)
      {
        return inputAccessoryView
      }
      return super.inputAccessoryView
    }

    open func formDescriptorCellCanBecomeFirstResponder() -> Bool {
      return false
    }

    /// Optional in the protocol; XLForm sends it only after `formDescriptorCellCanBecomeFirstResponder`
    /// answered YES, and every cell that answers YES implements it.
    open func formDescriptorCellBecomeFirstResponder() -> Bool {
      preconditionFailure("-[\(type(of: self)) formDescriptorCellBecomeFirstResponder]: unrecognized selector")
    }

    /// Optional in the protocol; not responding does nothing.
    open func formDescriptorCellDidSelectedWithFormController(_ controller: FormViewController) {}

    // MARK: -

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      let result = super.becomeFirstResponder()
      if result, let rowDescriptor {
        formViewController?.beginEditing(rowDescriptor)
      }
      return result
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
      let result = super.resignFirstResponder()
      if result, let rowDescriptor {
        formViewController?.endEditing(rowDescriptor)
      }
      return result
    }
  }

  /// `@protocol XLFormInlineRowDescriptorCell`: a cell shown in a row inserted below another.
  @MainActor public protocol InlineRowDescriptorCell: AnyObject {
    var inlineRowDescriptor: FormRowDescriptor? { get set }
  }
}
