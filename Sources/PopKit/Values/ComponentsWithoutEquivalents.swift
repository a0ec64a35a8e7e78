// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// PopKit's value types in which every component vector is its own value, so that a target has
/// no equivalent to choose from: animations skip ``AnimatableValue/equivalentComponents(of:nearest:)``
/// for them (see `AnimatableProperty.Storage`).
///
/// Any other type, such as a ``DecomposedTransform`` or a type of the user's, is asked: its
/// `equivalentComponents(of:nearest:)` is all it implements to have equivalents.
protocol ComponentsWithoutEquivalents {}

extension Double: ComponentsWithoutEquivalents {}
extension Float: ComponentsWithoutEquivalents {}
extension Int: ComponentsWithoutEquivalents {}
extension CGFloat: ComponentsWithoutEquivalents {}
extension CGPoint: ComponentsWithoutEquivalents {}
extension CGSize: ComponentsWithoutEquivalents {}
extension CGRect: ComponentsWithoutEquivalents {}
extension SIMD2: ComponentsWithoutEquivalents where Scalar == Double {}
extension SIMD3: ComponentsWithoutEquivalents where Scalar == Double {}
extension SIMD4: ComponentsWithoutEquivalents where Scalar == Double {}
extension SIMD8: ComponentsWithoutEquivalents where Scalar == Double {}
extension SIMD16: ComponentsWithoutEquivalents where Scalar == Double {}
extension RGBAColor: ComponentsWithoutEquivalents {}
extension OklabColor: ComponentsWithoutEquivalents {}
extension Angle: ComponentsWithoutEquivalents {}
extension EdgeInsets: ComponentsWithoutEquivalents {}
extension PlanePoint: ComponentsWithoutEquivalents {}
extension PlaneRect: ComponentsWithoutEquivalents {}
