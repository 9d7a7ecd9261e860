#pragma once
// Small MiniProfiler results written for the tests, each showing one producer
// variant. Expected values are next to the tests that use them.

namespace hg::test {

// Ruby (rack-mini-profiler) style: snake_case, "/Date(ms)/" with started_at,
// SQL in sql_timings with formatted_command_string and numeric execute_type,
// a custom timing without command, derived fields, client timings with a -1
// point event, then a PascalCase .NET-style result with an ISO start 250 ms
// later, non-ASCII names, an HTML-escaped command and extra fields.
inline constexpr char kArray[] = R"([
{"id":"r1","name":"/users","started":"/Date(1590083732412)/","started_at":1590083732412,"machine_name":"web-1",
 "user":"alice","has_user_viewed":true,"duration_milliseconds":50.5,"trivial_duration_threshold_milliseconds":2.5,
 "client_timings":{"redirect_count":null,"timings":[{"Name":"Request","Start":2,"Duration":30},{"Name":"domLoading","Start":40,"Duration":-1}]},
 "root":{"id":"s1","name":"GET /users","start_milliseconds":0,"duration_milliseconds":50.5,"parent_timing_id":null,"depth":0,"is_root":true,
   "children":[
     {"id":"s2","name":"Executing action: index","start_milliseconds":1.5,"duration_milliseconds":40,"parent_timing_id":"s1","depth":1,"children":[],
      "sql_timings":[
        {"execute_type":3,"formatted_command_string":"SELECT * FROM users WHERE id = 1","stack_trace_snippet":"app/models/user.rb:5","start_milliseconds":2,"duration_milliseconds":3,"first_fetch_duration_milliseconds":3,"parameters":null,"parent_timing_id":"s2","is_duplicate":false},
        {"execute_type":3,"formatted_command_string":"SELECT * FROM users WHERE id = 2","start_milliseconds":6,"duration_milliseconds":4,"parent_timing_id":"s2","is_duplicate":false},
        {"execute_type":3,"formatted_command_string":"SELECT * FROM users WHERE id = 2","start_milliseconds":11,"duration_milliseconds":5,"parent_timing_id":"s2","is_duplicate":true}],
      "custom_timings":{"Logster log":[{"type":"Logster log","start_milliseconds":20,"duration_milliseconds":0.5,"parent_timing_id":"s2"}]}}],
   "sql_timings":[],"custom_timings":{}}},
{"Id":"7e0b1c1a-0000-4000-8000-000000000002","Name":"Überprüfung ✓","Started":"2020-05-21T17:55:32.662Z","MachineName":"web-2",
 "DurationMilliseconds":12,"User":"bob","HasUserViewed":false,"Errored":false,"DebugInfo":{"RichHtmlStack":"<b>x</b>"},
 "Root":{"Id":"p1","Name":"GET /prüfen","StartMilliseconds":0,"DurationMilliseconds":12,"Children":null,
   "CustomTimings":{"redis":[{"Id":"c1","ExecuteType":"Get","CommandString":"GET &quot;user:1&quot; &lt;x&gt;","StackTraceSnippet":"Cache.Get","StartMilliseconds":1,"DurationMilliseconds":2,"FirstFetchDurationMilliseconds":1.5}]}},
 "ClientTimings":null,"CustomLinks":{"trace":"https://example.test/t/1"}}
])";

// Two results back to back, as MiniProfiler's own docs show them; the
// second has Started as epoch milliseconds and Children/CustomTimings missing.
inline constexpr char kBackToBack[] = R"({"Id":"a","Name":"first","Started":1000,"DurationMilliseconds":5,"Root":{"Id":"a1","Name":"first","StartMilliseconds":0,"DurationMilliseconds":5,"Children":[{"Id":"a2","Name":"child","StartMilliseconds":1,"DurationMilliseconds":2}]}}
{"Id":"b","Name":"second","Started":2000,"DurationMilliseconds":3,"Root":{"Id":"b1","Name":"second","StartMilliseconds":0,"DurationMilliseconds":3}}
)";

} // namespace hg::test
