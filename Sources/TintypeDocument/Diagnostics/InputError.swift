/// An error about the user's input that says, in one line, what is wrong and what to do (a missing
/// font, an impossible option). Every Tintype tool reports it as `tintype: error: …` and exits 2.
public protocol InputError: Error, CustomStringConvertible {}
