// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitTestSupport
  import Testing

  @testable import PopKitGTKCheck

  /// A `GTKLayoutBox` of buttons in a real window on GTK's frame clock (`popkit-gtk-check
  /// check-layout`): every frame GTK draws each child where the transition presented it, and a
  /// window closed mid-transition leaves nothing on the animator and frees everything (CI also
  /// runs that under valgrind).
  extension WindowTests {
    @Suite struct LayoutWindowTests {
      /// The check's record.
      static func record(_ arguments: [String]) throws -> [String: Any] {
        let binary = try #require(GalleryProcess.checkBinary)
        let run = try GalleryProcess.run(binary.path, ["check-layout"] + arguments, timeout: 90)
        try #require(run.status == 0, "check-layout exited with \(run.status)")
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        return try #require(json as? [String: Any])
      }

      /// A number of a record, or NaN.
      static func number(_ record: [String: Any], _ key: String) -> Double {
        (record[key] as? NSNumber)?.doubleValue ?? .nan
      }

      @Test("on GTK's frames each child is drawn at its presented frame; at rest the clock stops")
      func framesOnTheFrameClock() throws {
        let record = try Self.record([])
        let frames = record["frames"] as? [[String: Double]] ?? []
        // The exit, reorder and enter run for about half a second at 60 Hz (Xvfb's rate).
        let changing = frames.filter { ($0["exiting"] ?? 0) > 0 }
        #expect(changing.count >= 15, "\(changing.count) frames with an exit under way")
        for frame in frames {
          #expect((frame["checked"] ?? 0) >= 8)
          #expect((frame["positionError"] ?? .nan) <= 1e-3, "\(frame)")
          #expect((frame["sizeError"] ?? .nan) <= 0.5, "\(frame)")
        }
        // Two exits ended (unparented); one button came in: 8 − 2 + 1 laid out.
        #expect(Self.number(record, "children") == 7)
        #expect(Self.number(record, "parented") == 6)
        #expect(record["restMoving"] as? Bool == false)
        #expect(record["clockRunningAtRest"] as? Bool == false)
      }

      @Test("a window closed mid-transition: nothing left on the animator, every widget freed")
      func closedMidTransition() throws {
        let record = try Self.record(["--close"])
        #expect(Self.number(record, "runningAtClose") == 1)
        #expect(Self.number(record, "exitingAtClose") >= 1)
        // The unmap landed every motion: the exits ended, the conductor left the animator.
        #expect(Self.number(record, "animationsLeft") == 0)
        #expect(Self.number(record, "runningAnimationsLeft") == 0)
        #expect(Self.number(record, "exitingAfterClose") == 0)
        #expect(Self.number(record, "framesAfterClose") == 0)
        #expect(record["boxFreed"] as? Bool == true)
        #expect(record["animatorFreed"] as? Bool == true)
        // Nine buttons and the box's widget.
        #expect(Self.number(record, "widgets") == Double(LayoutCheck.count + 2))
        #expect(Self.number(record, "disposed") == Self.number(record, "widgets"))
      }
    }
  }
#endif
