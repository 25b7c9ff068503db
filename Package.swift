// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tintype",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tintype", targets: ["tintype"]),
        .executable(name: "tintype-export", targets: ["tintype-export"]),
        .plugin(name: "TintypePlugin", targets: ["TintypePlugin"]),
        // The pure core's layers, for a package that reads themes or renders compiled ones itself.
        .library(name: "TintypeCore", targets: [
            "TintypeDocument", "TintypeColor", "TintypeTypography", "TintypeTokens", "TintypeTrees", "TintypeTheme",
            "TintypeCompiledTheme", "TintypeFormats", "TintypeCompile", "TintypeCheck", "TintypeProject", "TintypePreview", "TintypeTemplates",
        ]),
        .library(name: "TintypeFonts", targets: ["TintypeFonts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // C libraries, found with pkg-config.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CNettle",
            pkgConfig: "nettle",
            providers: [.apt(["nettle-dev"]), .brew(["nettle"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),

        // The pure core, no C library: one target per layer, each importing only the layers below
        // it (Docs/Contributing.md draws the graph; LayersTests fails on an import against it).
        .target(name: "TintypeDocument"),
        .target(name: "TintypeColor", dependencies: ["TintypeDocument"]),
        .target(name: "TintypeTypography", dependencies: ["TintypeDocument"]),
        .target(name: "TintypeTokens", dependencies: ["TintypeDocument", "TintypeColor", "TintypeTypography"]),
        .target(name: "TintypeTrees", dependencies: ["TintypeDocument", "TintypeColor", "TintypeTypography"]),
        .target(name: "TintypeTheme", dependencies: ["TintypeDocument", "TintypeColor", "TintypeTypography", "TintypeTokens", "TintypeTrees"]),
        .target(name: "TintypeCompiledTheme", dependencies: ["TintypeTheme"]),
        .target(name: "TintypeFormats", dependencies: ["TintypeCompiledTheme"]),
        .target(name: "TintypeCompile", dependencies: ["TintypeCompiledTheme"]),
        .target(name: "TintypeCheck", dependencies: ["TintypeCompile"]),
        .target(name: "TintypeProject", dependencies: ["TintypeFormats", "TintypeCheck"]),
        .target(name: "TintypePreview", dependencies: ["TintypeFormats", "TintypeCheck"]),
        // A project's own formats: templates over the compiled theme (Docs/Templates.md).
        .target(name: "TintypeTemplates", dependencies: ["TintypeFormats"]),

        // Real fonts: FreeType reads them, fontconfig finds them.
        .target(
            name: "TintypeFonts",
            dependencies: [
                "TintypeTypography", "CFreeType", "CFontconfig", "CNettle",
            ]
        ),

        // Pictures of a compiled theme: FreeType draws the glyphs HarfBuzz shapes, libpng encodes.
        .target(name: "TintypeRender", dependencies: ["TintypePreview", "TintypeFonts", "CFreeType", "CHarfBuzz", "CPNG"]),

        // What the two executables share: running a command and reporting its errors, writing
        // outputs atomically, and the `export` command. No C library beyond the system's, so the
        // build plugin's tool (`tintype-export`) stays free of FreeType and fontconfig.
        .target(
            name: "TintypeCommandLine",
            dependencies: ["TintypeFormats", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // The command-line tool: every command, YAML themes and the preview's PNG in one process.
        .executableTarget(
            name: "tintype",
            dependencies: [
                "TintypeProject", "TintypePreview", "TintypeFonts", "TintypeRender", "TintypeYAML", "TintypeCommandLine", "TintypeTemplates",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `tintype export` alone, for the build plugin: it must not link FreeType or fontconfig,
        // which an app's build would then need (a dependency reason, not a start-up one).
        .executableTarget(name: "tintype-export", dependencies: ["TintypeCommandLine"]),

        // Generated Swift from each NAME.tintype.json of a target, on every build (see README).
        .plugin(name: "TintypePlugin", capability: .buildTool(), dependencies: ["tintype-export"]),

        // YAML documents (Yams) as the core's position-aware documents.
        .target(name: "TintypeYAML", dependencies: ["TintypeDocument", .product(name: "Yams", package: "Yams")]),

        // Fuzz targets for every input surface: a replay tool in a normal build, libFuzzer's
        // entry points in Scripts/fuzz.sh's build (Tests/Fuzz/README.md).
        .executableTarget(name: "tintype-fuzz", dependencies: ["TintypeProject", "TintypePreview", "TintypeFonts", "TintypeYAML", "TintypeTemplates"], path: "Tests/Fuzz/Targets"),

        // Release-build benchmarks; run by Benchmarks/run.sh, never by the tests.
        .executableTarget(
            name: "tintype-bench",
            dependencies: ["TintypeProject", "TintypeFonts", "TintypeRender"],
            path: "Benchmarks/Swift"
        ),

        .testTarget(name: "TintypeCoreTests", dependencies: ["TintypeProject", "TintypePreview", "TintypeTemplates"]),
        .testTarget(name: "TintypeFontsTests", dependencies: ["TintypeFonts", "TintypeProject", "TintypePreview", "CFontconfig"]),
        .testTarget(name: "TintypeCLITests", dependencies: ["tintype", "tintype-export", "tintype-fuzz", "TintypeProject", .product(name: "Yams", package: "Yams")]),
    ],
    swiftLanguageModes: [.v6]
)
