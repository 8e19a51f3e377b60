import Foundation
import InputReference

extension Eureka {
  /// `protocol NavigationAccessory`.
  @MainActor public protocol NavigationAccessory: AnyObject {
    var doneClosure: (() -> Void)? { get set }
    var nextClosure: (() -> Void)? { get set }
    var previousClosure: (() -> Void)? { get set }

    var previousEnabled: Bool { get set }
    var nextEnabled: Bool { get set }
  }

  /// `open class NavigationAccessoryView: UIToolbar, NavigationAccessory`
  /// (Source/Core/NavigationAccessoryView.swift), bug B15: buggy 744f3573, fixed e0c6d6ba.
  ///
  /// At the buggy commit the Done item is a stored-property initializer,
  /// `UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(didTapDone))`; `self`
  /// there is not the toolbar instance, so the item's target does not implement `didTapDone` and,
  /// from iOS 15.4 on, the action reaches nothing: the port's item has no action. The fix creates the
  /// item in `init` (`initializeDoneButton()`), with the toolbar as target.
  ///
  /// Dropped (drawing): the chevron images (`drawChevron`, SF Symbols, right-to-left flipping), the
  /// frame and autoresizing mask. The model's bar items have titles, not images: the previous and next
  /// items carry the SF Symbol names as titles ("chevron.left", "chevron.right"), which name no role.
  open class NavigationAccessoryView: Toolbar, NavigationAccessory {
    public let version: CorpusVersion
    open var previousButton: BarButtonItem!
    open var nextButton: BarButtonItem!
    open var doneButton: BarButtonItem!
    private let fixedSpace = BarButtonItem(systemItem: .fixedSpace, action: nil)
    private let flexibleSpace = BarButtonItem(systemItem: .flexibleSpace, action: nil)

    public init(version: CorpusVersion) {
      self.version = version
      super.init(frame: .zero)
      if version == .buggy {
        // `open var doneButton = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(didTapDone))`:
        // the target is not this toolbar, so (iOS 15.4+) the action reaches nothing.
        doneButton = BarButtonItem(systemItem: .done, action: nil)
      }
      fixedSpace.width = 22.0
      initializeChevrons()
      if version == .fixed {
        initializeDoneButton()
      }
      setItems([previousButton, fixedSpace, nextButton, flexibleSpace, doneButton], animated: false)
    }

    public required init?(coder: NSCoder) { nil }

    private func initializeChevrons() {
      previousButton = BarButtonItem(
        title: "chevron.left", style: .plain, action: { [unowned self] in self.didTapPrevious() })
      nextButton = BarButtonItem(title: "chevron.right", style: .plain, action: { [unowned self] in self.didTapNext() })
    }

    private func initializeDoneButton() {
      doneButton = BarButtonItem(systemItem: .done, action: { [unowned self] in self.didTapDone() })
    }

    public var doneClosure: (() -> Void)?
    public var nextClosure: (() -> Void)?
    public var previousClosure: (() -> Void)?

    private func didTapDone() {
      doneClosure?()
    }

    private func didTapNext() {
      nextClosure?()
    }

    private func didTapPrevious() {
      previousClosure?()
    }

    public var previousEnabled: Bool {
      get {
        return previousButton.isEnabled
      }
      set {
        previousButton.isEnabled = newValue
      }
    }

    public var nextEnabled: Bool {
      get {
        return nextButton.isEnabled
      }
      set {
        nextButton.isEnabled = newValue
      }
    }
  }
}
