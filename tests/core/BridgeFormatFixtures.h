// speedscope files shaped as real producers write them (field names and
// layout from the schema and from those producers' output; hand-written).
#pragma once

namespace hg::test {

// py-spy / rbspy shape: sampled in seconds, null line and col, frames
// listed once; two threads as two profiles.
inline constexpr char kPySpyProfile[] = R"({"$schema":"https://www.speedscope.app/file-format-schema.json",
            "profiles":[
             {"type":"sampled","name":"MainThread","unit":"seconds","startValue":0.0,"endValue":0.03,
              "samples":[[0,1],[0,1,2],[0]],"weights":[0.01,0.01,0.01]},
             {"type":"sampled","name":"worker","unit":"seconds","startValue":0.0,"endValue":0.01,
              "samples":[[0]],"weights":[0.01]}],
            "shared":{"frames":[{"name":"<module>","file":"app.py","line":1,"col":null},
                                {"name":"run","file":"app.py","line":null},{"name":"sleep","file":"time.py","line":5}]},
            "activeProfileIndex":null,"exporter":"py-spy@0.3.14","name":"py-spy profile"})";

// speedscope's own exporter: evented, with the unit of the imported profile
// (here "none", e.g. from collapsed stacks), startValue 0.
inline constexpr char kSpeedscopeExport[] = R"({"exporter":"speedscope@1.25.0","name":"x","activeProfileIndex":0,
            "$schema":"https://www.speedscope.app/file-format-schema.json",
            "shared":{"frames":[{"name":"main"},{"name":"foo"},{"name":"bar"}]},
            "profiles":[{"type":"evented","name":"x","unit":"none","startValue":0,"endValue":15,"events":[
              {"type":"O","frame":0,"at":0},{"type":"O","frame":1,"at":0},{"type":"O","frame":2,"at":0},
              {"type":"C","frame":2,"at":10},{"type":"C","frame":1,"at":10},{"type":"O","frame":1,"at":10},
              {"type":"C","frame":1,"at":12},{"type":"C","frame":0,"at":15}]}]})";

// Evented in milliseconds with fractions (pyinstrument, Instruments imports).
inline constexpr char kEventedMilliseconds[] = R"({"$schema":"https://www.speedscope.app/file-format-schema.json",
            "shared":{"frames":[{"name":"a"},{"name":"b"}]},
            "profiles":[{"type":"evented","name":"t","unit":"milliseconds","startValue":1.5,"endValue":4,"events":[
              {"type":"O","frame":0,"at":1.5},{"type":"O","frame":1,"at":2.25},{"type":"C","frame":1,"at":3},{"type":"C","frame":0,"at":4}]}]})";

// The start of a file, for profiles to be appended (then "]}").
inline constexpr char kSpeedscopeHead[] = R"({"$schema":"https://www.speedscope.app/file-format-schema.json","shared":{"frames":[{"name":"a"},{"name":"b"}]},"profiles":)";

} // namespace hg::test
