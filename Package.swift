// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tintype",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tintype", targets: ["tintype"]),
        .executable(name: "tintype-yaml", targets: ["tintype-yaml"]),
        .library(name: "TintypeCore", targets: ["TintypeCore"]),
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

        // The pure core: no C library.
        .target(name: "TintypeCore"),

        // Real fonts: FreeType reads them, fontconfig finds them.
        .target(
            name: "TintypeFonts",
            dependencies: [
                "TintypeCore", "CFreeType", "CFontconfig", "CNettle",
            ]
        ),

        // The command-line tool.
        .executableTarget(
            name: "tintype",
            dependencies: [
                "TintypeCore", "TintypeFonts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Reads YAML themes for `tintype` (Yams brings Foundation, which `tintype` keeps out of its
        // start-up).
        .executableTarget(
            name: "tintype-yaml",
            dependencies: ["TintypeCore", .product(name: "Yams", package: "Yams")]
        ),

        // Release-build benchmarks; run by Benchmarks/run.sh, never by the tests.
        .executableTarget(
            name: "tintype-bench",
            dependencies: ["TintypeCore", "TintypeFonts"],
            path: "Benchmarks/Swift"
        ),

        .testTarget(name: "TintypeCoreTests", dependencies: ["TintypeCore"]),
        .testTarget(name: "TintypeFontsTests", dependencies: ["TintypeFonts"]),
        .testTarget(name: "TintypeCLITests", dependencies: ["tintype", "tintype-yaml"]),
    ],
    swiftLanguageModes: [.v6]
)
