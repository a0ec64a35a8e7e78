// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// How a choreography player's time moves.
///
/// Not at all, playing at a rate, or springing to an end. Pure arithmetic on the animator's timebase; the player acts on what it answers.
enum ChoreographyMotion {
  /// Standing still at the player's time.
  case still
  /// Playing (see ``PlayMotion``).
  case playing(PlayMotion)
  /// Springing to an end (see ``ReleaseMotion``).
  case releasing(ReleaseMotion)
}
