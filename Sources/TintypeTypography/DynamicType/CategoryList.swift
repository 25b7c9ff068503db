import TintypeDocument

/// Categories as findings name them: in their own order (xSmall … AX5), runs joined with a dash
/// (`AX3–AX5`), and `every category` for all twelve.
public enum CategoryList {
    public static func text(_ categories: some Sequence<ContentSizeCategory>) -> String {
        let sorted = Set(categories).sorted()
        guard sorted.count < ContentSizeCategory.allCases.count else { return "every category" }
        var runs: [[ContentSizeCategory]] = []
        for category in sorted {
            if let last = runs.last?.last, last.rawValue + 1 == category.rawValue {
                runs[runs.count - 1].append(category)
            } else {
                runs.append([category])
            }
        }
        return runs.map { run in
            guard let first = run.first, let last = run.last else { return "" }
            return run.count == 1 ? first.name : run.count == 2 ? "\(first.name), \(last.name)" : "\(first.name)–\(last.name)"
        }.joined(separator: ", ")
    }
}
