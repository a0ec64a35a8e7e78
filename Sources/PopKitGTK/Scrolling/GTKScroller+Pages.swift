// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// The scroller's geometry (the viewport, the content's range, the pages) and how an offset
  /// is shown.
  extension GTKScroller {
    /// The scrolled window's adjustment along the axis.
    var adjustment: UnsafeMutablePointer<GtkAdjustment> {
      let scrolled = OpaquePointer(widget)
      return axis == .vertical
        ? gtk_scrolled_window_get_vadjustment(scrolled)
        : gtk_scrolled_window_get_hadjustment(scrolled)
    }

    /// The viewport's length along the axis, in pixels: a page; 0 before it is laid out.
    ///
    /// ```swift
    /// let pageWidth = carousel.viewportLength
    /// ```
    public var viewportLength: Double { gtk_adjustment_get_page_size(adjustment) }

    /// The largest offset within the content, in pixels: the content's length less the
    /// viewport's, at least 0.
    ///
    /// ```swift
    /// scroller.scroll(to: scroller.maximumOffset)  // the end
    /// ```
    public var maximumOffset: Double {
      let adjustment = adjustment
      return max(
        0,
        gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
          - gtk_adjustment_get_lower(adjustment))
    }

    /// The pages' offsets, in pixels: multiples of ``viewportLength`` below ``maximumOffset``,
    /// then ``maximumOffset``.
    ///
    /// ```swift
    /// let count = carousel.pageOffsets.count
    /// ```
    public var pageOffsets: [Double] {
      let (length, maximum) = (viewportLength, maximumOffset)
      guard length > 0 else { return [0] }
      return Array(stride(from: 0, to: maximum, by: length)) + [maximum]
    }

    /// The page nearest to the offset (the band's part left out): 0 for the first.
    ///
    /// ```swift
    /// label.text = "\(carousel.currentPage + 1) of \(carousel.pageOffsets.count)"
    /// ```
    public var currentPage: Int {
      let place = min(max(offset, 0), maximumOffset)
      let pages = pageOffsets
      var nearest = 0
      for index in pages.indices where abs(pages[index] - place) < abs(pages[nearest] - place) {
        nearest = index
      }
      return nearest
    }

    /// Shows an offset: the part within the range as the adjustment's value, the rest as the
    /// band's translation.
    ///
    /// The offset property's write.
    func show(_ value: Double) {
      guard value.isFinite else { return }
      let changed = value != offset
      offset = value
      let place = min(max(value, 0), maximumOffset)
      isWriting = true
      let property =
        axis == .vertical ? GTKProperties.verticalOffset : GTKProperties.horizontalOffset
      property.write(handle, place + gtk_adjustment_get_lower(adjustment))
      isWriting = false
      let moved = place - value
      band.translation = axis == .vertical ? CGPoint(x: 0, y: moved) : CGPoint(x: moved, y: 0)
      if changed { onScroll?(value) }
    }
  }
#endif
