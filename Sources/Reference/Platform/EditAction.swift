/// The edit-menu actions a text field may offer, as the selectors `canPerformAction` is asked about.
public enum EditAction: String, CaseIterable, Sendable {
  case cut, copy, paste, select, selectAll, delete
}
