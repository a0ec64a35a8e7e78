// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The workload's property built where the optimizer cannot specialize it: inside a generic
/// function that it is told never to specialize, as a property made in a library's generic
/// code would be.
///
/// The animations are still created where their types are concrete (the benchmark's
/// `makeAnimation`), which is where each kind compiles its frame: the frame must cost the
/// same as with a property made where its types are concrete.
@MainActor
let genericParticleX: AnimatableProperty<Particle, Double> = makeUnspecializedProperty(
  name: "x", threshold: 1e-12, read: { $0.x }, write: { $0.x = $1 })

/// Builds a property in unspecialized generic code.
@MainActor
@inline(never)
@_semantics("optimize.sil.specialize.generic.never")
func makeUnspecializedProperty<Object: AnyObject, Value: AnimatableValue>(
  name: String, threshold: Double, read: @escaping @MainActor (Object) -> Value,
  write: @escaping @MainActor (Object, Value) -> Void
) -> AnimatableProperty<Object, Value> {
  AnimatableProperty(name: name, threshold: threshold, read: read, write: write)
}

/// The workload's property built from a key path: Swift's key-path runtime allocates a holder
/// for the object on every write through it, which the frame then pays for.
@MainActor
let keyPathParticleX = AnimatableProperty(\Particle.x, name: "x", threshold: 1e-12)
