extension RewriteCase {
  static let attributes: [RewriteCase] = [
    RewriteCase("@objc", "@objc func f() {}\n", .rewritten("func f() {}\n", changes: ["1: removed `@objc`"])),
    RewriteCase(
      "@objc dynamic",
      "  @objc dynamic var x = 0\n",
      .rewritten("  var x = 0\n", changes: ["1: removed `@objc`", "1: removed `dynamic`"])
    ),
    RewriteCase(
      "@IBOutlet",
      "@IBOutlet weak var label: UILabel!\n",
      .rewritten("weak var label: UILabel!\n", changes: ["1: removed `@IBOutlet`"])
    ),
    RewriteCase(
      "@IBOutlet collection",
      "@IBOutlet private var views: [UIView]!\n",
      .rewritten("private var views: [UIView]!\n")
    ),
    RewriteCase(
      "@objc(name)",
      "@objc(customName:) func f(_ x: Int) {}\n",
      .rewritten("func f(_ x: Int) {}\n", changes: ["1: removed `@objc(customName:)`"])
    ),
    RewriteCase("@nonobjc", "@nonobjc func g() {}\n", .rewritten("func g() {}\n")),
    RewriteCase("dynamic after other modifiers", "public dynamic var x = 0\n", .rewritten("public var x = 0\n")),
    RewriteCase(
      "dynamic before other modifiers",
      "dynamic override public var x: Int { 0 }\n",
      .rewritten("override public var x: Int { 0 }\n")
    ),
    RewriteCase(
      "@objc alone on its line leaves an empty line",
      "class C {\n  @objc\n  func f() {}\n}\n",
      .rewritten("class C {\n\n  func f() {}\n}\n")
    ),
    RewriteCase("@objc enum", "@objc enum E: Int { case a }\n", .rewritten("enum E: Int { case a }\n")),
    RewriteCase("@objc class func", "@objc class func make() {}\n", .rewritten("class func make() {}\n")),
    RewriteCase(
      "@objc before @IBAction",
      "@objc @IBAction func tap(_ sender: Any) {}\n",
      .rewritten("@IBAction func tap(_ sender: Any) {}\n")
    ),
    RewriteCase("dynamic as a name", "let dynamic = 1\nvar dynamic: Bool\nf(x.dynamic)\n", .unchanged),
    RewriteCase("dynamic as an argument label", "func f(dynamic x: Int) {}\n", .unchanged),
    RewriteCase(
      "@IBAction, @IBInspectable, @IBDesignable and @IBSegueAction stay",
      "@IBDesignable class C {\n  @IBInspectable var c = 0\n  @IBAction func tap(_ s: Any) {}\n"
        + "  @IBSegueAction func make(_ coder: Any) -> Any? { nil }\n}\n",
      .unchanged
    ),
    RewriteCase(
      "@IBAction without parameters is removed (Linux Swift accepts one parameter only)",
      "@IBAction private func tap() {}\n",
      .rewritten("private func tap() {}\n", changes: ["1: removed `@IBAction`"])
    ),
    RewriteCase(
      "@IBAction with sender and event is removed",
      "@IBAction func tap(_ sender: UIButton, forEvent event: UIEvent) {}\n",
      .rewritten("func tap(_ sender: UIButton, forEvent event: UIEvent) {}\n")
    ),
  ]
}
