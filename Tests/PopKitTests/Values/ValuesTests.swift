import Testing

/// The parent suite of the Values layer's tests, so `swift test --filter Values` selects them.
@Suite("Values")
enum ValuesTests {}
