// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The distinct springs of a ``SpringBatch``, each with its transition over the latest span.
///
/// Elements refer to a spring by its slot. A slot's spring, equation and transition are
/// computed once, however many elements share it: the per-frame cost of the exponentials and
/// trigonometry is per distinct spring, never per element. A slot whose last element leaves is
/// freed and reused by the next new spring.
struct SpringTable: Sendable {
  /// The spring of each slot; a freed slot keeps its last spring until reused.
  private(set) var springs: [Spring] = []
  /// The closed-form constants of each slot's spring.
  private var equations: [SpringEquation] = []
  /// How many elements use each slot; 0 for a free slot.
  private var useCounts: [Int] = []
  /// The slot of each spring in use.
  private var slotsBySpring: [Spring: UInt32] = [:]
  /// Slots that no element uses, to reuse.
  private var freeSlots: [UInt32] = []
  /// The transition of each slot over ``span``, as two pairs per slot: its diagonal
  /// `columns[2s]` = (displacement from displacement, velocity from velocity) and its cross
  /// terms `columns[2s + 1]` = (displacement from velocity, velocity from displacement), so
  /// that the new `(displacement, velocity)` is `columns[2s] · state + columns[2s + 1] ·
  /// swapped(state)`: two multiplies of whole pairs, with one swap instead of two broadcasts.
  private(set) var columns: [SIMD2<Double>] = []
  /// The span, in seconds, that ``columns`` are computed for; NaN before the first.
  private(set) var span = Double.nan

  /// The number of distinct springs that some element uses.
  var springsInUse: Int { slotsBySpring.count }

  /// The slot of the only spring in use, when exactly one is.
  var onlySlotInUse: UInt32? {
    guard slotsBySpring.count == 1 else { return nil }
    return slotsBySpring.first?.value
  }

  /// The slot of a spring, added if new, with one more element using it.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The spring's slot.
  mutating func retain(_ spring: Spring) -> UInt32 {
    if let slot = slotsBySpring[spring] {
      useCounts[Int(slot)] += 1
      return slot
    }
    let slot: UInt32
    if let free = freeSlots.popLast() {
      slot = free
      springs[Int(slot)] = spring
      equations[Int(slot)] = SpringEquation(spring)
      useCounts[Int(slot)] = 1
    } else {
      precondition(springs.count < Int(UInt32.max), "SpringBatch: too many distinct springs")
      slot = UInt32(springs.count)
      springs.append(spring)
      equations.append(SpringEquation(spring))
      useCounts.append(1)
      columns.append(contentsOf: [SIMD2(1, 1), SIMD2(0, 0)])
    }
    slotsBySpring[spring] = slot
    if !span.isNaN { computeColumns(of: Int(slot)) }
    return slot
  }

  /// One element fewer uses a slot; the slot is freed when none does.
  ///
  /// - Parameter slot: A slot in use.
  mutating func release(_ slot: UInt32) {
    let index = Int(slot)
    useCounts[index] -= 1
    guard useCounts[index] == 0 else { return }
    slotsBySpring[springs[index]] = nil
    freeSlots.append(slot)
  }

  /// Makes ``columns`` the transitions over `span` seconds, computing them only if the span
  /// changed.
  ///
  /// - Parameter span: The span, in seconds; finite and `> 0`.
  mutating func prepareTransitions(over span: Double) {
    guard span != self.span else { return }
    self.span = span
    for slot in useCounts.indices where useCounts[slot] > 0 {
      computeColumns(of: slot)
    }
  }

  /// Forgets every spring.
  ///
  /// - Parameter keepingCapacity: Whether to keep the storage for reuse.
  mutating func removeAll(keepingCapacity: Bool) {
    springs.removeAll(keepingCapacity: keepingCapacity)
    equations.removeAll(keepingCapacity: keepingCapacity)
    useCounts.removeAll(keepingCapacity: keepingCapacity)
    slotsBySpring.removeAll(keepingCapacity: keepingCapacity)
    freeSlots.removeAll(keepingCapacity: keepingCapacity)
    columns.removeAll(keepingCapacity: keepingCapacity)
    span = .nan
  }

  private mutating func computeColumns(of slot: Int) {
    let transition = equations[slot].transition(over: span)
    columns[2 * slot] = SIMD2(
      transition.displacementFromDisplacement, transition.velocityFromVelocity)
    columns[2 * slot + 1] = SIMD2(
      transition.displacementFromVelocity, transition.velocityFromDisplacement)
  }
}
