/// An 8-bit RGB image in memory, white to start with, that glyph coverage is blended into.
struct Canvas {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    let width: Int
    let height: Int
    /// Rows top to bottom, three bytes a pixel.
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 255, count: width * height * 3)
    }

    /// Fills a rectangle, clipped to the image.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, _ color: RGB) {
        let left = max(0, x), right = min(self.width, x + width), top = max(0, y), bottom = min(self.height, y + height)
        guard left < right, top < bottom else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in top..<bottom {
                var index = (row * self.width + left) * 3
                for _ in left..<right {
                    buffer[index] = color.red
                    buffer[index + 1] = color.green
                    buffer[index + 2] = color.blue
                    index += 3
                }
            }
        }
    }

    /// Blends `color` over the image with 8-bit coverage (`rows` × `columns`, `pitch` bytes a row)
    /// whose top-left pixel lands at (`x`, `y`); what falls outside the image is dropped.
    mutating func blend(_ coverage: UnsafeBufferPointer<UInt8>, columns: Int, rows: Int, pitch: Int, x: Int, y: Int, _ color: RGB) {
        let width = self.width, height = self.height
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<rows {
                let targetRow = y + row
                guard targetRow >= 0, targetRow < height else { continue }
                for column in 0..<columns {
                    let targetColumn = x + column
                    guard targetColumn >= 0, targetColumn < width else { continue }
                    let alpha = Int(coverage[row * pitch + column])
                    guard alpha > 0 else { continue }
                    let index = (targetRow * width + targetColumn) * 3
                    for (channel, value) in [color.red, color.green, color.blue].enumerated() {
                        let old = Int(buffer[index + channel])
                        buffer[index + channel] = UInt8(old + (Int(value) - old) * alpha / 255)
                    }
                }
            }
        }
    }
}
