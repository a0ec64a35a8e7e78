// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  /// The scenes drawn offscreen at fixed times: pixels where PopKit's closed forms say.
  @MainActor
  @Suite struct OffscreenSceneTests {
    static let size = (width: 960, height: 600)

    /// Renders a scene by name.
    func render(_ name: String, at time: Double, script: [ScriptedKey]) throws -> OffscreenImage {
      let index = try #require(Gallery.index(of: name))
      return OffscreenDrawing.draw(
        scene: index, at: time, script: script, width: Self.size.width, height: Self.size.height)
    }

    /// Whether two colours agree within `tolerance` in every channel.
    func close(_ a: RGBAColor, _ b: RGBAColor, _ tolerance: Double = 3.0 / 255) -> Bool {
      isClose(a.red, b.red, absolute: tolerance) && isClose(a.green, b.green, absolute: tolerance)
        && isClose(a.blue, b.blue, absolute: tolerance)
    }

    @Test("the ring is the button's colour up to the progress angle and grey after it")
    func ringArc() throws {
      let time = 0.9
      let release = ButtonDemo.tapLength
      let image = try render(
        "button", at: time,
        script: [ScriptedKey(0, .character("d")), ScriptedKey(release, .character("u"))])
      // Progress: linear from the release over 1.5 s.
      let progress = (time - release) / ButtonDemo.fillDuration
      // Colour: a spring from grey to pink, started at the release from rest.
      let colorFraction = ButtonDemo.colorSpring.displacement(
        at: time - release, initialDisplacement: 1, initialVelocity: 0)
      let grey = ButtonDemo.grey
      let pink = ButtonDemo.accent
      let color = RGBAColor(
        red: pink.red + (grey.red - pink.red) * colorFraction,
        green: pink.green + (grey.green - pink.green) * colorFraction,
        blue: pink.blue + (grey.blue - pink.blue) * colorFraction)
      // Scale: pressed towards 0.8 for 0.15 s, then sprung back to 1 with a push of 3/s.
      let pressed =
        0.8
        + Spring(bounciness: 0, speed: 16).displacement(
          at: release, initialDisplacement: 0.2, initialVelocity: 0)
      let scale =
        1
        + Spring(bounciness: 18, speed: 16).displacement(
          at: time - release, initialDisplacement: pressed - 1, initialVelocity: 3)
      let center = ButtonScene.center(
        in: CGSize(
          width: Double(Self.size.width),
          height: Double(Self.size.height) - Gallery.headerHeight - Gallery.footerHeight))
      let radius = ButtonScene.ring.radius * scale
      func pixel(atTurn turn: Double) -> RGBAColor {
        let angle = -Double.pi / 2 + turn * 2 * Double.pi
        let x = center.x + radius * cos(angle)
        let y = center.y + Gallery.headerHeight + radius * sin(angle)
        return image.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
      }
      expectClose(image.values["progress", default: -1], progress, absolute: 1e-9)
      for turn in [0.02, progress / 2, progress - 0.01] {
        let seen = pixel(atTurn: turn)
        #expect(close(seen, color), "filled at \(turn) turn: \(seen), expected \(color)")
      }
      for turn in [progress + 0.01, (progress + 1) / 2, 0.98] {
        let seen = pixel(atTurn: turn)
        #expect(close(seen, ButtonScene.track), "empty at \(turn) turn: \(seen)")
      }
      #expect(image.texts.contains("\(Int((progress * 100).rounded()))%"))
    }

    @Test("the menu's middle item is centred where its spring puts it")
    func menuMiddleItem() throws {
      let time = 0.3
      let image = try render("menu", at: time, script: [ScriptedKey(0, .space)])
      // The middle item (index 2 of 5) leaves 2 × 50 ms after the first, from (70, 70) to
      // (170, 170) on the opening spring.
      let delay = 2 * MenuDemo.stagger
      let remaining = MenuDemo.openSpring.displacement(
        at: time - delay, initialDisplacement: 1, initialVelocity: 0)
      let point = 170 - 100 * remaining
      let x = MenuScene.origin.x + MenuScene.scale * point
      let y = MenuScene.origin.y + MenuScene.scale * point + Gallery.headerHeight
      func isItem(_ x: Int, _ y: Int) -> Bool { close(image.pixel(x: x, y: y), Palette.sky, 0.02) }
      let (cx, cy) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
      #expect(isItem(cx, cy))
      // The disc's extent, scanned from the centre, is centred on the spring's point.
      var left = cx
      while isItem(left - 1, cy) { left -= 1 }
      var right = cx
      while isItem(right + 1, cy) { right += 1 }
      var top = cy
      while isItem(cx, top - 1) { top -= 1 }
      var bottom = cy
      while isItem(cx, bottom + 1) { bottom += 1 }
      expectClose(
        Double(left + right + 1) / 2, x, absolute: 1, "columns \(left)...\(right), x \(x)")
      expectClose(Double(top + bottom + 1) / 2, y, absolute: 1, "rows \(top)...\(bottom), y \(y)")
      expectClose(Double(right - left + 1), 2 * MenuScene.itemRadius, absolute: 2)
    }

    @Test("the counter shows NumberCounter's number, formatted")
    func counterText() throws {
      let time = 0.4
      let image = try render("counter", at: time, script: [ScriptedKey(0, .space)])
      // 0 → 1280 over 1 s on easeInEaseOut.
      let value = 1280 * TimingCurve.easeInEaseOut.value(at: time / 1)
      let expected = CounterDemo.format.string(for: value)
      #expect(image.texts.contains(expected), "drawn: \(image.texts)")
      #expect(image.texts.contains("as a String: " + expected))
      expectClose(image.values["value", default: -1], value, absolute: 1e-6)
    }

    @Test("the keyframe box is drawn where its track's value puts it")
    func keyframesBox() throws {
      let time = 0.6
      let image = try render("keyframes", at: time, script: [ScriptedKey(0, .space)])
      let value = KeyframesDemo.track.value(at: time)
      let span = KeyframesScene.span(width: Double(Self.size.width))
      let left = span.left + value * (span.right - span.left)
      let y = Int(Gallery.headerHeight + KeyframesScene.top + KeyframesScene.side / 2)
      func isBox(_ x: Double) -> Bool {
        close(image.pixel(x: Int(x.rounded(.down)), y: y), Palette.accent, 0.02)
      }
      #expect(isBox(left + 2) && isBox(left + KeyframesScene.side / 2))
      #expect(isBox(left + KeyframesScene.side - 2))
      #expect(!isBox(left - 2) && !isBox(left + KeyframesScene.side + 2))
    }

    @Test("the same scene at the same time gives the same pixels")
    func deterministic() throws {
      let first = try render("spring", at: 0.2, script: [ScriptedKey(0, .space)])
      let second = try render("spring", at: 0.2, script: [ScriptedKey(0, .space)])
      for (x, y) in [(100, 300), (400, 316), (700, 320), (480, 500)] {
        #expect(first.pixel(x: x, y: y) == second.pixel(x: x, y: y))
      }
      #expect(first.values == second.values)
    }

    @Test("the colour swatches are the spring's colour, channel by channel and through Oklab")
    func colourSwatches() throws {
      let time = 0.35
      let image = try render("colour", at: time, script: [ScriptedKey(0, .space)])
      let spring = ColourDemo(animator: Animator(clock: ManualClock())).spring
      let fraction =
        1 - spring.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
      let (from, to) = (ColourDemo.pairs[0].from, ColourDemo.pairs[0].to)
      let area = CGSize(
        width: Double(Self.size.width),
        height: Double(Self.size.height) - Gallery.headerHeight - Gallery.footerHeight)
      for (row, space) in [(0, RGBAColor.Space.sRGB), (1, .oklab)] {
        let frame = ColourScene.swatchFrame(row: row, in: area)
        let seen = image.pixel(
          x: Int(frame.midX), y: Int((frame.midY + Gallery.headerHeight).rounded(.down)))
        let expected = from.interpolated(to: to, fraction: fraction, in: space)
        #expect(close(seen, expected, 2.0 / 255), "row \(row): \(seen), expected \(expected)")
      }
      // Half way or so, the Oklab swatch is visibly the lighter of the two.
      #expect(fraction > 0.3 && fraction < 0.7)
      let plainL = OklabColor(from.interpolated(to: to, fraction: fraction, in: .sRGB)).lightness
      let oklabL = OklabColor(from.interpolated(to: to, fraction: fraction, in: .oklab)).lightness
      #expect(oklabL > plainL + 0.05)
    }
  }
#endif
