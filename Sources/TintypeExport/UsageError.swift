/// A command line that parses but asks for something impossible; reported on one line, exit code 2.
package struct UsageError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) { self.description = description }
}
