import Dispatch
import Testing
@testable import Doubles
import DoublesTestSupport

@Suite(.tags(.concurrency)) struct ArgumentCaptorTests {
    let fake = FakeStringService()

    @Test func captor_capturesTheArgumentOfEachCallInOrder() {
        let captor = Argument.captor()
        fake.stub(.hereAreTwoStrings).with(Argument.anything, captor).andReturn(true)

        _ = fake.hereAreTwoStrings(string1: "first arg first call", string2: "second arg first call")
        _ = fake.hereAreTwoStrings(string1: "first arg second call", string2: "second arg second call")

        #expect(captor.getValue(as: String.self) == "second arg first call")
        #expect(captor.getValue(at: 1, as: String.self) == "second arg second call")
        #expect(captor.count == 2)
    }

    @Test func captor_capturesOnlyWhenItsStubIsChosen() {
        let captor = Argument.captor()
        fake.stub(.hereAreTwoStrings).with(Argument.nonNil, captor).andReturn(true)
        fake.stub(.hereAreTwoStrings).with("special", Argument.anything).andReturn(false)

        _ = fake.hereAreTwoStrings(string1: "special", string2: "not captured")
        _ = fake.hereAreTwoStrings(string1: "ordinary", string2: "captured")

        #expect(captor.values.count == 1)
        #expect(captor.getValue(as: String.self) == "captured")
    }

    @Test func captor_capturesOncePerCall_whateverTheStubDoes() throws {
        let captor = Argument.captor()
        fake.stub(.giveMeAString).with(Argument.anything, captor).andDo { _ in "done" }
        let throwingCaptor = Argument.captor()
        let weather = FakeWeatherAPI()
        weather.stub(.parse).with(throwingCaptor).andThrow(WeatherError.offline)

        _ = fake.giveMeAString(arg1: true, arg2: "first")
        _ = fake.giveMeAString(arg1: true, arg2: "second")
        _ = try? weather.parse("x")

        #expect(captor.values.map { $0 as? String } == ["first", "second"])
        #expect(throwingCaptor.count == 1)
    }

    @Test func captor_capturesNil() {
        let captor = Argument.captor()
        fake.stub(.takeAnOptional).with(captor).andReturn(1)
        _ = fake.takeAnOptional(nil)
        #expect(captor.getValue(as: String?.self) == nil)
    }

    @Test func captor_readPastTheEnd_isReportedAndGivesNilForAnOptional() {
        let captor = Argument.captor()
        fake.stub(.takeAnOptional).with(captor).andReturn(1)
        _ = fake.takeAnOptional("one")
        var value: String?? = "unset"
        let messages = failures { value = captor.getValue(at: 3, as: String?.self) }
        #expect(value == .some(nil))
        #expect(messages == [
            """
            ArgumentCaptor.getValue(at: 3, as: String?.self) read past what was captured: only 1 value \
            was captured.
            Fix: make sure the stub holding this captor was the one chosen for the call, or read an index below 1.
            """,
        ])
    }

    @Test func captor_readAtANegativeIndex_saysSo() {
        let captor = Argument.captor()
        captor.capture("one")
        captor.capture("two")
        #expect(failures { _ = captor.getValue(at: -1, as: String.self) } == [
            """
            ArgumentCaptor.getValue(at: -1, as: String.self) asks for an index below 0.
            Fix: read index 0 for the first captured value, up to 1 for the last.
            """,
        ])
        #expect(failures { _ = Argument.captor().getValue(at: -1, as: String?.self) } == [
            """
            ArgumentCaptor.getValue(at: -1, as: String?.self) asks for an index below 0.
            Fix: nothing was captured yet: make sure the stub holding this captor answered a call first.
            """,
        ])
    }

    @Test func captor_readAsTheWrongType_namesTypesAsSourceWritesThem() {
        let captor = Argument.captor()
        let handler: @Sendable (Int) -> Void = { _ in }
        captor.capture(handler)
        captor.capture(nil)
        let messages = failures {
            _ = captor.getValue(as: ((String) -> Void).self)
            _ = captor.getValue(at: 1, as: ((Int) -> Void).self)
        }
        #expect(messages == [
            """
            ArgumentCaptor.getValue(at: 0, as: ((String) -> ()).self) found <(Function)> of type @Sendable (Int) -> ().
            Fix: read it as (@Sendable (Int) -> ()).self.
            """,
            """
            ArgumentCaptor.getValue(at: 1, as: ((Int) -> ()).self) found nil.
            Fix: read it as an optional, ((Int) -> ())?.self.
            """,
        ])
    }

    @Test func captor_readAsTheWrongType_isReported() {
        let captor = Argument.captor()
        fake.stub(.takeAnOptional).with(captor).andReturn(1)
        _ = fake.takeAnOptional("one")
        let messages = failures { _ = captor.getValue(as: Int?.self) }
        #expect(messages == [
            """
            ArgumentCaptor.getValue(at: 0, as: Int?.self) found <"one"> of type String.
            Fix: read it as String.self.
            """,
        ])
    }

    @Test func capturedValues_keepTheOrderOfTheRecordedCalls_whenThreadsCallAtOnce() {
        let captor = Argument.captor()
        fake.stub(.hereAreTwoStrings).with(Argument.anything, captor).andReturn(true)

        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<500 { _ = fake.hereAreTwoStrings(string1: "a", string2: "\(thread)-\(index)") }
        }

        let recorded = fake.recordedCalls.map { $0.arguments[1] as? String }
        #expect(recorded.count == 2_000)
        #expect(captor.values.map { $0 as? String } == recorded)
    }

    @Test func sequenceValues_followTheOrderOfTheRecordedCalls_whenArgumentsAreCompared() {
        // A pass closure makes the arguments compared with no lock held; the value is still taken in call order.
        fake.stub(.giveMeAString).with(Argument.pass { (_: Bool) in true }, Argument.anything)
            .andReturn(sequence: (0..<400).map { "\($0)" })
        let answers = _Locked<[String: String]>([:])

        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<100 {
                let name = "\(thread)-\(index)"
                let answer = fake.giveMeAString(arg1: true, arg2: name)
                answers.withLock { $0[name] = answer }
            }
        }

        let recorded = fake.recordedCalls.map { $0.arguments[1] as! String }
        #expect(recorded.count == 400)
        let answered = answers.withLock { $0 }
        #expect(recorded.map { answered[$0] } == (0..<400).map { "\($0)" })
    }
}
