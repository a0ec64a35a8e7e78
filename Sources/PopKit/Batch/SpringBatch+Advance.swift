// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension SpringBatch {
  /// Advances every element by a span of time, exactly.
  ///
  /// Each distinct spring's transition over the span is computed once per call, or not at all
  /// when the span is the same as the previous call's; every element then moves by its spring's
  /// transition. Any span is exact, so uneven frames are as correct as even ones, only slightly
  /// slower (one transition per distinct spring per frame).
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
    move(by: time, writingValuesTo: NoValues())
  }

  /// Advances every element by a span of time and writes every element's new value into an
  /// array, in index order, in one pass over the elements.
  ///
  /// The same values as ``advance(by:)`` followed by ``values(into:)-([Double])``, bit for
  /// bit, for less memory traffic: each element's state and target are read once, not twice.
  /// The array ends up with ``count`` elements; its storage is reused when it is large enough.
  ///
  /// - Parameters:
  ///   - time: The span, in seconds; finite and `>= 0`.
  ///   - values: The array to fill.
  public mutating func advance(by time: Double, writingValuesInto values: inout [Double]) {
    checkParameter(
      time.isFinite && time >= 0, "SpringBatch.advance(by:writingValuesInto:) time", time,
      allowed: "finite and >= 0")
    guard time > 0, !states.isEmpty else {
      self.values(into: &values)
      return
    }
    SpringBatch.resize(&values, to: states.count)
    let targets = self.targets
    targets.withUnsafeBufferPointer { targets in
      values.withUnsafeMutableBufferPointer { output in
        guard let targets = targets.baseAddress, let output = output.baseAddress else { return }
        move(by: time, writingValuesTo: ValueSink(targets: targets, output: output))
      }
    }
  }

  /// Moves every element by its spring's transition over `time` (`> 0`), and writes the new
  /// values to a sink (compiled apart for each kind of sink, so that moving alone tests
  /// nothing per element).
  @inline(__always)
  private mutating func move<Sink: ValueWriting>(by time: Double, writingValuesTo sink: Sink) {
    table.prepareTransitions(over: time)
    let columns = table.columns
    if let slot = table.onlySlotInUse {
      let diagonal = columns[2 * Int(slot)]
      let cross = columns[2 * Int(slot) + 1]
      states.withUnsafeMutableBufferPointer { states in
        Self.advance(states, diagonal, cross, into: sink)
      }
    } else if slots.isWide {
      advanceStates(slots: slots.wide, columns: columns, into: sink)
    } else {
      advanceStates(slots: slots.narrow, columns: columns, into: sink)
    }
  }

  /// Makes an array hold `count` elements, keeping its storage.
  private static func resize(_ values: inout [Double], to count: Int) {
    if values.count != count {
      values.removeAll(keepingCapacity: true)
      values.append(contentsOf: repeatElement(0, count: count))
    }
  }

  /// Writes every element's value into an array, in index order.
  ///
  /// The array ends up with ``count`` elements. Its storage is reused when it is large enough,
  /// so reading into the same array every frame does not allocate.
  ///
  /// - Parameter values: The array to fill.
  public func values(into values: inout [Double]) {
    SpringBatch.resize(&values, to: states.count)
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
  private mutating func advanceStates<Slot: FixedWidthInteger, Sink: ValueWriting>(
    slots: [Slot], columns: [SIMD2<Double>], into sink: Sink
  ) {
    states.withUnsafeMutableBufferPointer { states in
      slots.withUnsafeBufferPointer { slots in
        columns.withUnsafeBufferPointer { columns in
          Self.advance(states, slots: slots, columns: columns, into: sink)
        }
      }
    }
  }

  /// Every element on one spring: one transition for all (see ``SpringTable/columns``).
  @inline(__always)
  private static func advance<Sink: ValueWriting>(
    _ states: UnsafeMutableBufferPointer<SIMD2<Double>>,
    _ diagonal: SIMD2<Double>,
    _ cross: SIMD2<Double>,
    into sink: Sink
  ) {
    for index in states.indices {
      let state = states[index]
      let moved = diagonal * state + cross * SIMD2(state.y, state.x)
      states[index] = moved
      sink.write(moved, at: index)
    }
  }

  /// Elements on several springs: each looks up its spring's columns.
  @inline(__always)
  private static func advance<Slot: FixedWidthInteger, Sink: ValueWriting>(
    _ states: UnsafeMutableBufferPointer<SIMD2<Double>>,
    slots: UnsafeBufferPointer<Slot>,
    columns: UnsafeBufferPointer<SIMD2<Double>>,
    into sink: Sink
  ) {
    for index in states.indices {
      let column = 2 * Int(slots[index])
      let state = states[index]
      let moved = columns[column] * state + columns[column + 1] * SIMD2(state.y, state.x)
      states[index] = moved
      sink.write(moved, at: index)
    }
  }
}

/// What a pass that moves the elements does with each element's new state.
private protocol ValueWriting {
  /// Takes the new state of the element at `index`.
  func write(_ state: SIMD2<Double>, at index: Int)
}

/// Moving alone: nothing is written.
private struct NoValues: ValueWriting {
  @inline(__always)
  func write(_ state: SIMD2<Double>, at index: Int) {}
}

/// Moving and reading: the value (target plus displacement) of each element is written to an
/// output.
private struct ValueSink: ValueWriting {
  let targets: UnsafePointer<Double>
  let output: UnsafeMutablePointer<Double>

  /// Writes the value of the element at `index`, whose new state is `state`.
  @inline(__always)
  func write(_ state: SIMD2<Double>, at index: Int) {
    output[index] = targets[index] + state.x
  }
}
