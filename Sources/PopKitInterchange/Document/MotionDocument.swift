// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A motion document: springs, curves, tracks and choreographies written once, as JSON, to be
/// loaded by an app at run time or exported to the web, Lottie, design tokens and other
/// platforms' springs.
///
/// ```swift
/// let document = try MotionDocument(json: text)
/// let spring = try document.spring(named: "snappy")  // a PopKit Spring
/// let fade = try document.track(named: "fade")  // a resolved track
/// ```
///
/// Loading checks everything and names the place and the rule of the first problem
/// (``MotionDocumentError``): unknown keys, wrong types, numbers out of range, names that are not
/// defined, tracks that cannot be built, properties given the wrong number of components. A
/// document from a newer format version is refused, saying so.
///
/// Names are kept in dictionaries; everything written out lists them sorted, so output is the
/// same for the same document.
public struct MotionDocument: Equatable, Sendable {
  /// The format version this PopKit reads and writes (`"popkit": 1`).
  public static let formatVersion = 1

  /// The stage's width and height in px, where choreographies' targets rest.
  ///
  /// Default 360 × 640.
  public var size: [Double]
  /// Springs by name.
  public var springs: [String: MotionSpring]
  /// Timing curves by name.
  public var curves: [String: MotionCurve]
  /// Tracks by name.
  public var tracks: [String: MotionTrackDescription]
  /// Choreographies by name.
  public var choreographies: [String: MotionChoreography]

  /// Creates a document (unchecked; ``validate()`` checks it, ``init(json:)`` does both).
  ///
  /// - Parameters:
  ///   - size: The stage's width and height, px.
  ///   - springs: Springs by name.
  ///   - curves: Curves by name.
  ///   - tracks: Tracks by name.
  ///   - choreographies: Choreographies by name.
  public init(
    size: [Double] = [360, 640], springs: [String: MotionSpring] = [:],
    curves: [String: MotionCurve] = [:], tracks: [String: MotionTrackDescription] = [:],
    choreographies: [String: MotionChoreography] = [:]
  ) {
    self.size = size
    self.springs = springs
    self.curves = curves
    self.tracks = tracks
    self.choreographies = choreographies
  }

  /// Reads and checks a document.
  ///
  /// - Parameter json: The document's JSON text.
  /// - Throws: A ``MotionDocumentError`` naming the place and the rule of the first problem.
  public init(json: String) throws(MotionDocumentError) {
    try self.init(jsonBytes: Array(json.utf8))
  }

  /// Reads and checks a document from UTF-8 bytes.
  ///
  /// - Parameter jsonBytes: The document's JSON, UTF-8.
  /// - Throws: A ``MotionDocumentError`` naming the place and the rule of the first problem.
  public init(jsonBytes: some Sequence<UInt8>) throws(MotionDocumentError) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(jsonBytes)
    } catch {
      throw MotionDocumentError(
        place: "line \(error.line), column \(error.column)", rule: error.message)
    }
    self = try MotionDocument(reading: value)
    try validate()
  }

  /// Every name the document defines of one kind, sorted.
  public var choreographyNames: [String] { choreographies.keys.sorted() }
}
