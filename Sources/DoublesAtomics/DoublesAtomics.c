// The atomics are inline in include/DoublesAtomics.h. This file holds the one thing a C target can do that Swift
// cannot: run code when the test binary is loaded, before any test starts.
#include "DoublesAtomics.h"

// Defined in Doubles (Swift): starts observing XCTest's tests.
extern void _doubles_observe_tests_from_load(void);

// Runs when the image that holds Doubles is loaded, so the observer sees every XCTest test start and finish,
// whichever thread makes the first check of the run. Without it, a first check from an `async` test (off the
// main thread) could not tell that a test was running, and its failure had nowhere to go.
__attribute__((constructor)) static void doubles_image_loaded(void) {
    _doubles_observe_tests_from_load();
}
