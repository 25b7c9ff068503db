import TintypeDocument
import TintypeCompiledTheme

/// `layout.component-clips`: a component the theme declares (`components`) whose text no longer
/// fits its height: the first content-size category on iOS and the first font scale on Android
/// (Android 14's curves) at which one of its styles' lines and its padding pass the box, and what
/// would keep it in (a cap on the style, a taller box). One finding per component and style.
enum ComponentClipsRule: CheckRule {
    static let id = "layout.component-clips"
    static let summary = "a declared component (height or maximumHeight, padding, styles, lines) whose text stops fitting at some "
        + "iOS category or Android font scale"

    static func findings(_ context: CheckContext) -> [Diagnostic] {
        context.theme.components.flatMap { component in
            ComponentFit.of(component, in: context.compiled).compactMap { fit -> Diagnostic? in
                guard fit.iOS != nil || fit.android != nil else { return nil }
                let box = "\(component.fixed ? "height" : "maximumHeight") \(component.limit.plainText)"
                var said: [String] = []
                var fixes: [String] = []
                if let (category, need) = fit.iOS {
                    said.append("on iOS from \(category.name) (\(need.plainText) pt needed)")
                    if let (last, size) = fit.lastFitting {
                        fixes.append("cap \(fit.style.rawValue) at \(last.name) (\"maximumPointSize\": \(size.plainText))")
                    }
                    let height = Self.wholeUnits(fit.largestNeed)
                    fixes.append(component.fixed ? "let \(component.name) grow to \(height) pt (a minimum height in place of the fixed one)"
                        : "raise \(component.name)'s maximumHeight to \(height) pt")
                }
                if let (scale, need) = fit.android {
                    said.append("on Android from font scale \(scale.plainText) (\(need.plainText) dp needed)")
                    let height = Self.wholeUnits(fit.androidLargestNeed)
                    fixes.append("on Android, " + (component.fixed ? "a minimum height of \(height) dp in place of the fixed one"
                        : "a maximum height of \(height) dp"))
                }
                var place = Diagnostic.Place.none
                if let position = component.position, let file = context.theme.sources?.file { place = .source(file: file, position: position) }
                return context.finding(
                    Self.self, .failure, "\(component.name) (\(box), padding \(component.paddingTop.plainText)+\(component.paddingBottom.plainText), "
                        + "\(component.lines) line\(component.lines == 1 ? "" : "s") of \(fit.style.rawValue)): its text no longer fits "
                        + said.joined(separator: ", and "),
                    at: place, written: true, fix: fixes.joined(separator: "; or "), style: fit.style)
            }
        }
    }

    /// A height to suggest: the whole pt or dp that holds `need` (a hair over a whole one is that one).
    static func wholeUnits(_ need: Double) -> String { Int((need - 1e-9).rounded(.up)).description }
}
