#include "PerfScriptLine.h"

#include <array>
#include <charconv>
#include <cstring>

namespace hg {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

bool allDigits(std::string_view s)
{
    if (s.empty())
        return false;
    for (const char c : s)
        if (!isDigit(c))
            return false;
    return true;
}

template <typename T>
bool number(std::string_view s, T &out)
{
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

// "1234", "-1", "1234/1235"
bool threadIds(std::string_view s, std::int32_t &pid, std::int32_t &tid)
{
    const std::size_t slash = s.find('/');
    if (slash == std::string_view::npos)
        return number(s, tid);
    return number(s.substr(0, slash), pid) && number(s.substr(slash + 1), tid);
}

bool cpuField(std::string_view s, std::int32_t &cpu)
{
    return s.size() >= 3 && s.front() == '[' && s.back() == ']' && allDigits(s.substr(1, s.size() - 2))
        && number(s.substr(1, s.size() - 2), cpu);
}

// "27187.080496:" (microseconds by default, nanoseconds with --ns).
bool timeField(std::string_view s, std::int64_t &ns)
{
    if (s.size() < 4 || s.back() != ':')
        return false;
    s.remove_suffix(1);
    const std::size_t dot = s.find('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 1 >= s.size() || s.size() - dot - 1 > 9)
        return false;
    const std::string_view whole = s.substr(0, dot), fraction = s.substr(dot + 1);
    std::int64_t seconds = 0, part = 0;
    if (!allDigits(whole) || !allDigits(fraction) || whole.size() > 9 || !number(whole, seconds) || !number(fraction, part))
        return false;
    for (std::size_t i = fraction.size(); i < 9; ++i)
        part *= 10;
    ns = seconds * 1'000'000'000 + part;
    return true;
}

unsigned hexDigit(char c)
{
    return isDigit(c) ? unsigned(c - '0') : (c >= 'a' && c <= 'f') ? unsigned(c - 'a' + 10) : (c >= 'A' && c <= 'F') ? unsigned(c - 'A' + 10) : 16;
}

// What from_chars(..., 16) reads when it takes the whole text, by a plain
// loop: its generic one showed in profiles, once a frame line.
bool wholeHex(std::string_view s, std::uint64_t &out)
{
    if (s.empty())
        return false;
    std::uint64_t value = 0;
    for (const char c : s) {
        const unsigned digit = hexDigit(c);
        if (digit == 16 || value >> 60 != 0) // not a digit, or past 64 bits
            return false;
        value = value << 4 | digit;
    }
    out = value;
    return true;
}

bool isEventField(std::string_view s) { return s.size() >= 2 && s.back() == ':' && !isDigit(s.front()); }

// "cpu-clock:ppp" -> "cpu-clock"; a tracepoint's "sched:sched_switch" stays.
std::string_view withoutModifiers(std::string_view name)
{
    for (;;) {
        const std::size_t colon = name.rfind(':');
        if (colon == std::string_view::npos || colon == 0)
            return name;
        const std::string_view tail = name.substr(colon + 1);
        if (tail.find_first_not_of("ukhHGIpPSDWeb") != std::string_view::npos)
            return name;
        name = name.substr(0, colon);
    }
}

struct Tokens
{
    static constexpr std::size_t kMax = 16;
    std::array<std::string_view, kMax> token;
    std::size_t count = 0;
    std::string_view rest; // the text after the last token taken
};

Tokens tokenize(std::string_view line)
{
    Tokens t;
    std::size_t i = 0;
    while (t.count < Tokens::kMax) {
        while (i < line.size() && isSpace(line[i]))
            ++i;
        if (i >= line.size())
            break;
        const std::size_t from = i;
        while (i < line.size() && !isSpace(line[i]))
            ++i;
        t.token[t.count++] = line.substr(from, i - from);
    }
    t.rest = line.substr(std::min(i, line.size()));
    return t;
}

} // namespace

std::optional<PerfScriptHeader> PerfScriptHeader::parse(std::string_view line)
{
    line = trimmed(line);
    if (line.empty())
        return std::nullopt;
    const Tokens t = tokenize(line);
    // The thread id is the first number after which the fields read as
    // perf writes them: a comm may hold spaces and numbers ("Thread 2").
    for (std::size_t k = 0; k < t.count; ++k) {
        PerfScriptHeader h;
        if (!threadIds(t.token[k], h.pid, h.tid))
            continue;
        std::size_t p = k + 1;
        if (p < t.count && cpuField(t.token[p], h.cpu))
            ++p;
        if (p < t.count && timeField(t.token[p], h.timeNs))
            ++p;
        if (p + 1 < t.count && allDigits(t.token[p]) && number(t.token[p], h.period))
            ++p;
        else
            h.period = 0;
        const auto afterToken = [&](std::size_t i) {
            const std::string_view tok = t.token[i];
            return trimmed(line.substr(std::size_t(tok.data() + tok.size() - line.data())));
        };
        if (p < t.count && isEventField(t.token[p])) {
            const std::string_view name = t.token[p].substr(0, t.token[p].size() - 1);
            h.event = withoutModifiers(name);
            h.rest = afterToken(p);
        } else if (p < t.count && h.timeNs >= 0) {
            h.rest = afterToken(p - 1);
            h.record = h.rest.starts_with("PERF_RECORD_");
        } else if (p < t.count) {
            continue; // not a header read this way
        }
        h.record = h.record || h.event.starts_with("PERF_RECORD_");
        h.comm = trimmed(line.substr(0, std::size_t(t.token[k].data() - line.data())));
        return h;
    }
    return std::nullopt;
}

bool isKernelDso(std::string_view dso, std::uint64_t address)
{
    if (dso.empty())
        return address >= 0xffff800000000000ull; // x86-64 and arm64 kernel space
    if (dso.front() != '[' || dso.back() != ']')
        return false;
    // [kernel.kallsyms], [vdso], [vsyscall], modules ([nf_tables]); not the
    // process's own [heap], [stack], [anon:...] or [jit].
    return !(dso == "[heap]" || dso == "[stack]" || dso.starts_with("[anon") || dso.starts_with("[jit") || dso == "[unknown]"
             || dso.starts_with("[uprobes"));
}

std::size_t dsoOpenParenByScan(std::string_view rest)
{
    int depth = 0;
    for (std::size_t j = rest.size(); j-- > 0;) {
        if (rest[j] == ')')
            ++depth;
        else if (rest[j] == '(' && --depth == 0)
            return j;
    }
    return std::string_view::npos;
}

std::size_t dsoOpenParen(std::string_view rest)
{
    // Most dsos hold no parenthesis: then the last '(' closes the scan at
    // once, found by memrchr rather than byte by byte. Only a ')' between it
    // and the final one (a "(deleted)" path) needs the balanced scan.
    if (rest.size() < 2)
        return dsoOpenParenByScan(rest);
    const void *last = memrchr(rest.data(), '(', rest.size() - 1);
    if (last == nullptr)
        return std::string_view::npos;
    const std::size_t open = std::size_t(static_cast<const char *>(last) - rest.data());
    if (std::memchr(rest.data() + open + 1, ')', rest.size() - 1 - (open + 1)) == nullptr)
        return open;
    return dsoOpenParenByScan(rest);
}

std::optional<PerfScriptFrameLine> PerfScriptFrameLine::parse(std::string_view line)
{
    std::size_t i = 0;
    while (i < line.size() && isSpace(line[i]))
        ++i;
    const std::size_t from = i;
    std::uint64_t address = 0;
    for (; i < line.size(); ++i) {
        const char c = line[i];
        const unsigned digit = isDigit(c) ? unsigned(c - '0') : (c >= 'a' && c <= 'f') ? unsigned(c - 'a' + 10) : 16;
        if (digit == 16)
            break;
        address = address << 4 | digit;
    }
    if (i == from || i - from > 16 || (i < line.size() && !isSpace(line[i])))
        return std::nullopt;
    std::string_view rest = trimmed(line.substr(i));
    std::string_view dso;
    bool inlined = false;
    // The dso is the balanced "(...)" at the end, after a space: a path may
    // hold parentheses ("libx.so (deleted)"), a symbol too ("f(int)").
    if (!rest.empty() && rest.back() == ')') {
        const std::size_t open = dsoOpenParen(rest);
        if (open != std::string_view::npos && (open == 0 || rest[open - 1] == ' ')) {
            const std::string_view inParens = rest.substr(open + 1, rest.size() - open - 2);
            rest = trimmed(rest.substr(0, open));
            if (inParens == "inlined")
                inlined = true;
            else if (inParens != "[unknown]")
                dso = inParens;
        }
    }
    // "func+0x1a": the offset within the symbol.
    std::uint64_t symbolOffset = 0;
    const std::size_t plus = rest.rfind("+0x");
    if (plus != std::string_view::npos && plus > 0 && wholeHex(rest.substr(plus + 3), symbolOffset))
        rest = rest.substr(0, plus);
    const std::string_view symbol = rest != "[unknown]" ? rest : std::string_view();
    // Built once at the end, straight into the result: zeroing a whole
    // frame first and then filling it in showed in profiles.
    return PerfScriptFrameLine{PerfFrame{address, symbol, symbolOffset, dso, isKernelDso(dso, address)}, inlined};
}

PerfSchedSwitch PerfSchedSwitch::parse(std::string_view text)
{
    PerfSchedSwitch s;
    const std::size_t arrow = text.find("==>");
    const std::string_view before = text.substr(0, arrow), after = arrow == std::string_view::npos ? std::string_view() : text.substr(arrow);
    const std::size_t state = before.rfind("prev_state=");
    if (state != std::string_view::npos && state + 11 < before.size())
        s.prevState = before[state + 11];
    const std::size_t next = after.rfind("next_pid=");
    if (next != std::string_view::npos) {
        std::string_view digits = after.substr(next + 9);
        const std::size_t end = digits.find(' ');
        digits = digits.substr(0, end);
        std::int32_t tid = -1;
        if (number(digits, tid))
            s.nextTid = tid;
    }
    return s;
}

} // namespace hg
