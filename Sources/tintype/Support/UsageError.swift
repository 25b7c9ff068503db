/// A command line that parses but asks for something impossible; reported on one line, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}
