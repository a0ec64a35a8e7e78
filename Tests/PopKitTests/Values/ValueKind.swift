// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit

/// Every type PopKit makes animatable, so tests can be parameterised over types.
enum ValueKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case double
  case float
  case cgFloat
  case int
  case cgPoint
  case cgSize
  case cgRect
  case simd2
  case simd3
  case simd4
  case edgeInsets
  case rgbaColor

  var testDescription: String { rawValue }

  /// The conforming type.
  var type: any AnimatableValue.Type {
    switch self {
    case .double: Double.self
    case .float: Float.self
    case .cgFloat: CGFloat.self
    case .int: Int.self
    case .cgPoint: CGPoint.self
    case .cgSize: CGSize.self
    case .cgRect: CGRect.self
    case .simd2: SIMD2<Double>.self
    case .simd3: SIMD3<Double>.self
    case .simd4: SIMD4<Double>.self
    case .edgeInsets: EdgeInsets.self
    case .rgbaColor: RGBAColor.self
    }
  }

  /// The number of components the type must report.
  var expectedComponentCount: Int {
    switch self {
    case .double, .float, .cgFloat, .int: 1
    case .cgPoint, .cgSize, .simd2: 2
    case .simd3: 3
    case .cgRect, .simd4, .edgeInsets, .rgbaColor: 4
    }
  }

  /// The vector type the type must store its components in: the smallest that holds them.
  var expectedComponentsType: any AnimatableVector.Type {
    switch expectedComponentCount {
    case 1: Double.self
    case 2: SIMD2<Double>.self
    case 3: SIMD3<Double>.self
    default: SIMD4<Double>.self
    }
  }

  /// A value of this kind built from `seed` through the type's own initializers (not through
  /// components), with the components it must produce.
  ///
  /// Multi-component values use the lanes `seed`, `-seed`, `seed.nextUp`, `seed.nextDown`, so
  /// every lane differs in its bits and swapped or lost lanes show up.
  func sample(_ seed: Double) -> Sample {
    let (a, b, c, d) = (seed, -seed, seed.nextUp, seed.nextDown)
    switch self {
    case .double:
      return Sample(a, [a])
    case .float:
      let value = Float(seed)
      return Sample(value, [Double(value)])
    case .cgFloat:
      return Sample(CGFloat(a), [a])
    case .int:
      // An integer seed is used as is; any other seed gives an integer of at most 53 bits
      // taken from the seed's bits, which a Double represents exactly.
      let value = Int(exactly: seed) ?? Int(truncatingIfNeeded: seed.bitPattern >> 11)
      return Sample(value, [Double(value)])
    case .cgPoint:
      return Sample(CGPoint(x: a, y: b), [a, b])
    case .cgSize:
      return Sample(CGSize(width: a, height: b), [a, b])
    case .cgRect:
      return Sample(CGRect(x: a, y: b, width: c, height: d), [a, b, c, d])
    case .simd2:
      return Sample(SIMD2(a, b), [a, b])
    case .simd3:
      return Sample(SIMD3(a, b, c), [a, b, c])
    case .simd4:
      return Sample(SIMD4(a, b, c, d), [a, b, c, d])
    case .edgeInsets:
      return Sample(EdgeInsets(top: a, left: b, bottom: c, right: d), [a, b, c, d])
    case .rgbaColor:
      return Sample(RGBAColor(red: a, green: b, blue: c, alpha: d), [a, b, c, d])
    }
  }
}

/// A value together with the components it must convert to.
struct Sample: Sendable {
  let value: any AnimatableValue
  let components: [Double]

  init(_ value: any AnimatableValue, _ components: [Double]) {
    self.value = value
    self.components = components
  }
}

/// Interesting component values: signed zeros, fractions, extremes of magnitude, infinities.
let interestingSeeds: [Double] = [
  0, -0.0, 1, -1, 0.1, -2.75, 1.0 / 3, .pi,
  1e300, -1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
  .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity,
]

/// Converts a value to its components and back.
func roundTripped<V: AnimatableValue>(_ value: V) -> V {
  V(animatableComponents: value.animatableComponents)
}

/// Whether two type-erased values have the same type and are equal.
func areEqual<V: AnimatableValue>(_ lhs: V, _ rhs: any AnimatableValue) -> Bool {
  guard let rhs = rhs as? V else { return false }
  return lhs == rhs
}

/// The bit patterns of a value's components, which tell `-0.0` from `0.0` where `==` does not.
func componentBits<V: AnimatableValue>(of value: V) -> [UInt64] {
  value.animatableComponents.components.bitPatterns
}

/// A vector whose components are `lanes`, which must have exactly `V.componentCount` elements.
func vector<V: AnimatableVector>(_ lanes: [Double], as _: V.Type = V.self) -> V {
  precondition(lanes.count == V.componentCount, "\(lanes.count) lanes for \(V.self)")
  var result = V.zero
  for (index, lane) in lanes.enumerated() { result[index] = lane }
  return result
}

/// The number of lanes a vector type has: `scalarCount` for a SIMD type, 1 for `Double`.
func laneCount<V: AnimatableVector>(of _: V.Type) -> Int? {
  if let simd = V.zero as? any SIMD { return simd.scalarCount }
  return V.self == Double.self ? 1 : nil
}

extension [Double] {
  /// The elements' bit patterns, which tell `-0.0` from `0.0` where `==` does not.
  var bitPatterns: [UInt64] { map(\.bitPattern) }
}
