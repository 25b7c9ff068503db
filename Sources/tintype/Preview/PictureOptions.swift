import ArgumentParser
import TintypeRender

/// The preview's picture, as `tintype preview` takes it: where to write the PNG, and how to draw it.
struct PictureOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Also draw the text as PNG, shaped with HarfBuzz, into this file.", valueName: "file"))
    var png: String?

    @Flag(help: "In the PNG, draw each line's baseline, cap height, x-height and line box.")
    var guides = false

    @Option(help: ArgumentHelp("The PNG's pixels per point, from 0.25 to 3 (default: 2, or less to keep the picture at most 4,096 px wide).",
                               valueName: "scale"))
    var scale: Double?

    func validate() throws {
        if let scale, !PreviewPicture.scales.contains(scale) { throw ValidationError("--scale must be from 0.25 to 3") }
    }
}
