import UIKitRewrite

extension RewriteCase {
  static let refusals: [RewriteCase] = [
    RewriteCase(
      "@objc optional requirement",
      "@objc protocol P {\n  @objc optional func f()\n}\n",
      .refused([Refusal(line: 2, reason: .optionalRequirement)])
    ),
    RewriteCase(
      "optional property requirement",
      "@objc protocol P {\n  @objc optional var x: Int { get }\n}\n",
      .refused([Refusal(line: 2, reason: .optionalRequirement)])
    ),
    RewriteCase(
      "#keyPath", "let k = #keyPath(UIView.frame)\n", .refused([Refusal(line: 1, reason: .keyPathExpression)])),
    RewriteCase("@objcMembers", "@objcMembers class C {}\n", .refused([Refusal(line: 1, reason: .objcMembers)])),
    RewriteCase(
      "perform(#selector)",
      "x\nperform(#selector(tap))\n",
      .refused([Refusal(line: 2, reason: .dispatchByName(call: "perform(_:)"))])
    ),
    RewriteCase(
      ".perform(#selector, with:, afterDelay:)",
      "view.perform(#selector(tap), with: nil, afterDelay: 1)\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "perform(_:with:afterDelay:)"))])
    ),
    RewriteCase(
      "perform(selector variable, afterDelay:)",
      "perform(action, with: nil, afterDelay: 0.5)\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "perform(_:with:afterDelay:)"))])
    ),
    RewriteCase(
      "perform(Selector(...))",
      "obj.perform(Selector(\"tap\"))\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "perform(_:)"))])
    ),
    RewriteCase(
      "performSelector",
      "performSelector(onMainThread: s, with: nil, waitUntilDone: false)\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "performSelector(onMainThread:with:waitUntilDone:)"))])
    ),
    RewriteCase(
      "responds(to:)",
      "if delegate.responds(to: s) {}\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "responds(to:)"))])
    ),
    RewriteCase(
      "value(forKey:)",
      "let v = obj.value(forKey: \"x\")\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "value(forKey:)"))])
    ),
    RewriteCase(
      "setValue(_:forKey:)",
      "obj.setValue(1, forKey: \"x\")\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "setValue(_:forKey:)"))])
    ),
    RewriteCase(
      "setValue(_:forKeyPath:)",
      "obj.setValue(1, forKeyPath: \"a.b\")\n",
      .refused([Refusal(line: 1, reason: .dispatchByName(call: "setValue(_:forKeyPath:)"))])
    ),
    RewriteCase(
      "NSClassFromString",
      "let c = NSClassFromString(\"Cell\")\n",
      .refused([Refusal(line: 1, reason: .lookupByName(function: "NSClassFromString"))])
    ),
    RewriteCase(
      "#selector(getter:)",
      "let s = #selector(getter: UIView.frame)\n",
      .refused([Refusal(line: 1, reason: .selectorAccessor(accessor: "getter"))])
    ),
    RewriteCase(
      "#selector(setter:)",
      "let s = #selector(setter: UIView.frame)\n",
      .refused([Refusal(line: 1, reason: .selectorAccessor(accessor: "setter"))])
    ),
    RewriteCase(
      "#selector with an instance qualifier",
      "let s = #selector(view.layoutSubviews)\n",
      .refused([Refusal(line: 1, reason: .selectorInstanceQualifier(expression: "view.layoutSubviews"))])
    ),
    RewriteCase(
      "#selector through super",
      "let s = #selector(super.viewDidLoad)\n",
      .refused([Refusal(line: 1, reason: .selectorInstanceQualifier(expression: "super.viewDidLoad"))])
    ),
    RewriteCase(
      "#selector through a property of self",
      "let s = #selector(self.button.tap)\n",
      .refused([Refusal(line: 1, reason: .selectorInstanceQualifier(expression: "self.button.tap"))])
    ),
    RewriteCase(
      "#selector with a coercion",
      "let s = #selector(tap as () -> Void)\n",
      .refused([Refusal(line: 1, reason: .unsupportedSelector(expression: "tap as () -> Void"))])
    ),
    RewriteCase(
      "every refusal is reported, in line order",
      "@objcMembers class C {\n  let k = #keyPath(C.x)\n  let c = NSClassFromString(\"C\")\n}\n",
      .refused([
        Refusal(line: 1, reason: .objcMembers), Refusal(line: 2, reason: .keyPathExpression),
        Refusal(line: 3, reason: .lookupByName(function: "NSClassFromString")),
      ])
    ),
    RewriteCase(
      "declarations and other calls with these names are not refused",
      "func perform(_ action: Action) {}\nperform(action)\nlet v = dict.value\nfunc value(forKey key: String) {}\n"
        + "let optional: Int? = nil\n",
      .unchanged
    ),
  ]
}
