import Foundation
import UIKitRewrite

let outcome = RewriteCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
for line in outcome.standardOutput {
  print(line)
}
for line in outcome.standardError {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
exit(outcome.exitStatus)
