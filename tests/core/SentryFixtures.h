#pragma once
// Small Sentry payloads for the reader tests, with what they must give
// written beside them. (Kept apart: moc does not parse raw string literals.)

namespace hg::test {

// Two threads; thread "1" is active (listed first); ids and times as strings.
inline const char kSentryV1[] = R"({
  "version": "1", "platform": "python", "release": "app@1",
  "timestamp": "2024-01-02T03:04:05.000Z",
  "transaction": {"name": "GET /", "active_thread_id": "1"},
  "profile": {
    "frames": [{"function": "main", "filename": "app.py", "lineno": 3, "in_app": true},
               {"function": "work", "module": "lib", "lineno": "7"},
               {"instruction_addr": "0x1f"}],
    "stacks": [[1, 0], [0], [2, 99]],
    "samples": [{"elapsed_since_start_ns": "0", "stack_id": 0, "thread_id": "1"},
                {"elapsed_since_start_ns": 10000000, "stack_id": 1, "thread_id": 1},
                {"elapsed_since_start_ns": "5000000", "stack_id": 2, "thread_id": "2"},
                {"elapsed_since_start_ns": "20000000", "stack_id": 7, "thread_id": "2"}],
    "thread_metadata": {"1": {"name": "MainThread"}, "2": {}}
  }
})";

// A continuous-profiling chunk: epoch-second timestamps, one as a string,
// a thread id that is a hex address.
inline const char kSentryV2Chunk[] = R"({"version":"2","chunk_id":"c","profiler_id":"p","platform":"cocoa",
            "profile":{"frames":[{"function":"f"}],"stacks":[[0]],
            "samples":[{"timestamp":1700000000.5,"stack_id":0,"thread_id":"0x10"},
                       {"timestamp":"1700000000.75","stack_id":0,"thread_id":"0x10"}],
            "thread_metadata":{"0x10":{"name":"main"}}}})";

inline const char kNoProfile[] = R"({"platform": "x"})";
inline const char kStringProfile[] = R"({"profile": "{\"samples\": []}"})";

} // namespace hg::test

namespace hg::test {

// An envelope: the transaction item has a length, the profile item is
// pretty-printed (newlines inside) with a length, then a trailing item
// without length; CRLF line ends on the headers.
inline const char kEnvelope[] = "{\"event_id\":\"9ec79c33ec9942ab8353589fcb2e04dc\",\"sent_at\":\"2024-01-01T00:00:00Z\"}\r\n"
                                "{\"type\":\"transaction\",\"length\":64}\r\n"
                                "{\"transaction\":\"checkout\",\"contexts\":{\"trace\":{\"trace_id\":\"t\"}}}\n"
                                "{\"type\":\"profile\",\"length\":255}\n"
                                "{\"version\":\"1\",\"platform\":\"python\",\n"
                                " \"profile\":{\"frames\":[{\"function\":\"a\"},{\"function\":\"b\"}],\n"
                                "  \"stacks\":[[1,0]],\n"
                                "  \"samples\":[{\"elapsed_since_start_ns\":0,\"stack_id\":0,\"thread_id\":7},\n"
                                "             {\"elapsed_since_start_ns\":5,\"stack_id\":0,\"thread_id\":7}]}}\n"
                                "{\"type\":\"client_report\"}\n"
                                "{\"discarded_events\":[]}\n";

// Pre-V1 draft: the profile is a JSON document inside a string, frames are
// inline in each sample (leaf first), queue labels name the threads.
inline const char kLegacyInline[] = R"({"platform":"cocoa","transaction_name":"Launch",
  "profile":"{\"samples\":[{\"thread_id\":\"259\",\"queue_address\":\"0xq\",\"relative_timestamp_ns\":\"100\",\"frames\":[{\"function\":\"leaf\",\"instruction_addr\":\"0x2\"},{\"function\":\"root\",\"instruction_addr\":\"0x1\"}]},{\"thread_id\":\"300\",\"relative_timestamp_ns\":\"50\",\"frames\":[{\"instruction_addr\":\"0x9\"}]}],\"queue_metadata\":{\"0xq\":{\"label\":\"com.apple.main-thread\"}}}"})";

// Measurements next to the samples; a hex thread id; a time going backwards.
inline const char kMeasured[] = R"({"version":"1","platform":"android","timestamp":"2024-01-01T00:00:00Z",
  "os":{"name":"Android","version":"14"},"device":{"architecture":"arm64","is_emulator":false},
  "transaction":{"id":"a","name":"t","trace_id":"b","active_thread_id":"0x20"},
  "profile":{"frames":[{"function":"f","filename":"F.java","lineno":12,"in_app":false,"package":"p"}],"stacks":[[0]],
    "samples":[{"elapsed_since_start_ns":"2000","stack_id":0,"thread_id":"0x20"},
               {"elapsed_since_start_ns":"1000","stack_id":0,"thread_id":"0x20"},
               {"elapsed_since_start_ns":"3000","stack_id":0,"thread_id":"5"}]},
  "measurements":{"cpu_usage":{"unit":"percent","values":[{"elapsed_since_start_ns":"2000","value":"42.5"},
                                                          {"elapsed_since_start_ns":1000,"value":10}]}}})";

} // namespace hg::test
