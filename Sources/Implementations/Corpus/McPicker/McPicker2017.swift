import Foundation
import InputReference

/// kmcgill88/McPicker-iOS, `McPicker/Classes/McPicker.swift` and `McPickerBarButtonItem.swift`, ported
/// line for line at the buggy commit 9fdac4af9b3ff3c428dc2ed93e249b77777796f8 and the fix commit
/// 0e2b45a94eecb63fb1866f82e7c027c6e19536d7 ("Swift 4 Fix (#19)", B09, issue 20), switched by
/// `version` at the fix's hunk: the backdrop's tap recognizer gets a delegate that receives a touch
/// only when its view is the McPicker itself (the other hunks are Swift 4 syntax).
///
/// Dropped (layout and appearance): `fontSize`, `label`, the toolbar and picker colours and fonts,
/// `showsSelectionIndicator`, every frame (`sizeViews()`, `popOverContentSize`, the orientation
/// observer of `willMove(toWindow:)`), background colours and alphas, the label of
/// `pickerView(_:viewForRow:forComponent:reusing:)` (its text is the model's `titleForRow`).
/// Not ported: the popover presentation (`showAsPopover…`, `McPickerPopoverViewController`, the popover
/// delegate): the model has no view controllers or popovers, so `isPopoverMode` stays `false`.
///
/// Model substitutions: `UIApplication.shared.keyWindow` is the window given at creation (a fresh
/// window when none, as the original returns "a default window for unit testing"); `UIView.animate`
/// applies its (appearance-only) changes at once and runs its completion after the duration on the
/// injected ``MainRunLoop``; `McPickerBarButtonItem`, a `UIBarButtonItem` subclass with class
/// factories, is a namespace of factories returning ``BarButtonItem`` (the model's item is final).
///
/// Kept as written, bugs included: at the buggy commit the backdrop's tap recognizer, attached to the
/// whole McPicker, also takes taps on the toolbar's items (since iOS 11 they do not keep an ancestor's
/// tap recognizer from recognizing), so tapping Done runs `cancel()` and the done handler never runs
/// (B09); Done reports `pickerSelection`, the dictionary last written by `didSelectRow`.
public enum McPicker2017Port {
  open class McPicker: View {
    /// Which commit's code runs.
    public let version: CorpusBug.Version
    /// The main run loop the animations end on.
    public let runLoop: MainRunLoop
    private let keyWindow: Window?

    /**
        Sets the picker's components row position and picker selections to those String values.

        [Int:[Int:Bool]] equates to [Component: [Row: isAnimated]
    */
    public var pickerSelectRowsForComponents: [Int: [Int: Bool]]? {
      didSet {
        for component in pickerSelectRowsForComponents!.keys {
          if let row = pickerSelectRowsForComponents![component]?.keys.first,
            let isAnimated = pickerSelectRowsForComponents![component]?.values.first
          {
            pickerSelection[component] = pickerData[component][row]
            picker.selectRow(row, inComponent: component, animated: isAnimated)
          }
        }
      }
    }

    internal var pickerSelection: [Int: String] = [:]
    internal var pickerData: [[String]] = []
    internal var numberOfComponents: Int {
      return pickerData.count
    }
    internal let picker: PickerView = PickerView()
    internal let backgroundView: View = View()
    internal let toolbar: Toolbar = Toolbar()
    internal var isPopoverMode = false
    internal enum AnimationDirection {
      case `in`, out  // swiftlint:disable:this identifier_name
    }

    fileprivate var doneHandler: (_ selections: [Int: String]) -> Void = { _ in }
    fileprivate var cancelHandler: () -> Void = {}

    private var appWindow: Window {
      guard let window = keyWindow else {
        debugPrint("KeyWindow not set. Returning a default window for unit testing.")
        return Window()
      }
      return window
    }

    private enum Constant {
      // (layout) pickerHeight 216, toolBarHeight 44, backgroundAlpha 0.75, barButtonFixedSpacePadding 0.02
      static let animationSpeed: Double = 0.25
    }

    /// `convenience public init(data:)`; `init(frame: .zero)` is layout.
    public init(data: [[String]], version: CorpusBug.Version, keyWindow: Window?, runLoop: MainRunLoop) {
      self.version = version
      self.keyWindow = keyWindow
      self.runLoop = runLoop
      super.init(frame: .zero)
      self.pickerData = data
      setup()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Show
    //
    open func show(doneHandler: @escaping (_ selections: [Int: String]) -> Void) {
      show(cancelHandler: {}, doneHandler: doneHandler)
    }

    open func show(cancelHandler: @escaping () -> Void, doneHandler: @escaping (_ selections: [Int: String]) -> Void) {
      self.doneHandler = doneHandler
      self.cancelHandler = cancelHandler
      animateViews(direction: .in)
    }

    open func setToolbarItems(items: [BarButtonItem]) {
      toolbar.setItems(items, animated: false)
    }

    internal func addAllSubviews() {
      backgroundView.addSubview(picker)
      backgroundView.addSubview(toolbar)
      self.addSubview(backgroundView)
    }

    internal func dismissViews() {
      if isPopoverMode {
        // (not ported) mcPickerPopoverViewController?.dismiss(animated: true, completion: nil)
      } else {
        animateViews(direction: .out)
      }
    }

    internal func animateViews(direction: AnimationDirection) {
      if direction == .in {
        // (appearance) start transparent, picker off the bottom of the screen

        // Add views
        //
        addAllSubviews()
        appWindow.addSubview(self)

        // (appearance) UIView.animate(withDuration: Constant.animationSpeed): fade in, slide up
      } else {
        // Animate things off screen
        //
        // UIView.animate(withDuration: Constant.animationSpeed, animations: { (appearance) }, completion: { _ in
        runLoop.asyncAfter(Constant.animationSpeed) {
          self.removeFromSuperview()
        }
        // })
      }
    }

    internal func done() {
      self.doneHandler(self.pickerSelection)
      self.dismissViews()
    }

    internal func cancel() {
      self.cancelHandler()
      self.dismissViews()
    }

    private func setup() {
      let tapGestureRecognizer = TapGestureRecognizer { [unowned self] _ in self.cancel() }
      if version == .fixed {
        tapGestureRecognizer.delegate = self
      }
      self.addGestureRecognizer(tapGestureRecognizer)

      // (layout) width: appWindow.bounds.size.width * Constant.barButtonFixedSpacePadding
      let fixedSpace = McPickerBarButtonItem.fixedSpace(width: 0)
      setToolbarItems(items: [
        fixedSpace, McPickerBarButtonItem.cancel(mcPicker: self),
        McPickerBarButtonItem.flexibleSpace(), McPickerBarButtonItem.done(mcPicker: self), fixedSpace,
      ])

      // (appearance) backgroundColor, backgroundView.backgroundColor

      picker.delegate = self
      picker.dataSource = self

      // (layout) sizeViews()

      // Default selection to first item per component
      //
      for (index, element) in pickerData.enumerated() {
        pickerSelection[index] = element.first
      }
    }
  }

  /// `McPickerBarButtonItem`'s class factories.
  public enum McPickerBarButtonItem {
    /// A bar button to close McPicker with selections.
    public static func done(mcPicker: McPicker, title: String? = nil) -> BarButtonItem {
      if let buttonTitle = title {
        return BarButtonItem(title: buttonTitle, style: .plain) { [weak mcPicker] in mcPicker?.done() }
      }
      return BarButtonItem(systemItem: .done) { [weak mcPicker] in mcPicker?.done() }
    }

    /// A bar button to close McPicker with out selections.
    public static func cancel(mcPicker: McPicker, title: String? = nil) -> BarButtonItem {
      if let buttonTitle = title {
        return BarButtonItem(title: buttonTitle, style: .plain) { [weak mcPicker] in mcPicker?.cancel() }
      }
      return BarButtonItem(systemItem: .cancel) { [weak mcPicker] in mcPicker?.cancel() }
    }

    public static func flexibleSpace() -> BarButtonItem {
      return BarButtonItem(systemItem: .flexibleSpace)
    }

    public static func fixedSpace(width: Double) -> BarButtonItem {
      let fixedSpace = BarButtonItem(systemItem: .fixedSpace)
      fixedSpace.width = width
      return fixedSpace
    }
  }
}

extension McPicker2017Port.McPicker: PickerViewDataSource {
  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return self.numberOfComponents
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return pickerData[component].count
  }
}

extension McPicker2017Port.McPicker: PickerViewDelegate {
  /// `pickerView(_:viewForRow:forComponent:reusing:)`: the label's text (its styling is appearance).
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return pickerData[component][row]
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    self.pickerSelection[component] = pickerData[component][row]
  }
}

/// At the fix commit only (`extension McPicker : UIGestureRecognizerDelegate`); the buggy commit never
/// sets the recognizer's delegate, so this is never asked there.
extension McPicker2017Port.McPicker: GestureRecognizerDelegate {
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    return touch.view === self
  }
}
