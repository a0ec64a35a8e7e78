// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import Testing

  /// The DocC articles "PopKit in a GTK app" and "Animating GTK widgets" show the code of
  /// `Examples/GTKFling` and `Examples/GTKWidgets`, which the GTK build compiles: each
  /// article's app is complete and compiles.
  struct ArticleAppTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    /// A file's text, from the package's root.
    func text(_ path: String) throws -> String {
      let data = try #require(FileManager.default.contents(atPath: Self.root.path + "/" + path))
      return String(decoding: data, as: UTF8.self)
    }

    /// The code block after `intro` in an article, and an example's code inside `#if GTK`
    /// (one indentation level less), line by line.
    func shownAndCompiled(article path: String, after intro: String, example: String) throws -> (
      shown: [String], compiled: [String]
    ) {
      let article = try text(path)
      let afterIntro = try #require(article.range(of: intro)).upperBound
      let blockStart = try #require(
        article.range(of: "```swift\n", range: afterIntro..<article.endIndex))
      let blockEnd = try #require(
        article.range(of: "\n```", range: blockStart.upperBound..<article.endIndex))
      let shown = article[blockStart.upperBound..<blockEnd.lowerBound].split(
        separator: "\n", omittingEmptySubsequences: false)
      let lines = try text(example).split(separator: "\n", omittingEmptySubsequences: false)
      let start = try #require(lines.firstIndex(of: "#if GTK")) + 1
      let end = try #require(lines.firstIndex(of: "#else"))
      let compiled = lines[start..<end].map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }
      return (shown.map(String.init), compiled.map(String.init))
    }

    @Test("the article's main.swift is Examples/GTKFling/main.swift")
    func articleShowsTheExample() throws {
      let (shown, compiled) = try shownAndCompiled(
        article: "Sources/PopKit/PopKit.docc/Articles/PopKitInAGTKApp.md",
        after: "is the whole app", example: "Examples/GTKFling/main.swift")
      #expect(shown.count > 20)
      #expect(shown == compiled)
    }

    @Test("'Animating GTK widgets' shows Examples/GTKWidgets/main.swift whole")
    func widgetsArticleShowsTheExample() throws {
      let (shown, compiled) = try shownAndCompiled(
        article: "Sources/PopKitGTK/PopKitGTK.docc/AnimatingGTKWidgets.md",
        after: "is the whole app", example: "Examples/GTKWidgets/main.swift")
      #expect(shown.count > 100)
      #expect(shown == compiled)
    }
  }
#endif
