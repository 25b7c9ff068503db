#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A theme file: a name, what it is for, and its typography.
public struct Theme: Codable, Equatable, Sendable {
    public var name: String
    public var description: String?
    public var typography: TypographySpec

    public init(name: String, description: String? = nil, typography: TypographySpec) {
        self.name = name
        self.description = description
        self.typography = typography
    }

    /// Decodes and validates a theme's JSON; `file` names it in messages.
    public static func decode(json data: Data, file: String) throws(ThemeLoadError) -> Theme {
        let theme: Theme
        do {
            theme = try JSONDecoder().decode(Theme.self, from: data)
        } catch let error as DecodingError {
            throw ThemeLoadError(file: file, issues: [TypographyIssue(at: error.jsonPath, error.reason)])
        } catch {
            throw ThemeLoadError(file: file, issues: [TypographyIssue(at: "$", "not valid JSON: \(error)")])
        }
        do {
            _ = try TypeScale(theme.typography)
        } catch {
            throw ThemeLoadError(file: file, issues: error.issues)
        }
        return theme
    }
}

/// A theme that cannot be used, with every problem found, each at its JSON path.
public struct ThemeLoadError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var issues: [TypographyIssue]

    public init(file: String, issues: [TypographyIssue]) {
        self.file = file
        self.issues = issues
    }

    /// One line per problem: `FILE: PATH: error: message`.
    public var description: String { issues.map { "\(file): \($0)" }.joined(separator: "\n") }
}

extension DecodingError {
    /// The JSON path of the value at fault, e.g. `typography.styles[2].scale.model`.
    var jsonPath: String {
        let path: [CodingKey]
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): path = c.codingPath
        case .keyNotFound(let key, let c): path = c.codingPath + [key]
        @unknown default: return "$"
        }
        guard !path.isEmpty else { return "$" }
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    /// What is wrong, in a sentence.
    var reason: String {
        switch self {
        case .typeMismatch(let type, _): return "expected \(Self.describe(type))"
        case .valueNotFound(let type, _): return "expected \(Self.describe(type)), found null"
        case .keyNotFound(let key, let c):
            let detail = c.debugDescription.hasPrefix("No value associated") ? "" : " (\(c.debugDescription))"
            return "missing key '\(key.stringValue)'\(detail)"
        case .dataCorrupted(let c): return c.debugDescription
        @unknown default: return "unreadable value"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "a value of type \(name)"
        }
    }
}
