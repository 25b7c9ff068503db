// swift-tools-version:6.0
import PackageDescription

// Tintype's build plugin as an app depends on it: no dependencies, and its tool, tintype-export, a
// prebuilt executable in an artifact bundle (as SwiftLint's and SwiftGen's plugins ship), so an
// app's build neither loads Tintype's package graph nor links the tool. Scripts/plugin-package.sh
// lays this package out with the plugin's source and the bundle; Docs/Formats.md says how to use it.
let package = Package(
    name: "TintypePlugin",
    products: [
        .plugin(name: "TintypePlugin", targets: ["TintypePlugin"]),
    ],
    targets: [
        .plugin(name: "TintypePlugin", capability: .buildTool(), dependencies: ["tintype-export"]),
        .binaryTarget(name: "tintype-export", path: "tintype-export.artifactbundle"),
    ]
)
