extension RewriteCase {
  static let optionalCalls: [RewriteCase] = [
    RewriteCase(
      "a picker delegate's optional requirement",
      "picker.delegate?.pickerView?(picker, didSelectRow: 2, inComponent: 0)\n",
      .rewritten(
        "picker.delegate?.pickerView(picker, didSelectRow: 2, inComponent: 0)\n",
        changes: ["1: `.pickerView?(` → `.pickerView(` (the model's delegate requirement is not `@objc optional`)"])
    ),
    RewriteCase(
      "a text field delegate's edit gate, its result used",
      "let allowed = field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: s) ?? true\n",
      .rewritten(
        "let allowed = field.delegate?.textField(field, shouldChangeCharactersIn: range, replacementString: s) ?? true\n"
      )
    ),
    RewriteCase("a closure property's optional call", "onDone?(value)\nself.onDone?(value)\n", .unchanged),
    RewriteCase("a requirement named without a call", "let f = delegate?.pickerView\n", .unchanged),
    RewriteCase(
      "a requirement's name in a comment or a string",
      "// delegate?.pickerView?(p)\nlet s = \"delegate?.pickerView?(p)\"\n", .unchanged),
    RewriteCase(
      "a plain call of a requirement", "delegate?.pickerView(p, didSelectRow: 0, inComponent: 0)\n", .unchanged),
  ]
}
