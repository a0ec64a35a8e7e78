// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// popkit-gtk-check: the GTK host's checks and measurements for CI and the GTK tests (each in a
// real window). Built with the GTK trait: `swift run --traits GTK popkit-gtk-check --help`.
#if GTK
  import Foundation
  import PopKitGTKCheck

  exit(GTKCheckCommand.main(Array(CommandLine.arguments.dropFirst())))
#else
  import Foundation

  FileHandle.standardError.write(
    Data(
      ("popkit-gtk-check: error: built without GTK; install libgtk-4-dev and run "
        + "`swift run --traits GTK popkit-gtk-check`\n").utf8))
  exit(1)
#endif
