// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's POPAnimatablePropertyTests, and properties built from key paths.
@MainActor
@Suite("Animatable properties")
struct PropertyTests {
  @Test("testUserCreation: a property of the caller's making keeps its name and threshold 0.07")
  func userCreation() {
    // pop looks properties up by name and returns nil for an unknown one; PopKit has no
    // registry: a property is a value built from its closures.
    let property = AnimatableProperty<Box, Double>(
      name: "lalalala", threshold: 0.07, read: { $0.x * 2 }, write: { $0.x = $1 / 2 })
    #expect(property.name == "lalalala")
    expectClose(property.threshold, 0.07, absolute: 1e-4)
    let box = Box(x: 3)
    #expect(property.read(box) == 6)
    property.write(box, 10)
    #expect(box.x == 5)
  }

  @Test("testCopying: a copy has the same name, threshold and closures")
  func copying() {
    let property = Box.rectProperty
    let copy = property
    #expect(copy.name == property.name)
    #expect(copy.threshold == property.threshold)
    let box = Box()
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    copy.write(box, rect)
    #expect(property.read(box) == rect)
    #expect(copy.read(box) == rect)
  }

  @Test("testMutableCopying: withThreshold keeps the name and closures, changing the threshold")
  func mutableCopying() {
    let property = Box.rectProperty
    let same = property.withThreshold(property.threshold)
    #expect(same.name == property.name)
    #expect(same.threshold == property.threshold)
    let changed = property.withThreshold(0.25)
    #expect(changed.name == property.name)
    #expect(changed.threshold == 0.25)
    #expect(property.threshold == 1)
    let box = Box()
    let rect = CGRect(x: 5, y: 6, width: 7, height: 8)
    changed.write(box, rect)
    #expect(same.read(box) == rect)
  }

  @Test("testWithPropertyNamedConstruction: an animation uses the very property it was given")
  func animationUsesItsProperty() {
    let animation = SpringAnimation(property: Box.rectProperty)
    #expect(animation.property.name == Box.rectProperty.name)
    #expect(animation.property.threshold == Box.rectProperty.threshold)
    let box = Box()
    let rect = CGRect(x: 9, y: 8, width: 7, height: 6)
    animation.property.write(box, rect)
    #expect(box.rect == rect)
    #expect(Box.rectProperty.read(box) == rect)
  }

  @Test("a key-path property reads and writes through the key path and names itself after it")
  func keyPathProperty() {
    let property = AnimatableProperty(\Box.x, threshold: 0.5)
    #expect(property.name.contains("x"))
    #expect(property.threshold == 0.5)
    let named = AnimatableProperty(\Box.x, name: "position x")
    #expect(named.name == "position x")
    #expect(named.threshold == 0.01)
    let box = Box(x: 4)
    #expect(property.read(box) == 4)
    property.write(box, 9)
    #expect(box.xWrites == [9])
  }

  @Test(
    "a threshold that is negative or not finite stops the program",
    arguments: ["-1", "nan", "inf"])
  func invalidThreshold(threshold: String) async {
    // The exit test's captures travel as JSON, which has no NaN or infinity: pass text.
    await #expect(processExitsWith: .failure) { [threshold] in
      _ = AnimatableProperty<Box, Double>(
        name: "x", threshold: Double(threshold) ?? 0, read: { $0.x }, write: { $0.x = $1 })
    }
  }
}
