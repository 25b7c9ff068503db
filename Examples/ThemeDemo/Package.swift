// swift-tools-version:6.0
import PackageDescription

// An app-side package: it holds a compiled theme (default.tintype.json, committed by the design
// system) and gets the generated Swift from Tintype's build plugin. No fonts and no FreeType here.
let package = Package(
    name: "ThemeDemo",
    dependencies: [
        .package(name: "Tintype", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ThemeDemo",
            plugins: [.plugin(name: "TintypePlugin", package: "Tintype")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
