import Foundation

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
    let step = ChartAxis.niceStep((high - low) / Double(max(ticks, 1)))
    lower = (low / step).rounded(.down) * step
    upper = (high / step).rounded(.up) * step
    self.step = step
    startPixel = pixels.0
    endPixel = pixels.1
  }

  /// The pixel coordinate of a value.
  ///
  /// - Parameter value: A value, usually within the axis.
  /// - Returns: The coordinate.
  func pixel(_ value: Double) -> Double {
    startPixel + (value - lower) / (upper - lower) * (endPixel - startPixel)
  }

  /// The tick values from `lower` to `upper`.
  var ticks: [Double] {
    let count = Int(((upper - lower) / step).rounded())
    return (0...max(count, 0)).map { lower + Double($0) * step }
  }

  /// A tick value as text, with as many decimals as the step needs.
  ///
  /// - Parameter value: A tick value.
  /// - Returns: Its label.
  func label(_ value: Double) -> String {
    let decimals = max(0, Int((-log10(step)).rounded(.up)))
    return NumberFormatting.fixed(value, decimals: min(decimals, 9))
  }

  /// The round step nearest a raw step: 1, 2 or 5 times a power of ten.
  ///
  /// - Parameter raw: The step that would give the wanted tick count, `> 0`.
  /// - Returns: The nice step.
  static func niceStep(_ raw: Double) -> Double {
    let power = pow(10, (log10(raw)).rounded(.down))
    let mantissa = raw / power
    let nice: Double = mantissa < 1.5 ? 1 : mantissa < 3.5 ? 2 : mantissa < 7.5 ? 5 : 10
    return nice * power
  }
}
