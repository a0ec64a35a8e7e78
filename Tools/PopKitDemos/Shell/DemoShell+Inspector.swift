// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

extension DemoShell {
  /// The panel of the scene's running animations, as both hosts draw it while
  /// ``InspectorSettings/isShowingPanel``.
  package var inspectorPanel: InspectorPanel {
    InspectorPanel(
      animator.runningAnimations, slowMotion: inspector.slowMotion, isPaused: animator.isPaused)
  }

  /// The time to hand a key typed now to ``handle(_:at:typedAt:)``: the animator's clock time
  /// (its latest frame's, rendered by hand) on the animator's timebase, which slow motion and
  /// the pause move apart from the clock; 0 before any.
  package var keyTime: Double {
    animator.currentTime.map { animator.animationTime(atClock: $0) } ?? 0
  }

  /// A new scene's animator, slowed down as the inspector says and with a recorder (its own
  /// unless the host gave it one).
  ///
  /// - Parameters:
  ///   - animator: The host's new animator.
  ///   - settings: The inspector's settings.
  /// - Returns: The animator.
  static func prepared(_ animator: Animator, for settings: InspectorSettings) -> Animator {
    animator.durationScale = settings.slowMotion
    // A host that brings its own recorder (`popkit record`, a snapshot test) keeps it.
    if animator.recorder == nil {
      animator.recorder = MotionRecorder(capacity: InspectorSettings.recorderCapacity)
    }
    return animator
  }

  /// Does what an inspector's key says.
  ///
  /// - Parameter command: One of the inspector's commands.
  /// - Returns: `.changed` when something changed (or a report is to show), else `.ignored`.
  func inspect(_ command: ShellCommand) -> Outcome {
    switch command {
    case .inspector:
      inspector.isShowingPanel.toggle()
    case .slower, .faster:
      guard inspector.stepSlowMotion(slower: command == .slower) else { return .ignored }
      animator.durationScale = inspector.slowMotion
    case .pause:
      animator.isPaused.toggle()
    case .step:
      guard animator.isPaused else {
        inspector.status = "/ steps one frame while paused: \\ pauses"
        return .changed
      }
      animator.step(by: frameInterval)
    case .writeTrace:
      inspector.status = writeTrace()
    default:
      return .ignored
    }
    return .changed
  }

  /// Writes the last ``InspectorSettings/traceSeconds`` of the scene's recording as a Chrome
  /// trace in ``traceDirectory``, under a new name.
  ///
  /// - Parameter date: The time the name says; default now.
  /// - Returns: The report: the file's path, or what went wrong.
  package func writeTrace(at date: Date = Date()) -> String {
    guard let recorder = animator.recorder, let last = recorder.records().last else {
      return "R: nothing recorded yet in \(sceneType.name)"
    }
    let trace = Data(recorder.chromeTrace(since: last.time - InspectorSettings.traceSeconds).utf8)
    let base = TraceFileName.base(scene: sceneType.name, date: date)
    let folder = URL(filePath: traceDirectory, directoryHint: .isDirectory)
    for attempt in 1...TraceFileName.attempts {
      let url = folder.appending(path: TraceFileName.name(base, attempt: attempt))
      guard !FileManager.default.fileExists(atPath: url.path) else { continue }
      do {
        try trace.write(to: url, options: .withoutOverwriting)
        return "trace written to \(url.relativePath)"
      } catch {
        guard !FileManager.default.fileExists(atPath: url.path) else { continue }
        return "R: cannot write \(url.relativePath): \(error.localizedDescription)"
      }
    }
    return "R: \(TraceFileName.attempts) trace files named \(base)* already exist; none written"
  }
}

/// The names of the trace files `R` writes: `popkit-SCENE-YYYYMMDD-HHMMSS.json`, local time,
/// with `-2`, `-3`, … when a file of that name is there.
package enum TraceFileName {
  /// How many names are tried before giving up.
  package static let attempts = 99

  /// The name without its suffix: `popkit-menu-20261202-155012`.
  ///
  /// - Parameters:
  ///   - scene: The scene's name.
  ///   - date: When.
  /// - Returns: The base name.
  package static func base(scene: String, date: Date) -> String {
    let parts = Calendar(identifier: .gregorian).dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    func digits(_ value: Int?, _ count: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, count - text.count)) + text
    }
    let day = digits(parts.year, 4) + digits(parts.month, 2) + digits(parts.day, 2)
    let time = digits(parts.hour, 2) + digits(parts.minute, 2) + digits(parts.second, 2)
    return "popkit-\(scene)-\(day)-\(time)"
  }

  /// A file name: the base and `.json`, with `-N` before it from the second attempt on.
  ///
  /// - Parameters:
  ///   - base: The name without its suffix.
  ///   - attempt: 1 for the first try.
  /// - Returns: The file name.
  package static func name(_ base: String, attempt: Int) -> String {
    attempt == 1 ? "\(base).json" : "\(base)-\(attempt).json"
  }
}
