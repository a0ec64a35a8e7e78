extension SpringBatch {
  /// Advances every element by a span of time, exactly.
  ///
  /// Each distinct spring's transition over the span is computed once per call, or not at all
  /// when the span is the same as the previous call's; every element then moves by its spring's
  /// transition. Any span is exact, so uneven frames are as correct as even ones, only slightly
  /// slower (one transition per distinct spring per frame, a few tens of nanoseconds each).
  ///
  /// - Complexity: O(*n* + *s*) for *n* elements and *s* distinct springs; no allocation unless
  ///   the storage is shared with a copy of the batch.
  ///
  /// - Parameter time: The span, in seconds; finite and `>= 0`.
  public mutating func advance(by time: Double) {
    checkParameter(
      time.isFinite && time >= 0, "SpringBatch.advance(by:) time", time,
      allowed: "finite and >= 0")
    guard time > 0, !states.isEmpty else { return }
    table.prepareTransitions(over: time)
    let columns = table.columns
    if let slot = table.onlySlotInUse {
      let diagonal = columns[2 * Int(slot)]
      let cross = columns[2 * Int(slot) + 1]
      states.withUnsafeMutableBufferPointer { states in
        Self.advance(states, diagonal, cross)
      }
    } else if slots.isWide {
      advanceStates(slots: slots.wide, columns: columns)
    } else {
      advanceStates(slots: slots.narrow, columns: columns)
    }
  }

  /// Writes every element's value into an array, in index order.
  ///
  /// The array ends up with ``count`` elements. Its storage is reused when it is large enough,
  /// so reading into the same array every frame does not allocate.
  ///
  /// - Parameter values: The array to fill.
  public func values(into values: inout [Double]) {
    if values.count != states.count {
      values.removeAll(keepingCapacity: true)
      values.append(contentsOf: repeatElement(0, count: states.count))
    }
    values.withUnsafeMutableBufferPointer { buffer in
      self.values(into: buffer)
    }
  }

  /// Writes every element's value into a buffer, in index order.
  ///
  /// - Parameter buffer: A buffer of at least ``count`` elements; the first ``count`` are
  ///   written.
  public func values(into buffer: UnsafeMutableBufferPointer<Double>) {
    precondition(
      buffer.count >= states.count,
      "SpringBatch.values(into:) buffer must hold \(states.count) values; holds \(buffer.count)")
    guard let output = buffer.baseAddress else { return }
    states.withUnsafeBufferPointer { states in
      targets.withUnsafeBufferPointer { targets in
        for index in 0..<states.count {
          output[index] = targets[index] + states[index].x
        }
      }
    }
  }

  /// Advances every element by the columns of its slot.
  private mutating func advanceStates<Slot: FixedWidthInteger>(
    slots: [Slot], columns: [SIMD2<Double>]
  ) {
    states.withUnsafeMutableBufferPointer { states in
      slots.withUnsafeBufferPointer { slots in
        columns.withUnsafeBufferPointer { columns in
          Self.advance(states, slots: slots, columns: columns)
        }
      }
    }
  }

  /// Every element on one spring: one transition for all (see ``SpringTable/columns``).
  @inline(__always)
  private static func advance(
    _ states: UnsafeMutableBufferPointer<SIMD2<Double>>,
    _ diagonal: SIMD2<Double>,
    _ cross: SIMD2<Double>
  ) {
    for index in states.indices {
      let state = states[index]
      states[index] = diagonal * state + cross * SIMD2(state.y, state.x)
    }
  }

  /// Elements on several springs: each looks up its spring's columns.
  @inline(__always)
  private static func advance<Slot: FixedWidthInteger>(
    _ states: UnsafeMutableBufferPointer<SIMD2<Double>>,
    slots: UnsafeBufferPointer<Slot>,
    columns: UnsafeBufferPointer<SIMD2<Double>>
  ) {
    for index in states.indices {
      let column = 2 * Int(slots[index])
      let state = states[index]
      states[index] = columns[column] * state + columns[column + 1] * SIMD2(state.y, state.x)
    }
  }
}
