#include "ChromeTraceEventBatch.h"

#include "util/TextHash.h"

namespace hg {

std::uint32_t ChromeTraceEventBatch::text(std::string_view text)
{
    if (m_textIndex.empty())
        m_textIndex.reserve(kTextsExpected);
    const std::uint64_t hash = textHash(text);
    const std::uint32_t found = m_textIndex.find(hash, [&](std::uint32_t i) { return texts[i].text == text; });
    if (found != kNoId)
        return found;
    texts.push_back({text, hash});
    const auto added = std::uint32_t(texts.size() - 1);
    m_textIndex.insert(added, hash);
    return added;
}

std::uint32_t ChromeTraceEventBatch::thread(std::string_view pid, std::string_view tid)
{
    const auto is = [&](std::uint32_t i) { return threads[i].pid == pid && threads[i].tid == tid; };
    if (m_lastThread < threads.size() && is(m_lastThread))
        return m_lastThread;
    const std::uint64_t hash = textHash(pid) ^ mixBits(textHash(tid));
    std::uint32_t found = m_threadIndex.find(hash, is);
    if (found == kNoId) {
        threads.push_back({pid, tid});
        found = std::uint32_t(threads.size() - 1);
        m_threadIndex.insert(found, hash);
    }
    m_lastThread = found;
    return found;
}

const ChromeTraceReadDetails &ChromeTraceEventBatch::detailsOf(const ChromeTraceReadEvent &event) const
{
    static const ChromeTraceReadDetails none;
    return event.details >= 0 ? details[std::size_t(event.details)] : none;
}

ChromeTraceReadDetails &ChromeTraceEventBatch::detailsOf(ChromeTraceReadEvent &event)
{
    if (event.details < 0) {
        event.details = std::int32_t(details.size());
        details.emplace_back();
    }
    return details[std::size_t(event.details)];
}

void ChromeTraceEventBatch::reserve(std::size_t events)
{
    this->events.reserve(events);
    args.reserve(events);
}

void ChromeTraceEventBatch::clear()
{
    events.clear();
    details.clear();
    args.clear();
    texts.clear();
    threads.clear();
    m_threadIndex.release();
    m_lastThread = 0;
    stack.clear();
    ids.clear();
    // Made again for the next part at about the size a part of a trace
    // needs (its distinct names, categories and arg keys), so it seldom grows.
    m_textIndex.release();
    m_textIndex.reserve(kTextsExpected);
    notEvents = 0;
    end = 0;
}

} // namespace hg
