import Foundation

/// `IQDropDownMode` (identical at every ported commit of `IQDropDownTextField.h`).
public enum IQDropDownMode: Int, Sendable {
  case textPicker, timePicker, datePicker, dateTimePicker, textField
}

/// `IQProposedSelection` (identical at every ported commit): where to look for a selectable row when
/// the data source refuses the settled one.
public enum IQProposedSelection: Int, Sendable {
  case both, above, below
}

/// `IQOptionalTextFieldIndex`: the `selectedRow` of the optional "Select" row.
let IQOptionalTextFieldIndex = -1

/// `id<IQDropDownTextFieldDataSource>`: each optional method is a closure, `nil` when the app does not
/// implement it (`respondsToSelector:` answers `NO`). Commits before 0998169 call the `item` forms,
/// 0998169 and later the `item, row` forms.
public final class IQDropDownTextFieldDataSource {
  /// `-textField:canSelectItem:`.
  public var canSelectItem: ((_ textField: AnyObject, _ item: String) -> Bool)?
  /// `-textField:proposedSelectionModeForItem:`.
  public var proposedSelectionModeForItem: ((_ textField: AnyObject, _ item: String) -> IQProposedSelection)?
  /// `-textField:canSelectItem:row:` (0998169 and later).
  public var canSelectItemRow: ((_ textField: AnyObject, _ item: String, _ row: Int) -> Bool)?
  /// `-textField:proposedSelectionModeForItem:row:` (0998169 and later).
  public var proposedSelectionModeForItemRow:
    ((_ textField: AnyObject, _ item: String, _ row: Int) -> IQProposedSelection)?

  public init() {}
}

/// `id<IQDropDownTextFieldDelegate>`'s drop-down methods: each optional method is a closure, `nil` when
/// the app does not implement it.
public final class IQDropDownTextFieldDelegate {
  /// `-textField:didSelectItem:`.
  public var didSelectItem: ((_ textField: AnyObject, _ item: String?) -> Void)?
  /// `-textField:didSelectDate:` (date modes, 1d6cfda and later).
  public var didSelectDate: ((_ textField: AnyObject, _ date: Date?) -> Void)?
  /// `-textField:didSelectItem:row:` (0998169 and later).
  public var didSelectItemRow: ((_ textField: AnyObject, _ item: String?, _ row: Int) -> Void)?

  public init() {}
}
