import TintypeCommandLine
import TintypeFormats

/// The themes a command runs on: the one given, or, without one, every theme of the project it
/// runs in, so a CI step serves any number of themes unchanged.
enum ProjectThemes {
    /// `theme` alone, else the project's themes as the process reaches them; an error when there
    /// is neither (or the project lists none).
    static func paths(_ theme: String?, in project: Project?, command: String) throws -> [String] {
        if let theme { return [theme] }
        guard let project else {
            throw UsageError(description: "\(command): give a theme, or run in a project's folder (or with --project) to \(command) every theme it lists")
        }
        guard !project.themes.isEmpty else {
            throw UsageError(description: "\(project.file): lists no themes for '\(command)' to take; add them under themes:")
        }
        return project.themes.map(project.resolve)
    }

    /// The one theme a command that shows a theme (`styles`, `preview`) takes: the one given, else
    /// the project's when it lists exactly one, else none (the built-in default) outside a project.
    static func single(_ theme: String?, in project: Project?, command: String) throws -> String? {
        if let theme { return theme }
        guard let project, !project.themes.isEmpty else { return nil }
        guard project.themes.count == 1 else {
            throw UsageError(description: "\(command): \(project.file) lists \(project.themes.count) themes (" + project.themes.joined(separator: ", ")
                + "); name the one to show")
        }
        return project.resolve(project.themes[0])
    }
}
