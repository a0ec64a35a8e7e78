// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitCommandLine
  import PopKitDemos
  import PopKitShared

  /// `popkit-gallery render SCENE --time T --output FILE.png`: draws a scene offscreen on a
  /// manual clock and writes it as a PNG (`-` is standard output), then a line saying so.
  @MainActor
  enum GalleryRenderCommand: Command {
    static let name = "render"
    static let summary = "Draws a scene offscreen into a PNG."
    static let usage = [
      "popkit-gallery render SCENE \(GalleryOptions.time.synopsis) "
        + "\(GalleryOptions.output.synopsis) [\(GalleryOptions.size.synopsis)] "
        + "[\(GalleryOptions.script.synopsis)]"
    ]
    static let discussion = "render \(GalleryOptions.time.help) \(GalleryOptions.output.help)"
    static let optionGroups = [
      OptionGroup(title: "Render", options: GalleryOptions.renderOptions)
    ]
    static let examples = ["popkit-gallery render decay --time 0.35 --output decay.png"]

    /// Draws the scene and returns the PNG to write, and the summary line unless the PNG goes
    /// to standard output.
    ///
    /// - Parameter arguments: The words after `render`.
    /// - Returns: The PNG as a file, and the summary.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for a wrong argument,
    ///   ``PopKitShared/CLIError/runtime(_:)`` when the image cannot be drawn.
    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      let parsed = try ArgumentParser.parse(
        arguments, options: GalleryOptions.renderOptions, maximumPositionals: .max,
        syntax: .longFlagsOnly)
      guard let name = parsed.positionals.first else {
        throw .usage("render needs a SCENE")
      }
      let index = try GalleryCommand.sceneIndex(name)
      if let extra = parsed.positionals.dropFirst().first {
        throw .usage("unexpected argument '\(extra)'")
      }
      let time = try parsed.required(
        GalleryOptions.time, else: .usage("render needs \(GalleryOptions.time.synopsis)"))
      let output = try parsed.required(
        GalleryOptions.output,
        else: .usage(
          "render needs \(GalleryOptions.output.synopsis) (or - for standard output)"))
      let size = try parsed[GalleryOptions.size]
      var script = try parsed[GalleryOptions.script] ?? Gallery.sceneTypes[index].script
      if try parsed[GalleryOptions.inspector] {
        script.insert(ScriptedKey(0, .character("i")), at: 0)
      }
      let image =
        Gallery.sceneTypes[index] is any WidgetScene.Type
        ? try OffscreenWidgets.draw(
          scene: index, at: time, script: script, width: size.width, height: size.height)
        : OffscreenDrawing.draw(
          scene: index, at: time, script: script, width: size.width, height: size.height)
      guard let png = image.pngData() else {
        throw .runtime("cannot draw a \(size.width)×\(size.height) image: \(image.status)")
      }
      let summary =
        output == "-"
        ? ""
        : "wrote \(output): \(Gallery.sceneTypes[index].name) at \(time) s, "
          + "\(size.width)×\(size.height) px\n"
      return CommandOutput(
        standardOutput: summary, files: [OutputFile(path: output, bytes: png)])
    }
  }
#endif
