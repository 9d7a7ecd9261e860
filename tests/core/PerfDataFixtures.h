#pragma once
// perf.data files written for the tests, the fuzz seeds and the benchmark:
// the layout `perf record` writes (tools/perf/Documentation/perf.data-file-
// format.txt, linux/perf_event.h), in this machine's byte order.
#include <QByteArray>
#include <QList>

#include <zstd.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace hg::fixtures {

class PerfDataFile
{
public:
    // sample_type bits
    static constexpr std::uint64_t kIp = 1 << 0, kTid = 1 << 1, kTime = 1 << 2, kCallchain = 1 << 5, kId = 1 << 6,
                                   kCpu = 1 << 7, kPeriod = 1 << 8, kRaw = 1 << 10, kRegsUser = 1 << 12,
                                   kStackUser = 1 << 13, kIdentifier = 1 << 16;
    static constexpr std::uint64_t kContextKernel = std::uint64_t(-128), kContextUser = std::uint64_t(-512);
    // attr flag bits
    static constexpr std::uint64_t kFreq = 1 << 10, kSampleIdAll = 1 << 18;

    struct Attr
    {
        std::uint32_t type = 1; // software
        std::uint64_t config = 0; // cpu-clock
        std::uint64_t period = 1'000'000;
        std::uint64_t sampleType = kIp | kTid | kTime | kCallchain | kPeriod;
        std::uint64_t flags = kSampleIdAll;
        std::uint64_t regsUser = 0;
        std::uint32_t stackUser = 0;
        std::vector<std::uint64_t> ids;
        std::string name; // for HEADER_EVENT_DESC; none when empty
    };
    struct Sample
    {
        std::uint64_t ip = 0;
        std::uint32_t pid = 0, tid = 0;
        std::uint64_t time = 0;
        std::uint32_t cpu = 0;
        std::uint64_t period = 1'000'000;
        std::vector<std::uint64_t> callchain;
        QByteArray raw;
        std::uint64_t id = 0;
        std::uint16_t misc = 2; // user mode
    };

    void addAttr(Attr attr) { m_attrs.push_back(std::move(attr)); }
    void feature(int id, const QByteArray &bytes) { m_features.push_back({id, bytes}); }
    void hostname(const char *name) { feature(3, headerString(name)); }
    void osRelease(const char *release) { feature(4, headerString(release)); }
    void arch(const char *arch) { feature(6, headerString(arch)); }
    void commandLine(const QList<QByteArray> &args)
    {
        QByteArray b;
        put32(b, std::uint32_t(args.size()));
        for (const QByteArray &a : args)
            b += headerString(a.constData());
        feature(11, b);
    }
    void buildId(std::int32_t pid, const QByteArray &id, const char *fileName, bool kernel = false)
    {
        QByteArray entry;
        const QByteArray name = padded(fileName, 8);
        put32(entry, 67);
        put16(entry, std::uint16_t((kernel ? 1 : 2) | 1 << 15));
        put16(entry, std::uint16_t(8 + 4 + 24 + name.size()));
        put32(entry, std::uint32_t(pid));
        QByteArray bits = id.left(20);
        bits.resize(24, '\0');
        bits[20] = char(std::min<qsizetype>(id.size(), 20));
        entry += bits + name;
        m_buildIds += entry;
    }

    // Records (the data section), in the order given.
    void comm(std::uint32_t pid, std::uint32_t tid, const char *name, std::uint64_t time = 0, bool exec = false)
    {
        QByteArray b;
        put32(b, pid);
        put32(b, tid);
        b += padded(name, 8);
        record(3, exec ? 1 << 13 : 0, b, pid, tid, time);
    }
    void mmap2(std::uint32_t pid, std::uint64_t start, std::uint64_t length, std::uint64_t pgoff, const char *file,
               std::uint64_t time = 0, std::uint32_t prot = 5)
    {
        QByteArray b;
        put32(b, pid);
        put32(b, pid);
        put64(b, start);
        put64(b, length);
        put64(b, pgoff);
        put32(b, 8);  // maj
        put32(b, 1);  // min
        put64(b, 1234);
        put64(b, 0);
        put32(b, prot);
        put32(b, 2); // MAP_PRIVATE
        b += padded(file, 8);
        record(10, 2, b, pid, pid, time);
    }
    void kernelMmap(std::uint64_t start, std::uint64_t length, std::uint64_t textAddress)
    {
        QByteArray b;
        put32(b, ~0u);
        put32(b, 0);
        put64(b, start);
        put64(b, length);
        put64(b, textAddress);
        b += padded("[kernel.kallsyms]_text", 8);
        record(1, 1, b, ~0u, 0, 0);
    }
    void fork(std::uint32_t pid, std::uint32_t ppid, std::uint32_t tid, std::uint32_t ptid, std::uint64_t time)
    {
        QByteArray b;
        put32(b, pid);
        put32(b, ppid);
        put32(b, tid);
        put32(b, ptid);
        put64(b, time);
        record(7, 0, b, pid, tid, time);
    }
    void lost(std::uint64_t count)
    {
        QByteArray b;
        put64(b, m_attrs.empty() || m_attrs[0].ids.empty() ? 0 : m_attrs[0].ids[0]);
        put64(b, count);
        record(2, 0, b, 0, 0, 0);
    }
    void finishedRound() { rawRecord(68, 0, {}); }
    void sample(std::size_t attr, const Sample &s)
    {
        const Attr &a = m_attrs[attr];
        QByteArray b;
        b.reserve(64 + qsizetype(s.callchain.size()) * 8);
        const std::uint64_t t = a.sampleType;
        const std::uint64_t id = s.id ? s.id : (a.ids.empty() ? 0 : a.ids[0]);
        if (t & kIdentifier)
            put64(b, id);
        if (t & kIp)
            put64(b, s.ip);
        if (t & kTid) {
            put32(b, s.pid);
            put32(b, s.tid);
        }
        if (t & kTime)
            put64(b, s.time);
        if (t & kId)
            put64(b, id);
        if (t & kCpu) {
            put32(b, s.cpu);
            put32(b, 0);
        }
        if (t & kPeriod)
            put64(b, s.period);
        if (t & kCallchain) {
            put64(b, s.callchain.size());
            for (std::uint64_t ip : s.callchain)
                put64(b, ip);
        }
        if (t & kRaw) {
            // The size counts the padding that ends the two on 8 bytes.
            QByteArray raw = s.raw;
            raw.resize(((raw.size() + 4 + 7) & ~7) - 4, '\0');
            put32(b, std::uint32_t(raw.size()));
            b += raw;
        }
        rawRecord(9, s.misc, b);
    }
    // A record as given (its header is added: the size from `body`).
    void rawRecord(std::uint32_t type, std::uint16_t misc, const QByteArray &body)
    {
        put32(m_data, type);
        put16(m_data, misc);
        put16(m_data, std::uint16_t(8 + body.size()));
        m_data += body;
    }
    QByteArray &data() { return m_data; }

    // The whole file: header, attributes and their ids, records, features.
    QByteArray file() const
    {
        const std::uint64_t attrSize = 128 + 16;
        QByteArray ids;
        std::vector<std::uint64_t> idOffsets;
        const std::uint64_t headerSize = 104;
        const std::uint64_t idsAt = headerSize;
        for (const Attr &a : m_attrs) {
            idOffsets.push_back(idsAt + std::uint64_t(ids.size()));
            for (std::uint64_t id : a.ids)
                put64(ids, id);
        }
        const std::uint64_t attrsAt = idsAt + std::uint64_t(ids.size());
        QByteArray attrs;
        for (std::size_t i = 0; i < m_attrs.size(); ++i) {
            attrs += attrBytes(m_attrs[i]);
            put64(attrs, idOffsets[i]);
            put64(attrs, m_attrs[i].ids.size() * 8);
        }
        const std::uint64_t dataAt = attrsAt + std::uint64_t(attrs.size());
        const std::vector<std::pair<int, QByteArray>> features = allFeatures();
        QByteArray out;
        out += "PERFILE2";
        put64(out, headerSize);
        put64(out, attrSize);
        put64(out, attrsAt);
        put64(out, std::uint64_t(attrs.size()));
        put64(out, dataAt);
        put64(out, std::uint64_t(m_data.size()));
        put64(out, 0);
        put64(out, 0);
        std::uint64_t bits[4] = {};
        for (const auto &[id, bytes] : features)
            bits[id / 64] |= 1ull << (id % 64);
        for (std::uint64_t w : bits)
            put64(out, w);
        out += ids + attrs + m_data;
        // The features' table after the records, then their bytes.
        std::uint64_t at = std::uint64_t(out.size()) + 16 * features.size();
        QByteArray table, bytes;
        for (const auto &[id, b] : features) {
            put64(table, at);
            put64(table, std::uint64_t(b.size()));
            at += std::uint64_t(b.size());
            bytes += b;
        }
        return out + table + bytes;
    }

    // Pipe mode (perf record -o -): the 16-byte header, the attributes and
    // features as records, then the records.
    QByteArray pipe() const
    {
        QByteArray out = "PERFILE2";
        put64(out, 16);
        for (const Attr &a : m_attrs) {
            QByteArray body = attrBytes(a);
            for (std::uint64_t id : a.ids)
                put64(body, id);
            header(out, 64, 0, body);
        }
        for (const auto &[id, b] : allFeatures()) {
            QByteArray body;
            put64(body, std::uint64_t(id));
            header(out, 80, 0, body + b);
        }
        return out + m_data;
    }

    // The records of `data` (a data section) inside PERF_RECORD_COMPRESSED
    // records of one zstd stream (perf record -z), flushed every `piece`
    // bytes, so records are split across them. Needs libzstd linked.
    static QByteArray compressed(const QByteArray &data, qsizetype piece)
    {
        QByteArray out;
        ZSTD_CStream *stream = ZSTD_createCStream();
        ZSTD_initCStream(stream, 3);
        std::vector<char> buffer(ZSTD_CStreamOutSize());
        for (qsizetype at = 0; at < data.size(); at += piece) {
            ZSTD_inBuffer in{data.constData() + at, std::size_t(std::min(piece, data.size() - at)), 0};
            QByteArray chunk;
            for (;;) {
                ZSTD_outBuffer o{buffer.data(), buffer.size(), 0};
                const std::size_t left = ZSTD_compressStream2(stream, &o, &in, ZSTD_e_flush);
                chunk.append(buffer.data(), qsizetype(o.pos));
                if (left == 0)
                    break;
            }
            // A record holds at most 64 KiB: a bigger piece's output is split.
            for (qsizetype from = 0; from < chunk.size(); from += 65000) {
                const QByteArray part = chunk.mid(from, 65000);
                put32(out, 81);
                put16(out, 0);
                put16(out, std::uint16_t(8 + part.size()));
                out += part;
            }
        }
        ZSTD_freeCStream(stream);
        return out;
    }

    static QByteArray headerString(const char *text)
    {
        QByteArray b;
        const QByteArray s = padded(text, 64);
        put32(b, std::uint32_t(s.size()));
        return b + s;
    }
    static void put64(QByteArray &b, std::uint64_t v) { b.append(reinterpret_cast<const char *>(&v), 8); }
    static void put32(QByteArray &b, std::uint32_t v) { b.append(reinterpret_cast<const char *>(&v), 4); }
    static void put16(QByteArray &b, std::uint16_t v) { b.append(reinterpret_cast<const char *>(&v), 2); }

private:
    static QByteArray padded(const char *text, int to)
    {
        QByteArray b(text);
        b.append('\0');
        b.resize((b.size() + to - 1) / to * to, '\0');
        return b;
    }
    static void header(QByteArray &out, std::uint32_t type, std::uint16_t misc, const QByteArray &body)
    {
        put32(out, type);
        put16(out, misc);
        put16(out, std::uint16_t(8 + body.size()));
        out += body;
    }
    static QByteArray attrBytes(const Attr &a)
    {
        QByteArray b(128, '\0');
        const auto set = [&b](int at, auto v) { std::memcpy(b.data() + at, &v, sizeof v); };
        set(0, a.type);
        set(4, std::uint32_t(128));
        set(8, a.config);
        set(16, a.period);
        set(24, a.sampleType);
        set(40, a.flags);
        set(80, a.regsUser);
        set(88, a.stackUser);
        return b;
    }
    // The sample_id fields perf appends to every other record.
    void record(std::uint32_t type, std::uint16_t misc, QByteArray body, std::uint32_t pid, std::uint32_t tid,
                std::uint64_t time)
    {
        if (!m_attrs.empty() && (m_attrs[0].flags & kSampleIdAll)) {
            const Attr &a = m_attrs[0];
            if (a.sampleType & kTid) {
                put32(body, pid);
                put32(body, tid);
            }
            if (a.sampleType & kTime)
                put64(body, time);
            if (a.sampleType & kId)
                put64(body, a.ids.empty() ? 0 : a.ids[0]);
            if (a.sampleType & kCpu)
                put64(body, 0);
            if (a.sampleType & kIdentifier)
                put64(body, a.ids.empty() ? 0 : a.ids[0]);
        }
        rawRecord(type, misc, body);
    }
    std::vector<std::pair<int, QByteArray>> allFeatures() const
    {
        std::vector<std::pair<int, QByteArray>> all;
        if (!m_buildIds.isEmpty())
            all.push_back({2, m_buildIds});
        all.insert(all.end(), m_features.begin(), m_features.end());
        QByteArray desc;
        int named = 0;
        for (const Attr &a : m_attrs) {
            if (a.name.empty())
                continue;
            ++named;
            desc += attrBytes(a);
            put32(desc, std::uint32_t(a.ids.size()));
            desc += headerString(a.name.c_str());
            for (std::uint64_t id : a.ids)
                put64(desc, id);
        }
        if (named) {
            QByteArray head;
            put32(head, std::uint32_t(named));
            put32(head, 128);
            all.push_back({12, head + desc});
        }
        std::sort(all.begin(), all.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        return all;
    }

    std::vector<Attr> m_attrs;
    std::vector<std::pair<int, QByteArray>> m_features;
    QByteArray m_buildIds;
    QByteArray m_data;
};

} // namespace hg::fixtures
