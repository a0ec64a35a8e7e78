// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import Testing

  @testable import PopKitGTKCheck

  /// The GTK frame clock and the main-queue bridge in a real window (`popkit-gtk-check
  /// check-clock` under Xvfb in CI).
  extension WindowTests {
    @Suite struct FrameClockTests {
      @Test("ticks only while animating; await finished resumes inside g_application_run")
      func clockCheck() throws {
        let binary = try #require(GalleryProcess.checkBinary)
        let run = try GalleryProcess.run(binary.path, ["check-clock"], timeout: 60)
        #expect(run.status == 0)
        let data = Data(run.output.utf8)
        let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        func number(_ key: String) -> Double { (result[key] as? NSNumber)?.doubleValue ?? .nan }
        func flag(_ key: String) -> Bool? { result[key] as? Bool }
        // Idle before anything was added: the tick callback was never added.
        #expect(number("ticksBefore") == 0)
        #expect(flag("runningBefore") == false)
        // The spring ran to its end on GDK's frames and `await finished` resumed (in a Task,
        // which runs only if GLib drains the main queue).
        #expect(flag("finished") == true)
        #expect(number("value") == 1)
        let settling = ClockCheck.spring.settlingDuration(
          distance: 1, threshold: ClockCheck.threshold)
        let elapsed = number("elapsed")
        #expect(
          elapsed >= settling - 1.0 / 30 && elapsed <= settling + 0.25, "\(elapsed) vs \(settling)")
        // About one tick per frame at the display's rate (60 Hz under Xvfb).
        let ticks = number("ticksDuring")
        #expect(
          ticks >= elapsed * 30 && ticks <= elapsed * 90 + 3, "\(ticks) ticks in \(elapsed) s")
        // Idle after it: the callback was removed, no tick in a whole second.
        #expect(flag("runningAfter") == false)
        #expect(number("idleTicks") == 0)
        // The next animation added it back.
        #expect(number("ticksResumed") > 0)
        // A TimerClock's animation also ran and finished inside the GTK main loop.
        #expect(flag("timerClockFinished") == true)
        #expect(number("timerClockValue") == 5)
      }
    }
  }
#endif
