import Testing
import TintypeDocument
@testable import TintypeTemplates

/// The template engine on small contexts: what each tag and filter writes, tags alone on their
/// lines leaving no blank lines, the trims, and errors at their places. Expected texts follow the
/// syntax's documented rules (Docs/Templates.md) and the filters' units (1 rem = 16 px unless
/// given, 8-bit channels rounded), worked out by hand here.
@Suite struct TemplateEngineTests {
    // Made for each render rather than kept in globals: LeakSanitizer (the CI's address run) does
    // not follow the references Swift keeps in enum payloads with spare bits set.
    static var shape: TemplateShape {
        TemplateShape.object(nil, "test", [
        ("name", .string("a name")),
        ("items", .list(.object(nil, "item", [("label", .string("label")), ("size", .number("size"))]), "items")),
        ("empty", .list(.string("nothing"), "nothing")),
        ("color", .object("color", "a colour", [("hex", .string("")), ("red", .number("")), ("green", .number("")), ("blue", .number("")),
                                                 ("alpha", .number("")), ("p3", .list(.number(""), ""))])),
        ("length", .object("dimension", "a length", [("value", .number("")), ("unit", .string("")), ("points", .number(""))])),
        ])
    }

    static var context: TemplateObject {
        TemplateObject([
        ("name", .string("brand.primary-500")),
        ("items", .list([.object(TemplateObject([("label", .string("a")), ("size", .number(12))])),
                         .object(TemplateObject([("label", .string("b")), ("size", .number(17.5))]))])),
        ("empty", .list([])),
        ("color", .object(TemplateObject(kind: "color", [("hex", .string("#336699cc")), ("red", .number(0.2)), ("green", .number(0.4)),
                                                          ("blue", .number(0.6)), ("alpha", .number(0.8)),
                                                          ("p3", .list([.number(0.25), .number(0.4), .number(0.58)]))]))),
        ("length", .object(TemplateObject(kind: "dimension", [("value", .number(1.5)), ("unit", .string("rem")), ("points", .number(24))]))),
        ])
    }

    static func render(_ source: String) throws -> String {
        try Template(source, file: "t.stencil", shape: shape, filters: TemplateFilters.all).render(context)
    }

    @Test(arguments: [
        // Tags alone on their lines take their lines with them.
        ("{% for item in items %}\n- {{ item.label }}: {{ item.size }}\n{% endfor %}\n", "- a: 12\n- b: 17.5\n"),
        ("{% for item in items %}{{ item.label }}{% if not forloop.last %}, {% endif %}{% endfor %}", "a, b"),
        ("{% for item in items %}{{ forloop.counter }}/{{ forloop.length }}{% if forloop.first %}!{% endif %} {% endfor %}", "1/2! 2/2 "),
        ("{% for x in empty %}x{% empty %}none{% endfor %}", "none"),
        ("{% for item in items %}{% if item.size > 15 %}big{% elif item.size == 12 %}twelve{% else %}other{% endif %} {% endfor %}", "twelve big "),
        ("{% if name == \"x\" or items.count >= 2 and not empty %}yes{% endif %}", "yes"),
        ("a  {%- if name -%}  \n  b{% endif %}", "ab"),
        ("{# a comment #}x", "x"),
        ("{{ items.first.label }}{{ items.last.label }}{{ items.count }}{{ items.1.size }}", "ab217.5"),
        // Names in each case, from the words of a path.
        ("{{ name|camel }} {{ name|pascal }} {{ name|kebab }} {{ name|snake }} {{ name|constant }}",
         "brandPrimary500 BrandPrimary500 brand-primary-500 brand_primary_500 BRAND_PRIMARY_500"),
        // Colours: 0.2 × 255 = 51, 0.4 × 255 = 102, 0.6 × 255 = 153, 0.8 × 255 = 204 (CC).
        ("{{ color|hex }} {{ color|rgba }} {{ color|argb }} {{ color|compose }}", "#336699cc rgba(51, 102, 153, 0.8) #CC336699 Color(0xCC336699)"),
        ("{{ color|p3 }}", "color(display-p3 0.25 0.4 0.58 / 0.8)"),
        ("{{ color|uicolor }}", "UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)"),
        // Lengths: 24 pt is 24 px, 1.5 rem of 16, 2.4 rem of 10.
        ("{{ length|px }} {{ length|pt }} {{ length|rem }} {{ length|rem:10 }} {{ length|dp }} {{ length|sp }}", "24px 24pt 1.5rem 2.4rem 24dp 24sp"),
        ("{{ 0.123456|round:2 }} {{ 2.5|round }} {{ 150|ms }} {{ 150|seconds }}", "0.12 3 150ms 0.15s"),
        ("{{ \"AX3\"|category:\"uikit\" }} {{ \"AX3\"|category:\"swiftui\" }} {{ \"dark\"|mode:\"android\" }}",
         "accessibilityExtraLarge accessibility3 night"),
        ("{{ name|json }} {{ items|json }}", "\"brand.primary-500\" [{\"label\": \"a\", \"size\": 12}, {\"label\": \"b\", \"size\": 17.5}]"),
        ("{{ empty|default:\"none\" }} {{ name|upper }}", "none BRAND.PRIMARY-500"),
    ])
    func writes(source: String, expected: String) throws {
        #expect(try Self.render(source) == expected)
    }

    @Test(arguments: [
        ("{{ items.first.lable }}", "t.stencil:1:4: error: items.first has no 'lable'; did you mean 'label'?"),
        ("{% for item in name %}{% endfor %}", "t.stencil:1:16: error: for takes a list; this is a string"),
        ("{% if name %}x", "t.stencil:1:4: error: this if has no {% endif %}"),
        ("{% endfor %}", "t.stencil:1:4: error: 'endfor' has no block to end"),
        ("{{ name|round:1,2 }}", "t.stencil:1:9: error: round takes 0 to 1 arguments, not 2: round or round:2"),
        ("{{ name name }}", "t.stencil:1:9: error: 'name' after the expression is not understood"),
        ("{{ items }}", "t.stencil:1:4: error: this is a list: loop over it with for, or write one of its members"),
        ("{{ name|hex }}", "t.stencil:1:9: error: hex: takes a colour, not a string"),
        ("{{ \"AX9\"|category:\"uikit\" }}", "t.stencil:1:10: error: category: 'AX9' is no category"),
    ])
    func refuses(source: String, message: String) {
        do {
            _ = try Self.render(source)
            Issue.record("rendered \(source)")
        } catch let error as Diagnostic {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Nesting is bounded (the parser, checker and renderer recurse per level): 64 levels render,
    /// the 65th is an error at its tag.
    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "{% if name %}", count: 64) + "x" + String(repeating: "{% endif %}", count: 64)
        #expect(try Self.render(deep) == "x")
        let deeper = String(repeating: "{% if name %}", count: 65) + "x" + String(repeating: "{% endif %}", count: 65)
        #expect(throws: Diagnostic.self) { try Self.render(deeper) }
        do {
            _ = try Self.render(deeper)
        } catch let error as Diagnostic {
            #expect(error.description.hasPrefix("t.stencil:1:\(64 * 13 + 4): error: loops and conditions nest 64 deep here"), "\(error.description)")
        }
    }

    /// Loops that multiply past the budget stop at an error naming the loop, not after minutes.
    @Test func runawayLoopsStop() throws {
        let nested = "{% for a in items %}{% for b in items %}" + String(repeating: "{% for c in items %}", count: 17) + "x"
            + String(repeating: "{% endfor %}", count: 19)
        do {
            _ = try Self.render(nested)
            Issue.record("2^19 iterations rendered")
        } catch let error as Diagnostic {
            #expect(error.description.contains("error: the loops here run more than 250000 times or write more than 64 MiB"), "\(error.description)")
        }
    }
}
