// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Why a spring cannot be written as a platform's code: the platform cannot hold it.
///
/// ```swift
/// do {
///   _ = try SpringCode.code(for: Spring(tension: 0, friction: 5), named: "drift", on: .compose)
/// } catch {
///   print(error.message)  // compose: a spring without tension has no stiffness …
/// }
/// ```
public struct SpringCodeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The platform that cannot hold the spring.
  public let platform: SpringPlatform

  /// What is wrong, naming the platform and the parameter.
  public let message: String

  /// The message.
  public var description: String { message }
}
