// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK
  import PopKitTestSupport
  import Testing

  /// `GTKLayoutBox` laid out by GTK (``LayoutBoxHarness``: no window, frames by hand): each
  /// child's bounds, as `gtk_widget_compute_bounds` reports them after each allocation, are
  /// its presented frame on every frame of every change; exits, reorders and hand-offs.
  extension WindowTests {
    @MainActor
    @Suite struct LayoutBoxTests {
      /// The children's size requests (pixels) used below.
      static let sizes: [(width: Int32, height: Int32)] = [(40, 20), (60, 30), (30, 10), (50, 25)]

      /// A harness with one box of the children above, laid out and at rest.
      static func settledBox(
        _ arrangement: GTKLayoutArrangement, width: Int32 = 400
      ) throws -> (LayoutBoxHarness, GTKLayoutBox, [UnsafeMutablePointer<GtkWidget>]) {
        let harness = try LayoutBoxHarness()
        let box = harness.box(arrangement, width: width)
        let children = sizes.map { harness.child(width: $0.width, height: $0.height) }
        for child in children { box.append(child) }
        harness.layOut()
        try runToRest(harness, box)
        return (harness, box, children)
      }

      /// Frames until the box's transition stops moving, checking GTK's bounds on each.
      ///
      /// - Returns: How many frames had a child between its layout frame and elsewhere.
      @discardableResult
      static func runToRest(
        _ harness: LayoutBoxHarness, _ box: GTKLayoutBox, _ label: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
      ) throws -> Int {
        var moving = 0
        // At least one frame: a change made since the last one is laid out in it.
        for index in 0..<600
        where index == 0 || box.transition.isMoving || !box.transition.exiting.isEmpty {
          harness.frame()
          LayoutBoxHarness.expectDrawnAtPresentedFrames(
            box, "\(label) frame \(index)", sourceLocation: sourceLocation)
          let between = LayoutBoxHarness.drawn(in: box).contains {
            box.transition.presentedFrame(of: $0) != box.transition.layoutFrame(of: $0)
          }
          if between { moving += 1 }
        }
        try #require(
          !box.transition.isMoving, "at rest within 10 s", sourceLocation: sourceLocation)
        return moving
      }

      @Test(
        "at rest each child is where the arrangement puts its natural size",
        arguments: [
          GTKLayoutArrangement.column(spacing: 6), .row(spacing: 6),
          .grid(columns: 3, spacing: 6), .flow(spacing: 6),
        ])
      func restingPlaces(arrangement: GTKLayoutArrangement) throws {
        let (harness, box, children) = try Self.settledBox(arrangement, width: 150)
        defer { withExtendedLifetime(harness) {} }
        // The fixed gives the box its minimum size: 150 px wide (its size request) unless its
        // children need more (a row, a grid). A column's and a grid's children take the width
        // they are given; a row's and a flow's their own.
        let size = try #require(LayoutBoxHarness.bounds(of: box.widget, in: box)).size
        let (width, height) = (Double(size.width), Double(size.height))
        let given = arrangement.childWidth(inBoxWidth: width)
        let sizes = Self.sizes.map {
          CGSize(width: given ?? Double($0.width), height: Double($0.height))
        }
        let expected = arrangement.frames(width: width, height: height, sizes: sizes)
        #expect(height == arrangement.boxHeight(width: width, sizes: sizes))
        let request = arrangement.boxWidth(
          minimum: Self.sizes.map { Double($0.width) }, natural: Self.sizes.map { Double($0.width) }
        )
        #expect(width == max(150, request.minimum))
        #expect(box.children == children)
        for (child, frame) in zip(children, expected) {
          #expect(box.transition.layoutFrame(of: child) == frame)
          #expect(LayoutBoxHarness.bounds(of: child, in: box) == frame)
          #expect(gtk_widget_get_opacity(child) == 1)
        }
      }

      @Test(
        "every frame of an enter, exit, reorder, own resize and box resize: bounds = presented",
        arguments: [LayoutPresence.fade, .scale(0.6), .none])
      func everyFrameDrawnAtPresentedFrame(presence: LayoutPresence) throws {
        let (harness, box, children) = try Self.settledBox(.column(spacing: 8))
        defer { withExtendedLifetime(harness) {} }
        box.presence = presence
        var moving = 0
        box.remove(children[1])
        for _ in 0..<10 { harness.frame() }
        box.reorder([children[3], children[0], children[2]])
        moving += try Self.runToRest(harness, box, "exit and reorder")
        // A child's own size change: GTK re-measures it at the next layout.
        gtk_widget_set_size_request(children[0], 40, 70)
        moving += try Self.runToRest(harness, box, "own size")
        #expect(box.transition.layoutFrame(of: children[0])?.height == 70)
        // The box's resize: its column width changes; the children spring to it.
        gtk_widget_set_size_request(box.widget, 260, -1)
        moving += try Self.runToRest(harness, box, "box resize")
        #expect(box.transition.layoutFrame(of: children[2])?.width == 260)
        // A new child enters.
        let late = harness.child(width: 20, height: 20)
        box.insert(late, at: 1)
        moving += try Self.runToRest(harness, box, "enter")
        #expect(box.children == [children[3], late, children[0], children[2]])
        #expect(moving >= 40, "frames in motion: \(moving)")
      }

      @Test("a resizing child is laid out again, not scaled: its own child keeps its pixel size")
      func resizeIsNotScale() throws {
        let (harness, box, children) = try Self.settledBox(.column(spacing: 8))
        defer { withExtendedLifetime(harness) {} }
        let inner: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_size_request(inner, 16, 16)
        gtk_widget_set_halign(inner, GTK_ALIGN_START)
        gtk_widget_set_valign(inner, GTK_ALIGN_START)
        let card = children[1]
        gtk_box_append(UnsafeMutableRawPointer(card).assumingMemoryBound(to: GtkBox.self), inner)
        harness.frame()
        // The box narrows from 400 to 200 px: the card's width springs between the two.
        gtk_widget_set_size_request(box.widget, 200, -1)
        var between = 0
        for index in 0..<600 where index == 0 || box.transition.isMoving {
          harness.frame()
          let presented = try #require(box.presentedFrame(of: card))
          let bounds = try #require(LayoutBoxHarness.bounds(of: inner, in: box))
          // A scale of the card (presented width / 400) would draw the inner box that much
          // narrower; allocated at its size, the card lays it out at 16 × 16 px.
          #expect(bounds.width == 16 && bounds.height == 16, "frame \(index): \(bounds)")
          #expect(abs(bounds.minX - presented.minX) <= 1e-3)
          #expect(abs(bounds.minY - presented.minY) <= 1e-3)
          if presented.width > 201 && presented.width < 399 { between += 1 }
        }
        #expect(between >= 10, "frames mid-resize: \(between)")
      }

      @Test("a widget disposed of mid-transition: the box forgets its children, nothing runs")
      func disposedMidTransition() throws {
        let (harness, box, children) = try Self.settledBox(.grid(columns: 2, spacing: 4))
        defer { withExtendedLifetime(harness) {} }
        box.remove(children[0])
        box.reorder([children[3], children[2], children[1]])
        for _ in 0..<5 { harness.frame() }
        #expect(harness.animator.animationCount == 1)
        // Out of the fixed first (a parent must not hold a disposed child), then disposed of.
        gtk_fixed_remove(
          UnsafeMutableRawPointer(harness.fixed).assumingMemoryBound(to: GtkFixed.self),
          box.widget)
        g_object_run_dispose(
          UnsafeMutableRawPointer(box.widget).assumingMemoryBound(to: GObject.self))
        // GtkBox's dispose unparented the children; the box let its transition land.
        #expect(children.allSatisfy { gtk_widget_get_parent($0) == nil })
        #expect(box.children.isEmpty)
        #expect(harness.animator.animationCount == 0)
        #expect(box.transition.exiting.isEmpty && !box.transition.isMoving)
        // Later calls are ignored; frames touch nothing.
        box.append(children[0])
        box.handOff(children[1], to: box)
        #expect(box.children.isEmpty && gtk_widget_get_parent(children[0]) == nil)
        for _ in 0..<5 { harness.frame() }
      }

      @Test("a removed child stays drawn, untargetable and hidden, until its exit ends")
      func exit() throws {
        let (harness, box, children) = try Self.settledBox(.flow(spacing: 4))
        defer { withExtendedLifetime(harness) {} }
        let leaving = children[2]
        gtk_widget_set_can_focus(leaving, 1)
        box.remove(leaving)
        #expect(!box.children.contains(leaving))
        var exitFrames = 0
        while box.transition.exiting.contains(leaving) {
          #expect(gtk_widget_get_parent(leaving) == box.widget)
          #expect(gtk_widget_get_can_target(leaving) == 0)
          #expect(gtk_widget_get_focusable(leaving) == 0 && gtk_widget_get_can_focus(leaving) == 0)
          #expect(
            gtk_test_accessible_has_state(OpaquePointer(leaving), GTK_ACCESSIBLE_STATE_HIDDEN) != 0)
          // In its place in the drawing order (third of four).
          #expect(LayoutBoxHarness.drawn(in: box).firstIndex(of: leaving) == 2)
          harness.frame()
          LayoutBoxHarness.expectDrawnAtPresentedFrames(box, "exit frame \(exitFrames)")
          exitFrames += 1
          try #require(exitFrames < 600)
        }
        #expect(exitFrames >= 10, "the fade lasted \(exitFrames) frames")
        // Its exit ended: unparented, and it can do again what it could.
        #expect(gtk_widget_get_parent(leaving) == nil)
        #expect(box.presentedFrame(of: leaving) == nil)
        #expect(gtk_widget_get_can_target(leaving) != 0)
        #expect(gtk_widget_get_focusable(leaving) != 0 && gtk_widget_get_can_focus(leaving) != 0)
        #expect(
          gtk_test_accessible_has_state(OpaquePointer(leaving), GTK_ACCESSIBLE_STATE_HIDDEN) == 0)
        // Added again, it enters.
        box.append(leaving)
        #expect(gtk_widget_get_parent(leaving) == box.widget)
        try Self.runToRest(harness, box, "re-entry")
        #expect(box.children.last == leaving)
      }

      @Test("a child removed and added back mid-exit re-enters from where it is drawn")
      func reentry() throws {
        let (harness, box, children) = try Self.settledBox(.column(spacing: 4))
        defer { withExtendedLifetime(harness) {} }
        box.remove(children[0])
        for _ in 0..<8 { harness.frame() }
        let opacity = try #require(box.transition.presentedOpacity(of: children[0]))
        #expect(opacity < 1 && opacity > 0)
        box.insert(children[0], at: 0)
        #expect(box.transition.presentedOpacity(of: children[0]) == opacity)
        #expect(gtk_widget_get_can_target(children[0]) != 0)
        #expect(box.transition.exiting.isEmpty)
        try Self.runToRest(harness, box, "re-entry")
        #expect(gtk_widget_get_parent(children[0]) == box.widget)
        #expect(gtk_widget_get_opacity(children[0]) == 1)
      }

      @Test("a reorder mid-move keeps each child's presented frame and velocity")
      func reorderKeepsVelocity() throws {
        let (harness, box, children) = try Self.settledBox(.row(spacing: 10))
        defer { withExtendedLifetime(harness) {} }
        box.reorder(children.reversed())
        for _ in 0..<9 { harness.frame() }
        let before = children.map {
          (box.transition.presentedFrame(of: $0), box.transition.presentedVelocity(of: $0))
        }
        #expect(before.contains { ($0.1?.minX ?? 0) != 0 }, "moving when reordered again")
        let order = [children[1], children[3], children[0], children[2]]
        box.reorder(order)
        for (child, (frame, velocity)) in zip(children, before) {
          let now = try #require(box.transition.presentedFrame(of: child))
          let speed = try #require(box.transition.presentedVelocity(of: child))
          let was = try #require(frame)
          let wasSpeed = try #require(velocity)
          expectClose(Double(now.minX), Double(was.minX), absolute: 1e-9)
          expectClose(Double(speed.minX), Double(wasSpeed.minX), absolute: 1e-9)
          expectClose(Double(speed.width), Double(wasSpeed.width), absolute: 1e-9)
        }
        #expect(box.children == order)
        try Self.runToRest(harness, box, "second reorder")
        #expect(
          order.map { LayoutBoxHarness.bounds(of: $0, in: box)?.minX ?? -1 }
            == [0, 70, 130, 180])
      }

      @Test("handOff: the child arrives in the other box with its presented frame and velocity")
      func handOff() throws {
        let harness = try LayoutBoxHarness()
        defer { withExtendedLifetime(harness) {} }
        let source = harness.box(.column(spacing: 4), x: 0, y: 0, width: 300)
        let destination = harness.box(.grid(columns: 2, spacing: 4), x: 500, y: 40, width: 300)
        let children = Self.sizes.map { harness.child(width: $0.width, height: $0.height) }
        for child in children { source.append(child) }
        let resident = harness.child(width: 10, height: 10)
        destination.append(resident)
        harness.layOut()
        try Self.runToRest(harness, source)
        try Self.runToRest(harness, destination)
        // Moving when handed over.
        source.reorder([children[3], children[0], children[1], children[2]])
        for _ in 0..<7 { harness.frame() }
        let traveller = children[3]
        let frame = try #require(source.presentedFrame(of: traveller))
        let velocity = try #require(source.transition.presentedVelocity(of: traveller))
        #expect(velocity.minY != 0)
        source.handOff(traveller, to: destination)
        #expect(source.children == [children[0], children[1], children[2]])
        #expect(source.presentedFrame(of: traveller) == nil)
        #expect(destination.children == [resident, traveller])
        #expect(gtk_widget_get_parent(traveller) == destination.widget)
        // The source's origin is at (−500, −40) in the destination.
        let arrived = try #require(destination.presentedFrame(of: traveller))
        let arrivedVelocity = try #require(destination.transition.presentedVelocity(of: traveller))
        expectClose(Double(arrived.minX), Double(frame.minX) - 500, absolute: 1e-9)
        expectClose(Double(arrived.minY), Double(frame.minY) - 40, absolute: 1e-9)
        expectClose(Double(arrived.width), Double(frame.width), absolute: 1e-9)
        expectClose(Double(arrived.height), Double(frame.height), absolute: 1e-9)
        for (one, two) in [
          (arrivedVelocity.minX, velocity.minX), (arrivedVelocity.minY, velocity.minY),
          (arrivedVelocity.width, velocity.width), (arrivedVelocity.height, velocity.height),
        ] {
          expectClose(Double(one), Double(two), absolute: 1e-9)
        }
        #expect(destination.transition.presentedOpacity(of: traveller) == 1)
        #expect(!source.transition.exiting.contains(traveller))
        try Self.runToRest(harness, destination, "arrival")
        try Self.runToRest(harness, source, "gap closing")
        #expect(LayoutBoxHarness.bounds(of: traveller, in: destination)?.minX == 152)
        #expect(harness.animator.animationCount == 0)
      }

      @Test("an exiting child handed off arrives whole: opacity 1, targetable, no exit here")
      func handOffExiting() throws {
        let harness = try LayoutBoxHarness()
        defer { withExtendedLifetime(harness) {} }
        let source = harness.box(.row(spacing: 4), x: 0, y: 0)
        let destination = harness.box(.column(spacing: 4), x: 0, y: 300)
        let children = Self.sizes.map { harness.child(width: $0.width, height: $0.height) }
        for child in children { source.append(child) }
        harness.layOut()
        try Self.runToRest(harness, source)
        source.remove(children[2])
        for _ in 0..<6 { harness.frame() }
        let fading = try #require(source.transition.presentedOpacity(of: children[2]))
        #expect(fading > 0 && fading < 1)
        let frame = try #require(source.presentedFrame(of: children[2]))
        source.handOff(children[2], to: destination, at: 0)
        #expect(source.transition.exiting.isEmpty)
        #expect(gtk_widget_get_parent(children[2]) == destination.widget)
        #expect(gtk_widget_get_can_target(children[2]) != 0)
        #expect(destination.transition.presentedOpacity(of: children[2]) == 1)
        let arrived = try #require(destination.presentedFrame(of: children[2]))
        expectClose(Double(arrived.minY), Double(frame.minY) - 300, absolute: 1e-9)
        try Self.runToRest(harness, destination, "arrival")
        #expect(destination.children == [children[2]])
        #expect(gtk_widget_get_parent(children[2]) == destination.widget)
      }
    }
  }
#endif
