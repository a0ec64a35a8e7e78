// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// How the items of a layout transition enter (an id that was not laid out before) and exit
/// (an id no longer laid out).
///
/// Both springs, the frame's and the opacity's, use the transition's spring. An exiting item is
/// still drawn until its opacity's spring comes to rest at 0.
public struct LayoutPresence: Sendable, Equatable {
  /// Whether entering and exiting items fade (opacity from 0, and to 0); without, they enter
  /// and leave at once.
  public let fades: Bool

  /// The factor of the frame an item enters from and exits to, about its centre; 1 keeps the
  /// frame.
  public let scale: Double

  private init(fades: Bool, scale: Double) {
    self.fades = fades
    self.scale = scale
  }

  /// Items fade in and out, the default.
  ///
  /// Enter: drawn at the layout frame, opacity springing from 0 to 1. Exit: opacity springing
  /// from where it is to 0, where the frame is drawn (its motion goes on).
  public static let fade = LayoutPresence(fades: true, scale: 1)

  /// Enter and exit at once: an entering item is drawn at its layout frame at opacity 1; an
  /// exiting one is gone on the update.
  public static let none = LayoutPresence(fades: false, scale: 1)

  /// As ``fade``, and with the frame springing from (on enter) and to (on exit) the layout
  /// frame scaled by `factor` about its centre.
  ///
  /// - Parameter factor: The scale factor; finite and in `0...100` (0: from and to the centre
  ///   point; 0.8: a fifth smaller). Anything else stops the program with a message.
  /// - Returns: The presence.
  public static func scale(_ factor: Double) -> LayoutPresence {
    checkParameter(
      factor.isFinite && factor >= 0 && factor <= 100, "LayoutPresence.scale factor", factor,
      allowed: "finite and in 0...100")
    return LayoutPresence(fades: true, scale: factor)
  }

  /// A frame scaled by the presence's factor about its centre.
  func scaled(_ frame: SIMD4<Double>) -> SIMD4<Double> {
    guard scale != 1 else { return frame }
    let width = frame[2] * scale
    let height = frame[3] * scale
    return [
      frame[0] + (frame[2] - width) / 2, frame[1] + (frame[3] - height) / 2, width, height,
    ]
  }
}
