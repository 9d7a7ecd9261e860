#pragma once
// Small Firefox Profiler files for tst_firefoxprofiler, written by hand after
// what Firefox (Gecko format), samply and the profiler's web app (processed
// format) write.
#include <QByteArray>

namespace hg::test {

// Firefox's layout: libs first, then meta, threads and one subprocess that
// started 500 ms after the parent. Frames: a label, a script with line and
// column (and the source index of Gecko 32+), a native address in libxul.
// Frame 2 has no category: it inherits JavaScript from its caller.
inline const QByteArray kGecko = R"({"libs":[{"start":4096,"end":8192,"offset":0,"name":"libxul.so","breakpadId":"AB01"}],
"meta":{"version":34,"startTime":1000,"interval":1,"product":"Firefox","platform":"X11",
 "sampleUnits":{"time":"ms","eventDelay":"ms","threadCPUDelta":"ns"},
 "categories":[{"name":"Idle","color":"transparent","subcategories":["Other"]},{"name":"Other","color":"grey","subcategories":["Other"]},
   {"name":"JavaScript","color":"yellow","subcategories":["Other","Baseline"]}]},
"threads":[{"name":"GeckoMain","processType":"default","processName":"Parent Process","pid":10,"tid":10,
 "samples":{"schema":{"stack":0,"time":1,"eventDelay":2,"threadCPUDelta":3},
   "data":[[1,1.0,0,null],[2,2.0,0,1000],[2,3.0,0,2500],[0,4.0],[null,5.0,0,10]]},
 "stackTable":{"schema":{"prefix":0,"frame":1},"data":[[null,0],[0,1],[1,2]]},
 "frameTable":{"schema":{"location":0,"relevantForJS":1,"innerWindowID":2,"implementation":3,"line":4,"column":5,"category":6,"subcategory":7},
   "data":[[0,false,0,null,null,null,1,0],[1,false,0,null,null,null,2,1],[2,false,0]]},
 "stringTable":["nsBrowserApp main","run (https://example.com/app.js:12:5)[0]","0x1100","Styles","IPC","UserTiming","Awake"],
 "markers":{"schema":{"name":0,"startTime":1,"endTime":2,"phase":3,"category":4,"data":5},
   "data":[[3,1.5,2.5,1,1,{"type":"Styles","elementsTraversed":12}],[4,2.0,null,0,1,{"type":"IPC","otherPid":"20"}],
     [5,1.0,0,2,2,{"type":"UserTiming","name":"work"}],[5,0,4.5,3,2],[6,0,3.0,3,1]]}}],
"processes":[{"libs":[{"start":65536,"end":131072,"offset":0,"name":"","breakpadId":"AB01"}],
  "meta":{"version":34,"startTime":1500,"interval":1},
  "threads":[{"name":"GeckoMain","processType":"tab","processName":"Web Content","pid":20,"tid":20,
   "samples":{"schema":{"stack":0,"time":1},"data":[[0,0.0],[0,1.0]]},
   "stackTable":{"schema":{"prefix":0,"frame":1},"data":[[null,0]]},
   "frameTable":{"schema":{"location":0},"data":[[0]]},
   "stringTable":["0x10010"],
   "markers":{"schema":{"name":0,"startTime":1,"endTime":2,"phase":3,"category":4,"data":5},"data":[]}}]}]})";

// The processed format of today: shared tables and strings, prefix
// offsets, time deltas, weights, CPU deltas, libraries on frames.
inline const QByteArray kProcessed70 = R"({"meta":{"preprocessedProfileVersion":70,"version":36,"startTime":2000,"interval":0.5,
 "product":"samply","categories":[{"name":"Other","color":"grey","subcategories":["Other"]},{"name":"User","color":"yellow","subcategories":["Other"]}],
 "sampleUnits":{"time":"ms","eventDelay":"ms","threadCPUDelta":"\u00b5s"},"markerSchema":[]},
"libs":[{"name":"app","path":"/usr/bin/app","debugName":"app","debugPath":"/usr/bin/app","breakpadId":"X","codeId":null,"arch":"x86_64"}],
"shared":{"stringArray":["main","work","src/main.rs","app","Tick","leaf"],
 "stackTable":{"frame":[0,1,2],"prefixOffset":[0,1,1],"length":3},
 "frameTable":{"address":[4096,-1,8192],"lib":[0,-1,0],"inlineDepth":[0,0,0],"category":[1,1,null],"subcategory":[0,0,null],"func":[0,1,2],
   "nativeSymbol":[null,null,null],"innerWindowID":[0,0,0],"line":[null,7,null],"column":[null,null,null],"originalLocation":[null,null,null],"length":3},
 "funcTable":{"name":[0,1,5],"isJS":[false,false,false],"relevantForJS":[false,false,false],"resource":[0,0,-1],"source":[null,0,null],
   "lineNumber":[null,5,null],"columnNumber":[null,null,null],"originalLocation":[null,null,null],"length":3},
 "resourceTable":{"length":1,"name":[3],"host":[null],"type":[1]},
 "nativeSymbols":{"libIndex":[],"address":[],"name":[],"functionSize":[],"length":0},
 "sources":{"length":1,"id":[null],"filename":[2],"startLine":[1],"startColumn":[1],"sourceMapURL":[null],"content":[null]}},
"threads":[{"name":"app","processName":"app","processType":"default","pid":"77","tid":78,"isMainThread":true,
 "samples":{"stack":[0,1,2,1],"timeDeltas":[10,1,1,1],"weight":[1,3,1,1],"weightType":"samples","threadCPUDelta":[null,900,950,1000],"length":4},
 "markers":{"data":[null,{"type":"Tick","n":1}],"name":[4,4],"startTime":[10.5,11],"endTime":[11.5,null],"phase":[1,0],"category":[1,0],"length":2}}]})";

// The older layout (version 55): tables and strings per thread, `prefix`,
// the function's file by name, absolute times, a tracing-ms weight.
inline const QByteArray kProcessed55 = R"({"meta":{"preprocessedProfileVersion":55,"startTime":0,"interval":1,
 "categories":[{"name":"Other","color":"grey","subcategories":["Other"]}]},"libs":[],
"threads":[{"name":"t","pid":"1","tid":2,"processType":"default",
 "stringArray":["root","child","file.c"],
 "stackTable":{"frame":[0,1],"prefix":[null,0],"category":[0,0],"subcategory":[0,0],"length":2},
 "frameTable":{"address":[-1,-1],"category":[0,0],"subcategory":[0,0],"func":[0,1],"line":[null,3],"column":[null,null],"length":2},
 "funcTable":{"name":[0,1],"resource":[-1,-1],"fileName":[null,2],"lineNumber":[null,1],"isJS":[false,false],"length":2},
 "resourceTable":{"length":0,"name":[],"lib":[]},
 "samples":{"stack":[0,1],"time":[0,10],"weight":[10,5],"weightType":"tracing-ms","length":2},
 "markers":{"data":[],"name":[],"startTime":[],"endTime":[],"phase":[],"category":[],"length":0}}]})";

} // namespace hg::test
