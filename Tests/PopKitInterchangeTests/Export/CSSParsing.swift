// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// A reader for the stylesheets the CSS export writes, so tests check the text itself.
enum CSSParsing {
  /// One keyframe block: its offset (%), its declarations and its timing function.
  struct Block: Equatable {
    var percent: Double
    var declarations: [String: String]
    var easing: String
  }

  /// The blocks of `@keyframes NAME`, in order.
  static func keyframes(_ name: String, in css: String) -> [Block] {
    let lines = css.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "@keyframes \(name) {") else { return [] }
    var blocks: [Block] = []
    for line in lines[(start + 1)...] {
      if line == "}" { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let percentEnd = trimmed.firstIndex(of: "%"),
        let percent = Double(trimmed[..<percentEnd]),
        let open = trimmed.firstIndex(of: "{"), trimmed.hasSuffix("}")
      else { continue }
      let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      var declarations: [String: String] = [:]
      var easing = ""
      for declaration in body.split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2 else { continue }
        if parts[0] == "animation-timing-function" {
          easing = parts[1]
        } else {
          declarations[parts[0]] = parts[1]
        }
      }
      blocks.append(Block(percent: percent, declarations: declarations, easing: easing))
    }
    return blocks
  }

  /// The declarations of the rule whose selector is `selector`.
  static func rule(_ selector: String, in css: String) -> [String: String] {
    let lines = css.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(of: "\(selector) {") else { return [:] }
    var declarations: [String: String] = [:]
    for line in lines[(start + 1)...] {
      if line == "}" { break }
      let parts = line.trimmingCharacters(in: .whitespaces).dropLast().split(
        separator: ":", maxSplits: 1
      ).map { $0.trimmingCharacters(in: .whitespaces) }
      if parts.count == 2 { declarations[parts[0]] = parts[1] }
    }
    return declarations
  }

  /// The numbers inside a function: `cubic-bezier(0.2, 0, 0, 1)` → [0.2, 0, 0, 1].
  static func arguments(_ function: String) -> [Double] {
    guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else { return [] }
    return function[function.index(after: open)..<function.index(before: function.endIndex)]
      .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
  }

  /// One component's keyframes from blocks: (offset as a fraction, value, easing).
  static func component(
    _ name: String, _ blocks: [Block], unit: String = ""
  ) -> [(offset: Double, value: Double, easing: String)] {
    blocks.compactMap { block in
      guard let text = block.declarations[name], let value = Double(text.dropLast(unit.count))
      else { return nil }
      return (block.percent / 100, value, block.easing)
    }
  }

  /// The value of a component's keyframes at a fraction of the animation, as a browser computes
  /// it: the interval's timing function (`linear`, `linear(…)` with evenly spaced stops, or
  /// `cubic-bezier(…)` through `curve`) between its two keyframes.
  static func evaluate(
    _ frames: [(offset: Double, value: Double, easing: String)], at fraction: Double,
    curve: ([Double], Double) -> Double
  ) -> Double {
    guard let index = frames.lastIndex(where: { $0.offset <= fraction }) else {
      return frames.first?.value ?? 0
    }
    guard index + 1 < frames.count else { return frames[index].value }
    let (start, end) = (frames[index], frames[index + 1])
    let local = (fraction - start.offset) / (end.offset - start.offset)
    let progress: Double
    if start.easing == "linear" {
      progress = local
    } else if start.easing.hasPrefix("linear(") {
      let stops = arguments(start.easing)
      let position = local * Double(stops.count - 1)
      let lower = min(Int(position), stops.count - 2)
      progress = stops[lower] + (position - Double(lower)) * (stops[lower + 1] - stops[lower])
    } else {
      progress = curve(arguments(start.easing), local)
    }
    return start.value + progress * (end.value - start.value)
  }
}
