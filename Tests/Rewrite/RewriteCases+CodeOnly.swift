extension RewriteCase {
  /// Text that looks like a rewrite's target but is a comment or string literal text.
  static let codeOnly: [RewriteCase] = [
    RewriteCase("a line comment", "// #selector(x) @objc\nf() // @objc dynamic var\n", .unchanged),
    RewriteCase("a doc comment", "/// Calls `#selector(x)` with `@objc`.\nfunc f() {}\n", .unchanged),
    RewriteCase("a nested block comment", "/* a /* #selector(x) */ @objc\n  */ f()\n", .unchanged),
    RewriteCase("a string", "let s = \"@objc\"\nlet t = \"#selector(a)\"\n", .unchanged),
    RewriteCase("an escaped quote", "let s = \"\\\"#selector(a) @objc\"\n", .unchanged),
    RewriteCase("a multi-line string", "let s = \"\"\"\n#selector(a)\n@objc func f()\n\"\"\"\n", .unchanged),
    RewriteCase("a raw string", "let s = #\"@objc\"#\n", .unchanged),
    RewriteCase("a raw string with a quote and a hash inside", "let s = ##\"a \"# #selector(x) \"##\n", .unchanged),
    RewriteCase("a raw string's \\( is text", "let s = #\"\\(#selector(x))\"#\n", .unchanged),
    RewriteCase("a raw multi-line string", "let s = #\"\"\"\n  \"\"\" @objc #selector(x)\n  \"\"\"#\n", .unchanged),
    RewriteCase(
      "refusal names in comments and strings",
      "// perform(#selector(x)) NSClassFromString(\"X\")\nlet s = \"#keyPath(a) @objcMembers\"\n",
      .unchanged
    ),
    RewriteCase(
      "code after a string with an interpolation is code",
      "let s = \"\\(a(\")\")) @objc\"; @objc func f() {}\n",
      .rewritten("let s = \"\\(a(\")\")) @objc\"; func f() {}\n")
    ),
  ]
}
