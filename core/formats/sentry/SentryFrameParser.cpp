#include "SentryFrameParser.h"

#include "formats/JsonStream.h"
#include "formats/JsonText.h"
#include "model/ProfileBuilder.h"

#include <algorithm>
#include <array>
#include <optional>

namespace hg {

namespace ondemand = simdjson::ondemand;

namespace {
// Fields kept as attributes besides the ones that fill Frame itself.
constexpr std::array<std::string_view, 7> kAttributeKeys = {
    "package", "abs_path", "platform", "sym_addr", "image_addr", "symbol", "status"};

std::uint32_t clampedLine(std::optional<std::int64_t> v)
{
    return v ? std::uint32_t(std::clamp<std::int64_t>(*v, 0, UINT32_MAX)) : 0;
}
} // namespace

SentryFrameParser::SentryFrameParser(ProfileBuilder &builder)
    : m_builder(builder)
{
}

FrameId SentryFrameParser::parse(simdjson::ondemand::object object)
{
    // Several producers name the same thing differently; the first listed wins.
    std::string_view function, name, symbol, filename, file, absPath, module, package, address;
    std::optional<std::int64_t> lineno, line, colno;
    std::optional<std::uint64_t> addressValue;
    std::optional<bool> inApp;
    std::array<std::string_view, kAttributeKeys.size()> attributes{};

    for (ondemand::field field : object) {
        const std::string_view key = json::keyOf(field);
        json::StreamValue value = field.value();
        auto text = [&value]() { return json::toTextView(value).value_or(std::string_view()); };
        if (key == "function") function = text();
        else if (key == "name") name = text();
        else if (key == "filename") filename = text();
        else if (key == "file") file = text();
        else if (key == "module") module = text();
        else if (key == "lineno") lineno = json::toInt(value);
        else if (key == "line") line = json::toInt(value);
        else if (key == "colno") colno = json::toInt(value);
        else if (key == "in_app") inApp = json::toBool(value);
        else if (key == "instruction_addr") {
            address = text();
            addressValue = json::uintFromText(address);
        } else {
            const auto it = std::find(kAttributeKeys.begin(), kAttributeKeys.end(), key);
            if (it != kAttributeKeys.end()) {
                const std::string_view v = text();
                attributes[std::size_t(it - kAttributeKeys.begin())] = v;
                if (key == "symbol") symbol = v;
                else if (key == "abs_path") absPath = v;
                else if (key == "package") package = v;
            }
        }
    }

    auto first = [](std::initializer_list<std::string_view> options) {
        for (std::string_view o : options)
            if (!o.empty())
                return o;
        return std::string_view();
    };
    Frame frame;
    std::string_view frameName = first({function, name, symbol, address});
    frame.name = m_builder.intern(frameName.empty() ? std::string_view("<unknown>") : frameName);
    frame.file = m_builder.intern(first({filename, file, absPath}));
    frame.module = m_builder.intern(first({module, package}));
    frame.line = clampedLine(lineno ? lineno : line);
    frame.column = clampedLine(colno);
    if (addressValue) {
        frame.address = *addressValue;
        frame.flags |= Frame::HasAddress;
    }
    if (inApp)
        frame.flags |= *inApp ? Frame::InApp : Frame::NotInApp;

    const std::size_t known = m_builder.frameCount();
    const FrameId id = m_builder.addFrame(frame);
    if (id >= known) { // a new frame: attributes once, not per repetition
        for (std::size_t i = 0; i < attributes.size(); ++i)
            if (!attributes[i].empty())
                m_builder.setFrameAttribute(id, m_builder.intern(kAttributeKeys[i]),
                                            AttributeValue::fromString(m_builder.intern(attributes[i])));
    }
    return id;
}

FrameId SentryFrameParser::parseUnknown()
{
    return m_builder.addFrame(std::string_view("<unknown>"));
}

} // namespace hg
