import Foundation
import Testing

/// The DTCG community group's conformance suite (Tests/Fixtures/DTCGSuite, see SOURCE.md), every
/// case run as a user would: `tintype tokens resolve FILE --strict-tokens` (a resolver case with
/// `--resolver`, each modifier without a default given a context). A valid file passes when the
/// exit code is 0 and every token written in it is in the output; an invalid one when the exit code
/// is 2, nothing is printed, and an error stands at a line and column of the file and says what
/// the fixture's own description says is wrong.
@Suite struct ConformanceSuiteTests {
    struct Case: CustomStringConvertible, Sendable {
        var id: String
        var valid: Bool
        var path: String
        var resolver: Bool
        var description: String { id }
    }

    static let root = "Tests/Fixtures/DTCGSuite"

    static let cases: [Case] = {
        var cases: [Case] = []
        for part in ["format", "resolver"] {
            let url = TintypeProcess.packageRoot.appendingPathComponent("\(root)/\(part)/manifest.json")
            guard let data = try? Data(contentsOf: url),
                  let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let tests = manifest["tests"] as? [[String: Any]] else { continue }
            for test in tests {
                guard let id = test["id"] as? String, let type = test["type"] as? String, let input = test["input"] as? String else { continue }
                cases.append(Case(id: id, valid: type == "PositiveEvaluationTest", path: "\(root)/\(part)/\(input)", resolver: part == "resolver"))
            }
        }
        return cases
    }()

    /// The cases Tintype decides otherwise than the suite, each explained in Docs/Tokens.md.
    static let disagreements: Set<String> = []

    @Test func theSuiteIsWhole() {
        #expect(Self.cases.count == 243)
        #expect(Self.cases.filter(\.valid).count == 100)
        #expect(Self.disagreements.count <= 3)
        // Every invalid case has its words below, and nothing else does.
        #expect(Set(Self.cases.filter { !$0.valid }.map(\.id)) == Set(Self.whatIsWrong.keys))
    }

    @Test(arguments: cases) func conforms(_ test: Case) throws {
        guard !Self.disagreements.contains(test.id) else { return }
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent(test.path)))
        var arguments = ["tokens", "resolve"]
        if test.resolver {
            arguments += ["--resolver", test.path]
            for (modifier, context) in Self.contextsToChoose(document).sorted(by: { $0.key < $1.key }) {
                arguments += ["--input", "\(modifier)=\(context)"]
            }
        } else {
            arguments.append(test.path)
        }
        let result = try TintypeProcess.run(arguments + ["--strict-tokens"])
        #expect(!result.crashed, "\(test.id) crashed")
        if test.valid {
            #expect(result.status == 0, "\(test.id): \(result.stderr)")
            guard result.status == 0 else { return }
            let output = try #require(try TintypeProcess.jsonObject(result)["tokens"] as? [String: Any])
            let written = test.resolver ? Self.resolverTokens(document) : Self.tokenPaths(document)
            #expect(!written.isEmpty, "\(test.id) has tokens")
            #expect(written.subtracting(output.keys).isEmpty, "\(test.id): missing \(written.subtracting(output.keys).sorted())")
        } else {
            #expect(result.status == 2, "\(test.id) exited \(result.status)")
            #expect(result.stdout.isEmpty)
            let lines = try String(contentsOf: TintypeProcess.packageRoot.appendingPathComponent(test.path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).count
            let errors = result.stderr.split(separator: "\n").compactMap { Self.error(in: String($0), file: test.path) }
            #expect(!errors.isEmpty, "\(test.id): no error at a place of the file: \(result.stderr)")
            #expect(errors.allSatisfy { (1...lines).contains($0.line) && $0.column >= 1 }, "\(test.id): \(result.stderr)")
            let words = try #require(Self.whatIsWrong[test.id])
            #expect(errors.contains { $0.message.contains(words) }, "\(test.id) should say \"\(words)\": \(result.stderr)")
        }
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE` of this file.
    static func error(in line: String, file: String) -> (line: Int, column: Int, message: String)? {
        guard line.hasPrefix(file + ":"), let marker = line.range(of: ": error: ") else { return nil }
        let place = line[line.index(line.startIndex, offsetBy: file.count + 1)..<marker.lowerBound].split(separator: ":")
        guard place.count == 2, let row = Int(place[0]), let column = Int(place[1]) else { return nil }
        return (row, column, String(line[marker.upperBound...]))
    }

    // MARK: - What a reader must find, worked out from the fixtures alone

    /// The paths of the tokens written in a token document: objects with `$value` or `$ref`, under
    /// groups; `$`-keys are no names, but `$root` is a token of its group.
    static func tokenPaths(_ node: Any, path: [String] = []) -> Set<String> {
        guard let object = node as? [String: Any] else { return [] }
        if object["$value"] != nil || object["$ref"] != nil { return path.isEmpty ? [] : [path.joined(separator: ".")] }
        var paths = Set<String>()
        for (key, value) in object where !key.hasPrefix("$") || key == "$root" {
            paths.formUnion(tokenPaths(value, path: path + [key]))
        }
        return paths
    }

    /// The tokens a resolver document composes: its sets' inline sources, and each modifier's chosen context.
    static func resolverTokens(_ document: Any) -> Set<String> {
        guard let root = document as? [String: Any] else { return [] }
        let choices = contextsToChoose(document)
        var paths = Set<String>()
        func sources(_ list: Any?) {
            for source in list as? [Any] ?? [] { paths.formUnion(tokenPaths(source)) }
        }
        func modifier(_ name: String, _ body: [String: Any]) {
            let contexts = body["contexts"] as? [String: Any] ?? [:]
            let chosen = choices[name] ?? body["default"] as? String ?? ""
            if let context = contexts[chosen] as? [Any] {
                for source in context {
                    if let pointer = (source as? [String: Any])?["$ref"] as? String, pointer.hasPrefix("#/sets/"),
                       let set = (root["sets"] as? [String: Any])?[String(pointer.dropFirst(7))] as? [String: Any] {
                        sources(set["sources"])
                    } else {
                        paths.formUnion(tokenPaths(source))
                    }
                }
            }
        }
        for item in root["resolutionOrder"] as? [[String: Any]] ?? [] {
            if let pointer = item["$ref"] as? String {
                if pointer.hasPrefix("#/sets/"), let set = (root["sets"] as? [String: Any])?[String(pointer.dropFirst(7))] as? [String: Any] {
                    sources(set["sources"])
                } else if pointer.hasPrefix("#/modifiers/"), let body = (root["modifiers"] as? [String: Any])?[String(pointer.dropFirst(12))] as? [String: Any] {
                    modifier(String(pointer.dropFirst(12)), body)
                }
            } else if item["type"] as? String == "set" {
                sources(item["sources"])
            } else if item["type"] as? String == "modifier", let name = item["name"] as? String {
                modifier(name, item)
            }
        }
        return paths
    }

    /// A context for each modifier of the resolution order without a default: the first by name
    /// (any is a valid input).
    static func contextsToChoose(_ document: Any) -> [String: String] {
        guard let root = document as? [String: Any] else { return [:] }
        let declared = root["modifiers"] as? [String: [String: Any]] ?? [:]
        var modifiers: [String: [String: Any]] = [:]
        for item in root["resolutionOrder"] as? [[String: Any]] ?? [] {
            if item["type"] as? String == "modifier", let name = item["name"] as? String { modifiers[name] = item }
            if let pointer = item["$ref"] as? String, pointer.hasPrefix("#/modifiers/") {
                let name = String(pointer.dropFirst(12))
                modifiers[name] = declared[name]
            }
        }
        var choices: [String: String] = [:]
        for (name, body) in modifiers where body["default"] == nil {
            if let first = (body["contexts"] as? [String: Any])?.keys.sorted().first { choices[name] = first }
        }
        return choices
    }

    // MARK: - What each invalid case must say

    /// For each invalid case, words its error must hold: the problem its fixture's `$description` names.
    static let whatIsWrong: [String: String] = [
        "border-composite-color-wrong-type": "color: a DTCG colour is an object",
        "border-missing-color": "a border needs color",
        "border-missing-style": "a border needs style",
        "border-missing-width": "a border needs width",
        "border-style-wrong-type": "style: a stroke style is",
        "border-wrong-color-type": "color: a DTCG colour is an object",
        "color-alpha-out-of-range": "alpha is 1.5",
        "color-component-out-of-range": "(blue) of a srgb colour is 2",
        "color-components-not-array": "components are an array",
        "color-hex-not-string": "hex is a string",
        "color-hex-with-alpha": "six hex digits",
        "color-hex-wrong-format": "six hex digits",
        "color-missing-colorSpace": "needs \"colorSpace\"",
        "color-missing-components": "\"components\"",
        "color-mixed-none-and-invalid": "'not-a-number'",
        "color-negative-alpha": "alpha is -0.5",
        "color-negative-component": "(red) of a srgb colour is -0.5",
        "color-unknown-colorSpace": "'cmyk' is not a DTCG colour space",
        "color-wrong-component-count": "3 components, not 2",
        "color-hsl-hue-equals-360": "(hue) of a hsl colour is 360",
        "color-hsl-negative-lightness": "(lightness) of a hsl colour is -10",
        "color-hsl-saturation-over-100": "(saturation) of a hsl colour is 150",
        "color-lab-lightness-over-100": "(lightness) of a lab colour is 150",
        "color-lch-negative-chroma": "(chroma) of a lch colour is -10",
        "color-oklab-lightness-over-1": "(lightness) of a oklab colour is 1.5",
        "color-oklch-hue-equals-360": "(hue) of a oklch colour is 360",
        "cubicBezier-negative-x": "P1x is -0.1",
        "cubicBezier-string-value": "is a string",
        "cubicBezier-wrong-length": "four numbers",
        "cubicBezier-x-out-of-range": "is 1.5; an x coordinate is from 0 to 1",
        "dimension-missing-unit": "a dimension needs unit",
        "dimension-missing-value": "a dimension needs value",
        "dimension-string-value": "value: expected a number",
        "dimension-wrong-unit": "not 'em'",
        "duration-missing-unit": "a duration needs unit",
        "duration-missing-value": "a duration needs value",
        "duration-wrong-unit": "not 'min'",
        "fontFamily-array-with-number": "names (strings), not a number",
        "fontFamily-number": "a family name or a list of them, not a number",
        "fontWeight-out-of-range-high": "1001 is outside 1 to 1000",
        "fontWeight-out-of-range-low": "0 is outside 1 to 1000",
        "fontWeight-unknown-string": "'super-bold' is not a DTCG weight name",
        "fontWeight-wrong-case": "names are lower case: 'bold'",
        "gradient-empty-array": "at least one stop",
        "gradient-missing-color": "a gradient stop needs color",
        "gradient-missing-position": "a gradient stop needs position",
        "gradient-position-string": "position: expected a number",
        "group-both-value-and-children": "cannot also be a group",
        "group-circular-extends": "$extends cycle",
        "group-extends-nonexistent": "which is no group of this file",
        "group-extends-token": "which is a token",
        "group-type-not-string": "an array is not a DTCG type",
        "metadata-deprecated-number": "$deprecated is true, false or a string",
        "metadata-deprecated-object": "$deprecated is true, false or a string",
        "metadata-description-not-string": "$description is a string",
        "metadata-extensions-not-object": "$extensions is an object",
        "metadata-extra-properties-in-token": "unknown property 'customProp'",
        "metadata-token-missing-type": "has no $type",
        "metadata-type-unknown": "'customType' is not a DTCG type",
        "metadata-value-null": "not null",
        "number-object": "expected a number, not an object",
        "number-string": "expected a number, not a string",
        "reference-circular-reference-chain": "reference cycle",
        "reference-composite-json-pointer-missing-required": "a shadow needs",
        "reference-composite-ref-to-number-for-dimension": "width refers to {numbers.line-height-normal}, a number token",
        "reference-composite-ref-to-partial-color": "color: a DTCG colour is an object",
        "reference-composite-ref-wrong-subvalue-type": "color refers to {dimensions.spacing-small}, a dimension token",
        "reference-gradient-ref-to-non-gradient-stop": "not a member of a gradient stop",
        "reference-json-pointer-array-as-string": "names item 'first'",
        "reference-json-pointer-circular-with-ref": "both $value and $ref",
        "reference-json-pointer-double-slash": "is not a JSON pointer to a token's value",
        "reference-json-pointer-empty-path": "is not a JSON pointer to a token's value",
        "reference-json-pointer-incomplete-dimension": "a dimension is an object",
        "reference-json-pointer-malformed-syntax": "is not a JSON pointer to a token's value",
        "reference-json-pointer-missing-hash": "is not a JSON pointer to a token's value",
        "reference-json-pointer-missing-value": "is not a JSON pointer to a token's value",
        "reference-json-pointer-mixed-ref-syntax": "is not a JSON pointer to a token's value",
        "reference-json-pointer-negative-array-index": "names item '-1'",
        "reference-json-pointer-nonexistent": "is not a JSON pointer to a token's value",
        "reference-json-pointer-space-in-path": "which is not defined",
        "reference-json-pointer-to-description": "is not a JSON pointer to a token's value",
        "reference-json-pointer-to-group": "is not a JSON pointer to a token's value",
        "reference-json-pointer-to-metadata": "is not a JSON pointer to a token's value",
        "reference-json-pointer-trailing-slash": "is not a JSON pointer to a token's value",
        "reference-json-pointer-type-mismatch": "a dimension is an object",
        "reference-json-pointer-wrong-array-index": "names item '99'",
        "reference-json-pointer-wrong-property": "names 'radius'",
        "reference-json-pointer-wrong-separator": "is not a JSON pointer to a token's value",
        "reference-ref-and-value-both-present": "both $value and $ref",
        "reference-empty": "empty reference",
        "reference-nonexistent": "{nonexistent.token}, which is not defined",
        "reference-syntax-missing-brace": "missing a closing brace",
        "reference-to-wrong-subvalue": "which is not defined",
        "reference-type-mismatch": "has $type color but aliases",
        "reference-with-spaces": "which is not defined",
        "reference-self-reference": "reference cycle",
        "reference-stroke-dashArray-ref-wrong-type": "dashArray: a dimension is an object",
        "shadow-array-with-non-object": "shadow 1: a shadow is an object",
        "shadow-missing-blur": "a shadow needs blur",
        "shadow-missing-color": "a shadow needs color",
        "shadow-missing-offsetX": "a shadow needs offsetX",
        "shadow-missing-offsetY": "a shadow needs offsetY",
        "shadow-missing-spread": "a shadow needs spread",
        "shadow-wrong-inset-type": "inset: expected true or false",
        "strokeStyle-dashArray-non-dimension": "dashArray: a dimension is an object",
        "strokeStyle-empty-dashArray": "one or more dimensions",
        "strokeStyle-missing-dashArray": "a stroke style needs dashArray",
        "strokeStyle-missing-lineCap": "a stroke style needs lineCap",
        "strokeStyle-unknown-string": "'wavy' is not a stroke style",
        "strokeStyle-wrong-lineCap": "lineCap: expected one of round, butt, square",
        "token-name-curly-brace": "may not contain '.', '{' or '}'",
        "token-name-period": "may not contain '.', '{' or '}'",
        "token-name-starts-with-dollar": "unknown key '$invalidName'",
        "transition-missing-delay": "a transition needs delay",
        "transition-missing-duration": "a transition needs duration",
        "transition-missing-timingFunction": "a transition needs timingFunction",
        "typography-composite-dimension-wrong-type": "fontSize: a dimension is an object",
        "typography-lineHeight-wrong-type": "lineHeight: expected a number",
        "typography-missing-fontFamily": "needs fontFamily",
        "typography-missing-fontSize": "needs fontSize",
        "typography-missing-fontWeight": "needs fontWeight",
        "typography-missing-letterSpacing": "needs letterSpacing",
        "typography-missing-lineHeight": "needs lineHeight",
        "missing-version": "needs \"version\": \"2025.10\"",
        "wrong-version": "needs \"version\": \"2025.10\"",
        "missing-resolution-order": "needs a \"resolutionOrder\"",
        "empty-resolution-order": "the resolutionOrder is empty",
        "duplicate-names-in-resolution-order": "stands in the resolutionOrder twice",
        "reference-to-resolution-order-item": "#/resolutionOrder/0 names no set or modifier",
        "inline-set-missing-type": "needs \"type\"",
        "inline-set-missing-name": "needs a \"name\"",
        "set-missing-sources": "a set needs a \"sources\" array",
        "set-with-additional-properties": "unknown key 'unexpectedProperty' in set",
        "set-referencing-modifier": "cannot include a modifier",
        "inline-modifier-missing-type": "needs \"type\"",
        "inline-modifier-missing-name": "needs a \"name\"",
        "modifier-missing-contexts": "needs a non-empty \"contexts\"",
        "modifier-empty-contexts": "needs a non-empty \"contexts\"",
        "modifier-single-context": "has one context",
        "modifier-with-additional-properties": "in modifier 'theme'",
        "modifier-referencing-modifier": "cannot include a modifier",
        "circular-reference-in-sets": "set cycle",
        "root-with-additional-properties": "unknown key 'unexpectedProperty' in the resolver document",
    ]
}
