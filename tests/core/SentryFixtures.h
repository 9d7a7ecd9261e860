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
