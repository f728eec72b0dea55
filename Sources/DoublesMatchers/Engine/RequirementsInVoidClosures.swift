import Doubles

// Requirements return the value they checked. In a closure of one expression whose type returns `Void`, such as
// `{ try require(x).to(equal(1)) }`, Swift would bind that value's type to `Void` and reject the line. These
// overloads, which return nothing and are chosen only where the value is not wanted, let such closures compile.

extension SyncRequirement {
    /// `to` where the value is not wanted.
    @_disfavoredOverload
    public func to(
        _ matcher: Matcher<Value>, description: String? = nil
    ) throws {
        _ = try to(matcher, description: description) as Value
    }

    /// `toNot` where the value is not wanted.
    @_disfavoredOverload
    public func toNot(
        _ matcher: Matcher<Value>, description: String? = nil
    ) throws {
        _ = try toNot(matcher, description: description) as Value
    }

    /// `notTo` where the value is not wanted.
    @_disfavoredOverload
    public func notTo(
        _ matcher: Matcher<Value>, description: String? = nil
    ) throws {
        _ = try notTo(matcher, description: description) as Value
    }

    /// `toEventually` where the value is not wanted.
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws {
        _ = try toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toEventuallyNot` where the value is not wanted.
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws {
        _ = try toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toNotEventually` where the value is not wanted.
    @_disfavoredOverload
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws {
        _ = try toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toNever` where the value is not wanted.
    @_disfavoredOverload
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws {
        _ = try toNever(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `neverTo` where the value is not wanted.
    @_disfavoredOverload
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws {
        _ = try neverTo(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `toAlways` where the value is not wanted.
    @_disfavoredOverload
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws {
        _ = try toAlways(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `alwaysTo` where the value is not wanted.
    @_disfavoredOverload
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws {
        _ = try alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }
}

extension SyncRequirement {
    /// `toEventually` where the value is not wanted.
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toEventuallyNot` where the value is not wanted.
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toNotEventually` where the value is not wanted.
    @_disfavoredOverload
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toNever` where the value is not wanted.
    @_disfavoredOverload
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toNever(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `neverTo` where the value is not wanted.
    @_disfavoredOverload
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await neverTo(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `toAlways` where the value is not wanted.
    @_disfavoredOverload
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toAlways(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `alwaysTo` where the value is not wanted.
    @_disfavoredOverload
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }
}

extension AsyncRequirement {
    /// `to` where the value is not wanted.
    @_disfavoredOverload
    public func to(
        _ matcher: Matcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await to(matcher, description: description) as Value
    }

    /// `toNot` where the value is not wanted.
    @_disfavoredOverload
    public func toNot(
        _ matcher: Matcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toNot(matcher, description: description) as Value
    }

    /// `notTo` where the value is not wanted.
    @_disfavoredOverload
    public func notTo(
        _ matcher: Matcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await notTo(matcher, description: description) as Value
    }

    /// `toEventually` where the value is not wanted.
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toEventuallyNot` where the value is not wanted.
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toNotEventually` where the value is not wanted.
    @_disfavoredOverload
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description) as Value
    }

    /// `toNever` where the value is not wanted.
    @_disfavoredOverload
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toNever(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `neverTo` where the value is not wanted.
    @_disfavoredOverload
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await neverTo(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `toAlways` where the value is not wanted.
    @_disfavoredOverload
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await toAlways(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }

    /// `alwaysTo` where the value is not wanted.
    @_disfavoredOverload
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        _ = try await alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description) as Value
    }
}
