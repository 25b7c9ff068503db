import Foundation
import Testing

/// The pure core is a stack of SwiftPM targets whose dependencies run one way (Docs/Contributing.md
/// draws the graph). The compiler refuses an import of a target that is not a dependency; this
/// test holds the graph itself, so that a new dependency that would run backwards (the formats
/// reaching into the compile step, the document layer into the checks) fails here, with the file.
@Suite struct LayersTests {
    /// Each target of the pure core and the targets it declares in Package.swift, lowest first.
    static let layers: KeyValuePairs<String, [String]> = [
        "TintypeDocument": [],
        "TintypeColor": ["TintypeDocument"],
        "TintypeTypography": ["TintypeDocument"],
        "TintypeTokens": ["TintypeDocument", "TintypeColor", "TintypeTypography"],
        "TintypeTrees": ["TintypeDocument", "TintypeColor", "TintypeTypography"],
        "TintypeTheme": ["TintypeDocument", "TintypeColor", "TintypeTypography", "TintypeTokens", "TintypeTrees"],
        "TintypeCompiledTheme": ["TintypeTheme"],
        "TintypeFormats": ["TintypeCompiledTheme"],
        "TintypeCompile": ["TintypeCompiledTheme"],
        "TintypeCheck": ["TintypeCompile"],
        "TintypeProject": ["TintypeFormats", "TintypeCheck"],
        "TintypePreview": ["TintypeFormats", "TintypeCheck"],
        "TintypeTemplates": ["TintypeFormats"],
    ]

    /// The targets above the core that must stay off its upper layers: what the build plugin's
    /// tool links (the compiled-theme reader and the formats, never compile, check or project).
    static let consumers: KeyValuePairs<String, [String]> = [
        "TintypeCommandLine": ["TintypeFormats"],
        "tintype-export": ["TintypeCommandLine"],
    ]

    /// The other targets, their folders and the targets Package.swift gives them: each must
    /// declare what its files import (a module built only because another target needs it is
    /// found in one build order and not in another).
    static let others: [(target: String, folder: String, dependencies: [String])] = [
        ("TintypeFonts", "Sources/TintypeFonts", ["TintypeTypography"]),
        ("TintypeRender", "Sources/TintypeRender", ["TintypePreview", "TintypeFonts"]),
        ("TintypeYAML", "Sources/TintypeYAML", ["TintypeDocument"]),
        ("tintype", "Sources/tintype", ["TintypeProject", "TintypePreview", "TintypeFonts", "TintypeRender", "TintypeYAML", "TintypeCommandLine", "TintypeTemplates"]),
        ("tintype-fuzz", "Tests/Fuzz/Targets", ["TintypeProject", "TintypePreview", "TintypeFonts", "TintypeYAML", "TintypeTemplates"]),
        ("tintype-bench", "Benchmarks/Swift", ["TintypeProject", "TintypeFonts", "TintypeRender"]),
        ("TintypeCoreTests", "Tests/TintypeCoreTests", ["TintypeProject", "TintypePreview", "TintypeTemplates"]),
        ("TintypeFontsTests", "Tests/TintypeFontsTests", ["TintypeFonts", "TintypeProject", "TintypePreview"]),
        ("TintypeCLITests", "Tests/TintypeCLITests", ["tintype", "tintype-export", "tintype-fuzz", "TintypeProject"]),
    ]

    /// Every layer `target` may import: its declared dependencies and theirs.
    static func reachable(from target: String, in graph: [String: [String]]) -> Set<String> {
        var seen = Set<String>(), stack = graph[target] ?? []
        while let next = stack.popLast() {
            if seen.insert(next).inserted { stack += graph[next] ?? [] }
        }
        return seen
    }

    static var graph: [String: [String]] {
        Dictionary(uniqueKeysWithValues: Array(layers) + Array(consumers) + others.map { ($0.target, $0.dependencies) })
    }

    /// The Tintype modules a source file imports, with their lines.
    static func imports(in text: String) -> [(module: String, line: Int)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                  words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { return nil }
            let module = String(words[index + 1])
            // A Swift module's name has no dot (a Kotlin import in a string literal has).
            return (module.hasPrefix("Tintype") || module.hasPrefix("tintype")) && !module.contains(".") ? (module, number + 1) : nil
        }
    }

    /// Each import in `text` of a Tintype module that `target` may not import, as `file:line: …`.
    static func violations(in text: String, file: String, target: String, graph: [String: [String]]) -> [String] {
        let allowed = reachable(from: target, in: graph)
        return imports(in: text).filter { $0.module != target && !allowed.contains($0.module) }.map {
            "\(file):\($0.line): \(target) imports \($0.module), which is not below it"
        }
    }

    @Test func everyImportInTheCoreAndTheExportToolRunsDownTheGraph() throws {
        var files = 0
        var found: [String] = []
        for target in Array(Self.layers.map(\.key)) + Self.consumers.map(\.key) {
            let root = Repository.root.appendingPathComponent("Sources/\(target)").path
            let names = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
            #expect(!names.isEmpty, "Sources/\(target) has sources")
            for name in names.sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
                found += Self.violations(in: text, file: "Sources/\(target)/\(name)", target: target, graph: Self.graph)
                files += 1
            }
        }
        #expect(files > 250, "the sources were read")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func everyOtherTargetDeclaresTheModulesItsFilesImport() throws {
        var found: [String] = []
        for (target, folder, _) in Self.others {
            let root = Repository.root.appendingPathComponent(folder).path
            for name in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
                found += Self.violations(in: text, file: "\(folder)/\(name)", target: target, graph: Self.graph)
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
        for (target, _, dependencies) in Self.others {
            let listed = dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            #expect(manifest.contains("name: \"\(target)\"") && manifest.contains(listed), "Package.swift gives \(target) \(listed)")
        }
    }

    @Test func packageSwiftDeclaresTheGraphAndNoCoreTargetIsLeftOutOfIt() throws {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for (target, dependencies) in Self.layers {
            let declaration = dependencies.isEmpty
                ? ".target(name: \"\(target)\")"
                : ".target(name: \"\(target)\", dependencies: [" + dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
            #expect(manifest.contains(declaration), "Package.swift declares \(declaration)")
        }
        let sources = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Sources").path)
        let pure = sources.filter { name in
            // A target of Sources/ that links no C library and is not a tool is a layer of the core.
            !name.hasPrefix("C") && !["TintypeFonts", "TintypeRender", "TintypeYAML", "TintypeCommandLine", "tintype", "tintype-export"].contains(name)
        }
        #expect(Set(pure) == Set(Self.layers.map(\.key)), "every pure target is a layer of the graph")
        #expect(!sources.contains("TintypeCore"), "the one-target core is gone")
    }

    @Test func theGraphDrawnInContributingIsThisOne() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("Docs/Contributing.md"), encoding: .utf8)
        for (target, dependencies) in Self.layers {
            let line = "\(target) ← " + (dependencies.isEmpty ? "(nothing)" : dependencies.joined(separator: ", "))
            #expect(page.contains(line), "Docs/Contributing.md draws \(line)")
        }
    }

    @Test func aBackwardImportIsFoundAndADownwardOneIsNot() {
        let graph = Self.graph
        let backward = "import TintypeDocument\nimport TintypeCheck\n\nlet x = 1\n"
        #expect(Self.violations(in: backward, file: "a.swift", target: "TintypeFormats", graph: graph)
            == ["a.swift:2: TintypeFormats imports TintypeCheck, which is not below it"])
        // Transitively below: the formats stand on the theme through the compiled theme.
        #expect(Self.violations(in: "import TintypeTheme\n", file: "b.swift", target: "TintypeFormats", graph: graph).isEmpty)
        #expect(Self.violations(in: "@testable import TintypeColor\n", file: "c.swift", target: "TintypeDocument", graph: graph).count == 1)
        // The export tool's shared code stays off compile and check.
        #expect(Self.violations(in: "import TintypeCompile\n", file: "d.swift", target: "TintypeCommandLine", graph: graph).count == 1)
        #expect(Self.reachable(from: "TintypeCompile", in: graph).contains("TintypeDocument"))
        #expect(!Self.reachable(from: "TintypeCompile", in: graph).contains("TintypeFormats"))
    }
}
