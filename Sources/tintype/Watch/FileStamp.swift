import Foundation
import TintypeDocument

/// What a file looked like when it was read: which file (device and inode), its size and its
/// modification time. `compile --watch` compares stamps after it starts watching, so a save that
/// lands between reading a file and watching it is not missed. A folder's stamp is only which
/// folder it is: files coming and going inside it (outputs written into the theme's folder) are
/// not a change of the theme.
struct FileStamp: Equatable {
    let device: Int
    let inode: Int
    let size: Int
    let modified: Date?

    /// The stamp of `path` now; nil when there is no such file (a missing file is a state too).
    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
        device = attributes.integer(.systemNumber) ?? 0
        inode = attributes.integer(.systemFileNumber) ?? 0
        size = isFolder ? 0 : attributes.integer(.size) ?? 0
        modified = isFolder ? nil : attributes[.modificationDate] as? Date
    }
}
