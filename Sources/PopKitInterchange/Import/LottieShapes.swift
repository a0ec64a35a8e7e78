// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The shapes of a layer the import uses — its first rectangle or ellipse and first fill, at the
/// top or in groups — and notes on the rest.
struct LottieShapes {
  /// The first rectangle (`rc`) or ellipse (`el`): the target's outline.
  var rectangle: LottieReader?
  /// Whether ``rectangle`` is an ellipse.
  var isEllipse = false
  /// The first fill (`fl`).
  var fill: LottieReader?
  /// What is not imported.
  var notes: [String] = []

  /// The names of shape types, for notes.
  static let typeNames: [String: String] = [
    "sh": "path", "sr": "star", "st": "stroke", "gf": "gradient fill",
    "gs": "gradient stroke", "tm": "trim path", "rd": "rounded corners", "rp": "repeater",
    "mm": "merge", "op": "offset path", "pb": "pucker", "tw": "twist", "zz": "zig zag",
  ]

  /// Looks through a list of shapes, depth first, in order.
  mutating func find(in list: LottieReader) throws(MotionDocumentError) {
    for item in try list.items() {
      let type = try item.required("ty").string()
      switch type {
      case "rc", "el":
        let what = type == "el" ? "ellipse" : "rectangle"
        if rectangle == nil {
          rectangle = item
          isEllipse = type == "el"
        } else {
          note("a second outline (\(what))", item)
        }
      case "fl":
        if fill == nil { fill = item } else { note("a second fill", item) }
      case "gr":
        if let items = try item.optional("it") { try find(in: items) }
      case "tr":
        if try !LottieShapes.isIdentity(item) { note("a group transform", item) }
      default:
        note("a \(LottieShapes.typeNames[type] ?? "shape of type \"\(type)\"")", item)
      }
    }
  }

  /// Notes a shape that is not imported.
  private mutating func note(_ what: String, _ item: LottieReader) {
    notes.append("\(what) (\(item.place)) is not imported")
  }

  /// Whether a group's transform leaves its shapes where they are.
  static func isIdentity(_ transform: LottieReader) throws(MotionDocumentError) -> Bool {
    let rest: [(String, Double)] = [
      ("p", 0), ("a", 0), ("s", 100), ("r", 0), ("o", 100), ("sk", 0),
    ]
    for (key, value) in rest {
      guard let property = try transform.optional(key) else { continue }
      guard let content = try property.optional("k"), case .array(let items) = content.value
      else {
        if let content = try property.optional("k"), try content.numbers() != [value] {
          return false
        }
        continue
      }
      if case .object = items.first { return false }
      if try content.numbers().contains(where: { $0 != value }) { return false }
    }
    return true
  }
}
