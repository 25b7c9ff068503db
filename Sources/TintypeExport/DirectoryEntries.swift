#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a directory, read with `readdir`.
package enum DirectoryEntries {
    /// The entries of `directory` but `.` and `..`, sorted; nil when it cannot be opened. Each name is
    /// read where `readdir` put it: a `dirent` is only as long as its name, so copying the whole
    /// struct (its 256-byte `d_name`) reads past the record (AddressSanitizer found this).
    package static func names(in directory: String) -> [String]? {
        guard let listing = opendir(directory), let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
