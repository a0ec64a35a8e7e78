import PopKitCLI

/// The `popkit` command: runs ``PopKitTool/execute(_:)`` and passes its output and status on.
@main
struct PopKitMain {
  /// Runs popkit with the process's arguments and exits with its status.
  @MainActor
  static func main() {
    let result = PopKitTool.execute(Array(CommandLine.arguments.dropFirst()))
    ProcessOutput.finish(with: result)
  }
}
