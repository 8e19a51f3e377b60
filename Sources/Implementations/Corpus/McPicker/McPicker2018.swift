import Foundation
import InputReference

/// kmcgill88/McPicker-iOS, `McPicker/Classes/McPicker.swift` (from 2020 `Sources/McPicker/Classes/`),
/// `McPickerBarButtonItem.swift` and `McTextField.swift`, ported line for line at three commits whose
/// diffs to the file touch only `pickerView(_:didSelectRow:inComponent:)` (and `setup()`'s
/// visibility), switched by ``Revision`` there:
/// - e6f8dc8093ad01aba3b363f333e768df0d33650e, B08 buggy: `didSelectRow` indexes the component's data
///   with the reported row, which traps for an empty component (B08, PR 48);
/// - 474d6f4f5c0078cc560952de03d0c98edde27da2, B08 fixed (PR 48): the update is guarded by
///   `component < pickerSelection.count`, which skips an empty *last* component but still traps for
///   an empty component followed by a non-empty one (`pickerSelection` has no key for empty
///   components, so its count is the number of non-empty ones);
/// - 6b869b71da59bdf58dfb8e93dfcd0676b4a0bca9, B10 buggy,
///   no fix: the guard is `!pickerData[component].isEmpty` (386be6b, PR 49); Done reports the dictionary
///   last written by `didSelectRow`, which UIKit sends only when the wheel settles (B10, issue 63).
///
/// Dropped, not ported and substituted as in ``McPicker2017Port``; also dropped: `backgroundColorAlpha`
/// and `setToolbarProperties()` (it re-applies colours and fonts).
public enum McPicker2018Port {
  /// The three commits.
  public enum Revision: String, CaseIterable, Sendable {
    case re6f8dc8, r474d6f4, r6b869b7
  }

  open class McPicker: View {
    /// Which commit's code runs.
    public let revision: Revision
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

    public typealias DoneHandler = (_ selections: [Int: String]) -> Void
    public typealias CancelHandler = (() -> Void)
    public typealias SelectionChangedHandler = ((_ selections: [Int: String], _ componentThatChanged: Int) -> Void)

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
    internal enum Constant {
      // (layout) backgroundColorAlpha 0.75, pickerHeight 216, toolBarHeight 44, barButtonFixedSpacePadding 0.02
      static let animationSpeed: Double = 0.25
    }

    fileprivate var doneHandler: DoneHandler = { _ in }
    fileprivate var cancelHandler: CancelHandler?
    fileprivate var selectionChangedHandler: SelectionChangedHandler?

    private var appWindow: Window {
      guard let window = keyWindow else {
        debugPrint("KeyWindow not set. Returning a default window for unit testing.")
        return Window()
      }
      return window
    }

    /// `convenience public init(data:)`; `init(frame: .zero)` is layout.
    public init(data: [[String]], revision: Revision, keyWindow: Window?, runLoop: MainRunLoop) {
      self.revision = revision
      self.keyWindow = keyWindow
      self.runLoop = runLoop
      super.init(frame: .zero)
      self.pickerData = data
      setup()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Show
    //
    open func show(doneHandler: @escaping DoneHandler) {
      show(doneHandler: doneHandler, cancelHandler: nil, selectionChangedHandler: nil)
    }

    open func show(
      doneHandler: @escaping DoneHandler,
      cancelHandler: CancelHandler? = nil,
      selectionChangedHandler: SelectionChangedHandler? = nil
    ) {
      self.doneHandler = doneHandler
      self.cancelHandler = cancelHandler
      self.selectionChangedHandler = selectionChangedHandler
      animateViews(direction: .in)
    }

    open func setToolbarItems(items: [BarButtonItem]) {
      toolbar.setItems(items, animated: false)

      // (appearance) setToolbarProperties()
    }

    internal func addAllSubviews() {
      backgroundView.addSubview(picker)
      backgroundView.addSubview(toolbar)
      self.addSubview(backgroundView)
    }

    internal func dismissViews() {
      if isPopoverMode {
        // (not ported) mcPickerPopoverViewController?.dismiss(animated: true, completion: nil); … = nil
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
      self.cancelHandler?()
      self.dismissViews()
    }

    private func setup() {
      let tapGestureRecognizer = TapGestureRecognizer { [unowned self] _ in self.cancel() }
      tapGestureRecognizer.delegate = self
      self.addGestureRecognizer(tapGestureRecognizer)

      // (layout) width: appWindow.bounds.size.width * Constant.barButtonFixedSpacePadding
      let fixedSpace = McPickerBarButtonItem.fixedSpace(width: 0)
      setToolbarItems(items: [
        fixedSpace, McPickerBarButtonItem.cancel(mcPicker: self),
        McPickerBarButtonItem.flexibleSpace(), McPickerBarButtonItem.done(mcPicker: self), fixedSpace,
      ])

      // (appearance) backgroundView.backgroundColor = UIColor.white

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

  /// `McTextField`: a text field that shows a McPicker instead of its keyboard.
  open class McTextField: TextField {
    public var doneHandler: McPicker.DoneHandler = { _ in }
    public var cancelHandler: McPicker.CancelHandler?
    public var selectionChangedHandler: McPicker.SelectionChangedHandler?
    public var textFieldWillBeginEditingHandler: ((_ selections: [Int: String]) -> Void)?

    /// `didSet { self.delegate = inputViewMcPicker }`: the model's text field asks `shouldBeginEditing`.
    public var inputViewMcPicker: McPicker? {
      didSet {
        self.shouldBeginEditing = { [weak self, weak picker = inputViewMcPicker] in
          guard let self, let picker else { return true }
          return picker.textFieldShouldBeginEditing(self)
        }
      }
    }
  }
}

extension McPicker2018Port.McPicker: PickerViewDataSource {
  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return self.numberOfComponents
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return pickerData[component].count
  }
}

extension McPicker2018Port.McPicker: PickerViewDelegate {
  /// `pickerView(_:viewForRow:forComponent:reusing:)`: the label's text (its styling is appearance).
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return pickerData[component][row]
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    switch revision {
    case .re6f8dc8:
      self.pickerSelection[component] = pickerData[component][row]
      self.selectionChangedHandler?(self.pickerSelection, component)
    case .r474d6f4:
      if component < pickerSelection.count {
        self.pickerSelection[component] = pickerData[component][row]
        self.selectionChangedHandler?(self.pickerSelection, component)
      }
    case .r6b869b7:
      if !pickerData[component].isEmpty {
        self.pickerSelection[component] = pickerData[component][row]
        self.selectionChangedHandler?(self.pickerSelection, component)
      }
    }
  }
}

extension McPicker2018Port.McPicker: GestureRecognizerDelegate {
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    return touch.view === self  // if let goodView = touch.view { return goodView == self }; return false
  }
}

extension McPicker2018Port.McPicker {
  /// `UITextFieldDelegate.textFieldShouldBeginEditing(_:)`.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    if let mcTextField = textField as? McPicker2018Port.McTextField {
      mcTextField.textFieldWillBeginEditingHandler?(self.pickerSelection)
      self.show(
        doneHandler: mcTextField.doneHandler,
        cancelHandler: mcTextField.cancelHandler,
        selectionChangedHandler: mcTextField.selectionChangedHandler)
      return false
    }
    return true
  }
}
