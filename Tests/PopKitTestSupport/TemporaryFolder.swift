// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// Makes a new empty folder in the temporary directory, named `<prefix>-<UUID>`, for one test;
/// the caller removes it (`defer { try? FileManager.default.removeItem(at: folder) }`).
///
/// - Parameter prefix: The start of its name, saying what it is for (`popkit-export`).
/// - Returns: The folder's URL.
/// - Throws: When it cannot be made.
package func makeTemporaryFolder(_ prefix: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
