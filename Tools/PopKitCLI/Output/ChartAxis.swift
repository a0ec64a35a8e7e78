// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitInterchange
import PopKitShared

/// A linear axis of a chart: a domain with round tick values, mapped onto a pixel range.
struct ChartAxis: Equatable, Sendable {
  /// The smallest value shown.
  let lower: Double
  /// The largest value shown.
  let upper: Double
  /// The distance between ticks: 1, 2 or 5 times a power of ten.
  let step: Double
  /// The pixel coordinate of `lower`.
  let startPixel: Double
  /// The pixel coordinate of `upper`.
  let endPixel: Double

  /// An axis that covers `minimum...maximum`, widened to whole ticks.
  ///
  /// - Parameters:
  ///   - minimum: The smallest value to show.
  ///   - maximum: The largest value to show; equal to `minimum` widens to a unit around it.
  ///   - ticks: About how many ticks to aim for.
  ///   - pixels: The pixel coordinates of the low and the high end (the high end may be the
  ///     smaller number, as for a y axis).
  init(covering minimum: Double, _ maximum: Double, ticks: Int, pixels: (Double, Double)) {
    var low = min(minimum, maximum)
    var high = max(minimum, maximum)
    if !(high - low > 1e-12 * max(abs(low), abs(high), 1e-300)) {
      let pad = max(abs(low) * 0.1, 1e-9)
      low -= pad
      high += pad
    }
    // Divided before subtracting, so that a domain wider than Double's range (-1e308...1e308)
    // still has a finite step.
    let count = Double(max(ticks, 1))
    let step = ChartAxis.niceStep(high / count - low / count)
    let roundedLower = (low / step).rounded(.down) * step
    let roundedUpper = (high / step).rounded(.up) * step
    lower = roundedLower.isFinite ? roundedLower : low
    upper = roundedUpper.isFinite ? roundedUpper : high
    self.step = step
    startPixel = pixels.0
    endPixel = pixels.1
  }

  /// The pixel coordinate of a value.
  ///
  /// - Parameter value: A value, usually within the axis.
  /// - Returns: The coordinate.
  func pixel(_ value: Double) -> Double {
    // Halved, so that the differences stay finite across the whole range of Double.
    startPixel + (value / 2 - lower / 2) / (upper / 2 - lower / 2) * (endPixel - startPixel)
  }

  /// The tick values from `lower` to `upper` (at most 1,000).
  var ticks: [Double] {
    let count = (upper / step - lower / step + 1e-9).rounded(.down)
    guard count.isFinite, count >= 0, count <= 1000 else { return [lower, upper] }
    // Halved, so that k × step stays finite for the widest axes.
    return (0...Int(count)).map { (lower / 2 + Double($0) * (step / 2)) * 2 }
  }

  /// A tick value as text, with as many decimals as the step needs.
  ///
  /// - Parameter value: A tick value.
  /// - Returns: Its label.
  func label(_ value: Double) -> String {
    let exponent = (-log10(step)).rounded(.up)
    let decimals = exponent.isFinite ? Int(min(max(exponent, 0), 9)) : 0
    return NumberFormatting.fixed(value, decimals: decimals)
  }

  /// The round step nearest a raw step: 1, 2 or 5 times a power of ten.
  ///
  /// - Parameter raw: The step that would give the wanted tick count, `> 0`.
  /// - Returns: The nice step.
  static func niceStep(_ raw: Double) -> Double {
    guard raw.isFinite, raw > 0 else { return 1 }
    let power = pow(10, (log10(raw)).rounded(.down))
    let mantissa = raw / power
    let nice: Double = mantissa < 1.5 ? 1 : mantissa < 3.5 ? 2 : mantissa < 7.5 ? 5 : 10
    return nice * power
  }
}
