import Foundation
import TintypeCommandLine
import TintypeDocument
import TintypeTheme
import TintypeCompiledTheme
import TintypeFormats
import TintypeCheck
import TintypeFonts

/// Compiles and renders a project's themes on several cores at once: a design-system monorepo's
/// two dozen themes are each some milliseconds of font reading, resolving and rendering six
/// formats, independent of each other.
///
/// Each worker owns one `SystemFontProvider` (fontconfig configuration and FreeType library are not
/// shared between threads) and compiles every `jobs`-th theme, so faces two themes share on one worker
/// are read once. Results come back in the project's order whatever order the workers finish in, so
/// the output and the first error reported are the same on any number of cores.
struct ThemeCompilation {
    /// One theme's result: its files for each of the project's outputs, and the lines saying where
    /// the font system differed from the theme.
    struct Compiled: Sendable {
        var files: OutputPlan.ThemeFiles
        var fontNotes: [Diagnostic]
        /// The fonts the outputs would ship in the theme's place (`FontFindings.standIns`).
        var standIns: [Diagnostic]
        /// `check`'s report on the compiled theme, when the build gates on it (`--check`).
        var checked: CheckReport?
    }

    /// The project whose outputs each theme is rendered to.
    var project: Project
    /// The font folders every worker adds to fontconfig's.
    var fontDirectories: [String]
    /// How many themes are compiled at once; at least 1.
    var jobs: Int
    /// Whether to work out the font notes (`--quiet` prints none).
    var fontNotes: Bool
    /// The check each compiled theme must pass before anything is written (`build --check`); nil: none.
    var check: ThemeCheck?

    /// The number of cores this process may use: the default of `--jobs`.
    static var availableCores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The warning a run that shipped stand-in fonts ends with (`--allow-fallback`); none without any.
    static func standInWarning(_ standIns: [Diagnostic]) -> [Diagnostic] {
        guard !standIns.isEmpty else { return [] }
        return [Diagnostic(.warning, at: .none, "built with \(standIns.count) stand-in font\(standIns.count == 1 ? "" : "s") (--allow-fallback)")]
    }

    /// Compiles `themes`, in their order; rethrows the error of the first theme (in that order) that fails.
    func compile(_ themes: [Theme]) async throws -> [Compiled] {
        let workers = max(1, min(jobs, themes.count))
        let directories = fontDirectories, notes = fontNotes, project = project, check = check
        let results = await withTaskGroup(of: [(Int, Result<Compiled, any Error>)].self) { group in
            for worker in 0..<workers {
                let share = Array(stride(from: worker, to: themes.count, by: workers).map { ($0, themes[$0]) })
                group.addTask { Self.compileShare(share, project: project, fontDirectories: directories, notes: notes, check: check) }
            }
            var all: [Int: Result<Compiled, any Error>] = [:]
            for await part in group {
                for (index, result) in part { all[index] = result }
            }
            return all
        }
        return try themes.indices.map { index in
            guard let result = results[index] else { throw CancellationError() }
            return try result.get()
        }
    }

    /// One worker's themes, with one provider for all of them.
    private static func compileShare(_ share: [(Int, Theme)], project: Project, fontDirectories: [String], notes: Bool, check: ThemeCheck?)
        -> [(Int, Result<Compiled, any Error>)] {
        let provider: SystemFontProvider
        do {
            provider = try SystemFontProvider(additionalDirectories: fontDirectories)
        } catch {
            return share.map { ($0.0, .failure(error)) }
        }
        return share.map { index, theme in
            (index, Result {
                let compiled = try CompiledTheme.compile(theme, fonts: provider)
                return Compiled(files: try OutputPlan.ThemeFiles(compiled, for: project),
                                fontNotes: notes ? PlatformNotes.fontFindings(compiled, theme: theme, fonts: provider) { $0.notes() }
                                    + WebFallback.missingStandIns(compiled.webFallbacks, theme: compiled.name) : [],
                                standIns: PlatformNotes.fontFindings(compiled, theme: theme, fonts: provider) { $0.standIns() },
                                checked: check?.report(compiled, theme: theme, fonts: provider))
            })
        }
    }
}
