// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCommandLine
import PopKitShared

/// `plot`'s `--spring "LABEL: --bounciness 8 --speed 4"` specs.
enum SpringSpec {
  /// Reads one spec: an optional label before a colon, then spring model flags.
  ///
  /// - Parameter spec: The spec text.
  /// - Returns: The spring with its label (the model's own words when no label is given).
  /// - Throws: ``CLIError/usage(_:)`` naming `--spring` and the flag inside that is wrong.
  static func parse(_ spec: String) throws(CLIError) -> LabeledSpring {
    var label: String?
    var flags = Substring(spec)
    if let colon = spec.firstIndex(of: ":") {
      label = String(spec[..<colon]).trimmingSpaces
      flags = spec[spec.index(after: colon)...]
    }
    let words = flags.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    do {
      let parsed = try ArgumentParser.parse(words, options: SpringModelFlags.options)
      let model = try SpringModelFlags.parse(parsed) ?? SpringModelFlags.popDefault
      let name = label.flatMap { $0.isEmpty ? nil : $0 } ?? model.label
      return LabeledSpring(label: name, model: model)
    } catch {
      throw .usage("--spring '\(spec)': \(error.message)")
    }
  }
}
