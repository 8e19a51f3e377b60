import InputConformance
import InputGenerators
import InputReference

/// The IQDropDownTextField bugs of the corpus (B01 … B04, B56), each ported at its own commit.
public enum IQDropDownTextFieldCorpus {
  static let repository = "hackiftekhar/IQDropDownTextField"

  /// Every IQDropDownTextField bug, in corpus order.
  public static let bugs: [CorpusBug] = [b01, b02, b03, b04, b56]

  /// The text-picker implementation of `bug` ("B01" … "B04") at `version`, configured as the corpus
  /// trigger says (optional or not), whether or not its trigger is drivable yet; `nil` for B56, whose
  /// trigger is a nib load (see ``IQDropDownTextFieldB56``).
  public static func implementation(bug: String, version: CorpusVersion) -> Implementation? {
    let data = IQDropDownTextFieldHarness.data
    let capabilities = IQDropDownTextFieldHarness.capabilities(data: data)
    let name = "corpus/iqdropdowntextfield/\(bug.lowercased())/\(version.rawValue)"
    switch bug {
    case "B01":
      var capabilities = IQDropDownTextFieldHarness.optionalCapabilities(data: data)
      // The picker is private at this commit (a class extension, IQDropDownTextField.m L38): no app reaches it.
      capabilities.appReachesPicker = false
      return IQDropDownTextFieldHarness.implementation(name: name, capabilities: capabilities) {
        let field = IQDropDownTextFieldB01(version: version)
        field.isOptionalDropDown = true
        field.itemList = data
        return (field, { field.selectedItem }, { field.itemList ?? [] })
      }
    case "B02":
      // A non-optional drop-down's value is its first item from the start: the fix commit's selectedItem
      // reads 'a' before any event (the B02 fidelity test); the buggy commit's reads nil.
      var capabilities = capabilities
      capabilities.initialValue = [data[0]]
      // The picker is private at this commit (a class extension, IQDropDownTextField.m L38): no app reaches it.
      capabilities.appReachesPicker = false
      return IQDropDownTextFieldHarness.implementation(name: name, capabilities: capabilities) {
        let field = IQDropDownTextFieldB02(version: version)
        field.isOptionalDropDown = false
        field.itemList = data
        return (field, { field.selectedItem }, { field.itemList ?? [] })
      }
    case "B03":
      // The app replaces the item list (`setItemList:`); the trigger replaces it with the same list.
      var capabilities = IQDropDownTextFieldHarness.optionalCapabilities(data: data)
      capabilities.canSetData = true
      return IQDropDownTextFieldHarness.implementation(name: name, capabilities: capabilities) {
        () -> (TextField, () -> String?, () -> [String], (([String]) -> Void)?) in
        switch version {
        case .buggy:
          let port = IQDropDownTextFieldB03Buggy()
          port.isOptionalDropDown = true
          port.itemList = data
          return (port, { port.selectedItem }, { port.itemList ?? [] }, { port.itemList = $0 })
        case .fixed:
          let port = IQDropDownTextFieldB03Fixed()
          port.isOptionalDropDown = true
          port.itemList = data
          return (port, { port.selectedItem }, { port.itemList ?? [] }, { port.itemList = $0 })
        }
      }
    case "B04":
      // Optional by default at this commit; the data source refuses 'b' and proposes the row below.
      var capabilities = IQDropDownTextFieldHarness.optionalCapabilities(data: data)
      capabilities.disabledTitles = ["b"]
      capabilities.disabledRowSearch = .below
      // With no enabled row below, the search ends in `return [self setSelectedRow:0 animated:YES];`.
      capabilities.noEnabledRow = .firstRow
      return IQDropDownTextFieldHarness.implementation(name: name, capabilities: capabilities) {
        let field = IQDropDownTextFieldB04(version: version)
        let dataSource = IQDropDownTextFieldDataSource()
        dataSource.canSelectItem = { _, item in item != "b" }
        dataSource.canSelectItemRow = { _, item, _ in item != "b" }
        dataSource.proposedSelectionModeForItem = { _, _ in .below }
        dataSource.proposedSelectionModeForItemRow = { _, _, _ in .below }
        field.dataSource = dataSource
        field.itemList = data
        // UIKit loads a picker's rows at its first layout, when the keyboard first shows (the model loads
        // them at the first query and keeps them): the data never changes after this point, so loading
        // now shows the rows UIKit's first layout would. `setItemList:` does not reload at this commit.
        field.pickerView.reloadAllComponents()
        return (field, { withExtendedLifetime(dataSource) { field.selectedItem } }, { field.itemList ?? [] })
      }
    default:
      return nil
    }
  }

  /// A bug whose trigger today's events can drive when `drivable`, with what a clean judgement still needs.
  private static func bug(
    _ id: String, issue: String, buggy: String, fix: String, clause: String, expected: String, trigger: [String],
    drivable: Bool = false, needs: [String]
  ) -> CorpusBug {
    CorpusBug(
      id: id, repository: repository, issue: issue, buggyCommit: buggy, fixCommit: fix, clause: clause,
      expectedClause: expected, trigger: trigger,
      buggy: drivable ? implementation(bug: id, version: .buggy) : nil,
      fixed: drivable ? implementation(bug: id, version: .fixed) : nil, needs: needs)
  }

  /// The leading "Select" row of an optional drop-down: the reference picker has no such row.
  static let noneRowNeed =
    "a leading 'none' row capability (the optional drop-down's row 0, titled 'Select', means no value): today's "
    + "reference picker has no such row, so every wheel observation of an optional drop-down differs"

  static let b01 = bug(
    "B01", issue: "https://github.com/hackiftekhar/IQDropDownTextField/issues/47 (fix PR #48)",
    buggy: "e38113c8e89e13ab3ca09f41cec12cf1820fa41e", fix: "96a3277957c67a5419fbf66b2b8bc6bfeeed4e3b",
    clause: "PICK-10", expected: "PICK-10",
    trigger: ["items [a,b,c], optional", "tap the field", "spin to row 1 ('a') and settle: text 'b', wheel on row 2"],
    drivable: true, needs: [])

  static let b02 = bug(
    "B02", issue: "https://github.com/hackiftekhar/IQDropDownTextField/issues/50 (also #9)",
    buggy: "e67f11a3d75d4001608e4913efbbdc5b0581db7c", fix: "1d6cfda989c784a47197757bd30c31fdd6b019ec",
    clause: "PICK-8", expected: "PICK-8",
    trigger: [
      "items [a,b], non-optional", "tap the field",
      "tap Done without spinning: selectedItem is nil while the text and the wheel show 'a'",
    ], drivable: true,
    needs: [])

  static let b03 = bug(
    "B03",
    issue: "https://github.com/hackiftekhar/IQDropDownTextField/pull/88 (closed; fixed by maintainer as 'Fixed #88')",
    buggy: "7d42961a7a236116d857a22f5543e7c0d4e43fcf", fix: "114d9a1c6e9206895f824ed888e502d47c397c26",
    clause: "PICK-21", expected: "PICK-21",
    trigger: [
      "optional, items [a,b,c]", "the user selects 'c'", "the app calls setItemList: with the same list: value 'b'",
      "again: value 'a'",
    ], drivable: true, needs: [])

  static let b04 = bug(
    "B04", issue: "none (commit 'Fixed a crash happening due to mistyped index logic')",
    buggy: "5f8fd1d881c09880767701d77db894819a549a2e", fix: "09981695a5491297554fdc2e78720b8c165b2531",
    clause: "no clause", expected: "PICK-24",
    trigger: [
      "items [a,b,c], canSelectItem('b') == NO, proposedSelectionMode Below", "tap the field",
      "spin to 'b' and settle: itemList[-1] raises NSRangeException",
    ],
    drivable: true, needs: [])

  static let b56 = bug(
    "B56", issue: "https://github.com/hackiftekhar/IQDropDownTextField/issues/70",
    buggy: "a486115a8b3b4c2ce6dc9358acd8eb4236d4f6b7", fix: "8bb698f59d4cf0bc8b8d0f2b95dd3b92f44a5896",
    clause: "FACT-3", expected: "FACT-3",
    trigger: [
      "a container and the drop-down in one nib", "container.awakeFromNib sets dropDownMode = date",
      "field.awakeFromNib -> initialize -> dropDownMode = textPicker (the configuration is lost)",
    ],
    needs: [
      "a view-factory driver for a configured component built both in code and from a nib (Platform/Nib.swift: "
        + "decoding, then awakeFromNib in an undocumented order), observing the component's configuration "
        + "(mode, input view, optional flag) so FACT-3 compares the two factories"
    ])
}
