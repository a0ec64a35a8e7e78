// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitDemos
  import PopKitShared

  /// `popkit-gallery`'s flags, typed descriptors read by `popkit`'s parser in the gallery's
  /// syntax (``FlagSyntax/longFlagsOnly``): `--name value` only, each flag given at most once.
  ///
  /// As in `popkit`, a value may start with `-` (`--time -1` is then refused by its own rule)
  /// but not with `--`, so that a forgotten value is reported instead of eating the next flag.
  enum GalleryOptions {
    /// `--log-state FILE`: one JSON line per drawn frame.
    static let logState = Option(
      "log-state", value: "FILE", reading: .text,
      help: "one JSON line per drawn frame: time (s), scene, animated values")

    /// `--size WxH`: the window's or the image's size.
    static let size = Option(
      "size", value: "WxH", default: PixelSize(width: 960, height: 600),
      reading: PixelSize.reader(in: 200...4096),
      help: "the window's or image's size in pixels, each \(.range) (default \(.default))")

    /// `--time T`: when `render` draws the scene, at most an hour of 60 Hz frames.
    static let time = Option(
      "time", value: "T", reading: .number(.within(0...3600, "seconds")),
      help: "draws SCENE at T seconds (\(.range)) into a PNG offscreen, on a manual clock; no "
        + "display needed (but for widgets, whose real GTK widgets need one).")

    /// `--output FILE.png`: where `render` writes the image.
    static let output = Option(
      "output", value: "FILE.png", reading: .text,
      help: "--output - writes the PNG to standard output.")

    /// `--script KEYS`: the keys `render` presses.
    static let script = Option(
      "script", value: "KEYS", reading: scriptReader,
      help: "the keys pressed, KEY@SECONDS separated by commas, such as space@0,space@1.2 "
        + "(KEY: space, enter, left, right, escape or one character); default the scene's "
        + "own script")

    /// `--inspector`: `render` shows the inspector's panel, as `i` at 0 s would.
    static let inspector = Option(
      "inspector", help: "shows the inspector's panel of running animations (i at 0 s)")

    /// The flags of the window.
    static let windowOptions: [any Flag] = [logState, size]

    /// The flags of `render`.
    static let renderOptions: [any Flag] = [time, output, size, script, inspector]

    /// `--script`'s reader: `KEY@SECONDS,…`, each time a plain finite decimal `>= 0`.
    private static let scriptReader = OptionReader<[ScriptedKey]> {
      (text, flag) throws(CLIError) in
      var keys: [ScriptedKey] = []
      for entry in text.split(separator: ",") {
        let parts = entry.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let key = DemoKey(name: String(parts[0])),
          let time = NumberParser.finiteNumber(parts[1]), time >= 0
        else {
          throw .usage("\(flag): '\(entry)' is not KEY@SECONDS (such as space@0.5)")
        }
        keys.append(ScriptedKey(time, key))
      }
      return keys
    }
  }

  /// A width and a height in pixels, written `WxH`.
  struct PixelSize: Sendable, Equatable, CustomStringConvertible {
    /// The width, pixels.
    let width: Int
    /// The height, pixels.
    let height: Int

    /// `960x600`.
    var description: String { "\(width)x\(height)" }

    /// The reader of `WxH`, each a whole number in a range.
    ///
    /// - Parameter sizes: The allowed widths and heights.
    /// - Returns: The reader; help writes the range (`200...4096`).
    static func reader(in sizes: ClosedRange<Int>) -> OptionReader<PixelSize> {
      let range = "\(sizes.lowerBound)...\(sizes.upperBound)"
      return OptionReader(range: range) { (text, flag) throws(CLIError) in
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
          let width = try? NumberParser.integer(String(parts[0]), flag: flag, in: sizes),
          let height = try? NumberParser.integer(String(parts[1]), flag: flag, in: sizes)
        else {
          throw .invalid(flag, text, allowed: "WxH, each a whole number of pixels in \(range)")
        }
        return PixelSize(width: width, height: height)
      }
    }
  }
#endif
