// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport

@testable import PopKit

/// A timeline's plan and its starts worked out by the rules alone, straight from the
/// documentation of ``Timeline/Position``, to check runs against.
@MainActor
struct TimelineReferencePlan {
  /// One entry: an animation of `duration` seconds, or a label.
  struct Step {
    let position: Timeline.Position
    let duration: Double
    let label: String?
  }

  let steps: [Step]

  /// A plan of `entries` steps at random places: every kind of position, labels (about one in
  /// ten, each named once), zero lengths and negative offsets.
  static func random(entries: Int, using generator: inout SeededGenerator) -> TimelineReferencePlan
  {
    var steps: [Step] = []
    var labels: [String] = []
    for index in 0..<entries {
      let unit = generator.nextUnit()
      let offset = generator.nextUnit()
      let position: Timeline.Position
      switch unit {
      case ..<0.35: position = .afterPrevious(offset: -0.02 + 0.03 * offset)
      case ..<0.7: position = .withPrevious(offset: 0.05 * offset)
      case ..<0.73: position = .afterAll(offset: 0.05 * offset)
      case ..<0.85: position = .at(2 * offset)
      default:
        if let label = labels.randomElement(using: &generator) {
          position = .label(label, offset: 0.1 * offset)
        } else {
          position = .afterPrevious()
        }
      }
      if generator.nextUnit() < 0.1 {
        let name = "label \(index)"
        labels.append(name)
        steps.append(Step(position: position, duration: 0, label: name))
      } else {
        let length = generator.nextUnit()
        steps.append(
          Step(position: position, duration: length < 0.1 ? 0 : 0.05 * length, label: nil))
      }
    }
    return TimelineReferencePlan(steps: steps)
  }

  /// Each step's start on the run's time, when every animation lasts its duration.
  func starts() -> [Double] {
    var starts: [Double] = []
    var previous: (start: Double, finish: Double)?
    var latestFinish = 0.0
    var labels: [String: Double] = [:]
    for step in steps {
      let start: Double
      switch step.position {
      case .afterPrevious(let offset): start = (previous?.finish ?? 0) + offset
      case .withPrevious(let offset): start = (previous?.start ?? 0) + offset
      case .afterAll(let offset): start = latestFinish + offset
      case .at(let time): start = time
      case .label(let name, let offset): start = (labels[name] ?? .nan) + offset
      }
      starts.append(start)
      if let label = step.label {
        labels[label] = start
      } else {
        previous = (start, start + step.duration)
        latestFinish = max(latestFinish, start + step.duration)
      }
    }
    return starts
  }
}
