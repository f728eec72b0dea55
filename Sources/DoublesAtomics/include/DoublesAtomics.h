#ifndef DOUBLES_ATOMICS_H
#define DOUBLES_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

// Atomic operations on one word, for the sequence of recorded calls, the published empty values, the state of
// an expectation's memo and the counts of installed expectation gatherers, open stub checks and open negated
// scopes. They are inline, so Swift code that calls them
// compiles to single instructions, and they use the compiler's builtins, so they need neither the Synchronization
// module (macOS 15 and later, and compiled from its interface on a clean build) nor anything else. Not for use
// outside Doubles.

static inline intptr_t doubles_atomic_load_relaxed(intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED);
}

/// Loads a word that a release store published, seeing everything written before that store.
static inline intptr_t doubles_atomic_load_acquire(intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void doubles_atomic_store_release(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Replaces `expected` with `desired` and says whether it did; acquires on success.
static inline bool doubles_atomic_compare_exchange_acquire(intptr_t *word, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static inline void doubles_atomic_add_relaxed(intptr_t *word, intptr_t delta) {
    __atomic_fetch_add(word, delta, __ATOMIC_RELAXED);
}

/// Adds one and returns the value before. Relaxed is enough for a sequence: every increment of one word is
/// ordered, and an increment that happens before another (in a thread, or through a lock or a queue) reads
/// a smaller value.
static inline intptr_t doubles_atomic_increment_relaxed(intptr_t *word) {
    return __atomic_fetch_add(word, 1, __ATOMIC_RELAXED);
}

/// The Swift runtime's own answer to whether the native Swift object at `object` has begun to deinitialize. Safe
/// only while something keeps the object's memory, as an `unowned` reference does. Beside the atomics because it is
/// the other piece of C that Doubles' bookkeeping needs.
extern bool swift_isDeallocating(void *object);

static inline bool doubles_is_deallocating(void *object) {
    return swift_isDeallocating(object);
}

// Copies `size` bytes at `address` of this process into `buffer` through the kernel, which refuses an address that
// cannot be read where a load would fault: 0 on success, -1 otherwise, and always -1 where Linux's
// `process_vm_readv` is missing. For reading the stack's frames, whose chain code without frame pointers can break.
#include <stddef.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>
#endif

static inline int doubles_read_memory(uint64_t address, void *buffer, size_t size) {
#if defined(__linux__) && defined(SYS_process_vm_readv)
    struct iovec local = { buffer, size };
    struct iovec remote = { (void *)(uintptr_t)address, size };
    long copied = syscall(SYS_process_vm_readv, (long)getpid(), &local, 1UL, &remote, 1UL, 0UL);
    return copied == (long)size ? 0 : -1;
#else
    (void)address;
    (void)buffer;
    (void)size;
    return -1;
#endif
}

#endif
