extension RewriteCase {
  static let protocols: [RewriteCase] = [
    RewriteCase(
      "@objc protocol",
      "@objc protocol P {\n  func f()\n}\n",
      .rewritten(
        "protocol P: AnyObject {\n  func f()\n}\n",
        changes: ["1: removed `@objc`", "1: made protocol `P` class-bound (`: AnyObject`), as `@objc` made it"]
      )
    ),
    RewriteCase(
      "@objc public protocol with inheritance",
      "@objc public protocol P: Q {\n",
      .rewritten("public protocol P: AnyObject, Q {\n")
    ),
    RewriteCase(
      "@objc protocol with a where clause",
      "@objc protocol P where Self: UIView {}\n",
      .rewritten("protocol P: AnyObject where Self: UIView {}\n")
    ),
    RewriteCase(
      "@objc protocol with inheritance and a where clause",
      "@objc protocol P: Q where Self: UIView {}\n",
      .rewritten("protocol P: AnyObject, Q where Self: UIView {}\n")
    ),
    RewriteCase(
      "@objc protocol already class-bound",
      "@objc protocol P: AnyObject {}\n",
      .rewritten("protocol P: AnyObject {}\n", changes: ["1: removed `@objc`"])
    ),
    RewriteCase(
      "@objc(name) protocol",
      "@objc(MYPicker) protocol Picker {}\n",
      .rewritten("protocol Picker: AnyObject {}\n")
    ),
    RewriteCase(
      "@objc protocol on its own line",
      "@objc\npublic protocol P: NSObjectProtocol {}\n",
      .rewritten("\npublic protocol P: AnyObject, NSObjectProtocol {}\n")
    ),
    RewriteCase("a protocol without @objc", "protocol P {}\n", .unchanged),
  ]
}
