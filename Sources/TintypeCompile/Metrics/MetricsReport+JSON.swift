import TintypeDocument

extension MetricsReport {
    /// The `tintype metrics check --json` document: every finding (within the tolerances too),
    /// unfolded, in row order; keys sorted.
    public func json(baseline: String) -> [UInt8] {
        func face(_ face: MetricsSnapshot.Face) -> JSONValue {
            .members([
                ("faceIndex", .integer(face.faceIndex)), ("family", .string(face.family)), ("file", .string(face.file)),
                ("location", face.location.map { .object($0.mapValues(JSONValue.number)) } ?? .null),
                ("postscriptName", .string(face.postscriptName)), ("sha256", .string(face.sha256)),
                ("styleName", .string(face.styleName)), ("version", .string(face.version)),
            ])
        }
        let faceValues: [JSONValue] = faces.map { change in
            .members([
                ("baseline", face(change.baseline)),
                ("changes", .array(change.changes.map {
                    .members([("field", .string($0.field.rawValue)), ("from", .string($0.from)), ("to", .string($0.to))])
                })),
                ("class", .string(change.kind.rawValue)),
                ("current", face(change.current)),
                ("message", .string(change.message)),
                ("regression", .bool(change.isRegression)),
                ("styles", .array(change.styles.map { .string($0.rawValue) })),
                ("warning", .string(change.warning)),
            ])
        }
        let findingValues: [JSONValue] = findings.map { finding in
            let key = finding.key
            return .members([
                ("boldText", key.map { .bool($0.boldText) } ?? .null),
                ("category", .string(key?.category.name)),
                ("cause", .string(finding.cause)),
                ("class", .string(finding.kind.rawValue)),
                ("consequence", .string(finding.consequence)),
                ("emphasized", key.map { .bool($0.emphasized) } ?? .null),
                ("field", .string(finding.field)),
                ("from", .number(finding.from)),
                ("leading", .string(key?.leading.rawValue)),
                ("message", .string(finding.message)),
                ("regression", .bool(finding.isRegression)),
                ("style", .string(finding.style.rawValue)),
                ("to", .number(finding.to)),
            ])
        }
        let tolerances = JSONValue.object(Dictionary(uniqueKeysWithValues: MetricsTolerances.Field.allCases.map { field in
            (field.rawValue, JSONValue.string(self.tolerances[field].text(unit: field.unit)))
        }))
        return JSONValue.members([
            ("baseline", .string(baseline)),
            ("faces", .array(faceValues)),
            ("findings", .array(findingValues)),
            ("format", .string("tintype.metrics-check")),
            ("regressions", .integer(regressions)),
            ("summary", .string(summary(baseline: baseline))),
            ("theme", .string(theme)),
            ("tolerances", tolerances),
            ("version", .integer(1)),
        ]).serialized()
    }
}
