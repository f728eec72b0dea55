import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tags by which CI picks the suites that run again under a sanitizer or in a release build
/// (`.ci/suites.py` reads them from the sources, and fails when a suite that uses threads lacks `.concurrency`).
extension Tag {
    /// Work on several threads or tasks at once: run again under ThreadSanitizer and AddressSanitizer.
    @Tag public static var concurrency: Self
    /// The tables that hold fakes' calls and stubs, their locks and what they release: run again under
    /// AddressSanitizer and in a release build, where the optimizer can show a defect a debug build hides.
    @Tag public static var storage: Self
}

/// Whether this process was built with AddressSanitizer (`swift test --sanitize=address`), whose allocator keeps
/// freed memory from reuse for a while: a test that needs a freed address handed out again cannot run under it.
public let runningUnderAddressSanitizer: Bool = {
    let process = dlopen(nil, RTLD_NOW)
    defer { if let process { dlclose(process) } }
    return dlsym(process, "__asan_init") != nil
}()
