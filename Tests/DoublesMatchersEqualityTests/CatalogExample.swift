import DoublesMatchersEquality
import Testing

// This file holds the example of the DoublesMatchersEquality catalog, word for word; `.ci/check-readme.py` keeps
// the two the same.

@Test func arraysOfTuples_andLabelledTuples_areCompared() {
    let entries: [(Int, String)] = [(1, "opening"), (2, "deposit")]
    expect(entries).to(equal([(1, "opening"), (2, "deposit")]))
    expect(entries) == [(1, name: "opening"), (2, name: "deposit")]
    expect((1, name: "a")) == (1, name: "a")
}
