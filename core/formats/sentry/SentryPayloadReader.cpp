#include "SentryPayloadReader.h"

#include "formats/JsonDocument.h"
#include "formats/JsonIndexArray.h"
#include "formats/JsonStream.h"
#include "SentryWriter.h"
#include "io/ReadContext.h"
#include "model/ProfileBuilder.h"

namespace hg {

using simdjson::ondemand::json_type;
namespace ondemand = simdjson::ondemand;
using json::typeOf;

namespace {

constexpr std::uint32_t kBadRef = 0x7FFFFFFFu;
constexpr std::size_t kProgressEvery = 1 << 16; // samples or stacks between progress/cancel checks

// Scalar members of a small object (nested objects as "prefix.key") become
// profile metadata.
void addMetadata(ProfileBuilder &builder, const std::string &prefix, simdjson::dom::element object)
{
    for (auto [key, value] : json::asObject(object)) {
        const std::string name = prefix + "." + std::string(key);
        switch (value.type()) {
        case simdjson::dom::element_type::OBJECT: addMetadata(builder, name, value); break;
        case simdjson::dom::element_type::BOOL: builder.setMetadata(name, AttributeValue::fromBool(value.get_bool().value_unsafe())); break;
        case simdjson::dom::element_type::INT64: builder.setMetadata(name, AttributeValue::fromInt(value.get_int64().value_unsafe())); break;
        case simdjson::dom::element_type::DOUBLE: builder.setMetadata(name, AttributeValue::fromDouble(value.get_double().value_unsafe())); break;
        default:
            if (auto text = json::toText(value)) // strings, and integers beyond int64
                builder.setMetadata(name, *text);
        }
    }
}

} // namespace

SentryPayloadReader::SentryPayloadReader(ProfileBuilder &builder, const ReadContext &context, SentryProfileData &data)
    : m_builder(builder), m_context(context), m_data(data), m_frames(builder)
{
}

void SentryPayloadReader::read(QByteArrayView payload, qint64 readablePadding, qint64 baseOffset)
{
    m_baseOffset = baseOffset;
    JsonStream stream(payload, readablePadding);
    try {
        readRoot(stream);
    } catch (const simdjson::simdjson_error &e) {
        throw stream.error(e);
    }
}

void SentryPayloadReader::readRoot(JsonStream &stream)
{
    auto object = stream.document().get_object();
    if (object.error() == simdjson::INCORRECT_TYPE)
        throw stream.error(tr("expected a JSON object with a Sentry profile"), stream.data().data());
    ondemand::object root = object.value(); // throws on broken JSON: located by read()
    for (ondemand::field field : root) {
        const std::string_view key = json::keyOf(field);
        ondemand::value value = field.value();
        if (key == "profile" || key == "sampled_profile")
            readProfileValue(stream, value);
        else if (!readProfileMember(stream, key, value)) // an inner profile object sent alone
            readMetadataMember(key, value);
    }
}

void SentryPayloadReader::readMetadataMember(std::string_view key, ondemand::value value)
{
    const json_type type = typeOf(value);
    auto raw = [&value]() { return std::string(json::rawJson(value)); };
    if (key == "measurements") {
        m_members.measurements = raw();
    } else if (key == "debug_meta") {
        m_members.debugMeta = raw();
    } else if (key == "transaction" && type == json_type::object) {
        m_members.transaction = raw();
        m_members.transactionCount = 1;
    } else if (key == "transactions" && type == json_type::array) {
        for (auto entry : value.get_array()) {
            ondemand::value v = entry.value();
            if (m_members.transactionCount++ == 0)
                m_members.transaction = std::string(json::rawJson(v));
        }
    } else if (type == json_type::object) {
        const std::string text = raw();
        const JsonDocument small(QByteArrayView(text.data(), qsizetype(text.size())));
        addMetadata(m_builder, std::string(key), small.root());
    } else if (type != json_type::array) {
        if (const auto text = json::toTextView(value)) {
            if (key == "version")
                m_members.version = *text;
            else if (key == "timestamp")
                m_members.timestamp = *text;
            else if (key == "transaction_name" || key == "transaction")
                m_members.transactionName = *text;
            m_builder.setMetadata(key == "transaction" ? std::string_view("transaction_name") : key, *text);
        }
    }
}

void SentryPayloadReader::readProfileValue(JsonStream &stream, ondemand::value value)
{
    const json_type type = typeOf(value);
    if (type == json_type::object) {
        readProfileObject(stream, value.get_object());
        return;
    }
    if (type != json_type::string) {
        m_members.unreadableProfile = tr("\"profile\" must be an object");
        return;
    }
    // Pre-V1 SDKs sent the profile as a JSON document inside a string; Android
    // SDKs send a base64 ART method trace there instead.
    const std::string inner(std::string_view(value.get_string()));
    const std::size_t first = inner.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || inner[first] != '{') {
        m_members.unreadableProfile = tr("the profile data is an Android ART method trace (base64 in a string), "
                                         "which this version cannot decode");
        return;
    }
    m_members.legacyLayout = true;
    JsonStream nested(QByteArrayView(inner.data(), qsizetype(inner.size())), 0);
    try {
        ondemand::object object;
        if (nested.document().get_object().get(object))
            throw nested.error(tr("the JSON-encoded \"profile\" string does not hold an object"));
        readProfileObject(nested, object);
    } catch (const simdjson::simdjson_error &e) {
        const ReadError inside = nested.error(e);
        throw stream.error(tr("in the JSON-encoded \"profile\" string, at its byte %1: %2")
                               .arg(inside.offset()).arg(inside.message()));
    }
}

void SentryPayloadReader::readProfileObject(JsonStream &stream, ondemand::object object)
{
    m_members.hasProfile = true;
    for (ondemand::field field : object) {
        const std::string_view key = json::keyOf(field);
        readProfileMember(stream, key, field.value());
    }
}

bool SentryPayloadReader::readProfileMember(JsonStream &stream, std::string_view key, ondemand::value value)
{
    const json_type type = typeOf(value);
    if (key == "samples" && type == json_type::array) {
        m_members.hasProfile = true;
        readSamples(stream, value.get_array());
    } else if (key == "stacks" && type == json_type::array) {
        readStacks(stream, value.get_array());
    } else if (key == "frames" && type == json_type::array) {
        readFrames(value.get_array());
    } else if (key == "thread_metadata" && type == json_type::object) {
        m_members.threadMetadata = std::string(json::rawJson(value));
    } else if (key == "queue_metadata" && type == json_type::object) {
        m_members.queueMetadata = std::string(json::rawJson(value));
    } else {
        return false;
    }
    return true;
}

void SentryPayloadReader::readSamples(JsonStream &stream, ondemand::array samples)
{
    std::size_t count = 0;
    for (auto entry : samples) {
        if (++count % kProgressEvery == 0)
            reportProgress(stream);
        ondemand::value value = entry.value();
        SentryProfileData::Sample sample;
        std::string_view threadId = "0", queueAddress;
        if (typeOf(value) != json_type::object) {
            ++m_data.samplesWithoutStack;
            continue;
        }
        for (ondemand::field field : value.get_object()) {
            const std::string_view key = json::keyOf(field);
            ondemand::value v = field.value();
            if (key == "stack_id") {
                const auto id = json::toInt(v);
                sample.stack = id && *id >= 0 && *id < kBadRef ? std::uint32_t(*id) : kBadRef;
            } else if (key == "thread_id") {
                threadId = json::toTextView(v).value_or(std::string_view("0"));
            } else if (key == "elapsed_since_start_ns" || key == "relative_timestamp_ns"
                       || key == "nanos_relative_to_start") {
                sample.time = json::toInt(v).transform([](std::int64_t ns) { return double(ns); }).value_or(NAN);
            } else if (key == "timestamp") {
                sample.time = json::toDouble(v).value_or(NAN);
                m_data.epochSeconds = true;
            } else if (key == "timestamp_ms") {
                sample.time = json::toDouble(v).transform([](double ms) { return ms * 1e6; }).value_or(NAN);
            } else if (key == "frames" && typeOf(v) == json_type::array) {
                m_members.legacyLayout = true;
                readFrameList(v.get_array(), m_data.inlineStacks);
                sample.stack = SentryProfileData::kInlineStack | std::uint32_t(m_data.inlineStacks.size() - 1);
            } else if (key == "queue_address") {
                queueAddress = json::toTextView(v).value_or(std::string_view());
            } else if (key == SentryWriter::kCpuDeltaKey) {
                if (const auto ns = json::toInt(v); ns && *ns >= 0)
                    sample.cpuNs = std::uint64_t(*ns);
            } else if (key == SentryWriter::kThreadStateKey) {
                sample.state = threadStateNamed(json::toTextView(v).value_or(std::string_view())).value_or(ThreadState::Unknown);
            }
        }
        if (!std::isfinite(sample.time)) {
            ++m_data.samplesWithoutTime;
            continue;
        }
        if (sample.stack == SentryProfileData::kNoStack) {
            ++m_data.samplesWithoutStack;
            continue;
        }
        sample.thread = m_data.thread(threadId);
        SentryProfileData::Thread &thread = m_data.threads[sample.thread];
        ++thread.samples;
        if (thread.queueAddress.empty() && !queueAddress.empty())
            thread.queueAddress = queueAddress;
        m_data.samples.push_back(sample);
    }
}

void SentryPayloadReader::readStacks(JsonStream &stream, ondemand::array stacks)
{
    std::size_t count = 0;
    for (auto entry : stacks) {
        if (++count % kProgressEvery == 0)
            reportProgress(stream);
        ondemand::value value = entry.value();
        const json_type type = typeOf(value);
        if (type == json_type::array) {
            m_data.stacks.begin();
            // Millions of frame references: read from the array's text.
            json::appendIndexArray(json::rawJson(value), kBadRef, m_data.stacks.refs);
        } else if (type == json_type::object) {
            // An early draft: {"frames": [{...}, ...]} with the frames inline.
            m_members.legacyLayout = true;
            bool found = false;
            for (ondemand::field field : value.get_object()) {
                ondemand::value v = field.value();
                if (json::keyOf(field) == "frames" && typeOf(v) == json_type::array) {
                    readFrameList(v.get_array(), m_data.stacks);
                    found = true;
                }
            }
            if (!found)
                m_data.stacks.begin();
        } else {
            m_data.stacks.begin();
            m_data.stacks.refs.push_back(kBadRef);
        }
    }
}

void SentryPayloadReader::readFrames(ondemand::array frames)
{
    for (auto entry : frames) {
        ondemand::value value = entry.value();
        m_data.frames.push_back(typeOf(value) == json_type::object ? m_frames.parse(value.get_object())
                                                                   : m_frames.parseUnknown());
    }
}

void SentryPayloadReader::readFrameList(ondemand::array frames, SentryProfileData::Stacks &into)
{
    into.begin();
    for (auto entry : frames) {
        ondemand::value value = entry.value();
        switch (typeOf(value)) {
        case json_type::object:
            into.refs.push_back(SentryProfileData::kDirectFrame | m_frames.parse(value.get_object()));
            break;
        case json_type::number:
        case json_type::string: {
            const auto index = json::toInt(value);
            into.refs.push_back(index && *index >= 0 && *index < kBadRef ? std::uint32_t(*index) : kBadRef);
            break;
        }
        default: into.refs.push_back(kBadRef);
        }
    }
}

void SentryPayloadReader::reportProgress(JsonStream &stream)
{
    const char *where = nullptr;
    if (!stream.document().current_location().get(where)) {
        const qint64 offset = stream.offsetOf(where);
        if (offset >= 0)
            m_context.progress(m_baseOffset + offset);
        m_context.inputConsumed(where);
    }
    m_context.checkCancelled();
}

} // namespace hg
