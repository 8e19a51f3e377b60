extension RewriteCase {
  static let imports: [RewriteCase] = [
    RewriteCase(
      "with import UIKit, Foundation, Dispatch, CoreGraphics and QuartzCore imports are removed",
      "import Foundation\nimport UIKit\nimport Dispatch\nimport CoreGraphics\nimport QuartzCore\n",
      .rewritten(
        "\nimport UIKit\n\n\n\n",
        changes: [
          "1: removed `import Foundation` (the model's UIKit re-exports it)",
          "3: removed `import Dispatch` (the model's UIKit re-exports it)",
          "4: removed `import CoreGraphics` (the model's UIKit re-exports it)",
          "5: removed `import QuartzCore` (the model's UIKit re-exports it)",
        ]
      )
    ),
    RewriteCase(
      "attributed, declaration and submodule imports stay",
      "import UIKit\n@preconcurrency import Foundation\n@_exported import Dispatch\n"
        + "import class Foundation.NSString\nimport Foundation.NSURL\n@_spi(X) import QuartzCore\n",
      .unchanged
    ),
    RewriteCase(
      "an attribute on the line before counts",
      "import UIKit\n@preconcurrency\nimport Foundation\n",
      .unchanged
    ),
    RewriteCase(
      "a trailing comment stays",
      "import UIKit\nimport Foundation // for Date\n",
      .rewritten("import UIKit\n// for Date\n")
    ),
    RewriteCase(
      "inside #if",
      "#if canImport(UIKit)\nimport UIKit\n#endif\n#if canImport(Foundation)\n  import Foundation\n#endif\n",
      .rewritten("#if canImport(UIKit)\nimport UIKit\n#endif\n#if canImport(Foundation)\n\n#endif\n")
    ),
    RewriteCase(
      "without UIKit, QuartzCore becomes UIKit",
      "import QuartzCore\n",
      .rewritten(
        "import UIKit\n", changes: ["1: `import QuartzCore` → `import UIKit` (the model provides it in UIKit)"])
    ),
    RewriteCase(
      "without UIKit, the first of CoreGraphics and QuartzCore becomes UIKit, the rest are removed",
      "import Foundation\nimport CoreGraphics\nimport QuartzCore\n",
      .rewritten("\nimport UIKit\n\n")
    ),
    RewriteCase("without UIKit, CoreGraphics or QuartzCore, Foundation stays", "import Foundation\n", .unchanged),
    RewriteCase(
      "without UIKit, a conditional CoreGraphics import does not become UIKit",
      "import Foundation\n#if canImport(CoreGraphics)\n  import CoreGraphics\n#endif\n",
      .unchanged
    ),
    RewriteCase(
      "without UIKit, the unconditional import becomes UIKit and the conditional one is removed",
      "#if canImport(QuartzCore)\n  import QuartzCore\n#endif\nimport CoreGraphics\n",
      .rewritten("#if canImport(QuartzCore)\n\n#endif\nimport UIKit\n")
    ),
    RewriteCase("import UIKit alone", "import UIKit\n", .unchanged),
  ]
}
