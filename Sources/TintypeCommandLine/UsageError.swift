import TintypeDocument

/// A command line that parses but asks for something impossible; reported on one line, exit code 2.
package struct UsageError: InputError {
    package let description: String

    package init(description: String) { self.description = description }
}
