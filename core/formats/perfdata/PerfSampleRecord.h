#pragma once
#include <QCoreApplication>

#include <cstdint>
#include <cstring>
#include <string_view>

namespace hg {

struct PerfEventAttr;

// One PERF_RECORD_SAMPLE as its event's sample_type lays it out. The
// variable parts are views into the record (valid while it is).
struct PerfSampleRecord
{
    Q_DECLARE_TR_FUNCTIONS(PerfSampleRecord)
public:
    std::uint64_t ip = 0;
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::uint64_t time = 0;
    std::uint32_t cpu = 0;
    std::uint64_t period = 1;
    std::string_view callchain; // u64 entries: addresses and PERF_CONTEXT_* markers
    std::string_view raw;       // a tracepoint's fields
    std::uint64_t regsAbi = 0;  // PERF_SAMPLE_REGS_ABI_*: 0 = no registers (a kernel thread)
    std::string_view regs;      // u64 values of sample_regs_user's bits, lowest bit first
    std::string_view stack;     // the copy of the user stack from the stack pointer up, as much as was used

    std::size_t callchainSize() const { return callchain.size() / 8; }
    std::uint64_t callchainAt(std::size_t i) const { return load(callchain, i); }
    std::size_t regCount() const { return regs.size() / 8; }
    std::uint64_t regAt(std::size_t i) const { return load(regs, i); }

    // Parses a sample record's body (after its 8-byte header) for `attr`.
    // False (with `error` saying what) when the fields run past the record.
    static bool parse(std::string_view body, const PerfEventAttr &attr, PerfSampleRecord &sample, QString &error);
    // The time in the sample_id fields that `attr` (sample_id_all) appends
    // to records other than samples; 0 when there is none.
    static std::uint64_t trailingTime(std::string_view body, const PerfEventAttr &attr);

private:
    static std::uint64_t load(std::string_view words, std::size_t i)
    {
        std::uint64_t v;
        std::memcpy(&v, words.data() + 8 * i, 8);
        return v;
    }
};

} // namespace hg
