import Foundation
import InputReference

/// ActionSheetPicker-3.0 (skywinder/ActionSheetPicker-3.0), `Pickers/ActionSheetDatePicker.m` and `.h`, at
/// the B36 commits: buggy `0f687c9697dfb47afb5cffe86dcd428c3a42142e`, fix
/// `070c3b957c20b89de282cce8467a6b7bc6d22c8c` ("Count down duration fix"). Ported line for line; the fix's
/// one hunk (Done's done block reads the countdown from the picker instead of the cached
/// `countDownDuration`) sits under `version`.
///
/// The picker listens for `valueChanged` and caches the picker's date and countdown
/// (`eventForDatePicker:`). UIKit drops the first `valueChanged` of a countdown picker (openradar
/// 16341977; this repository's #104 / PR #105), so at the buggy commit Done can report the initial
/// duration while the wheels show another. The port relies on `valueChanged` exactly as the original:
/// whether the first one arrives is the platform model's business.
///
/// Dropped: custom buttons (`customButtonPressed:`; no trigger or driver event reaches them) and the
/// picker's frame (presentation). The done block's `NSNumber` countdown is a `TimeInterval`.
public final class ActionSheetDatePickerB36: AbstractActionSheetPickerB36 {
  /// `ActionDateDoneBlock`: `selectedDate` is a `Date`, or the countdown (`TimeInterval`) in countdown mode.
  public typealias DoneBlock = (_ picker: ActionSheetDatePickerB36, _ selectedDate: Any?, _ origin: AnyObject?) -> Void
  /// `ActionDateCancelBlock`.
  public typealias CancelBlock = (_ picker: ActionSheetDatePickerB36) -> Void

  /// The commit this instance runs.
  public let version: CorpusVersion
  private let environment: PlatformEnvironment

  // The class extension's properties.
  private(set) var datePickerMode: DatePickerMode
  private(set) var selectedDate: Date?

  /// `@property (retain) NSDate *minimumDate`.
  public var minimumDate: Date?
  /// `@property (retain) NSDate *maximumDate`.
  public var maximumDate: Date?
  /// `@property NSInteger minuteInterval` (0 unless set).
  public var minuteInterval = 0
  /// `@property (retain) NSLocale *locale`.
  public var locale: Locale?
  /// `@property (copy) NSCalendar *calendar`.
  public var calendar: Calendar?
  /// `@property (retain) NSTimeZone *timeZone`.
  public var timeZone: TimeZone?
  /// `@property (assign) NSTimeInterval countDownDuration`: the countdown cached from `valueChanged`.
  public var countDownDuration: TimeInterval = 0
  /// `@property (copy) ActionDateDoneBlock onActionSheetDone`.
  public var onActionSheetDone: DoneBlock?
  /// `@property (copy) ActionDateCancelBlock onActionSheetCancel`.
  public var onActionSheetCancel: CancelBlock?

  /// `+showPickerWithTitle:datePickerMode:selectedDate:doneBlock:cancelBlock:origin:`.
  @discardableResult
  public static func showPicker(
    title: String?, datePickerMode: DatePickerMode, selectedDate: Date?, doneBlock: DoneBlock?,
    cancelBlock: CancelBlock?, origin view: View, environment: PlatformEnvironment, version: CorpusVersion
  ) -> ActionSheetDatePickerB36 {
    let picker = ActionSheetDatePickerB36(
      title: title, datePickerMode: datePickerMode, selectedDate: selectedDate, doneBlock: doneBlock,
      cancelBlock: cancelBlock, origin: view, environment: environment, version: version)
    picker.showActionSheetPicker()
    return picker
  }

  /// `-initWithTitle:datePickerMode:selectedDate:doneBlock:cancelBlock:origin:`.
  public convenience init(
    title: String?, datePickerMode: DatePickerMode, selectedDate: Date?, doneBlock: DoneBlock?,
    cancelBlock: CancelBlock?, origin: View, environment: PlatformEnvironment, version: CorpusVersion
  ) {
    self.init(
      title: title, datePickerMode: datePickerMode, selectedDate: selectedDate, action: nil, origin: origin,
      cancelAction: nil, environment: environment, version: version)
    self.onActionSheetDone = doneBlock
    self.onActionSheetCancel = cancelBlock
  }

  /// `-initWithTitle:datePickerMode:selectedDate:target:action:origin:cancelAction:`.
  public init(
    title: String?, datePickerMode: DatePickerMode, selectedDate: Date?,
    action: ((_ selection: Any?, _ origin: AnyObject?) -> Void)?, origin: AnyObject,
    cancelAction: ((_ origin: AnyObject?) -> Void)?, environment: PlatformEnvironment, version: CorpusVersion
  ) {
    self.version = version
    self.environment = environment
    self.datePickerMode = datePickerMode
    self.selectedDate = selectedDate
    super.init(successAction: action, cancelAction: cancelAction, origin: origin)
    self.title = title
  }

  public override func configuredPickerView() -> View? {
    // (presentation) CGRect datePickerFrame = CGRectMake(0, 40, self.viewSize.width, 216);
    let datePicker = DatePicker(environment: environment)
    datePicker.datePickerMode = datePickerMode
    datePicker.maximumDate = maximumDate
    datePicker.minimumDate = minimumDate
    datePicker.minuteInterval = minuteInterval
    datePicker.calendar = calendar
    datePicker.timeZone = timeZone
    datePicker.locale = locale

    // if datepicker is set with a date in countDownMode then
    // 1h is added to the initial countdown
    if datePickerMode == .countDownTimer {
      datePicker.countDownDuration = countDownDuration
    } else {
      datePicker.setDate(selectedDate!, animated: false)  // `setDate:nil` raises in UIKit
    }

    datePicker.addAction(for: [.valueChanged]) { [weak self] sender, _ in self?.eventForDatePicker(sender) }

    // need to keep a reference to the picker so we can clear the DataSource / Delegate when dismissing (not
    // used in this picker, but just in case somebody uses this as a template for another picker)
    pickerView = datePicker

    return datePicker
  }

  public override func notifyTargetDidSucceed(origin: AnyObject?) {
    if let onActionSheetDone {
      if datePickerMode == .countDownTimer {
        switch version {
        case .buggy: onActionSheetDone(self, countDownDuration, origin)
        case .fixed: onActionSheetDone(self, (pickerView as! DatePicker).countDownDuration, origin)
        }
      } else {
        onActionSheetDone(self, selectedDate, origin)
      }

      return
    } else if let successAction {
      if datePickerMode == .countDownTimer {
        successAction(countDownDuration, origin)
      } else {
        successAction(selectedDate, origin)
      }
    } else {
      assertionFailure("Invalid target/action combination used for ActionSheetPicker")
    }
  }

  public override func notifyTargetDidCancel(origin: AnyObject?) {
    if let onActionSheetCancel {
      onActionSheetCancel(self)
      return
    } else if let cancelAction {
      cancelAction(origin)
    }
  }

  /// `-eventForDatePicker:`: caches the picker's date and countdown.
  public func eventForDatePicker(_ sender: Any?) {
    guard let datePicker = sender as? DatePicker else {
      return
    }
    selectedDate = datePicker.date
    countDownDuration = datePicker.countDownDuration
  }
}
