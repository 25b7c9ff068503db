#if canImport(Glibc)
import Glibc
#endif

/// What a file looked like when it was read: which file (device and inode), its size and its
/// modification time to the nanosecond. `compile --watch` compares stamps after it starts
/// watching, so a save that lands between reading a file and watching it is not missed. A folder's
/// stamp is only which folder it is: files coming and going inside it (outputs written into the
/// theme's folder) are not a change of the theme.
struct FileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The stamp of `path` now; nil when there is no such file (a missing file is a state too).
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        let isFolder = status.st_mode & S_IFMT == S_IFDIR
        size = isFolder ? 0 : Int64(status.st_size)
        seconds = isFolder ? 0 : status.st_mtim.tv_sec
        nanoseconds = isFolder ? 0 : status.st_mtim.tv_nsec
    }
}
