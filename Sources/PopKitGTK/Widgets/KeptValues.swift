// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// A value a property wrote, with what GTK kept of it: the write's value is the property's
  /// value for as long as GTK still holds what the write left.
  struct Kept<Value, Stored: Equatable> {
    /// The value written.
    var written: Value
    /// What GTK held right after the write.
    var stored: Stored

    /// The written value if GTK still holds `current`, else `nil` (something else changed it).
    func value(ifStill current: Stored) -> Value? {
      current == stored ? written : nil
    }
  }

  /// What each catalog property last wrote to one widget (``GTKWidgetHandle/kept``).
  struct KeptValues {
    var opacity: Kept<Double, Double>?
    var size: Kept<CGSize, SIMD2<Int32>>?
    var margins: Kept<EdgeInsets, SIMD4<Int32>>?
    /// The position and transform composed into a `GtkFixed` child transform, which GTK holds
    /// as the object at this address (``childTransform``, kept alive so that the address cannot
    /// be reused by another transform).
    var placement: Kept<(position: CGPoint, transform: GTKTransform), UInt>?
    /// The last child transform set (`GskTransform *`), with a reference the handle owns.
    private(set) var childTransform: OpaquePointer?
    var horizontalOffset: Kept<Double, Double>?
    var verticalOffset: Kept<Double, Double>?
    var fraction: Kept<Double, Double>?
    var number: Kept<Double, String>?

    /// Keeps a reference to the child transform just set (taking over the caller's), and drops
    /// the one kept before.
    mutating func keepChildTransform(_ transform: OpaquePointer?) {
      if let childTransform { gsk_transform_unref(childTransform) }
      childTransform = transform
    }

    /// Drops the kept child transform (when the handle goes).
    mutating func release() {
      keepChildTransform(nil)
    }
  }
#endif
