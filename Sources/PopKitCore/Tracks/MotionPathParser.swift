// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Reads SVG path data (`M L H V C S Q T A Z`, absolute and relative) into the curves of a
/// ``MotionPath``, as SVG 1.1 section 8.3 and the implementation notes describe it.
///
/// Drawing tools' spellings all read: commas or whitespace between numbers, none where a sign
/// or a second point starts the next number (`1-2`, `.5.5`), exponents, arc flags written
/// together (`a1 1 0 011 1`), a command's arguments repeated without repeating its letter
/// (after `M`/`m` the repeats are `L`/`l`). Quadratics become the equal cubics; `S` and `T`
/// reflect the previous control point; `Z` draws back to the subpath's start, where the next
/// subpath starts unless a moveto says otherwise.
struct MotionPathParser {
  /// The reader of the characters.
  private var scanner: PathDataScanner
  /// The current point.
  private var current = SIMD2<Double>.zero
  /// Where the current subpath started.
  private var subpathStart = SIMD2<Double>.zero
  /// The second control point of the previous command when it was `C` or `S`.
  private var cubicControl: SIMD2<Double>?
  /// The control point of the previous command when it was `Q` or `T`.
  private var quadraticControl: SIMD2<Double>?
  /// The curves read so far, each with the offset of its arguments.
  private(set) var curves: [(curve: PathCurve, offset: Int)] = []
  /// The path's first point (its first moveto).
  private(set) var start = SIMD2<Double>.zero
  /// Whether ``curves`` keeps the curves read (a survey only counts them).
  private let keepsCurves: Bool
  /// How many curves were read, kept or not.
  private(set) var curveCount = 0
  /// The largest magnitude of a coordinate of a point read (ends, control points, movetos).
  private(set) var largestCoordinate = 0.0

  /// The letters of the commands, for error messages.
  static let commandList = "M, L, H, V, C, S, Q, T, A or Z"
  /// The commands' letters, upper and lower case, as ASCII codes.
  static let commandLetters = Array("MmLlHhVvCcSsQqTtAaZz".utf8)

  /// Creates a parser of some path data.
  ///
  /// - Parameters:
  ///   - text: The path data.
  ///   - keepsCurves: Whether to keep the curves read in ``curves`` (else only counted).
  init(_ text: String, keepsCurves: Bool = true) {
    scanner = PathDataScanner(text)
    self.keepsCurves = keepsCurves
  }

  /// Reads the whole path data.
  ///
  /// - Throws: `MotionPathError` at the first character that cannot be read.
  mutating func parse() throws(MotionPathError) {
    scanner.skipWhitespace()
    guard let first = scanner.current, first == UInt8(ascii: "M") || first == UInt8(ascii: "m")
    else {
      throw scanner.error("a moveto command (M or m)")
    }
    var isFirst = true
    while true {
      scanner.skipWhitespace()
      guard let letter = scanner.current else { return }
      guard Self.commandLetters.contains(letter) else {
        throw scanner.error("a command (\(Self.commandList))")
      }
      scanner.offset += 1
      let relative = letter >= UInt8(ascii: "a")
      // ASCII letters: upper case is lower case without bit 5.
      var name = letter & ~0x20
      if name == UInt8(ascii: "Z") {
        closePath()
        continue
      }
      scanner.skipWhitespace()
      repeat {
        let offset = scanner.offset
        try readArguments(of: name, relative: relative, offset: offset, isFirst: isFirst)
        isFirst = false
        if name == UInt8(ascii: "M") { name = UInt8(ascii: "L") }
        if scanner.skipSeparator(), !scanner.isAtNumber { throw scanner.error("a number") }
      } while scanner.isAtNumber
    }
  }

  /// Reads one set of a command's arguments and adds its curve.
  private mutating func readArguments(
    of name: UInt8, relative: Bool, offset: Int, isFirst: Bool
  ) throws(MotionPathError) {
    var previousCubic: SIMD2<Double>? = nil
    var previousQuadratic: SIMD2<Double>? = nil
    swap(&previousCubic, &cubicControl)
    swap(&previousQuadratic, &quadraticControl)
    let origin = relative ? current : .zero
    switch name {
    case UInt8(ascii: "M"):
      let point = try readPoint(origin: origin, offset: offset)
      note(point)
      current = point
      subpathStart = point
      if isFirst { start = point }
    case UInt8(ascii: "L"):
      try addLine(to: readPoint(origin: origin, offset: offset), offset: offset)
    case UInt8(ascii: "H"):
      let x = try readNumber() + origin.x
      try addLine(to: SIMD2(x, current.y), offset: offset)
    case UInt8(ascii: "V"):
      let y = try readNumber() + origin.y
      try addLine(to: SIMD2(current.x, y), offset: offset)
    case UInt8(ascii: "C"), UInt8(ascii: "S"):
      let first: SIMD2<Double>
      if name == UInt8(ascii: "C") {
        first = try readPoint(origin: origin, offset: offset)
        _ = scanner.skipSeparator()
      } else {
        first = previousCubic.map { 2 * current - $0 } ?? current
        try checkFinite(first, offset: offset)
      }
      let second = try readPoint(origin: origin, offset: offset)
      _ = scanner.skipSeparator()
      let end = try readPoint(origin: origin, offset: offset)
      add(.cubic(current, first, second, end), to: end, offset: offset)
      cubicControl = second
    case UInt8(ascii: "Q"), UInt8(ascii: "T"):
      let control: SIMD2<Double>
      if name == UInt8(ascii: "Q") {
        control = try readPoint(origin: origin, offset: offset)
        _ = scanner.skipSeparator()
      } else {
        control = previousQuadratic.map { 2 * current - $0 } ?? current
      }
      let end = try readPoint(origin: origin, offset: offset)
      try checkFinite(control, offset: offset)
      let first = current + (control - current) * (2.0 / 3.0)
      let second = end + (control - end) * (2.0 / 3.0)
      add(.cubic(current, first, second, end), to: end, offset: offset)
      quadraticControl = control
    default:
      try readArc(origin: origin, offset: offset)
    }
  }

  /// Reads an arc's arguments (`rx ry rotation large-arc sweep x y`) and adds its curve.
  private mutating func readArc(origin: SIMD2<Double>, offset: Int) throws(MotionPathError) {
    let radiusX = try readNumber()
    _ = scanner.skipSeparator()
    let radiusY = try readNumber()
    _ = scanner.skipSeparator()
    let rotation = try readNumber()
    _ = scanner.skipSeparator()
    let largeArc = try scanner.readFlag()
    _ = scanner.skipSeparator()
    let sweep = try scanner.readFlag()
    _ = scanner.skipSeparator()
    let end = try readPoint(origin: origin, offset: offset)
    switch PathArc.converting(
      from: current, to: end, radii: SIMD2(radiusX, radiusY), rotationDegrees: rotation,
      largeArc: largeArc, sweep: sweep)
    {
    case .omitted: break
    case .line: add(.line(current, end), to: end, offset: offset)
    case .arc(let arc): add(.arc(arc), to: end, offset: offset)
    }
    current = end
  }

  /// Draws back to the subpath's start (`Z`).
  private mutating func closePath() {
    cubicControl = nil
    quadraticControl = nil
    if current != subpathStart {
      keep(.line(current, subpathStart), offset: scanner.offset - 1)
    }
    current = subpathStart
  }

  /// Adds a line from the current point.
  private mutating func addLine(to end: SIMD2<Double>, offset: Int) throws(MotionPathError) {
    try checkFinite(end, offset: offset)
    add(.line(current, end), to: end, offset: offset)
  }

  /// Adds a curve and moves the current point to its end.
  private mutating func add(_ curve: PathCurve, to end: SIMD2<Double>, offset: Int) {
    if case .cubic(_, let first, let second, _) = curve {
      note(first)
      note(second)
    }
    note(end)
    keep(curve, offset: offset)
    current = end
  }

  /// Counts a curve, and keeps it unless surveying.
  private mutating func keep(_ curve: PathCurve, offset: Int) {
    curveCount += 1
    if keepsCurves { curves.append((curve, offset)) }
  }

  /// Notes a point's coordinates for ``largestCoordinate``.
  private mutating func note(_ point: SIMD2<Double>) {
    largestCoordinate = max(largestCoordinate, abs(point.x), abs(point.y))
  }

  /// Reads one number.
  private mutating func readNumber() throws(MotionPathError) -> Double {
    try scanner.readNumber()
  }

  /// Reads a coordinate pair, relative to `origin`.
  private mutating func readPoint(
    origin: SIMD2<Double>, offset: Int
  ) throws(MotionPathError) -> SIMD2<Double> {
    let x = try readNumber()
    _ = scanner.skipSeparator()
    let y = try readNumber()
    let point = origin + SIMD2(x, y)
    try checkFinite(point, offset: offset)
    return point
  }

  /// Throws when a point computed from finite numbers overflowed (a relative coordinate added
  /// to a huge current point, or a reflection).
  private func checkFinite(_ point: SIMD2<Double>, offset: Int) throws(MotionPathError) {
    guard point.x.isFinite, point.y.isFinite else {
      throw MotionPathError(
        offset: offset, message: "coordinates within the range of Double (this point overflows)")
    }
  }
}
