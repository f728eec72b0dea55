/// One recorded call: the member's `#function` name, its arguments, and its place in the sequence of all
/// calls on all fakes.
public struct RecordedCall: CustomStringConvertible {
    /// The member's name as `#function` gives it, for example `giveMeAString(arg1:arg2:)`.
    public let functionName: String
    /// The arguments, in order.
    public let arguments: [Any?]
    /// The call's position among all calls recorded on any fake; later calls have larger numbers.
    public let sequenceNumber: UInt64

    /// `giveMeAString(arg1:arg2:) with <false>, <"wanted">`, or the bare name for a call without arguments.
    public var description: String {
        CallFormatter.call(functionName, arguments: arguments)
    }

    @usableFromInline
    init(functionName: String, arguments: [Any?], sequenceNumber: UInt64) {
        self.functionName = functionName
        self.arguments = arguments
        self.sequenceNumber = sequenceNumber
    }
}
