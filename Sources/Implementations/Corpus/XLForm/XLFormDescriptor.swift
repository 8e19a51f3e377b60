import Foundation
import InputReference

extension XLForm {
  /// `XLFormDescriptor` (XLForm/XL/Descriptors/XLFormDescriptor.m at e196fc71): the sections of a form.
  public final class FormDescriptor {
    public private(set) var formSections: [FormSectionDescriptor] = []
    /// The controller showing the form.
    public weak var delegate: FormViewController?

    public init() {}

    /// `+formDescriptor`.
    public static func formDescriptor() -> FormDescriptor { FormDescriptor() }

    /// Adds a section (the ports build their forms before the table first loads; XLForm also tells
    /// its delegate, which inserts the section into a table already shown).
    public func addFormSection(_ formSection: FormSectionDescriptor) {
      formSection.formDescriptor = self
      formSections.append(formSection)
    }

    public func formSectionAtIndex(_ index: Int) -> FormSectionDescriptor {
      formSections[index]
    }

    public func formRowAtIndex(_ indexPath: IndexPath) -> FormRowDescriptor? {
      if formSections.count > indexPath.section && formSections[indexPath.section].formRows.count > indexPath.row {
        return formSections[indexPath.section].formRows[indexPath.row]
      }
      return nil
    }

    public func indexPathOfFormRow(_ formRow: FormRowDescriptor) -> IndexPath? {
      if let section = formRow.sectionDescriptor {
        if let sectionIndex = formSections.firstIndex(where: { $0 === section }) {
          if let rowIndex = section.formRows.firstIndex(where: { $0 === formRow }) {
            return IndexPath(row: rowIndex, section: sectionIndex)
          }
        }
      }
      return nil
    }
  }
}

extension Optional where Wrapped == IndexPath {
  /// `indexPath.row` of an Objective-C `NSIndexPath *`: 0 when the pointer is `nil`.
  var rowOrZero: Int { self?.row ?? 0 }
  /// `indexPath.section` of an Objective-C `NSIndexPath *`: 0 when the pointer is `nil`.
  var sectionOrZero: Int { self?.section ?? 0 }
}
