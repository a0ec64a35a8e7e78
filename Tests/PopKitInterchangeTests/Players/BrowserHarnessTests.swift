// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

/// The browser harness itself: a hand-made page whose animations have known values, read back
/// through headless Chromium and the probe.
@Suite(.needsChromium)
struct BrowserHarnessTests {
  /// A 1 s linear animation of opacity 0 → 1 and translate 0 → 100px on `#card`, and the same
  /// translate with `animation-delay: 200ms` on `#late`.
  static let page = BrowserPage.html(
    css: """
      #card { animation: fade 1s linear both; }
      #late { animation: slide 1s linear 200ms both; }
      @keyframes fade { from { opacity: 0; translate: 0px; } to { opacity: 1; translate: 100px; } }
      @keyframes slide { from { translate: 0px; } to { translate: 100px; } }
      """, elements: ["card", "late"])

  @Test func linearAnimationReadsBackItsValues() throws {
    // 0, 250 and 500 ms, and 101 instants across the span (10 ms apart), as the export tests read.
    let times = [0.0, 250, 500] + (0...100).map { Double($0) * 10 }
    let started = Date()
    let readings = try Chromium.probe(
      page: Self.page,
      probes: [
        BrowserProbe(element: "card", properties: ["opacity", "translate"]),
        BrowserProbe(element: "late", properties: ["translate"]),
      ], times: times)
    print("chromium probe: \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
    #expect(readings.times == times)
    #expect(readings.animations == 2)
    let opacity = try readings.values("card", "opacity").map(ComputedStyle.number)
    let translate = try readings.values("card", "translate").map { try ComputedStyle.translate($0) }
    let late = try readings.values("late", "translate").map { try ComputedStyle.translate($0) }
    try #require(opacity.count == times.count && translate.count == times.count)
    try #require(late.count == times.count)
    for (index, time) in times.enumerated() {
      let progress = time / 1000
      expectClose(opacity[index], progress, absolute: 1e-3, "opacity at \(time) ms")
      expectClose(translate[index].x, 100 * progress, absolute: 1e-3, "translate at \(time) ms")
      #expect(translate[index].y == 0)
      // The delayed animation's currentTime is timeline time: it starts moving at 200 ms and
      // holds its first value before (fill-mode both).
      let lateProgress = max(0, time - 200) / 1000
      expectClose(
        late[index].x, 100 * lateProgress, absolute: 1e-3, "delayed translate at \(time) ms")
    }
  }

  @Test func missingElementIsReportedByName() throws {
    _ = try PlayerEnvironment.requireChromium()
    #expect {
      _ = try Chromium.probe(
        page: Self.page, probes: [BrowserProbe(element: "crad", properties: ["opacity"])],
        times: [0])
    } throws: { error in
      "\(error)".contains("no element with id \"crad\"")
    }
  }
}

extension BrowserHarnessTests {
  /// WAAPI animations made by the page's script are probed the same way: a registered custom
  /// property and an opacity, 1 s linear after a 200 ms delay, fill both.
  @Test func webAnimationsAreProbedToo() throws {
    let page = BrowserPage.html(
      css: "", elements: ["card"],
      script: """
        CSS.registerProperty({name: "--x", syntax: "<length>", inherits: false, initialValue: "0px"});
        const options = {duration: 1000, delay: 200, fill: "both", easing: "linear"};
        document.getElementById("card").animate([{opacity: 0}, {opacity: 1}], options);
        document.getElementById("card").animate([{"--x": "0px"}, {"--x": "40px"}], options);
        """)
    let times = [0.0, 200, 450, 700, 1200, 1500]
    let readings = try Chromium.probe(
      page: page, probes: [BrowserProbe(element: "card", properties: ["opacity", "--x"])],
      times: times)
    #expect(readings.animations == 2)
    let opacity = try readings.values("card", "opacity").map(ComputedStyle.number)
    let x = try readings.values("card", "--x").map(ComputedStyle.length)
    try #require(opacity.count == times.count && x.count == times.count)
    for (index, time) in times.enumerated() {
      let progress = min(1, max(0, time - 200) / 1000)
      expectClose(opacity[index], progress, absolute: 1e-3, "opacity at \(time) ms")
      expectClose(x[index], 40 * progress, absolute: 1e-3, "--x at \(time) ms")
    }
  }

  /// A page that never finishes loading is killed at its timeout, with every process of that
  /// browser (a test run must not leave browsers behind on a 2-core machine).
  @Test func hungPageIsKilledWithItsWholeBrowser() throws {
    _ = try PlayerEnvironment.requireChromium()
    let page = "<html><body><script>while (true) {}</script></body></html>"
    var timedOut: PlayerProcess.TimedOut?
    do {
      _ = try Chromium.run(page: page, timeout: 3)
    } catch let error as PlayerProcess.TimedOut {
      timedOut = error
    }
    let error = try #require(timedOut, "the hung page did not time out")
    let profile = try #require(
      error.command.split(separator: " ").first { $0.hasPrefix("--user-data-dir=") })
    Thread.sleep(forTimeInterval: 0.5)
    let survivors = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { entry in
      guard Int(entry) != nil,
        let commandLine = PlayerProcess.contents(of: "/proc/\(entry)/cmdline")
      else { return false }
      return String(decoding: commandLine, as: UTF8.self).contains(profile)
    }
    #expect(survivors.isEmpty, "processes left running: \(survivors)")
  }
}

/// The computed-style parsers, on texts Chromium 156 returned (no browser needed).
struct ComputedStyleTests {
  @Test func numbersAndLengths() throws {
    #expect(try ComputedStyle.number("0.333333") == 0.333333)
    #expect(try ComputedStyle.length("33.3333px") == 33.3333)
    #expect(try ComputedStyle.length("0") == 0)
    #expect(throws: ComputedStyle.Unreadable.self) { try ComputedStyle.length("2em") }
    #expect(throws: ComputedStyle.Unreadable.self) { try ComputedStyle.number("auto") }
  }

  @Test func transforms() throws {
    #expect(try ComputedStyle.translate("none") == (0, 0, 0))
    #expect(try ComputedStyle.translate("100px") == (100, 0, 0))
    #expect(try ComputedStyle.translate("25px 0.75px") == (25, 0.75, 0))
    #expect(try ComputedStyle.scale("none") == (1, 1, 1))
    #expect(try ComputedStyle.scale("1.5") == (1.5, 1.5, 1))
    #expect(try ComputedStyle.scale("1.375 1.75") == (1.375, 1.75, 1))
    #expect(try ComputedStyle.rotate("none") == 0)
    #expect(try ComputedStyle.rotate("11.25deg") == 11.25)
    #expect(try ComputedStyle.rotate("0 0 1 45deg") == 45)
    #expect(try ComputedStyle.rotate("0.25turn") == 90)
    try expectClose(ComputedStyle.rotate("3.14159265rad"), 180, absolute: 1e-6)
    #expect(throws: ComputedStyle.Unreadable.self) { try ComputedStyle.rotate("1 1 0 30deg") }
    #expect(throws: ComputedStyle.Unreadable.self) {
      try ComputedStyle.translate("1px 2px 3px 4px")
    }
  }

  @Test func colors() throws {
    #expect(
      try ComputedStyle.color("rgb(51, 102, 255)")
        == ComputedStyle.Color(red: 0.2, green: 0.4, blue: 1, alpha: 1))
    let translucent = try ComputedStyle.color("rgba(80, 87, 218, 0.875)")
    #expect(
      translucent
        == ComputedStyle.Color(red: 80 / 255, green: 87 / 255, blue: 218 / 255, alpha: 0.875))
    #expect(
      try ComputedStyle.color("color(srgb 0.2 0.4 1)")
        == ComputedStyle.Color(red: 0.2, green: 0.4, blue: 1, alpha: 1))
    #expect(try ComputedStyle.color("rgb(51 102 255 / 0.5)").alpha == 0.5)
    // sRGB red is Oklab (0.627955, 0.224863, 0.125846) (Ottosson's published values).
    let red = try ComputedStyle.color("oklab(0.627955 0.224863 0.125846)")
    expectClose(red.red, 1, absolute: 1e-4)
    expectClose(red.green, 0, absolute: 1e-4)
    expectClose(red.blue, 0, absolute: 1e-4)
    #expect(throws: ComputedStyle.Unreadable.self) { try ComputedStyle.color("#3366ff") }
    #expect(throws: ComputedStyle.Unreadable.self) { try ComputedStyle.color("hsl(1 2% 3%)") }
  }

  @Test func escapedDOMText() throws {
    let dom = """
      <html><body><pre id="popkit-readings">{"times":[0],"animations":1,\
      "readings":{"a":{"--label":["&lt;b&gt; &amp; \\&quot;"]}}}</pre></body></html>
      """
    let readings = try Chromium.decodeReadings(dom: dom)
    #expect(readings.values("a", "--label") == ["<b> & \""])
  }
}
