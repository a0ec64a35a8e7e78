// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The name a key-path property gets when none is given: the path after its root type, such
/// as `x` for `\Card.x` and `frame.origin.x` for `\Card.frame.origin.x`.
///
/// The animator tells an object's properties apart by name, and every key path of a property
/// starts at the same root type, so the root adds nothing; recordings, traces and goldens show
/// the name as the property is spelled. A path Swift cannot describe by names (a subscript)
/// keeps Swift's whole description without the backslash.
///
/// - Parameter keyPath: The key path.
/// - Returns: The path after the root type.
/// - Complexity: O(the description's length).
func keyPathPropertyName<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> String {
  var description = Substring(String(describing: keyPath))
  if description.first == "\\" { description = description.dropFirst() }
  let root = String(describing: Root.self) + "."
  if description.hasPrefix(root) { description = description.dropFirst(root.count) }
  return String(description)
}
