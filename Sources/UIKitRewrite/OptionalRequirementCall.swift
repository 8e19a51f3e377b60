/// Turns a call of an optional requirement of UIKit's delegate protocols, `delegate?.pickerView?(…)`, into a plain
/// call, `delegate?.pickerView(…)`.
///
/// On iOS those requirements are `@objc optional`, so a caller writes `?(` to call one a delegate may lack. The model
/// declares each as a requirement with UIKit's default, which Swift without the Objective-C runtime calls without
/// the `?`. Only a member named as one of those requirements (``requirementNames``), right after a `.`, is touched:
/// `onDone?(value)`, a closure property's call, stays as it is.
///
/// ```swift
/// // picker.delegate?.pickerView?(picker, didSelectRow: 2, inComponent: 0)
/// //   → picker.delegate?.pickerView(picker, didSelectRow: 2, inComponent: 0)
/// ```
nonisolated enum OptionalRequirementCall {
  /// The base names of the optional requirements of the delegate protocols the model declares.
  static let requirementNames: Set<String> = [
    "pickerView", "textField", "textFieldShouldBeginEditing", "textFieldDidBeginEditing",
    "textFieldShouldEndEditing", "textFieldDidEndEditing", "textFieldShouldClear", "textFieldShouldReturn",
    "textFieldDidChangeSelection", "tableView", "collectionView", "gestureRecognizer", "gestureRecognizerShouldBegin",
    "popoverPresentationControllerDidDismissPopover", "popoverPresentationControllerShouldDismissPopover",
    "prepareForPopoverPresentation", "adaptivePresentationStyle", "presentationControllerDidDismiss",
    "presentationControllerWillDismiss", "presentationControllerShouldDismiss",
  ]

  static func plan(for source: ParsedSource) -> RewritePlan {
    let code = source.code
    var plan = RewritePlan()
    for index in code.indices.dropFirst() where index + 2 < code.count {
      let name = code[index]
      let mark = code[index + 1]
      guard name.kind == .identifier, requirementNames.contains(name.unescapedName),
        code[index - 1].isPunctuation("."), mark.isPunctuation("?"), mark.start == name.end,
        code[index + 2].isPunctuation("("), code[index + 2].start == mark.end
      else { continue }
      let change = RewriteChange(line: mark.line, kind: .optionalRequirementCall(name: name.unescapedName))
      plan.edits.append(SourceEdit(range: mark.start..<mark.end, replacement: "", change: change))
    }
    return plan
  }
}
