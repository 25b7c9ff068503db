import TintypeDocument

/// The one way every command tells its user anything on standard error, as swift-format's
/// diagnostics engine does: errors, warnings and notes arrive as `Diagnostic`s from the core and
/// leave here as lines (`FILE:LINE:COLUMN: warning: …`, `tintype: note: …`), and so do the lines
/// that say what a run wrote. A command makes its reporter from its `--quiet` (`ReportingOptions`),
/// under which only errors are printed. `CommandMain` reports the error that ends a run through it too.
package struct Reporter: Sendable {
    /// Whether warnings, notes and what a run wrote are left out.
    package var quiet: Bool

    package init(quiet: Bool = false) { self.quiet = quiet }

    /// Each diagnostic, in the order given; warnings and notes only when not quiet.
    package func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where !quiet || diagnostic.severity == .error {
            Output.error(DiagnosticText.render(diagnostic))
        }
    }

    /// A line about what the run did (`wrote …`, `removed …`, `tintype: changed: …`), when not quiet.
    package func status(_ line: String) {
        if !quiet { Output.error(line) }
    }

    /// Lines that explain an error the run ends with (`would change: …`): printed even when quiet.
    package func error(_ text: String) {
        Output.error(text)
    }

    /// The error that ended a run (or one `--watch` run): its text, for an error about the input or a
    /// command line that asks for the impossible; false for ArgumentParser's own errors, which it words.
    @discardableResult
    package func report(_ error: any Error) -> Bool {
        guard let text = Self.text(for: error) else { return false }
        Output.error(text)
        return true
    }

    /// The text of an error about the input: diagnostics, or an `InputError`; nil for
    /// ArgumentParser's own errors.
    package static func text(for error: any Error) -> String? {
        switch error {
        case let error as Diagnostics: DiagnosticText.render(error.diagnostics)
        case let error as Diagnostic: DiagnosticText.render([error])
        case let error as any InputError: "tintype: error: \(error.description)"
        default: nil
        }
    }
}
