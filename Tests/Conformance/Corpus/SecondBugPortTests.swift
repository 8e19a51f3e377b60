import Foundation
import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The second bugs the fixed ports still show (CORPUS.md, `CorpusVerdicts`), each performed through the
/// component's own API at its fix commit: what the explanation says the upstream code does, the port does.
@Suite struct SecondBugPortTests {
  typealias DownPickerHost = DownPickerPortTests.Host

  @Test("DownPicker at e7063a6: Done ignores the row the app selected on getPickerView()")
  func downPickerDoneIgnoresThePicker() {
    let host = DownPickerHost { DownPickerB18(textField: $0, withData: ["a", "b", "c"], version: .fixed) }
    host.tapField()
    host.picker.getPickerView()?.selectRow(1, inComponent: 0, animated: false)
    #expect(host.presentedRow == 1)
    #expect(host.tap("Done"))
    #expect(host.field.text == "a", "the empty field's fallback, dataArray[0], not the row shown")
  }

  @Test("DownPicker at 89cb647: Done on an empty field writes the first option and sends no valueChanged")
  func downPickerSilentFallback() {
    let host = DownPickerHost { DownPickerB22(textField: $0, withData: ["a", "b", "c"], version: .fixed) }
    host.tapField()
    #expect(host.tap("Done"))
    #expect(host.field.text == "a")
    #expect(host.valueChanges == 0)
  }

  @Test("DownPicker at e7063a6: a settle after Done still writes the text")
  func downPickerLateSettle() {
    let host = DownPickerHost { DownPickerB18(textField: $0, withData: ["a", "b", "c"], version: .fixed) }
    host.tapField()
    let picker = CorpusPortSteps.presentedPicker(in: host.window)
    picker?.spin(component: 0, toRow: 2)
    #expect(host.tap("Done"))
    picker?.settle()
    #expect(host.field.text == "c", "the late didSelectRow wrote the text after the keyboard closed")
  }

  @Test("Eureka: a tap on the open row reloads its picker, and the spin's settle is lost")
  func eurekaTapReloads() {
    let row = Eureka.PickerInputRow<String>("picker") { $0.options = ["A", "B", "C"] }
    let (window, controller) = Eureka.showForm([row], environment: EurekaScenario.environment())
    withExtendedLifetime((window, controller)) {
      row.cell.tap()
      let picker = CorpusPortSteps.presentedPicker(in: window)
      picker?.spin(component: 0, toRow: 1)
      row.cell.tap()
      picker?.settle()
      #expect(row.cell.isFirstResponder)
      #expect(picker?.selectedRow(inComponent: 0) == 0, "the reload put the wheel back on the row it was leaving")
      #expect(row.value == nil, "the flick to B is lost")
    }
  }

  @Test("VENCalculatorInputView at 05a819b: ending editing replaces the text with the evaluated expression")
  func calculatorEvaluatesWhenEditingEnds() {
    let (field, window, delegate) = VENCalculatorInputViewCorpusPortTests.opened(.fixed)
    withExtendedLifetime(delegate) {
      field.insertText("a")
      VENCalculatorInputViewCorpusPortTests.tap(["1"], in: window)
      #expect(field.text == "a1")
      _ = field.resignFirstResponder()
      #expect(field.text == "1")
    }
  }

  @Test("IQDropDownTextField at 96a3277: choosing the optional row makes the value the string \"Select\"")
  func optionalRowTitleBecomesTheValue() {
    let field = IQDropDownTextFieldB01(version: .fixed)
    field.isOptionalDropDown = true
    field.itemList = ["a", "b", "c"]
    let window = CorpusPortSteps.window(with: field)
    field.tap()
    CorpusPortSteps.spinAndSettle(in: window, to: 1)
    #expect(field.selectedItem == "a")
    CorpusPortSteps.spinAndSettle(in: window, to: 0)
    #expect(field.selectedItem == "Select", "the optional row's title, not nil")
  }
}
