#pragma once
#include <QByteArray>

// A Gecko profile (Firefox's own format) of `threads` threads, each of
// `samples` samples on three stacks ("main", "main;work", "main;work;leaf"
// of the thread), one a millisecond: big enough, with many samples, for a
// reader to show its first thread before the others.
inline QByteArray manyThreadGecko(int threads, int samples)
{
    QByteArray out = R"({"meta":{"version":27,"startTime":1700000000000,"interval":1,)"
                     R"("categories":[{"name":"Other","color":"grey","subcategories":["Other"]}]},"threads":[)";
    for (int t = 0; t < threads; ++t) {
        const QByteArray n = QByteArray::number(t);
        if (t > 0)
            out += ',';
        out += R"({"name":"Thread )" + n + R"(","processType":"default","pid":10,"tid":)" + QByteArray::number(100 + t)
               + R"(,"stackTable":{"schema":{"prefix":0,"frame":1},"data":[[null,0],[0,1],[1,2]]},)"
                 R"("frameTable":{"schema":{"location":0,"category":1},"data":[[0,0],[1,0],[2,0]]},)"
                 R"("stringTable":["main )" + n + R"(","work )" + n + R"(","leaf )" + n + R"("],)"
                 R"("samples":{"schema":{"stack":0,"time":1},"data":[)";
        for (int i = 0; i < samples; ++i) {
            if (i > 0)
                out += ',';
            out += '[' + QByteArray::number(i % 3) + ',' + QByteArray::number(i + 1) + ']';
        }
        out += "]}}";
    }
    out += "]}";
    return out;
}
