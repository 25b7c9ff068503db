#if TINTYPE_FUZZING
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry points, compiled in only for `Scripts/fuzz.sh`'s build (`-DTINTYPE_FUZZING`,
/// `-sanitize=fuzzer,address`): `TINTYPE_FUZZ_TARGET` names the surface every input goes to.
/// SwiftPM links an executable's entry as `tintype_fuzz_main` (so that tests can link the
/// module); it is defined here as libFuzzer's driver, in place of libFuzzer's own `main`.
enum FuzzEntry {
    nonisolated(unsafe) static var target = FuzzTarget.trak
}

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let name = getenv("TINTYPE_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        let line = Array("tintype-fuzz: set TINTYPE_FUZZ_TARGET to one of \(names)\n".utf8)
        _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(2)
    }
    FuzzEntry.target = target
    target.prepare()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@_cdecl("tintype_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc, arguments = argv
    return runDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
}
#endif
