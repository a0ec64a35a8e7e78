import PopKitCLI

/// The `popkit` command: runs ``PopKitTool/execute(_:context:)`` and passes its output and
/// status on, or runs the live demo that `popkit demo` asked for.
@main
struct PopKitMain {
  /// Runs popkit with the process's arguments and exits with its status.
  @MainActor
  static func main() {
    let result = PopKitTool.execute(Array(CommandLine.arguments.dropFirst()))
    if let demo = result.liveDemo {
      LiveDemo.run(demo)
    }
    ProcessOutput.finish(with: result)
  }
}
