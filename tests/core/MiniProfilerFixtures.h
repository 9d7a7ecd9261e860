#pragma once
// Small MiniProfiler results written for the tests, each showing one producer
// variant. Expected values are next to the tests that use them.
#include <QByteArray>

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

// Concurrency, as Node's MiniProfiler writes it (custom timings started
// together and awaited together). Times are multiples of 1/8 ms, exact in
// binary, so lanes and unions come out exact.
//
// A Promise.all: the step "Load page data" (8-50 ms) starts two queries and
// a cache read together (9-39, 9.5-27.5, 9.75-15.75), awaits them, then
// runs one more query (40-48): three lanes, the children covering 38 of its
// 42 ms. Its siblings "Authenticate" (1-6, one query 2-5) and "Render"
// (52-58) run one after another under the root (0-60).
inline constexpr char kPromiseAll[] = R"({"Id":"pa","Name":"/dashboard","Started":1795663918000,"MachineName":"node-1",
 "DurationMilliseconds":60,
 "Root":{"Id":"pa0","Name":"/dashboard","StartMilliseconds":0,"DurationMilliseconds":60,
  "Children":[
   {"Id":"pa1","Name":"Authenticate","StartMilliseconds":1,"DurationMilliseconds":5,"Children":[],
    "CustomTimings":{"sql":[{"Id":"q0","ExecuteType":"sql","CommandString":"SELECT * FROM sessions WHERE id = @id","StartMilliseconds":2,"DurationMilliseconds":3}]}},
   {"Id":"pa2","Name":"Load page data","StartMilliseconds":8,"DurationMilliseconds":42,"Children":[],
    "CustomTimings":{
     "sql":[{"Id":"q1","ExecuteType":"sql","CommandString":"SELECT * FROM posts WHERE user_id = @id","StartMilliseconds":9,"DurationMilliseconds":30},
            {"Id":"q2","ExecuteType":"sql","CommandString":"SELECT * FROM users WHERE id = @id","StartMilliseconds":9.5,"DurationMilliseconds":18},
            {"Id":"q4","ExecuteType":"sql","CommandString":"UPDATE users SET seen = now() WHERE id = @id","StartMilliseconds":40,"DurationMilliseconds":8}],
     "redis":[{"Id":"q3","ExecuteType":"redis","CommandString":"GET session:4f1c","StartMilliseconds":9.75,"DurationMilliseconds":6}]}},
   {"Id":"pa3","Name":"Render","StartMilliseconds":52,"DurationMilliseconds":6,"Children":[],"CustomTimings":{}}],
  "CustomTimings":{}},
 "ClientTimings":null})";

// A four-way HTTP fan-out: "Parallel upstream calls" (4-36 ms) sends four
// requests at once (5-28, 5.25-19.5, 5.5-35.5, 5.75-16.75) and meanwhile
// runs its child step "Build cache key" (6-12.5, a redis read 6.25-12.25):
// five lanes, the children covering 5-35.5.
inline constexpr char kFanOut[] = R"({"Id":"fo","Name":"/fanout","Started":1795663918254,"MachineName":"node-1",
 "DurationMilliseconds":40,
 "Root":{"Id":"fo0","Name":"/fanout","StartMilliseconds":0,"DurationMilliseconds":40,
  "Children":[
   {"Id":"fo1","Name":"Parallel upstream calls","StartMilliseconds":4,"DurationMilliseconds":32,
    "Children":[
     {"Id":"fo2","Name":"Build cache key","StartMilliseconds":6,"DurationMilliseconds":6.5,"Children":[],
      "CustomTimings":{"redis":[{"Id":"r1","ExecuteType":"redis","CommandString":"GET product:123:v7","StartMilliseconds":6.25,"DurationMilliseconds":6}]}}],
    "CustomTimings":{"http":[
     {"Id":"h1","ExecuteType":"http","CommandString":"GET http://inventory.internal/api/items?sku=123","StartMilliseconds":5,"DurationMilliseconds":23},
     {"Id":"h2","ExecuteType":"http","CommandString":"GET http://pricing.internal/api/price?sku=123","StartMilliseconds":5.25,"DurationMilliseconds":14.25},
     {"Id":"h3","ExecuteType":"http","CommandString":"GET http://recommendations.internal/api/similar?sku=123","StartMilliseconds":5.5,"DurationMilliseconds":30},
     {"Id":"h4","ExecuteType":"http","CommandString":"GET http://reviews.internal/api/reviews?sku=123","StartMilliseconds":5.75,"DurationMilliseconds":11}]}}],
  "CustomTimings":{}},
 "ClientTimings":null})";

// 1 000 queries in ten steps: step s (1 + 16 s ms, 15 ms long) starts query
// k at 0.125 (k + 1) ms into it, each 2 ms long, so sixteen run at once:
// sixteen lanes under every step. The root lasts 161 ms.
inline QByteArray manyOverlappingQueries()
{
    QByteArray steps;
    for (int s = 0; s < 10; ++s) {
        const double stepStart = 1 + 16 * s;
        QByteArray queries;
        for (int k = 0; k < 100; ++k)
            queries += QByteArray(k ? "," : "") + R"({"Id":"q)" + QByteArray::number(s * 100 + k)
                + R"(","ExecuteType":"sql","CommandString":"SELECT * FROM items WHERE id = )" + QByteArray::number(k)
                + R"(","StartMilliseconds":)" + QByteArray::number(stepStart + 0.125 * (k + 1), 'f', 3)
                + R"(,"DurationMilliseconds":2})";
        steps += QByteArray(s ? "," : "") + R"({"Id":"s)" + QByteArray::number(s) + R"(","Name":"Batch )" + QByteArray::number(s)
            + R"(","StartMilliseconds":)" + QByteArray::number(stepStart, 'f', 3)
            + R"(,"DurationMilliseconds":15,"Children":[],"CustomTimings":{"sql":[)" + queries + "]}}";
    }
    return R"({"Id":"mq","Name":"/many","Started":1795663919000,"MachineName":"node-1","DurationMilliseconds":161,)"
           R"("Root":{"Id":"mq0","Name":"/many","StartMilliseconds":0,"DurationMilliseconds":161,"Children":[)"
        + steps + R"(],"CustomTimings":{}},"ClientTimings":null})";
}

} // namespace hg::test
