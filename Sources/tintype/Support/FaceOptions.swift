import ArgumentParser
import TintypeTypography

/// `--weight` and `--italic`: the face a family is asked for (`fonts match`, and `fonts inspect`
/// of a family).
struct FaceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Weight: 100–900 or a name (thin … black).", valueName: "weight"))
    var weight: FontWeight = .regular

    @Flag(help: "Ask for an italic face.")
    var italic = false
}
