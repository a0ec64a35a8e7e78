// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

/// The parent suite of the Values layer's tests, so `swift test --filter Values` selects them.
@Suite("Values")
enum ValuesTests {}
