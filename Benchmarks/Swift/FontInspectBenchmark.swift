import TintypeDocument
import TintypeFonts

/// Reads every face of every file with `FontReader`, as `tintype fonts inspect` does for one face,
/// hashing each file (as tintype does) unless `hashing` is false (the reading work alone).
struct FontInspectBenchmark {
    let files: [String]
    var hashing = true

    func run(rounds: Int) throws {
        let reader = try FontReader()
        var faces = 0
        var checksum = 0
        let median = try medianSeconds(rounds: rounds) {
            faces = 0
            for path in files {
                let file = try FontFile(path: path, hashed: hashing)
                let first = try reader.metrics(of: file)
                checksum &+= first.unitsPerEm
                faces += 1
                for index in 1..<max(first.faceCount, 1) {
                    checksum &+= try reader.metrics(of: file, faceIndex: index).unitsPerEm
                    faces += 1
                }
            }
        }
        print("{\"faces\": \(faces), \"rounds\": \(rounds), \"medianRoundSeconds\": \(median), \"checksum\": \(checksum)}")
    }
}
