extension RewriteCase {
  static let selectors: [RewriteCase] = [
    RewriteCase(
      "#selector(name)",
      "b.addTarget(self, action: #selector(didTap), for: .touchUpInside)\n",
      .rewritten(
        "b.addTarget(self, action: Selector(\"didTap\", Self.didTap), for: .touchUpInside)\n",
        changes: ["1: `#selector(didTap)` → `Selector(\"didTap\", Self.didTap)`"]
      )
    ),
    RewriteCase(
      "#selector(self.name)",
      "let s = #selector(self.didTap)\n",
      .rewritten("let s = Selector(\"didTap\", Self.didTap)\n")
    ),
    RewriteCase(
      "#selector(name(_:))",
      "let s = #selector(go(_:))\n",
      .rewritten("let s = Selector(\"go:\", Self.go(_:))\n")
    ),
    RewriteCase(
      "#selector(name(a:b:))",
      "let s = #selector(name(a:b:))\n",
      .rewritten("let s = Selector(\"nameWithA:b:\", Self.name(a:b:))\n")
    ),
    RewriteCase(
      "#selector(name(_:b:))",
      "let s = #selector(name(_:b:))\n",
      .rewritten("let s = Selector(\"name:b:\", Self.name(_:b:))\n")
    ),
    RewriteCase(
      "#selector(self.name(_:))",
      "let s = #selector(self.done(_:))\n",
      .rewritten("let s = Selector(\"done:\", Self.done(_:))\n")
    ),
    RewriteCase(
      "#selector(Type.name)",
      "let s = #selector(Other.method)\n",
      .rewritten("let s = Selector(\"method\", Other.method)\n")
    ),
    RewriteCase(
      "#selector(Type.name) beside a method of the file with that base name",
      "class func cancel(picker: Any, title: String) {}\nlet s = #selector(Other.cancel)\n",
      .rewritten("class func cancel(picker: Any, title: String) {}\nlet s = Selector(\"cancel\", Other.cancel)\n")
    ),
    RewriteCase(
      "#selector(Module.Type.name(_:))",
      "let s = #selector(Kit.Other.method(_:))\n",
      .rewritten("let s = Selector(\"method:\", Kit.Other.method(_:))\n")
    ),
    RewriteCase(
      "#selector(Self.name)",
      "let s = #selector(Self.refresh)\n",
      .rewritten("let s = Selector(\"refresh\", Self.refresh)\n")
    ),
    RewriteCase(
      "a first label that is a preposition takes no With",
      "let s = #selector(move(to:))\n",
      .rewritten("let s = Selector(\"moveTo:\", Self.move(to:))\n")
    ),
    RewriteCase(
      "a base name ending in a preposition takes no With",
      "let s = #selector(scrollTo(index:animated:))\n",
      .rewritten("let s = Selector(\"scrollToIndex:animated:\", Self.scrollTo(index:animated:))\n")
    ),
    RewriteCase(
      "#selector(name) takes the labels of the file's declaration",
      "@objc func didTap(_ sender: UIButton) {}\nlet s = #selector(didTap)\n",
      .rewritten(
        "func didTap(_ sender: UIButton) {}\nlet s = Selector(\"didTap:\", Self.didTap)\n",
        changes: ["1: removed `@objc`", "2: `#selector(didTap)` → `Selector(\"didTap:\", Self.didTap)`"]
      )
    ),
    RewriteCase(
      "a declaration's generic parameters and defaults do not add labels",
      "func update<T>(_ value: Dictionary<String, T>, with x: (Int, Int) = (1, 2)) {}\nlet s = #selector(update)\n",
      .rewritten(
        "func update<T>(_ value: Dictionary<String, T>, with x: (Int, Int) = (1, 2)) {}\n"
          + "let s = Selector(\"update:with:\", Self.update)\n"
      )
    ),
    RewriteCase(
      "overloads that disagree leave the name to the spelling",
      "func go() {}\nfunc go(_ x: Int) {}\nlet s = #selector(go)\n",
      .rewritten("func go() {}\nfunc go(_ x: Int) {}\nlet s = Selector(\"go\", Self.go)\n")
    ),
    RewriteCase(
      "@objc(name) on the declaration names the selector",
      "@objc(confirmItem:) public func done(_ item: Any) {}\nlet s = #selector(done(_:))\n",
      .rewritten(
        "public func done(_ item: Any) {}\nlet s = Selector(\"confirmItem:\", Self.done(_:))\n",
        changes: [
          "1: removed `@objc(confirmItem:)`",
          "2: `#selector(done(_:))` → `Selector(\"confirmItem:\", Self.done(_:))`",
        ]
      )
    ),
    RewriteCase(
      "a keyword method name in backticks",
      "let s = #selector(`default`)\n",
      .rewritten("let s = Selector(\"default\", Self.`default`)\n")
    ),
    RewriteCase(
      "in a lazy var initialiser",
      "lazy var action = #selector(didTap)\n",
      .rewritten("lazy var action = Selector(\"didTap\", Self.didTap)\n")
    ),
    RewriteCase(
      "two on one line",
      "f(#selector(a), #selector(b(_:)))\n",
      .rewritten("f(Selector(\"a\", Self.a), Selector(\"b:\", Self.b(_:)))\n")
    ),
    RewriteCase(
      "spanning lines: replaced on its first line, its line breaks kept",
      "let s = #selector(\n  Other.method(_:)\n)\nnext()\n",
      .rewritten(
        "let s = Selector(\"method:\", Other.method(_:))\n\n\nnext()\n",
        changes: ["1: `#selector(Other.method(_:))` → `Selector(\"method:\", Other.method(_:))`"]
      )
    ),
    RewriteCase(
      "inside an interpolation",
      "print(\"\\(#selector(tap))\")\n",
      .rewritten("print(\"\\(Selector(\"tap\", Self.tap))\")\n")
    ),
    RewriteCase(
      "inside a nested interpolation",
      "let s = \"\\(x.map { \"\\($0) \\(#selector(tap))\" })\"\n",
      .rewritten("let s = \"\\(x.map { \"\\($0) \\(Selector(\"tap\", Self.tap))\" })\"\n")
    ),
    RewriteCase(
      "inside a raw string's interpolation",
      "let s = #\"a \\(b) \\#(#selector(tap))\"#\n",
      .rewritten("let s = #\"a \\(b) \\#(Selector(\"tap\", Self.tap))\"#\n")
    ),
    RewriteCase(
      "inside a multi-line string's interpolation",
      "let s = \"\"\"\n  #selector(a)\n  \\(#selector(b))\n  \"\"\"\n",
      .rewritten("let s = \"\"\"\n  #selector(a)\n  \\(Selector(\"b\", Self.b))\n  \"\"\"\n")
    ),
  ]
}
