/// Normal or increased contrast (Apple's Increase Contrast).
public enum ContrastSetting: String, CaseIterable, Sendable { case normal, increased }
