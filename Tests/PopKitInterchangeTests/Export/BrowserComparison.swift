// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// Compares what Chromium read back from an exported page with PopKit's own values, segment by
/// segment: exact segments (`cubic-bezier()`, holds) within what a browser reads back, `linear()`
/// and sampled-keyframe segments within 0.5 % of the segment's range plus that.
struct BrowserComparison {
  /// PopKit's value of one component of one placement at a time: by default the track itself.
  typealias Source = (_ placement: ResolvedPlacement, _ time: Double) -> [Double]

  /// The worst errors found, by how the segment was written.
  struct Worst: CustomStringConvertible {
    /// Exact segments, relative to the value read (readback has 6 significant digits).
    var exactRelative = 0.0
    /// Exact segments, as a fraction of the segment's range.
    var exactOfRange = 0.0
    /// `linear()` segments, as a fraction of the segment's range.
    var linearEasing = 0.0
    /// Sampled-keyframe segments, as a fraction of the segment's range.
    var sampled = 0.0
    /// Alpha, 0…1.
    var alpha = 0.0
    /// Laid-out sizes (`width`, `height`), px.
    var layout = 0.0
    /// Colour channels, in 1/255.
    var channel = 0.0
    /// How many values were compared.
    var count = 0

    var description: String {
      "exact \(Self.format(exactRelative)) of value (\(Self.format(exactOfRange)) of range), "
        + "linear() \(Self.format(linearEasing)), sampled \(Self.format(sampled)) of range, "
        + "colour \(Self.format(channel))/255, alpha \(Self.format(alpha)), sizes \(Self.format(layout)) px, \(count) values"
    }

    static func format(_ value: Double) -> String { String(format: "%.3g", value) }
  }

  /// One expected component: PopKit's value, the segment's range and whether it is exact.
  struct Expected {
    var value: Double
    var range: Double
    var encoding: CSSExport.Encoding?
    /// An error allowed besides the segment's, such as the browser's own rounding.
    var allowance = 0.0
  }

  let placements: [ResolvedPlacement]
  let result: CSSExport.Result

  /// What to probe on each target, by the properties its tracks animate.
  func probes() -> [BrowserProbe] {
    var byTarget: [String: [String]] = [:]
    for placement in placements {
      let probed: String
      switch placement.knownProperty {
      case .x, .y, .position: probed = "translate"
      case .scale, .scaleX, .scaleY: probed = "scale"
      case .rotation: probed = "rotate"
      case .opacity: probed = "opacity"
      case .width: probed = "width"
      case .height: probed = "height"
      case .cornerRadius: probed = "border-top-left-radius"
      case .color: probed = "background-color"
      case nil: probed = "--\(placement.property)"
      }
      if !(byTarget[placement.target] ?? []).contains(probed) {
        byTarget[placement.target, default: []].append(probed)
      }
    }
    return byTarget.keys.sorted().map { BrowserProbe(element: $0, properties: byTarget[$0] ?? []) }
  }

  /// PopKit's value of a placement's component at a time, with its segment's range and encoding.
  func expected(
    _ placement: ResolvedPlacement, component: Int, time: Double, source: Source
  ) -> Expected {
    let value = source(placement, time)[component]
    let local = time - placement.at
    let track = placement.track
    guard local > 0, local < track.duration,
      let index = track.segments.lastIndex(where: { $0.startTime <= local })
    else { return Expected(value: value, range: 0, encoding: nil) }
    let segment = track.segments[index]
    let report = result.segments.first {
      $0.place == "\(placement.place).segments[\(index)]" && $0.component == component
    }
    var low = Double.infinity
    var high = -Double.infinity
    for step in 0...256 {
      let sample = track.value(
        inSegment: index, at: segment.startTime + Double(step) / 256 * segment.duration)[component]
      low = min(low, sample)
      high = max(high, sample)
    }
    return Expected(value: value, range: high - low, encoding: report?.encoding)
  }

  /// Compares one read value with the expected terms that compose it (summed, or multiplied
  /// for scale), recording the worst errors; returns a failure message or `nil`.
  static func check(
    read: Double, terms: [Expected], product: Bool = false, channel: Bool = false,
    worst: inout Worst
  ) -> String? {
    let value = product ? terms.reduce(1) { $0 * $1.value } : terms.reduce(0) { $0 + $1.value }
    var allowance = 0.0
    var exact = true
    for term in terms {
      allowance += term.allowance
      let factor = product ? abs(value / (term.value == 0 ? 1 : term.value)) : 1
      switch term.encoding {
      case .linearEasing?, .sampledKeyframes?:
        allowance += 0.005 * term.range * factor
        exact = false
      default:
        allowance += 2e-6 * term.range * factor
      }
    }
    let range = terms.map(\.range).max() ?? 0
    let error = abs(read - value)
    worst.count += 1
    if channel {
      let channelError = abs(read * 255 - value * 255)
      worst.channel = max(worst.channel, channelError)
      let bound = 0.5 + 1e-6 + allowance * 255
      return channelError <= bound
        ? nil : "channel \(read * 255) vs \(value * 255) (bound \(bound))"
    }
    if terms.contains(where: { $0.allowance > 0 }) {
      worst.layout = max(worst.layout, error)
    } else if exact {
      worst.exactRelative = max(worst.exactRelative, error / max(abs(value), 1e-9))
      if range > 0 { worst.exactOfRange = max(worst.exactOfRange, error / range) }
    } else if terms.contains(where: {
      if case .sampledKeyframes = $0.encoding { true } else { false }
    }) {
      worst.sampled = max(worst.sampled, error / range)
    } else {
      worst.linearEasing = max(worst.linearEasing, error / range)
    }
    let bound = 5e-6 * abs(value) + allowance + 1e-9
    return error <= bound ? nil : "\(read) vs \(value) (bound \(bound))"
  }
}
