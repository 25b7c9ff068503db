import TintypeDocument

/// The names each platform gives a content-size category or a mode.
enum PlatformNameFilters {
    static let all: [TemplateFilter] = [
        TemplateFilter("category", "a category's name on a platform: uikit (extraSmall …), swiftui (xSmall …) or css (x-small …)",
                       usage: "category:\"uikit\"", arguments: 1...1) { value, arguments in
            let name = try TemplateFilters.string(value, "a category's name")
            guard let index = ContentSizeCategory.allCases.firstIndex(where: { $0.name == name }) else {
                throw TemplateFilterError("'\(name)' is no category; they are " + ContentSizeCategory.allCases.map(\.name).joined(separator: ", "))
            }
            let platform = try TemplateFilters.string(arguments[0], "a platform's name")
            guard let names = categoryNames[platform] else {
                throw TemplateFilterError("'\(platform)' has no category names here; the platforms are " + categoryNames.keys.sorted().joined(separator: ", "))
            }
            return .string(names[index])
        },
        TemplateFilter("mode", "a mode's name on a platform: css (the media query), android (the resource qualifiers) or swiftui (color scheme and contrast)",
                       usage: "mode:\"css\"", arguments: 1...1) { value, arguments in
            let name: String
            if case .object(let object) = value, case .string(let text)? = object["name"] { name = text } else { name = try TemplateFilters.string(value, "a mode") }
            guard let index = ["light", "lightIncreased", "dark", "darkIncreased"].firstIndex(of: name) else {
                throw TemplateFilterError("'\(name)' is no mode; they are light, lightIncreased, dark, darkIncreased")
            }
            let platform = try TemplateFilters.string(arguments[0], "a platform's name")
            guard let names = modeNames[platform] else {
                throw TemplateFilterError("'\(platform)' has no mode names here; the platforms are " + modeNames.keys.sorted().joined(separator: ", "))
            }
            return .string(names[index])
        },
    ]

    /// Per platform, the twelve categories' names in order.
    static let categoryNames: [String: [String]] = [
        "uikit": ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                  "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                  "accessibilityExtraExtraExtraLarge"],
        "swiftui": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],
        "css": ["x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "ax1", "ax2", "ax3", "ax4", "ax5"],
    ]

    /// Per platform, the four modes' names: light, light with increased contrast, dark, dark with it.
    static let modeNames: [String: [String]] = [
        "css": ["(prefers-color-scheme: light)", "(prefers-color-scheme: light) and (prefers-contrast: more)",
                "(prefers-color-scheme: dark)", "(prefers-color-scheme: dark) and (prefers-contrast: more)"],
        "android": ["", "highcontrast", "night", "night-highcontrast"],
        "swiftui": ["light standard", "light increased", "dark standard", "dark increased"],
    ]
}
