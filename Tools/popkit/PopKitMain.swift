// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCLI
import PopKitCommandLine

/// The `popkit` command: runs ``PopKitTool/execute(_:context:)`` and passes its output and
/// status on, or starts the live demo that `popkit demo` asked for.
@main
struct PopKitMain {
  /// Runs popkit with the process's arguments and exits with its status.
  @MainActor
  static func main() {
    let result = PopKitTool.execute(Array(CommandLine.arguments.dropFirst()))
    if let session = result.session {
      session.start()
    }
    ProcessOutput.finish(with: result, toolName: PopKitTool.tool.name)
  }
}
