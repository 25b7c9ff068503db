import ArgumentParser

/// The preview's picture, as `tintype preview` takes it: where to write the PNG, and how to draw it.
struct PictureOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Also draw the text as PNG, shaped with HarfBuzz, into this file.", valueName: "file"))
    var png: String?

    @Flag(help: "In the PNG, draw each line's baseline, cap height, x-height and line box.")
    var guides = false

    @Option(help: ArgumentHelp("The PNG's pixels per point: 1, 2 or 3.", valueName: "scale"))
    var scale = 2

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
    }
}
