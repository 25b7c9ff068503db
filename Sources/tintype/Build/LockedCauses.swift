import TintypeCompiledTheme
import TintypeDocument
import TintypeFormats
import TintypeProject
import TintypeTheme
import TintypeTypography

/// Why `build --locked` finds a theme's outputs out of date when no font changed: the theme's keys
/// behind the rows that moved, read from its compiled table against the committed one (the JSON
/// format's file), so a reviewer sees which value of the theme to look at.
enum LockedCauses {
    /// One note per theme whose compiled table moved with every face as it was: each style, what
    /// moved in its rows and the theme key that gives it (`body: size, lineHeight; the theme's size
    /// of body at themes/acme/theme.json:12:5`). None for a theme whose fonts changed (the face
    /// lines and the font notes say that), or whose project writes no compiled table.
    static func notes(_ compiled: [ThemeCompilation.Compiled], themes: [Theme], project: Project, files: some FileSource) -> [Diagnostic] {
        guard let index = project.outputs.firstIndex(where: { $0.format is JSONFormat }) else { return [] }
        let output = project.outputs[index]
        var notes: [Diagnostic] = []
        for (theme, rendered) in zip(themes, compiled) {
            for file in rendered.files.outputs[index] {
                let path = output.path(of: file)
                guard case .bytes(let earlier) = files.read(project.resolve(path), limit: max(file.bytes.count * 4, 1 << 20)),
                      earlier != file.bytes else { continue }
                let change = CompiledThemeChange(from: earlier, to: file.bytes)
                guard change.changedFaces.isEmpty, !change.movedFields.isEmpty else { continue }
                let causes = change.movedFields.map { moved in
                    "\(moved.style): \(moved.fields.joined(separator: ", "))"
                        + (theme.writtenKey(behind: Set(moved.fields), of: TextStyle(rawValue: moved.style)).map { " (\($0))" } ?? "")
                }
                notes.append(Diagnostic(.note, at: .none, "\(path): the fonts did not change; the theme did: " + causes.joined(separator: "; ")))
            }
        }
        return notes
    }
}
