import ArgumentParser
import TintypeCheck

/// `check`'s thresholds: one option per `CheckThreshold` a rule declares, its name, help, default
/// and range taken from the declaration (`ThemeCheck.thresholds`, which a test holds this list to).
struct ThresholdOptions: ParsableArguments {
    @Option(name: .customLong(TextOnTintRule.minimumRatio.key), help: Self.help(TextOnTintRule.minimumRatio))
    var textContrast: Double?

    @Option(name: .customLong(TintOnBackgroundRule.minimumRatio.key), help: Self.help(TintOnBackgroundRule.minimumRatio))
    var tintContrast: Double?

    @Option(name: .customLong(TextOnTintRule.minimumLc.key), help: Self.help(TextOnTintRule.minimumLc))
    var apca: Double?

    @Flag(name: .customLong(APCARule.failBelowTable.key), help: Self.help(APCARule.failBelowTable))
    var apcaTable = false

    @Option(name: .customLong(MinimumSizeRule.floor.key), help: Self.help(MinimumSizeRule.floor))
    var minimumSize: Double?

    @Option(name: .customLong(TrackingRangeRule.limit.key), help: Self.help(TrackingRangeRule.limit))
    var maximumTracking: Double?

    private static func help(_ threshold: CheckThreshold) -> ArgumentHelp { ArgumentHelp(threshold.helpWithDefault) }

    /// Each number given, with its declaration; each toggle, on or off.
    var given: (numbers: [(CheckThreshold, Double)], toggles: [(CheckThreshold, Bool)]) {
        let numbers: [(CheckThreshold, Double?)] = [
            (TextOnTintRule.minimumRatio, textContrast), (TintOnBackgroundRule.minimumRatio, tintContrast),
            (TextOnTintRule.minimumLc, apca), (MinimumSizeRule.floor, minimumSize), (TrackingRangeRule.limit, maximumTracking),
        ]
        return (numbers.compactMap { threshold, value in value.map { (threshold, $0) } }, [(APCARule.failBelowTable, apcaTable)])
    }

    /// The thresholds these options give over `base` (the project's), each refused outside its
    /// declared range.
    func thresholds(over base: ThemeCheck.Thresholds = .init()) throws -> ThemeCheck.Thresholds {
        var thresholds = base
        for (threshold, value) in given.numbers {
            do { try thresholds.set(threshold, value) } catch { throw ValidationError("--\(error.description)") }
        }
        for (threshold, on) in given.toggles where on { thresholds.set(threshold, on: on) }
        return thresholds
    }

    func validate() throws { _ = try thresholds() }
}
