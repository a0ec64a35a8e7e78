// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The workload's springs (Benchmarks/README.md, "The workload"): spring `i` goes from 0 to
/// `1 + (i mod 7)` with tension `300 + (i mod 50)`, friction 20 and mass 1, so there are 50
/// distinct springs, interleaved.
public enum Springs {
  /// The target of spring `index`: `1 + (index mod 7)`, in the property's units.
  ///
  /// - Parameter index: The spring's index, `>= 0`.
  /// - Returns: A whole number from 1 to 7.
  public static func target(_ index: Int) -> Double { 1 + Double(index % 7) }

  /// The spring of animation `index`: tension `300 + (index mod 50)`, friction 20, mass 1.
  ///
  /// - Parameter index: The spring's index, `>= 0`.
  /// - Returns: One of 50 springs.
  public static func spring(_ index: Int) -> Spring {
    Spring(tension: 300 + Double(index % 50), friction: 20, mass: 1)
  }

  /// The closed-form value of spring `index` at `time` seconds after its start, from 0 at rest.
  ///
  /// O(1).
  ///
  /// - Parameters:
  ///   - index: The spring's index, `>= 0`.
  ///   - time: Seconds since the start, `>= 0`.
  /// - Returns: The value, in the property's units.
  public static func exactValue(_ index: Int, at time: Double) -> Double {
    let target = target(index)
    return target
      + spring(index).displacement(at: time, initialDisplacement: -target, initialVelocity: 0)
  }
}
