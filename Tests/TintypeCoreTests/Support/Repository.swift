import Foundation

/// The repository's folders, found from this file, so that tests read fixtures wherever they sit.
enum Repository {
    /// The repository root (Tests/TintypeCoreTests/Support/ is three levels below it).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
