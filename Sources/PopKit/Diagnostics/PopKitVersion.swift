// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The version of PopKit, in one place: `popkit --version` prints it, and the newest release of
/// `CHANGELOG.md` states it.
public enum PopKitVersion {
  /// The version as semantic versioning's `MAJOR.MINOR.PATCH`, such as `"0.1.0"`.
  public static let current = "0.1.0"
}
