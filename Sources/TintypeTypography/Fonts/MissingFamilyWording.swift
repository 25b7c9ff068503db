import TintypeDocument

/// How a family that is not installed is said, the same by the compile step that falls back from
/// it and by `check`'s finding about it.
package enum MissingFamilyWording {
    /// `'Robotto' is not installed (PATH); did you mean 'Roboto'?`: a lone family gets the nearest
    /// of the installed families (listed only then, since listing every font takes a while).
    package static func notInstalled(_ families: [String], at path: String, installed: () -> [String]) -> String {
        families.map { "'\($0)'" }.joined(separator: ", ") + (families.count == 1 ? " is" : " are") + " not installed (\(path))"
            + didYouMean(families.count == 1 ? closestMatches(to: families[0], in: installed(), limit: 3) : [])
    }
}
