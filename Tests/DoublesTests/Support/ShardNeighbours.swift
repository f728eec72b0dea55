@testable import Doubles

extension FakeStringService {
    /// A new fake whose state `registry` keeps in the same shard as `other`'s, and the fakes made on the way,
    /// which the caller keeps alive so that their addresses are not handed out again.
    static func sharingAShard(
        with other: FakeStringService, in registry: Registry
    ) -> (FakeStringService, [FakeStringService]) {
        var madeOnTheWay: [FakeStringService] = []
        let shard = registry.shard(for: ObjectIdentifier(other))
        while true {
            let candidate = FakeStringService()
            if registry.shard(for: ObjectIdentifier(candidate)) === shard { return (candidate, madeOnTheWay) }
            madeOnTheWay.append(candidate)
        }
    }
}
