import ArgumentParser

/// `-o DIR`: where the commands that write formats (`compile`, `export`) put them.
package struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The directory to write into (created when missing).", valueName: "dir"))
    package var output: String

    package init() {}
}
