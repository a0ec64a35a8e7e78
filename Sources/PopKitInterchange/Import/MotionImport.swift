// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Every import into a motion document behind one call: what `popkit import` runs.
public enum MotionImport {
  /// The formats read.
  public enum Format: String, CaseIterable, Sendable {
    /// A Lottie (bodymovin) animation.
    case lottie
    /// W3C design tokens.
    case tokens
  }

  /// A document read from another format, with notes on everything it could not hold.
  public struct Result: Sendable {
    /// The document.
    public var document: MotionDocument
    /// What was left out, one line each, by layer or token.
    public var notes: [String]
  }

  /// Which format a file is: Lottie when its top level has `layers`, `fr`, `ip` and `op`;
  /// tokens otherwise.
  ///
  /// - Parameter text: The file's text.
  /// - Returns: The format.
  public static func detect(_ text: String) -> Format {
    guard case .object(let members)? = try? JSONParser.parse(Array(text.utf8)) else {
      return .tokens
    }
    let keys = Set(members.map(\.0))
    return keys.isSuperset(of: ["layers", "fr", "ip", "op"]) ? .lottie : .tokens
  }

  /// Reads a file into a document.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - format: Its format, or `nil` to ``detect(_:)`` it.
  /// - Returns: The document and notes.
  /// - Throws: A ``MotionDocumentError`` naming the place of what cannot be read.
  public static func document(
    from text: String, format: Format? = nil
  ) throws(MotionDocumentError) -> Result {
    if case .object(let members)? = try? JSONParser.parse(Array(text.utf8)),
      members.contains(where: { $0.0 == "popkit" })
    {
      throw MotionDocumentError(
        place: "popkit", rule: "this is a motion document already; nothing to import")
    }
    switch format ?? detect(text) {
    case .tokens:
      let (document, notes) = try TokensImport.document(fromTokens: text)
      return Result(document: document, notes: notes)
    case .lottie:
      let (document, notes) = try LottieImport.document(fromLottie: text)
      return Result(document: document, notes: notes)
    }
  }
}
