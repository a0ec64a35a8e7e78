// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// popkit-gallery: PopKit's demos in a GTK 4 window. Built with the GTK trait:
// `swift run --traits GTK popkit-gallery`.
#if GTK
  import Foundation
  import PopKitGallery

  exit(GalleryCommand.main(Array(CommandLine.arguments.dropFirst())))
#else
  import Foundation

  FileHandle.standardError.write(
    Data(
      ("popkit-gallery: error: built without GTK; install libgtk-4-dev and run "
        + "`swift run --traits GTK popkit-gallery`\n").utf8))
  exit(1)
#endif
