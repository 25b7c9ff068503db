/// Light or dark appearance.
public enum Appearance: String, CaseIterable, Sendable { case light, dark }
