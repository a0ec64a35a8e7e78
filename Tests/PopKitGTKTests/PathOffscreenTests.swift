// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import Testing

  @testable import PopKitGallery

  extension OffscreenSceneTests {
    @Test("the path at 2.3 s: the plane at the track's point, its nose along the heading")
    func pathPlane() throws {
      let image = try render("path", at: 2.3, script: PathScene.script)
      let flight = PathDemo.flight
      let point = flight.value(at: 2.3)
      let heading = flight.orientation.value(at: 2.3).radians
      #expect(image.values["x"] == point.x && image.values["y"] == point.y)
      #expect(image.values["heading"] == heading)
      let centre = CGPoint(x: image.values["planeX"] ?? 0, y: 64 + (image.values["planeY"] ?? 0))
      /// The pixel at a point of the plane's own frame (nose along +x), turned by the heading.
      func pixel(_ x: Double, _ y: Double) -> RGBAColor {
        let turned = CGPoint(
          x: centre.x + x * cos(heading) - y * sin(heading),
          y: centre.y + x * sin(heading) + y * cos(heading))
        return image.pixel(x: Int(turned.x.rounded()), y: Int(turned.y.rounded()))
      }
      let accent = RGBAColor(red: 1, green: 0.23, blue: 0.42)
      // Inside the wings toward the nose, and in the notch behind: pink, then not.
      #expect(close(pixel(8, 4), accent), "\(pixel(8, 4))")
      #expect(close(pixel(12, -2), accent), "\(pixel(12, -2))")
      #expect(!close(pixel(-14, 0), accent), "\(pixel(-14, 0))")
      #expect(!close(pixel(-8, 12), accent) && !close(pixel(30, 0), accent))
    }
  }
#endif
