import TintypeTheme

/// Where a project's baselines and reports lie in a folder: one file a theme, named after it
/// (`brand.json`, `brand-android.json` for a platform's), so `metrics snapshot -o FOLDER` and
/// `metrics check --baseline FOLDER` serve any number of themes with one step each.
enum MetricsBaselineFolder {
    static func file(_ folder: String, theme: String, platform: ThemePlatform?, extension suffix: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + theme + (platform.map { "-" + $0.rawValue } ?? "") + "." + suffix
    }
}
