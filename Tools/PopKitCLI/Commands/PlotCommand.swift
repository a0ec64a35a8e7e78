// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine
import PopKitInterchange
import PopKitShared

/// `popkit plot`: draws runs as an SVG chart, several springs side by side.
enum PlotCommand: Command {
  static let name = "plot"

  static let summary = "Draw runs as an SVG chart; several --spring specs compare springs."

  static let usage = [
    "popkit plot [spring] [spring model flags] [flags] -o FILE.svg",
    "popkit plot --spring \"LABEL: MODEL FLAGS\" --spring \"…\" [flags] -o FILE.svg",
    "popkit plot decay|basic [flags] -o FILE.svg",
    "popkit plot keyframes --track T [flags] -o FILE.svg",
    "popkit plot path --path DATA --duration D [--curve C] [--fps N] [--title TEXT] -o FILE.svg",
  ]

  static let discussion = """
    Runs the animation as trace does and draws value against time: the curve of every run in \
    its own colour, the target as a dashed line with the threshold band around it, a dotted \
    line and a dot where each run is done, axes with tick labels in seconds and in the \
    values' units, and a legend with each run's done time. --velocity-curve adds each run's \
    velocity, dashed, on a right-hand axis. Give several --spring specs to compare springs on \
    one chart; a spec is model flags with an optional label before a colon. The file is \
    written only when every flag is valid, through a temporary file, so it is never left \
    half-written; -o - prints the SVG instead. A decay with --bounds L,U draws the bounds as \
    dash-dot lines and marks t*, the instant each component meets a bound (solved in closed \
    form), with a tick and a ring on its curve. Keyframes draw the --track's value (and \
    velocity with --velocity-curve) with a short tick on the top and bottom edges at each key, \
    where a segment begins, numbered by segment. A path draws the SVG path data as PopKit \
    reads it (sampled along its length; arcs are true arcs) with a dot at each frame's \
    position and a tick along its direction of travel, the first frame green, the last red.
    """

  /// `-o`, `--output`: the SVG file.
  static let output = Option(
    "output", short: "o", value: "FILE", reading: .text,
    help: "The SVG file to write; - prints it. Required.")

  /// `--spring`: a spring to draw, repeatable.
  static let spring = Option(
    "spring", value: "SPEC", repeating: .text,
    help: "A spring to draw, as \"LABEL: --bounciness 8 --speed 4\" (the label is "
      + "optional). Repeat for up to \(maximumRuns) springs in distinct colours.")

  /// `--velocity-curve`.
  static let velocityCurve = Option(
    "velocity-curve", help: "Also draw each run's velocity, on a right-hand axis.")

  /// `--title`.
  static let title = Option(
    "title", value: "TEXT", reading: .text, help: "The chart's title. Default: what is drawn.")

  /// `--unit`: at most ``longestUnit`` characters.
  static let unit = Option(
    "unit", value: "NAME", default: "units",
    reading: .text(allowed: "at most \(longestUnit) characters") { $0.count <= longestUnit },
    help: "The values' unit, for the axis titles. Default \(.default).")

  /// The longest `--unit`, in characters.
  nonisolated static let longestUnit = 40

  /// The motion flags, `--fps` defaulting to 120.
  static let motion = MotionOptions(defaultFPS: 120)

  static let optionGroups = [
    OptionGroup(title: "Chart", options: [output, spring, velocityCurve, title, unit]),
    OptionGroup(title: "Motion", options: motion.valueOptions),
    OptionGroup(title: "Decay and basic", options: MotionOptions.kindOptions),
    OptionGroup(title: "Keyframes", options: [MotionOptions.track]),
    OptionGroup(title: "Path", options: [PathOptions.path]),
    OptionGroup(title: "Colour", options: ColorRampOptions.options),
    OptionGroup(
      title: "Spring model (one of them, or --spring specs)",
      options: SpringModelFlags.springOnlyOptions),
  ]

  static let examples = [
    "popkit plot --bounciness 12 --speed 8 -o bouncy.svg",
    "popkit plot --spring \"pop default: --bounciness 4 --speed 12\" "
      + "--spring \"SwiftUI bouncy: --duration 0.5 --bounce 0.3\" --velocity-curve -o compare.svg",
    "popkit plot decay --velocity 1000 --threshold 1 --unit pt -o fling.svg",
    "popkit plot decay --velocity 3000 --bounds 0,500 --unit pt -o bounded.svg",
    "popkit plot keyframes --track \"spring:1;cubic:0.4@0.3;linear:0@0.2\" --velocity-curve "
      + "-o keys.svg",
    "popkit plot --bounciness 8 --speed 6 --colors red,blue --space oklab -o colour.svg",
    "popkit plot path --path \"M0,0 C80,-200 240,-200 320,0 A60,60 0 0,1 320,120\" "
      + "--duration 1.5 --curve easeInEaseOut --fps 20 -o path.svg",
  ]

  /// The most runs one chart draws.
  static let maximumRuns = 8

  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
    let parsed = try ArgumentParser.parse(arguments, options: options, maximumPositionals: 1)
    guard let path = try parsed[output], !path.isEmpty else {
      throw .usage("needs -o FILE.svg, the file to write (or -o - to print the SVG)")
    }
    if parsed.positionals.first == "path" { return try plotPath(parsed, file: path) }
    try PathOptions.refuse(parsed)
    let specs = try parsed[spring]
    guard specs.count <= maximumRuns else {
      throw .usage(
        "\(spring.flag) is given \(specs.count) times; one chart draws at most \(maximumRuns)")
    }
    let unit = try parsed[Self.unit]
    let request = try motion.request(from: parsed, springSpecs: specs)
    let ramp = try ColorRampOptions.ramp(from: parsed, kind: request.kind)
    var runs: [ChartRun] = []
    var notes = TraceCommand.jumpNotes(request)
    switch request.kind {
    case .spring:
      for (index, spring) in request.springs.enumerated() {
        let trace = TraceRunner.run(request, springIndex: index)
        runs.append(ChartRun(label: spring.label, trace: trace))
        if let note = TraceCommand.unfinishedNote(request, trace, label: spring.label) {
          notes.append(note)
        }
      }
    case .decay, .basic, .keyframes:
      let trace = TraceRunner.run(request)
      runs.append(ChartRun(label: label(request), trace: trace))
      if let note = TraceCommand.unfinishedNote(request, trace) { notes.append(note) }
    }
    let chart = SVGChart(
      title: try parsed[Self.title] ?? ramp.map { title(request, $0) } ?? title(request),
      runs: runs,
      threshold: request.kind == .basic || request.kind == .keyframes ? nil : request.threshold,
      showsVelocity: try parsed[velocityCurve], unit: unit, bounds: request.bounds,
      crossings: BoundCrossing.crossings(of: request),
      keyTimes: request.track?.boundaries(from: request.from) ?? [],
      colorStrips: ramp.map { colorStrips(runs, $0) } ?? [])
    let svg = chart.svg()
    if path == "-" { return CommandOutput(standardOutput: svg, notes: notes) }
    let summary =
      "wrote \(path): \(runs.count) run(s), \(Int(chart.width))×\(Int(chart.height)) px\n"
    return CommandOutput(
      standardOutput: summary, notes: notes, files: [OutputFile(path: path, contents: svg)])
  }

  /// `plot path`: the path with the frames' positions.
  ///
  /// - Parameters:
  ///   - parsed: The parsed command line, of kind `path`.
  ///   - file: The file to write, or `-`.
  /// - Returns: The SVG or the summary and the file.
  /// - Throws: ``CLIError/usage(_:)`` naming the first flag that is wrong.
  private static func plotPath(
    _ parsed: ParsedArguments, file: String
  ) throws(CLIError) -> CommandOutput {
    let request = try PathOptions.request(
      from: parsed, allowed: [output, title], all: options, fps: motion.fps)
    let frames = PathTrace.frames(request)
    let defaultTitle =
      "Path of length \(NumberFormatting.rounded(request.track.path.length, significantDigits: 6))"
      + " in \(JSONText.shortest(request.track.duration)) s, \(request.curveName)"
    let chart = PathChart(
      request: request, frames: frames, title: try parsed[title] ?? defaultTitle)
    let svg = chart.svg()
    let notes = PathTrace.unfinishedNote(frames, request).map { [$0] } ?? []
    if file == "-" { return CommandOutput(standardOutput: svg, notes: notes) }
    let summary =
      "wrote \(file): \(frames.count) frame(s), \(Int(chart.width))×\(Int(chart.height)) px\n"
    return CommandOutput(
      standardOutput: summary, notes: notes, files: [OutputFile(path: file, contents: svg)])
  }

  /// The colour strips of the runs: each run in the chosen space, then the first in sRGB for
  /// comparison when the space is another.
  private static func colorStrips(
    _ runs: [ChartRun],
    _ ramp: (from: RGBAColor, to: RGBAColor, space: RGBAColor.Space, spaceName: String)
  ) -> [ColorStrip] {
    var strips = runs.map { run in
      ColorStrip(
        label: "\(run.label) in \(ramp.spaceName)", trace: run.trace, from: ramp.from, to: ramp.to,
        space: ramp.space)
    }
    if ramp.space != .sRGB, let first = runs.first {
      strips.append(
        ColorStrip(
          label: "\(first.label) in srgb (pop), for comparison", trace: first.trace,
          from: ramp.from,
          to: ramp.to, space: .sRGB))
    }
    return strips
  }

  /// The legend text of a decay or basic run.
  private static func label(_ request: MotionRequest) -> String {
    let f = JSONText.shortest
    switch request.kind {
    case .decay: return "decay, deceleration \(f(request.deceleration))"
    case .basic:
      let isNamed = CurveParser.named.contains { entry in
        entry.names.contains { $0.lowercased() == request.curveName.lowercased() }
      }
      let curve = isNamed ? request.curveName : "\(request.curve)"
      return "basic, \(f(request.duration)) s, \(curve)"
    case .spring: return "spring"
    case .keyframes:
      let seconds = NumberFormatting.rounded(request.duration, significantDigits: 4)
      return "keyframes, \(request.track?.segments.count ?? 0) segment(s), \(seconds) s"
    }
  }

  /// The default title of a colour run: the kind, the two colours and the space.
  private static func title(
    _ request: MotionRequest,
    _ ramp: (from: RGBAColor, to: RGBAColor, space: RGBAColor.Space, spaceName: String)
  ) -> String {
    let what = request.kind == .basic ? "Basic animation" : "Spring"
    let (from, to) = (TerminalColor(ramp.from).hex, TerminalColor(ramp.to).hex)
    return "\(what) from \(from) (0) to \(to) (1), the colour in \(ramp.spaceName)"
  }

  /// The default title: what moves where.
  private static func title(_ request: MotionRequest) -> String {
    let from = request.from.map(JSONText.shortest).joined(separator: ",")
    switch request.kind {
    case .spring:
      let to = request.to.map(JSONText.shortest).joined(separator: ",")
      let what = request.springs.count == 1 ? "Spring" : "\(request.springs.count) springs"
      return "\(what) from \(from) to \(to)"
    case .decay:
      let velocity = (request.velocity ?? []).map(JSONText.shortest).joined(separator: ",")
      let within = request.bounds.map {
        " within \(JSONText.shortest($0.lowerBound))…\(JSONText.shortest($0.upperBound))"
      }
      return "Decay from \(from) at \(velocity) per second" + (within ?? "")
    case .basic:
      let to = request.to.map(JSONText.shortest).joined(separator: ",")
      return "Basic animation from \(from) to \(to)"
    case .keyframes:
      return "Keyframes \(request.track?.text ?? "")"
    }
  }
}
