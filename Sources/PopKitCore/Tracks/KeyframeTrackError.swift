// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Why steps do not make a ``KeyframeTrack``: which step's parameter is wrong, its value and
/// what it allows.
///
/// ``KeyframeTrack/validated(from:_:)`` throws it for untrusted input, such as a track typed
/// on a command line or read from a file; ``KeyframeTrack/init(from:_:)`` stops the program
/// with its ``description``.
public struct KeyframeTrackError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The index of the step that is wrong, or `nil` for the initial value or the whole track.
  public let index: Int?

  /// The parameter's qualified name, for example `"Keyframe[2] duration"`.
  public let parameter: String

  /// The value the parameter was given (or computed to, for a settling duration or the
  /// track's length).
  public let value: Double

  /// The allowed values in words, for example `"finite and >= 0"`.
  public let allowed: String

  /// A sentence naming the parameter, the value and the allowed range, for example
  /// `Keyframe[2] duration must be finite and >= 0; got -1.0`.
  public var description: String { "\(parameter) must be \(allowed); got \(value)" }
}
