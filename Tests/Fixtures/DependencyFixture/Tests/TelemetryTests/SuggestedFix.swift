import Doubles
import Logging

// The fix a missing stub's message gives for a type of a dependency with no empty value (see TelemetryTests), as
// written, with `…` filled in.
func registerTheSuggestedFix() {
    EmptyValues.register(Logging.Logger.self) { Logger(label: "") }
}
