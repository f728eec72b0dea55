import Doubles
import Logging

// The fix a missing stub's message gives for a type of a dependency with no empty value (see TelemetryTests), as
// written, with `…` filled in.
extension Logging.Logger.MetadataValue: @retroactive EmptyValueProviding {
    public static var emptyValue: Logging.Logger.MetadataValue { .string("") }
}
