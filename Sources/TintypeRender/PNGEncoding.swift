import CPNG

/// PNG bytes of a canvas, encoded by libpng's simplified API (which reports errors in the image
/// structure rather than through `longjmp`), favouring speed over the last bytes of compression.
enum PNGEncoding {
    static func encode(_ canvas: Canvas) throws(RenderError) -> [UInt8] {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(canvas.width)
        image.height = png_uint_32(canvas.height)
        image.format = png_uint_32(PNG_FORMAT_RGB)
        image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        // Room for the pixels stored uncompressed: one filter byte a row, and deflate's and the
        // chunks' overhead (PNG_IMAGE_PNG_SIZE_MAX's bound, which Swift does not import).
        let raw = canvas.width * canvas.height * 3 + canvas.height
        var capacity = raw + raw / 1000 * 6 + 65_536
        for _ in 0..<2 {
            var bytes = [UInt8](repeating: 0, count: capacity)
            var size = capacity
            let written = canvas.pixels.withUnsafeBytes { pixels in
                bytes.withUnsafeMutableBytes { output in
                    png_image_write_to_memory(&image, output.baseAddress, &size, 0, pixels.baseAddress, Int32(canvas.width * 3), nil)
                }
            }
            if written != 0 {
                bytes.removeSubrange(size...)
                return bytes
            }
            // Too small a buffer: libpng says how much it needs.
            guard size > capacity else { break }
            capacity = size
            image.warning_or_error = 0
        }
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&image)
        throw .encoding(message)
    }
}
