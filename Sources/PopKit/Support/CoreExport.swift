// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// PopKit is built on the portable core (values, timing curves, physics, tracks): `import PopKit`
// gives both, as it did when they were one module.
@_exported import PopKitCore
