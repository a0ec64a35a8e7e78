// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// Draws a scene at a given time into a Cairo image surface, on a ``PopKit/ManualClock``:
  /// no display, the same pixels on every run; the inspector's panel last, when a scripted
  /// `i` showed it.
  ///
  /// The clock moves in 60 Hz frames from 0 to the time, stopping also at each scripted key's
  /// time, where the key is pressed just before that frame; the last frame is at the time
  /// itself.
  @MainActor
  enum OffscreenDrawing {
    /// Draws a scene into a new image.
    ///
    /// - Parameters:
    ///   - index: The scene's index in ``Gallery/sceneTypes``.
    ///   - time: The time to draw, in seconds from the start; finite and `>= 0`.
    ///   - script: The keys to press, at times from the start.
    ///   - width: The image's width, in pixels.
    ///   - height: The image's height, in pixels.
    /// - Returns: The image, with what the scene drew and its animated values.
    static func draw(
      scene index: Int, at time: Double, script: [ScriptedKey], width: Int, height: Int
    ) -> OffscreenImage {
      let clock = ManualClock()
      let gallery = Gallery(startingAt: index) { Animator(clock: clock) }
      play(gallery, clock: clock, until: time, script: script)
      let image = OffscreenImage(width: width, height: height)
      guard let context = cairo_create(image.surface) else { return image }
      defer { cairo_destroy(context) }
      let canvas = CairoCanvas(context: context, width: Double(width), height: Double(height))
      let sceneCanvas = gallery.draw(on: canvas)
      if gallery.inspector.isShowingPanel, !gallery.isShowingKeyList {
        gallery.drawInspector(on: canvas)
      }
      cairo_surface_flush(image.surface)
      image.texts = sceneCanvas.drawnTexts
      image.values = gallery.scene.loggedValues
      return image
    }

    /// Runs a gallery's clock to a time in 60 Hz frames, stopping also at each scripted key's
    /// time, where the key is pressed just before that frame; the last frame is at the time.
    ///
    /// - Parameters:
    ///   - gallery: The gallery, its scene's animator on `clock`.
    ///   - clock: The clock to advance.
    ///   - time: The last frame's time, in seconds from the start.
    ///   - script: The keys to press, at times from the start.
    static func play(
      _ gallery: Gallery, clock: ManualClock, until time: Double, script: [ScriptedKey]
    ) {
      let keys = script.filter { $0.time <= time }
      var times = Set(keys.map(\.time))
      times.insert(time)
      var frame = 0
      while Double(frame) / 60 < time {
        times.insert(Double(frame) / 60)
        frame += 1
      }
      var player = ScriptPlayer(keys)
      for frameTime in times.sorted() {
        gallery.play(&player, dueBy: frameTime, at: frameTime)
        clock.advance(to: frameTime)
      }
    }
  }

  /// An ARGB image drawn offscreen, with what its scene drew and its animated values.
  final class OffscreenImage {
    /// The Cairo image surface (`cairo_surface_t *`).
    let surface: OpaquePointer
    /// The width, in pixels.
    let width: Int
    /// The height, in pixels.
    let height: Int
    /// The texts the scene drew, in order.
    var texts: [String] = []
    /// The scene's animated values at the time drawn.
    var values: [String: Double] = [:]

    /// Creates a blank image.
    ///
    /// - Parameters:
    ///   - width: The width, in pixels.
    ///   - height: The height, in pixels.
    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    /// The colour of a pixel, components in 0...1; clear outside the image.
    ///
    /// - Parameters:
    ///   - x: The column.
    ///   - y: The row.
    /// - Returns: The colour, not premultiplied.
    func pixel(x: Int, y: Int) -> RGBAColor {
      guard (0..<width).contains(x), (0..<height).contains(y),
        let data = cairo_image_surface_get_data(surface)
      else { return .clear }
      let stride = Int(cairo_image_surface_get_stride(surface))
      // ARGB32 is a native-endian 32-bit word, premultiplied: bytes B, G, R, A here.
      let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
      let alpha = Double((word >> 24) & 0xFF) / 255
      guard alpha > 0 else { return .clear }
      func channel(_ shift: UInt32) -> Double { Double((word >> shift) & 0xFF) / 255 / alpha }
      return RGBAColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// Why the surface cannot be drawn on or encoded (such as `out of memory`), or `success`.
    var status: String {
      String(cString: cairo_status_to_string(cairo_surface_status(surface)))
    }

    /// The image encoded as a PNG, in memory (the caller writes it where the user asked).
    ///
    /// - Returns: The PNG's bytes, or `nil` when the surface is in error or Cairo cannot
    ///   encode it.
    func pngData() -> [UInt8]? {
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
      let sink = PNGSink()
      let status = cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
      return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.bytes : nil }
    }

    deinit {
      cairo_surface_destroy(surface)
    }
  }

  /// Where Cairo's PNG encoder puts its bytes.
  private final class PNGSink {
    /// The bytes so far.
    var bytes: [UInt8] = []
  }
#endif
