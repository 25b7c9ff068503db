import TintypeCheck
import TintypeDocument

/// What the metrics commands say of stand-in fonts: a baseline recorded on them anyway
/// (`--allow-fallback`) says so once, as a build shipped on them does.
enum MetricsStandIns {
    /// The warning a baseline recorded on stand-ins ends with; none without any.
    static func recordedWarning(_ standIns: [Diagnostic]) -> [Diagnostic] {
        guard !standIns.isEmpty else { return [] }
        return [Diagnostic(.warning, at: .none, "recorded with \(standIns.count) stand-in font\(standIns.count == 1 ? "" : "s") "
            + "(--allow-fallback): a check against this baseline vouches only for the stand-in's metrics")]
    }
}
