// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

/// `isClose` and `expectClose`: the tolerance rule and what a failure says.
@Suite("Test support: approximate equality")
struct ApproximateEqualityTests {
  @Test("the larger of the absolute and the relative tolerance decides")
  func rule() {
    #expect(isClose(1.0, 1.05, absolute: 0.1))
    #expect(!isClose(1.0, 1.2, absolute: 0.1))
    #expect(isClose(1e9, 1e9 + 50, relative: 1e-7))
    #expect(!isClose(1e9, 1e9 + 500, relative: 1e-7))
    #expect(isClose(1e-20, 0, absolute: 1e-12, relative: 1e-9))
    #expect(isClose(2.0, 2.0))
    #expect(!isClose(2.0, 2.0.nextUp))
    #expect(isClose(0.1 + 0.2, 0.3, absolute: 1e-15))
  }

  @Test("a NaN or an infinity agrees with nothing, not even itself")
  func nonFinite() {
    #expect(!isClose(Double.nan, .nan, absolute: 1))
    #expect(!isClose(Double.infinity, .infinity, relative: 1))
    #expect(!isClose(Double.infinity, 1, relative: 1e-9))
    #expect(!isClose(1, Double.nan, absolute: .infinity))
  }

  @Test("a failure gives both numbers, the difference and the allowance at the caller's line")
  func failureMessage() {
    let line = #line + 2
    withKnownIssue {
      expectClose(1.0, 1.5, absolute: 0.125, "the comment")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line
        && text.contains("1.0 is not close to 1.5: difference 0.5, allowed 0.125")
        && text.contains("(absolute 0.125)") && text.hasSuffix(": the comment")
    }
    #expect(expectClose(1.0, 1.0625, absolute: 0.125))
  }

  @Test("lists: a different count, or the first index that differs, is one issue")
  func lists() {
    #expect(expectClose([1.0, 2.0], [1.0, 2.0 + 1e-13], absolute: 1e-12))
    withKnownIssue {
      expectClose([1.0, 2.0], [1.0], absolute: 1)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("2 numbers, expected 1")
    }
    withKnownIssue {
      expectClose([1.0, 2.0, 3.0], [1.0, 2.5, 4.0], relative: 1e-3)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("[1]: 2.0 is not close to 2.5")
    }
  }
}
