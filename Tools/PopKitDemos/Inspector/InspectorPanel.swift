// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// What the inspector's panel shows, computed once for both hosts: a header (slow motion,
/// pause, how many run) and one row per running animation.
///
/// A host draws the header, then each row's ``Row/columns`` in its own columns with a progress
/// bar of ``Row/progress`` between the kind and the value; ``lines(width:maximumRows:)`` is
/// the same as plain text.
package struct InspectorPanel: Equatable, Sendable {
  /// One running animation.
  package struct Row: Equatable, Sendable {
    /// Its key, such as `fly`.
    package let key: String
    /// What it animates: the object's type and the property, such as `MenuItem.center`.
    package let target: String
    /// Its kind, such as `spring`.
    package let kind: String
    /// How far along it is, 0…1; `nil` where the kind cannot tell.
    package let progress: Double?
    /// Its value, compact: `x 12.3` or `x 1.20,-4.00` (a timeline run's and a player's time).
    package let value: String
    /// Its velocity, compact: `v -4.50`; empty where the kind has none.
    package let velocity: String
    /// What is left: `0.42 s`, and a spring's energy `E 3.20`; empty where nothing is known.
    package let remaining: String

    /// The text columns after the bar: value, velocity and what is left.
    package var details: [String] { [value, velocity, remaining] }
  }

  /// The header: `inspector  2× slow motion  paused  3 running`.
  package let header: String
  /// The rows, in the animator's order.
  package let rows: [Row]

  /// The most components a value or velocity shows; more end in `…`.
  package static let maximumComponents = 4

  /// The panel for a snapshot of running animations.
  ///
  /// - Parameters:
  ///   - animations: ``PopKit/Animator/runningAnimations``.
  ///   - slowMotion: The slow-motion factor.
  ///   - isPaused: Whether the animator is paused.
  package init(_ animations: [RunningAnimation], slowMotion: Double, isPaused: Bool) {
    let speed = slowMotion == 1 ? "1× speed" : "\(NumberText.fixed(slowMotion, 0))× slow motion"
    let count = animations.isEmpty ? "nothing running" : "\(animations.count) running"
    header = ["inspector", speed, isPaused ? "paused" : "", count]
      .filter { !$0.isEmpty }.joined(separator: "  ")
    rows = animations.map(Self.row)
  }

  /// A snapshot's row.
  private static func row(_ animation: RunningAnimation) -> Row {
    var remaining: [String] = []
    if let timeLeft = animation.timeLeft { remaining.append("\(compact(timeLeft)) s") }
    if let energy = animation.energy { remaining.append("E \(compact(energy))") }
    if animation.isPaused { remaining.append("held") }
    return Row(
      key: animation.key,
      target: animation.objectType + (animation.property.map { ".\($0)" } ?? ""),
      kind: animation.kind.rawValue,
      progress: animation.progress.map { min(max($0, 0), 1) },
      value: animation.value.isEmpty ? "" : "x \(components(animation.value))",
      velocity: animation.velocity.isEmpty ? "" : "v \(components(animation.velocity))",
      remaining: remaining.joined(separator: " "))
  }

  /// Components, compact, comma-separated, at most ``maximumComponents``.
  private static func components(_ values: [Double]) -> String {
    let shown = values.prefix(maximumComponents).map(compact).joined(separator: ",")
    return values.count > maximumComponents ? shown + ",…" : shown
  }

  /// A number in about four characters: two decimals under 10, one under 100, none under
  /// 10,000, then thousands (`12k`) and millions (`2.7M`).
  ///
  /// - Parameter value: The number.
  /// - Returns: The text; `-` when it is not finite.
  package static func compact(_ value: Double) -> String {
    let size = abs(value)
    if size >= 999_500 { return NumberText.fixed(value / 1_000_000, 1) + "M" }
    if size >= 9_999.5 { return NumberText.fixed(value / 1000, 0) + "k" }
    if size >= 99.95 { return NumberText.fixed(value, 0) }
    if size >= 9.995 { return NumberText.fixed(value, 1) }
    return NumberText.fixed(value, 2)
  }

  /// A progress bar as text: `#` for the share done, `-` for the rest; spaces when unknown.
  ///
  /// - Parameters:
  ///   - progress: 0…1, or `nil`.
  ///   - width: The bar's width, in characters.
  /// - Returns: The bar.
  package static func bar(_ progress: Double?, width: Int) -> String {
    guard let progress else { return String(repeating: " ", count: width) }
    let done = Int((progress * Double(width)).rounded())
    return String(repeating: "#", count: done) + String(repeating: "-", count: width - done)
  }

  /// The widths of the key, target and kind columns: the longest of each, the key at most
  /// `keyLimit` and the target at most 22.
  ///
  /// - Parameter keyLimit: The key column's widest.
  /// - Returns: The widths, in characters.
  package func columnWidths(keyLimit: Int = 22) -> (key: Int, target: Int, kind: Int) {
    (
      min(rows.map(\.key.count).max() ?? 0, keyLimit),
      min(rows.map(\.target.count).max() ?? 0, 22),
      rows.map(\.kind.count).max() ?? 0
    )
  }

  /// The panel as plain text, each line cut to a width.
  ///
  /// The header, then a row per animation: key, target, kind, bar, value, velocity, what is
  /// left; the target column is left out when a row would not fit with it. Past `maximumRows`
  /// rows, a last line says how many more.
  ///
  /// - Parameters:
  ///   - width: The most characters a line has.
  ///   - maximumRows: The most animation rows (and the line of those left out) below the
  ///     header; `>= 1`.
  ///   - barWidth: The progress bar's width.
  ///   - keyLimit: The key column's widest; longer keys end in `…`.
  /// - Returns: The lines.
  package func lines(width: Int, maximumRows: Int, barWidth: Int = 10, keyLimit: Int = 22)
    -> [String]
  {
    let shown = shownCount(maximumRows: maximumRows)
    let targets = showsTargets(width: width, barWidth: barWidth, keyLimit: keyLimit)
    let texts = rows.prefix(shown).map {
      text(of: $0, withTarget: targets, barWidth: barWidth, keyLimit: keyLimit)
    }
    var lines = [header] + texts
    if shown < rows.count { lines.append("… \(rows.count - shown) more") }
    return lines.map { String($0.prefix(width)) }
  }

  /// How many rows show when at most `maximumRows` lines fit below the header: all of them,
  /// or one line fewer, the last line saying how many more there are.
  ///
  /// - Parameter maximumRows: The most lines below the header.
  /// - Returns: The rows shown.
  package func shownCount(maximumRows: Int) -> Int {
    rows.count > maximumRows ? max(maximumRows - 1, 0) : rows.count
  }

  /// Whether ``lines(width:maximumRows:barWidth:keyLimit:)`` keeps the target column at a
  /// width.
  ///
  /// - Parameters:
  ///   - width: The most characters a line has.
  ///   - barWidth: The progress bar's width.
  ///   - keyLimit: The key column's widest.
  /// - Returns: `true` when every row fits with its target.
  package func showsTargets(width: Int, barWidth: Int = 10, keyLimit: Int = 22) -> Bool {
    rows.allSatisfy {
      text(of: $0, withTarget: true, barWidth: barWidth, keyLimit: keyLimit).count <= width
    }
  }

  /// A row as one line of text, its columns two spaces apart.
  private func text(of row: Row, withTarget: Bool, barWidth: Int, keyLimit: Int) -> String {
    let widths = columnWidths(keyLimit: keyLimit)
    var columns = [Self.fit(row.key, widths.key)]
    if withTarget { columns.append(Self.fit(row.target, widths.target)) }
    columns.append(row.kind.padding(toLength: widths.kind, withPad: " ", startingAt: 0))
    columns.append(Self.bar(row.progress, width: barWidth))
    columns += row.details.filter { !$0.isEmpty }
    return columns.joined(separator: "  ")
  }

  /// A text padded or cut to a width, a cut one ending in `…`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The width.
  /// - Returns: The text, exactly `width` characters.
  package static func fit(_ text: String, _ width: Int) -> String {
    guard text.count > width else {
      return text + String(repeating: " ", count: width - text.count)
    }
    return String(text.prefix(max(width - 1, 0))) + "…"
  }
}
