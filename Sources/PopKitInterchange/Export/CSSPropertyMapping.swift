// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Which CSS value each component of a document property animates, and how a target's rule
/// composes the custom properties into the CSS properties a browser draws.
struct CSSPropertyMapping {
  /// One component's CSS value.
  struct Channel: Equatable {
    /// The property or custom property, unescaped.
    var name: String
    /// The unit after the number: `""`, `px` or `deg`.
    var unit: String
    /// The initial value to register it with, or `nil` for a CSS property.
    var registeredInitialValue: Double?
  }

  /// One channel per component of the placement's track.
  let channels: [Channel]

  /// The channels of a placement.
  ///
  /// - Parameters:
  ///   - placement: The placement.
  ///   - targets: The choreography's targets, for colours' initial values.
  init(placement: ResolvedPlacement, targets: [String: MotionTarget]) {
    let target = placement.target
    func custom(_ suffix: String, _ initial: Double) -> Channel {
      Channel(name: CSSNames.custom(target, suffix), unit: "", registeredInitialValue: initial)
    }
    switch placement.knownProperty {
    case .x: channels = [custom("x", 0)]
    case .y: channels = [custom("y", 0)]
    case .position: channels = [custom("position-x", 0), custom("position-y", 0)]
    case .scale: channels = [custom("scale", 1)]
    case .scaleX: channels = [custom("scaleX", 1)]
    case .scaleY: channels = [custom("scaleY", 1)]
    case .rotation: channels = [Channel(name: "rotate", unit: "deg")]
    case .opacity: channels = [Channel(name: "opacity", unit: "")]
    case .width: channels = [Channel(name: "width", unit: "px")]
    case .height: channels = [Channel(name: "height", unit: "px")]
    case .cornerRadius: channels = [Channel(name: "border-radius", unit: "px")]
    case .color:
      let rest = CSSPropertyMapping.restColor(of: targets[target])
      channels = zip(["r", "g", "b", "a"], rest).map { custom("color-\($0)", $1) }
    case nil:
      channels = (0..<placement.track.componentCount).map { component in
        let suffix = placement.track.componentCount == 1 ? "" : "-\(component)"
        return Channel(
          name: "--\(placement.property)\(suffix)", unit: "", registeredInitialValue: 0)
      }
    }
  }

  /// A target's colour at rest, four channels in 0…1 (`#3366FF` when it has none; missing
  /// channels black, alpha 1).
  ///
  /// - Parameter target: The target.
  /// - Returns: Red, green, blue and alpha.
  static func restColor(of target: MotionTarget?) -> [Double] {
    let components = target?.color?.components ?? MotionValue.color("#3366FF").components
    let fallback = [0.0, 0, 0, 1]
    return (0..<4).map { $0 < components.count ? components[$0] : fallback[$0] }
  }

  /// The declarations a target's rule needs to draw its custom properties: `translate` from
  /// `x`, `y` and `position` (summed), `scale` from `scale` times `scaleX` or `scaleY`, and
  /// `background-color` from the colour's channels.
  ///
  /// - Parameters:
  ///   - target: The target's name.
  ///   - names: The names of the values its animations animate.
  /// - Returns: The declarations, property and CSS value.
  static func composition(
    of target: String, animating names: Set<String>
  ) -> [(String, String)] {
    func variable(_ suffix: String) -> String? {
      let name = CSSNames.custom(target, suffix)
      return names.contains(name) ? "var(\(CSSNames.customInCSS(name)))" : nil
    }
    var declarations: [(String, String)] = []
    let horizontal = ["x", "position-x"].compactMap(variable)
    let vertical = ["y", "position-y"].compactMap(variable)
    if !horizontal.isEmpty || !vertical.isEmpty {
      func length(_ terms: [String]) -> String {
        switch terms.count {
        case 0: "0px"
        case 1: "calc(\(terms[0]) * 1px)"
        default: "calc((\(terms.joined(separator: " + "))) * 1px)"
        }
      }
      declarations.append(("translate", "\(length(horizontal)) \(length(vertical))"))
    }
    let uniform = variable("scale")
    let scaleX = [uniform, variable("scaleX")].compactMap { $0 }
    let scaleY = [uniform, variable("scaleY")].compactMap { $0 }
    if !scaleX.isEmpty || !scaleY.isEmpty {
      func factor(_ terms: [String]) -> String {
        terms.isEmpty ? "1" : "calc(\(terms.joined(separator: " * ")))"
      }
      declarations.append(("scale", "\(factor(scaleX)) \(factor(scaleY))"))
    }
    let channels = ["r", "g", "b", "a"].compactMap { variable("color-\($0)") }
    if channels.count == 4 {
      let rgb = channels.prefix(3).map { "calc(\($0) * 255)" }.joined(separator: " ")
      declarations.append(("background-color", "rgb(\(rgb) / \(channels[3]))"))
    }
    return declarations
  }
}
