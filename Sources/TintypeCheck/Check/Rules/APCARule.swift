import TintypeColor
import TintypeDocument
import TintypeTokens

/// `contrast.apca`: each colour pair the theme draws text with (text on the tint, the tint on the
/// background, brand text colours on brand backgrounds) in every mode, by APCA Lc against what
/// APCA's font table asks of each style at `large` (its size and weight). A note by default (APCA is
/// no WCAG 2 requirement); a failure with `--apca-table`. One finding per pair, naming the modes.
package enum APCARule: CheckRule {
    package static let id = "contrast.apca"
    package static let summary = "APCA Lc of text on the tint, the tint on the background and brand text on brand backgrounds, every mode, "
        + "against APCA's font table for each style's size and weight at large (a note; a failure with --apca-table)"
    /// Whether a pair below what the table asks is a failure, not a note.
    package static let failBelowTable = CheckThreshold(
        key: "apca-table", kind: .toggle,
        help: "Fail a colour pair (text on the tint, the tint on the background, brand text on brand backgrounds) whose APCA Lc is below "
            + "what APCA's font table asks of a style's size and weight; without it those are notes.")
    package static let thresholds = [failBelowTable]

    package static func findings(_ context: CheckContext) -> [Diagnostic] { result(context).findings }

    /// The findings, and every pair with the styles it falls short for, for `check --json` (`apca`).
    package static func result(_ context: CheckContext) -> CheckRuleResult {
        let needs = APCAPair.needs(context.compiled)
        let pairs = APCAPair.of(context.compiled, theme: context.theme)
        return CheckRuleResult(findings: findings(pairs, needs, context), report: [("apca", .array(pairs.map { $0.jsonValue(needs) }))])
    }

    private static func findings(_ pairs: [APCAPair], _ needs: [APCAPair.Need], _ context: CheckContext) -> [Diagnostic] {
        let severity: Diagnostic.Severity = context.thresholds.isOn(Self.failBelowTable) ? .failure : .note
        var findings: [Diagnostic] = []
        // A pair is the same colours in several modes (a tint set serves several): one finding for them.
        var groups: [(pair: APCAPair, modes: [BrandMode], short: [APCAPair.Need])] = []
        for pair in pairs {
            let short = pair.shortFor(needs)
            guard !short.isEmpty else { continue }
            if let at = groups.firstIndex(where: { $0.pair.kind == pair.kind && $0.pair.text == pair.text && $0.pair.background == pair.background }) {
                groups[at].modes.append(pair.mode)
            } else {
                groups.append((pair, [pair.mode], short))
            }
        }
        for (pair, modes, short) in groups {
            let shown = short.prefix(4).map { need in
                "\(need.style.rawValue) (\(need.size.plainText) pt, \(need.weight): "
                    + (need.minimumLc.map { "Lc \($0.text(decimals: 1))" } ?? "no Lc is enough") + ")"
            }.joined(separator: ", ") + (short.count > 4 ? " and \(short.count - 4) more" : "")
            let enough = needs.filter { need in !short.contains { $0.style == need.style } }.map(\.style.rawValue)
            findings.append(context.finding(
                Self.self, severity, "\(pair.kind): \(pair.text.hex) on \(pair.background.hex) is APCA Lc \(abs(pair.lc).text(decimals: 1)) in "
                    + modes.map { "\($0.appearance.rawValue)/\($0.contrast.rawValue)" }.joined(separator: ", ")
                    + "; APCA's font table asks more for \(shown)"
                    + (enough.isEmpty ? "" : "; enough for " + enough.joined(separator: ", ")),
                at: pair.place, written: pair.written, fix: fix(pair, short)))
        }
        return findings
    }

    /// Raise the contrast to what the short styles need where some text colour reaches it; else
    /// the smallest text the pair serves at each of their weights, to keep smaller styles off it.
    private static func fix(_ pair: APCAPair, _ short: [APCAPair.Need]) -> String {
        let needed = short.map(\.minimumLc)
        if !needed.contains(nil), let most = needed.compactMap({ $0 }).max(), most <= pair.reachableLc {
            // Up to the next tenth, so the Lc named is enough as written.
            return "raise the contrast of \(pair.kind) to Lc \(((most * 10).rounded(.up) / 10).text(decimals: 1)), or keep those styles off this pair"
        }
        let polarity = pair.lc >= 0 ? "dark text on a light background" : "light text on a dark background"
        let weights = Array(Set(short.map(\.weight))).sorted()
        let sizes = weights.map { weight in pair.serves(weight: weight).map { "\(weight) from \($0.plainText) pt" } }
        let serves = sizes.allSatisfy { $0 == nil }
            ? "no text (APCA's table allows none below Lc \(APCAFontTable.textFrom.plainText))"
            : zip(weights, sizes).map { $1 ?? "no \($0) text" }.joined(separator: ", ")
        return "keep those styles off this pair: no text colour reaches what they need (APCA gives \(polarity) Lc "
            + "\(pair.reachableLc.text(decimals: 1)) at most); at Lc \(abs(pair.lc).text(decimals: 1)) it serves \(serves)"
    }
}
