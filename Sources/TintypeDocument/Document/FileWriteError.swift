/// An output that could not be written or a folder that could not be made, in one line: the path,
/// the system's reason, and what became of the run's other files.
public struct FileWriteError: InputError, Equatable {
    public let description: String

    public init(description: String) { self.description = description }
}
