#if GTK
  import Foundation
  import Testing

  /// The DocC article "PopKit in a GTK app" shows the code of `Examples/GTKFling`, which the
  /// GTK build compiles: the article's app is complete and compiles.
  struct ArticleAppTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    /// A file's text, from the package's root.
    func text(_ path: String) throws -> String {
      let data = try #require(FileManager.default.contents(atPath: Self.root.path + "/" + path))
      return String(decoding: data, as: UTF8.self)
    }

    @Test("the article's main.swift is Examples/GTKFling/main.swift")
    func articleShowsTheExample() throws {
      let article = try text("Sources/PopKit/PopKit.docc/Articles/PopKitInAGTKApp.md")
      let example = try text("Examples/GTKFling/main.swift")
      // The article's code block after "is the whole app".
      let afterIntro = try #require(article.range(of: "is the whole app")).upperBound
      let blockStart = try #require(
        article.range(of: "```swift\n", range: afterIntro..<article.endIndex))
      let blockEnd = try #require(
        article.range(of: "\n```", range: blockStart.upperBound..<article.endIndex))
      let shown = article[blockStart.upperBound..<blockEnd.lowerBound].split(
        separator: "\n", omittingEmptySubsequences: false)
      // The example's code inside `#if GTK`, one indentation level less.
      let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
      let start = try #require(lines.firstIndex(of: "#if GTK")) + 1
      let end = try #require(lines.firstIndex(of: "#else"))
      let compiled = lines[start..<end].map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }
      #expect(shown.count > 20)
      #expect(shown.map(String.init) == compiled.map(String.init))
    }
  }
#endif
