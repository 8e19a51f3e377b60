import Foundation
import InputReference

extension XLForm {
  /// `XLFormSectionDescriptor` (XLForm/XL/Descriptors/XLFormSectionDescriptor.m at e196fc71): the rows
  /// of a section, shown (`formRows`, observed by KVO) and all (`allRows`).
  public final class FormSectionDescriptor {
    public internal(set) var formRows: [FormRowDescriptor] = []
    public internal(set) var allRows: [FormRowDescriptor] = []
    public internal(set) weak var formDescriptor: FormDescriptor?

    public init() {}

    /// `+formSection`.
    public static func formSection() -> FormSectionDescriptor { FormSectionDescriptor() }

    public func addFormRow(_ formRow: FormRowDescriptor) {
      insertObject(formRow, inAllRowsAtIndex: allRows.count)
    }

    public func addFormRow(_ formRow: FormRowDescriptor, afterRow: FormRowDescriptor) {
      let allRowIndex = allRows.firstIndex { $0 === afterRow } ?? Int.max
      if allRowIndex != Int.max {
        insertObject(formRow, inAllRowsAtIndex: allRowIndex + 1)
      } else {  //case when afterRow does not exist. Just insert at the end.
        addFormRow(formRow)
        return
      }
    }

    public func removeFormRowAtIndex(_ index: Int) {
      if formRows.count > index {
        let formRow = formRows[index]
        let allRowIndex = allRows.firstIndex { $0 === formRow } ?? Int.max
        removeObjectFromFormRowsAtIndex(index)
        removeObjectFromAllRowsAtIndex(allRowIndex)
      }
    }

    /// `-removeFormRow:`; removing a row that is not in the section (or `nil`) does nothing.
    public func removeFormRow(_ formRow: FormRowDescriptor?) {
      var index = Int.max
      index = formRows.firstIndex { $0 === formRow } ?? Int.max
      if index != Int.max {
        removeFormRowAtIndex(index)
      } else {
        index = allRows.firstIndex { $0 === formRow } ?? Int.max
        if index != Int.max {
          if allRows.count > index {
            removeObjectFromAllRowsAtIndex(index)
          }
        }
      }
    }

    // MARK: KVC

    func insertObject(_ formRow: FormRowDescriptor, inFormRowsAtIndex index: Int) {
      formRow.sectionDescriptor = self
      formRows.insert(formRow, at: index)
      rowsDidChange(.insertion, index: index, row: formRow)
    }

    func removeObjectFromFormRowsAtIndex(_ index: Int) {
      let removed = formRows.remove(at: index)
      rowsDidChange(.removal, index: index, row: removed)
    }

    func insertObject(_ row: FormRowDescriptor, inAllRowsAtIndex index: Int) {
      row.sectionDescriptor = self
      allRows.insert(row, at: index)
      row.disabled = row.disabled
      showFormRow(row)  // `row.hidden = row.hidden`: a row that is not hidden is shown
    }

    func removeObjectFromAllRowsAtIndex(_ index: Int) {
      allRows.remove(at: index)  // traps out of range, as NSRangeException
    }

    /// `-showFormRow:`: inserts the row among the shown rows, after the shown row before it.
    func showFormRow(_ formRow: FormRowDescriptor) {
      guard !formRows.contains(where: { $0 === formRow }) else { return }
      guard var index = allRows.firstIndex(where: { $0 === formRow }) else { return }
      var formIndex = Int.max
      while formIndex == Int.max && index > 0 {
        index -= 1
        let previous = allRows[index]
        formIndex = formRows.firstIndex { $0 === previous } ?? Int.max
      }
      insertObject(formRow, inFormRowsAtIndex: formIndex == Int.max ? 0 : formIndex + 1)
    }

    private enum Change { case insertion, removal }

    /// `-observeValueForKeyPath:…` for `formRows`.
    private func rowsDidChange(_ change: Change, index: Int, row: FormRowDescriptor) {
      guard let formDescriptor, let delegate = formDescriptor.delegate else { return }
      guard let sectionIndex = formDescriptor.formSections.firstIndex(where: { $0 === self }) else { return }
      let indexPath = IndexPath(row: index, section: sectionIndex)
      switch change {
      case .insertion: delegate.formRowHasBeenAdded(row, atIndexPath: indexPath)
      case .removal: delegate.formRowHasBeenRemoved(row, atIndexPath: indexPath)
      }
    }
  }
}
