// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitGTK
  import PopKitTestSupport
  import Testing

  @testable import PopKitGTKCheck

  /// Every `GTKProperties` property animated on a real widget in a real window under Xvfb
  /// (`popkit-gtk-check check-catalog`): on every frame, what the handle reads is the closed form
  /// at that frame's time, and what GTK's own getters return is that value as GTK keeps it.
  extension WindowTests {
    @Suite struct CatalogWindowTests {
      /// The check's record.
      struct Record {
        let start: Double
        let frames: [[String: Any]]
        let json: [String: Any]

        init(arguments: [String]) throws {
          let binary = try #require(GalleryProcess.checkBinary)
          let run = try GalleryProcess.run(binary.path, ["check-catalog"] + arguments, timeout: 90)
          try #require(run.status == 0, "check-catalog exited with \(run.status)")
          let data = Data(run.output.utf8)
          json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
          start = (json["start"] as? NSNumber)?.doubleValue ?? .nan
          frames = json["frames"] as? [[String: Any]] ?? []
        }
      }

      /// A number or a list of numbers of a frame.
      static func numbers(_ frame: [String: Any], _ key: String) -> [Double] {
        if let number = frame[key] as? NSNumber { return [number.doubleValue] }
        return (frame[key] as? [NSNumber])?.map(\.doubleValue) ?? []
      }

      /// The closed form of the check's springs: each component from `from` to `to`, at rest at
      /// the start, `time` seconds after it.
      static func spring(from: [Double], to: [Double], at time: Double) -> [Double] {
        zip(from, to).map { start, end in
          end
            + CatalogCheckPlan.spring.displacement(
              at: time, initialDisplacement: start - end, initialVelocity: 0)
        }
      }

      /// Whether a read value is the closed form (within 1e-9), or the target exactly once the
      /// closed form is within the property's threshold of it (a settled spring snaps there).
      static func matches(
        _ read: [Double], closedForm: [Double], target: [Double], threshold: Double
      ) -> Bool {
        guard read.count == closedForm.count else { return false }
        let exact = zip(read, closedForm).allSatisfy {
          isClose($0, $1, absolute: 1e-9 * max(1, abs($1)))
        }
        let settled =
          read == target
          && zip(closedForm, target).allSatisfy { isClose($0, $1, absolute: threshold) }
        return exact || settled
      }

      @Test("each property's read is its closed form on every frame; GTK holds it as it keeps it")
      func everyPropertyOnEveryFrame() throws {
        let record = try Record(arguments: [])
        let frames = record.frames
        try #require(frames.count >= 30, "\(frames.count) frames")
        #expect((record.json["finished"] as? [String: Bool])?.count == 9)
        #expect((record.json["finished"] as? [String: Bool])?.values.allSatisfy { $0 } == true)
        let plan = CatalogCheckPlan.self
        var checked = 0
        for frame in frames {
          let time = Self.numbers(frame, "t")[0] - record.start
          func check(
            _ key: String, _ from: [Double], _ to: [Double], threshold: Double
          ) -> [Double] {
            let read = Self.numbers(frame, key)
            let closed = Self.spring(from: from, to: to, at: time)
            #expect(
              Self.matches(read, closedForm: closed, target: to, threshold: threshold),
              "\(key) at \(time): \(read) vs \(closed)")
            return read
          }
          // Opacity: GTK keeps 8 bits (n / 255, rounded to the nearest).
          let opacity = check(
            "opacityRead", [plan.opacity.from], [plan.opacity.to], threshold: 0.01)
          let heldOpacity = Self.numbers(frame, "opacity")[0]
          expectClose(heldOpacity, (opacity[0] * 255).rounded() / 255, absolute: 1e-12)
          // Size and margins: GTK keeps whole pixels.
          let size = check(
            "sizeRead", [plan.size.from.width, plan.size.from.height],
            [plan.size.to.width, plan.size.to.height], threshold: 0.5)
          #expect(Self.numbers(frame, "size") == size.map { $0.rounded() })
          let m = (plan.margins.from, plan.margins.to)
          let margins = check(
            "marginsRead", [m.0.top, m.0.left, m.0.bottom, m.0.right],
            [m.1.top, m.1.left, m.1.bottom, m.1.right], threshold: 0.5)
          #expect(Self.numbers(frame, "margins") == margins.map { max(0, $0.rounded()) })
          // Scroll offset and fraction: GTK keeps a double, the same value.
          let offset = check("offsetRead", [plan.offset.from], [plan.offset.to], threshold: 0.5)
          #expect(Self.numbers(frame, "offset") == offset)
          let progress = min(max(time / plan.duration, 0), 1)
          let fraction = Self.numbers(frame, "fractionRead")[0]
          expectClose(fraction, progress, absolute: 1e-9, "fraction at \(time)")
          #expect(Self.numbers(frame, "fraction") == [fraction])
          // The label: the number written is the timed value; GTK shows it formatted.
          let number = Self.numbers(frame, "numberRead")[0]
          expectClose(number, plan.count.to * progress, absolute: 1e-9 * plan.count.to)
          let shown = frame["labelText"] as? String
          #expect(shown == plan.format.format.string(for: number))
          checked += 1
          try checkTransforms(frame, time: time)
        }
        #expect(checked == frames.count)
        // Changed with GTK's own setters afterwards, the widgets read as GTK holds them.
        let changed = try #require(record.json["changedByGTK"] as? [String: Any])
        expectClose(
          Self.numbers(changed, "opacity")[0], (0.5 * 255).rounded() / 255, absolute: 1e-12)
        #expect(Self.numbers(changed, "size") == [150, 50])
        #expect(Self.numbers(changed, "position") == [33, 44])
        #expect(Self.numbers(changed, "transform") == [0, 0, 1, 1, 0, 0, 0, 800])
        #expect(Self.numbers(changed, "offset") == [123])
        // At rest, the clock stopped: no tick in a whole second.
        #expect((record.json["idleTicks"] as? NSNumber)?.intValue == 0)
        #expect(record.json["clockRunningAtRest"] as? Bool == false)
      }

      /// The card's position and 2-D transform, and the tilted card's 3-D transform, on a frame:
      /// the reads are the closed forms; GTK's child transforms are the matrices they make,
      /// within `float`'s precision (GSK keeps `float`: 1e-5 on the linear part, 1e-3 px on the
      /// translation).
      func checkTransforms(_ frame: [String: Any], time: Double) throws {
        let plan = CatalogCheckPlan.self
        let position = Self.numbers(frame, "positionRead")
        let positionClosed = Self.spring(
          from: [plan.position.from.x, plan.position.from.y],
          to: [plan.position.to.x, plan.position.to.y], at: time)
        #expect(
          Self.matches(
            position, closedForm: positionClosed,
            target: [plan.position.to.x, plan.position.to.y], threshold: 0.1))
        let transform = Self.numbers(frame, "transformRead")
        let components = { (t: GTKTransform) in (0..<8).map { t.animatableComponents[$0] } }
        let transformClosed = Self.spring(
          from: components(plan.transform.from), to: components(plan.transform.to), at: time)
        #expect(
          Self.matches(
            transform, closedForm: transformClosed, target: components(plan.transform.to),
            threshold: 0.005), "transform at \(time): \(transform) vs \(transformClosed)")
        // GTK's 2-D affine [xx, yx, xy, yy, dx, dy]: translate(p + t + c) rotate scale
        // translate(−c), c the card's centre.
        let size = Self.numbers(frame, "cardSize")
        try #require(size.count == 2 && position.count == 2 && transform.count == 8)
        let (cx, cy) = (size[0] / 2, size[1] / 2)
        let (sx, sy, angle) = (transform[2], transform[3], transform[4])
        let xx = sx * cos(angle)
        let yx = sx * sin(angle)
        let xy = -sy * sin(angle)
        let yy = sy * cos(angle)
        let dx = position[0] + transform[0] + cx - (xx * cx + xy * cy)
        let dy = position[1] + transform[1] + cy - (yx * cx + yy * cy)
        let held = Self.numbers(frame, "card")
        try #require(held.count == 6)
        for (index, expected) in [xx, yx, xy, yy].enumerated() {
          expectClose(held[index], expected, absolute: 1e-5, "affine[\(index)] at \(time)")
        }
        expectClose(held[4], dx, absolute: 1e-3, "offset at \(time)")
        expectClose(held[5], dy, absolute: 1e-3, "offset at \(time)")
        try checkTilt(frame, time: time)
      }

      /// The tilted card: its read is the closed form, and GTK's 4×4 matrix (row vectors, as
      /// graphene keeps it) is translate(−c) · rotateY · rotateX · perspective ·
      /// translate(p + c).
      func checkTilt(_ frame: [String: Any], time: Double) throws {
        let plan = CatalogCheckPlan.self
        let tilt = Self.numbers(frame, "tiltedRead")
        let components = { (t: GTKTransform) in (0..<8).map { t.animatableComponents[$0] } }
        let closed = Self.spring(
          from: components(plan.tilt.from), to: components(plan.tilt.to), at: time)
        #expect(
          Self.matches(
            tilt, closedForm: closed, target: components(plan.tilt.to), threshold: 0.005))
        let size = Self.numbers(frame, "tiltedSize")
        let held = Self.numbers(frame, "tilted")
        try #require(size.count == 2 && tilt.count == 8)
        let (cx, cy) = (size[0] / 2, size[1] / 2)
        let p = plan.tiltedPosition
        let expected: Matrix4
        if tilt[5] == 0 && tilt[6] == 0 {
          expected = .translation(p.x, p.y)
        } else {
          expected = Matrix4.translation(-cx, -cy).times(.rotationY(tilt[6]))
            .times(.rotationX(tilt[5])).times(.perspective(tilt[7]))
            .times(.translation(p.x + cx, p.y + cy))
        }
        try #require(held.count == 16)
        for index in 0..<16 {
          let tolerance = index >= 12 ? 1e-3 : 1e-5
          expectClose(
            held[index], expected.values[index], absolute: tolerance,
            "tilt matrix[\(index)] at \(time): \(held[index]) vs \(expected.values[index])")
        }
      }

      @Test("a window closed mid-animation: every animation stops unfinished, nothing is left")
      func windowClosedMidAnimation() throws {
        let record = try Record(arguments: ["--close"])
        let json = record.json
        #expect((json["runningAtClose"] as? NSNumber)?.intValue == 9)
        let stops = json["stops"] as? [String: Bool] ?? [:]
        #expect(stops.count == 9)
        #expect(stops.values.allSatisfy { !$0 })
        #expect((json["ended"] as? [Bool])?.allSatisfy { $0 } == true)
        #expect((json["animationsLeft"] as? NSNumber)?.intValue == 0)
        #expect((json["framesAfterClose"] as? NSNumber)?.intValue == 0)
        #expect(json["handleFreed"] as? Bool == true)
        #expect(json["animationFreed"] as? Bool == true)
        #expect(json["animatorFreed"] as? Bool == true)
      }
    }
  }

  /// A 4×4 matrix in row-vector form (a point is a row, multiplied on the left), as graphene
  /// keeps one: just enough to build the expected tilt.
  struct Matrix4 {
    /// The sixteen entries, row by row.
    var values: [Double]

    /// The identity with a last row of `(x, y, 0, 1)`.
    static func translation(_ x: Double, _ y: Double) -> Matrix4 {
      Matrix4(values: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, 0, 1])
    }

    /// A turn about x: y → (y cos a, y sin a) in (y, z).
    static func rotationX(_ a: Double) -> Matrix4 {
      Matrix4(values: [1, 0, 0, 0, 0, cos(a), sin(a), 0, 0, -sin(a), cos(a), 0, 0, 0, 0, 1])
    }

    /// A turn about y: x → (x cos a, −x sin a) in (x, z).
    static func rotationY(_ a: Double) -> Matrix4 {
      Matrix4(values: [cos(a), 0, -sin(a), 0, 0, 1, 0, 0, sin(a), 0, cos(a), 0, 0, 0, 0, 1])
    }

    /// CSS's `perspective(d)`: w = 1 − z / d.
    static func perspective(_ d: Double) -> Matrix4 {
      Matrix4(values: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / d, 0, 0, 0, 1])
    }

    /// This matrix, then `other` (a point goes through this one first): `self · other`.
    func times(_ other: Matrix4) -> Matrix4 {
      var result = [Double](repeating: 0, count: 16)
      for row in 0..<4 {
        for column in 0..<4 {
          for k in 0..<4 {
            result[row * 4 + column] += values[row * 4 + k] * other.values[k * 4 + column]
          }
        }
      }
      return Matrix4(values: result)
    }
  }
#endif
