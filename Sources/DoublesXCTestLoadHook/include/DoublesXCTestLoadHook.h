#ifndef DOUBLES_XCTEST_LOAD_HOOK_H
#define DOUBLES_XCTEST_LOAD_HOOK_H

// The function the load hook calls, defined in Doubles (Swift, `XCTestTracking.swift`): starts observing
// XCTest's tests, or does nothing where there is no XCTest. Not for use outside Doubles.
void _doubles_observe_tests_from_load(void);

#endif
