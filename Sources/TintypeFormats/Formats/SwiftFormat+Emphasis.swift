import TintypeCompiledTheme

extension SwiftFormat {
    /// The pieces of the generated code that carry UIKit's emphasized variant, each empty for a
    /// theme without it (`typography.emphasized: false`), whose own API then has no `emphasized`.
    struct Emphasis {
        let on: Bool

        init(_ compiled: CompiledTheme) { on = compiled.hasEmphasizedRows }

        /// A parameter after another: `, emphasized: Bool = false`.
        var parameter: String { on ? ", emphasized: Bool = false" : "" }
        /// Its argument after another: `, emphasized: emphasized`.
        var argument: String { on ? ", emphasized: emphasized" : "" }
        /// The rows of a cell in the table: regular and emphasized, each with Bold Text off and on.
        var rowsPerCell: Int { on ? 4 : 2 }
    }
}
