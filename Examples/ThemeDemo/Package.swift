// swift-tools-version:6.0
import PackageDescription

// An app-side package: it holds a compiled theme (default.tintype.json, committed by the design
// system) and gets the generated Swift from Tintype's build plugin, with the options of the
// project file beside it (Sources/ThemeDemo/tintype.json). No fonts and no FreeType here.
//
// Copied out of this repository, depend on the packaged plugin instead of this checkout (unpack
// dist/TintypePlugin-VERSION-linux-ARCH.tar.gz, which Scripts/package.sh writes, into Vendor/):
//     .package(name: "TintypePlugin", path: "Vendor/TintypePlugin")
// and name it in the plugin: .plugin(name: "TintypePlugin", package: "TintypePlugin").
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
