// Inline part of JsonStream.h: the accessors the readers call per value.
#pragma once

namespace hg::json {

inline simdjson::ondemand::json_type typeOf(StreamValue &v)
{
    simdjson::ondemand::json_type t;
    if (v.type().get(t))
        return simdjson::ondemand::json_type::null;
    return t;
}

inline std::optional<std::int64_t> toInt(StreamValue &v)
{
    std::int64_t i;
    if (!v.get_int64().get(i)) // the common cases first: a plain integer,
        return i;
    if (!v.get_int64_in_string().get(i)) // or one in quotes
        return i;
    return detail::toIntSlow(v);
}

inline std::optional<std::string_view> toTextView(StreamValue &v)
{
    // A string token's text without its quotes when it holds no escapes:
    // no unescaped copy is needed.
    std::string_view token = v.raw_json_token();
    if (!token.empty() && token.front() == '"') {
        while (token.size() > 1 && token.back() != '"')
            token.remove_suffix(1); // whitespace up to the next token
        if (token.size() >= 2) {
            token = token.substr(1, token.size() - 2);
            if (token.find('\\') == std::string_view::npos)
                return token;
        }
    }
    return detail::unescapedText(v);
}

inline std::string_view keyOf(simdjson::ondemand::field &field)
{
    const char *start = field.key().raw(); // just past the opening quote
    const char *end = start;
    while (*end != '"' && *end != '\\')
        ++end;
    if (*end == '"')
        return std::string_view(start, std::size_t(end - start));
    return detail::unescapedKey(field);
}

} // namespace hg::json
