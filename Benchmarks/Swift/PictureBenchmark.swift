import Foundation
import TintypeCompiledTheme
import TintypeRender

/// `tintype-bench png COMPILED OUT.png LABEL SHA=PATH...`: the preview's PNG grid of a compiled theme
/// at 2×, drawn and saved once, as `tintype preview --png` draws it (without compiling the theme):
/// the work Benchmarks/Baselines/pillow_grid.py does, as a process of its own.
struct PictureBenchmark {
    let compiled: String
    let output: String
    let labelFont: String
    let faces: [String]

    func run() throws {
        let theme = try CompiledThemeReader.read(json: Array(try Data(contentsOf: URL(fileURLWithPath: compiled))), file: compiled)
        var files: [String: String] = [:]
        for face in faces {
            let parts = face.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw BenchmarkError("a face is SHA256=PATH, not '\(face)'") }
            files[parts[0]] = parts[1]
        }
        let png = try PreviewPicture().png(of: theme, files: files, labelFont: (labelFont, 0))
        try Data(png).write(to: URL(fileURLWithPath: output))
    }
}
