#pragma once
#include "MiniProfilerRequest.h"

#include <QCoreApplication>
#include <simdjson.h>
#include <string>

namespace hg {

class JsonStream;
class ReadContext;

// Reads one MiniProfiler result object, in PascalCase (.NET, Go, Node, JVM)
// or snake_case (Ruby), into a MiniProfilerRequest. Fields it does not know
// are kept as attributes; fields the viewer recomputes (depth, is_root, ...)
// are dropped. Recoverable oddities become the request's warnings. Touches
// no model, so requests can be parsed on several cores at once.
class MiniProfilerRequestParser
{
    Q_DECLARE_TR_FUNCTIONS(MiniProfilerRequestParser)
public:
    // baseOffset: where the stream's text starts in the file (for warnings;
    // 0 for a stream placed in its file).
    MiniProfilerRequestParser(JsonStream &stream, const ReadContext &context, qint64 baseOffset);

    // `where` points at the object in the input, for errors.
    MiniProfilerRequest parse(simdjson::ondemand::object object, const char *where);

private:
    using Value = simdjson::ondemand::value;
    void readRequestField(std::string_view key, std::string_view normalized, Value &value);
    void readTiming(simdjson::ondemand::object object, std::uint32_t parent);
    void readCustomTimings(Value &value, std::uint32_t step);
    void readCalls(Value &value, std::string_view type, std::uint32_t step);
    void readCall(simdjson::ondemand::object object, std::string_view type, std::uint32_t step);
    void readClientTimings(Value &value);
    void readLinks(Value &value);
    TimePs milliseconds(Value &value); // ms as written, to ps; 0 and counted when unusable
    // An unknown field as an attribute: scalars typed, objects and arrays as
    // their JSON text; false for null.
    bool extra(std::string_view key, Value &value, std::vector<MiniProfilerRequest::Attribute> &into);

    qint64 fileOffset(const char *where) const;
    void warn(const QString &message, const char *where);

    JsonStream &m_stream;
    const ReadContext &m_context;
    qint64 m_baseOffset;
    MiniProfilerRequest m_request;
    std::size_t m_badNumbers = 0;
    int m_depth = 0; // JSON levels of nested steps (JsonDepthGuard)
};

} // namespace hg
