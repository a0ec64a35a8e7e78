// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A demo's keys: which keys call which of its model's actions, and the help that names them.
///
/// Written once per demo, in its model's ``Demo`` conformance, and used by every host: the
/// terminal's footer shows ``hints``, both hosts' key lists (`?`) list them, and each host's
/// scene hands its keys to ``handle(_:on:at:)``.
///
/// ```swift
/// static let keys = DemoKeys<SpringDemo>(
///   hints: [KeyHint("space", "flip"), KeyHint("+/-", "bounciness")],
///   [
///     .on(.space, .enter) { $0.flip() },
///     .on(.character("+"), .character("=")) { $0.changeBounciness(by: 2) },
///     .on(.character("-"), .character("_")) { $0.changeBounciness(by: -2) },
///   ])
/// ```
@MainActor
package struct DemoKeys<Model: AnyObject> {
  /// Keys and the action they call.
  package struct Binding {
    /// The keys, any of which calls the action.
    let keys: [DemoKey]
    /// The action: gets the model and the animator's time, returns whether it did something.
    let action: @MainActor (Model, Double) -> Bool

    /// Keys that call an action, which always counts as done.
    ///
    /// - Parameters:
    ///   - keys: The keys.
    ///   - action: The action on the model.
    /// - Returns: The binding.
    package static func on(_ keys: DemoKey..., do action: @escaping @MainActor (Model) -> Void)
      -> Binding
    {
      Binding(keys: keys) { model, _ in
        action(model)
        return true
      }
    }

    /// Keys that call an action which needs the time and may do nothing.
    ///
    /// - Parameters:
    ///   - keys: The keys.
    ///   - action: The action: gets the model and the animator's time, in seconds; returns
    ///     whether it did something.
    /// - Returns: The binding.
    package static func on(
      _ keys: DemoKey..., attempt action: @escaping @MainActor (Model, Double) -> Bool
    ) -> Binding {
      Binding(keys: keys, action: action)
    }
  }

  /// The help for the keys, in the order the footer writes them.
  package let hints: [KeyHint]
  /// The bindings.
  private let bindings: [Binding]

  /// Creates a demo's keys.
  ///
  /// A binding of a key the shell keeps (``ReservedKeys``) is a programmer error: it stops the
  /// program with a message naming the key.
  ///
  /// - Parameters:
  ///   - hints: The help, in the order the footer writes it.
  ///   - bindings: The bindings; where two bind the same key, the first wins.
  package init(hints: [KeyHint], _ bindings: [Binding]) {
    for key in bindings.flatMap(\.keys) {
      precondition(
        !ReservedKeys.contains(key),
        "DemoKeys: \(key) is kept by the shell (arrows, digits, q, ?, Escape, Ctrl-C and the "
          + "inspector's i [ ] \\ / R); bind another key")
    }
    self.hints = hints
    self.bindings = bindings
  }

  /// Every key bound.
  package var boundKeys: Set<DemoKey> { Set(bindings.flatMap(\.keys)) }

  /// Calls the action bound to a key.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - model: The demo's model.
  ///   - time: The time on the animator's timebase, in seconds.
  /// - Returns: Whether the key is bound and its action did something.
  package func handle(_ key: DemoKey, on model: Model, at time: Double) -> Bool {
    bindings.first { $0.keys.contains(key) }?.action(model, time) ?? false
  }
}
