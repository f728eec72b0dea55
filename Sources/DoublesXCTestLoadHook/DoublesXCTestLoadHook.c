// Starts Doubles' observation of XCTest's tests when the binary that holds Doubles is loaded, before any test
// starts: the one thing here that a C target can do and Swift cannot. Not for use outside Doubles.
#include "DoublesXCTestLoadHook.h"

// Runs when the image that holds Doubles is loaded, so the observer sees every XCTest test start and finish,
// whichever thread makes the first check of the run. Without it, a first check from an `async` test (off the
// main thread) could not tell that a test was running, and its failure had nowhere to go.
__attribute__((constructor)) static void doubles_image_loaded(void) {
    _doubles_observe_tests_from_load();
}
