import CFreeType

/// One FreeType library instance. FreeType is not thread-safe per library: use one per thread.
public final class FreeTypeLibrary {
    let handle: FT_Library

    public init() throws(FontError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeType(operation: "FT_Init_FreeType", code: error) }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
