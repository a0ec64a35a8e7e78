// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandLineTool {
  /// Runs the tool as a process's `main` would: with every signal unblocked, so that Ctrl-C and
  /// `kill` end a window as usual (a parent may have started the process with signals blocked,
  /// and a thread's mask is inherited); then starts the session a command asked for, or writes
  /// what it produced.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: The exit status: 0, 1 (output not written) or 2 (a wrong argument); a session
  ///   exits the process with its own status instead of returning.
  @MainActor
  package func runAsProcess(_ arguments: [String]) -> Int32 {
    var signals = sigset_t()
    sigemptyset(&signals)
    pthread_sigmask(SIG_SETMASK, &signals, nil)
    let result = execute(arguments)
    if let session = result.session { session.start() }
    return ProcessOutput.deliver(result, toolName: messagePrefix)
  }
}
