// Reading files: detection, gzip, the Sentry reader on fixtures and on the
// real corpus, and the loader's errors, cancel and progress.
#include "CorpusDir.h"
#include "SentryFixtures.h"
#include "formats/FormatRegistry.h"
#include "formats/JsonArrayBatches.h"
#include "formats/JsonArrayParts.h"
#include "formats/JsonIndexArray.h"
#include "formats/JsonDocument.h"
#include "formats/JsonScanner.h"
#include "io/ReadContext.h"
#include "io/Gzip.h"
#include "io/MappedFile.h"
#include "formats/ProfileContext.h"
#include "formats/ProfileLoader.h"
#include "model/ProfileBuilder.h"
#include "formats/speedscope/SpeedscopeEventParts.h"
#include "formats/speedscope/SpeedscopeValues.h"
#include "io/ReadError.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>
#include <random>
#include <tuple>

using namespace hg;
using namespace hg::test;

namespace {


LoadResult loadBytes(const QByteArray &bytes, const QString &name = QStringLiteral("fixture.json"))
{
    return ProfileLoader::loadData(bytes, name);
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT
private slots:
    // The observed rate is the median interval of the whole profile (read
    // at a stride over big ones), not of its start.
    void observedSampleRateIsTheWholeProfiles()
    {
        ProfileBuilder b(QStringLiteral("test"));
        const StackId stack = b.addStack(kNoId, b.addFrame("f"));
        const TrackId t = b.addTrack({QStringLiteral("t"), QString(), -1, -1, {}, {}});
        TimePs time = 0;
        for (int i = 0; i < 100'000; ++i, time += 10 * kPsPerMs)
            b.addSample(t, time, stack);
        for (int i = 0; i < 300'000; ++i, time += kPsPerMs)
            b.addSample(t, time, stack);
        const std::optional<double> hz = ProfileContext::observedSampleRateHz(*b.build());
        QVERIFY(hz);
        QCOMPARE(*hz, 1000.0);

        ProfileBuilder small(QStringLiteral("test"));
        const StackId s = small.addStack(kNoId, small.addFrame("f"));
        const TrackId u = small.addTrack({QStringLiteral("u"), QString(), -1, -1, {}, {}});
        for (TimePs at : {TimePs(0), 4 * kPsPerMs, 8 * kPsPerMs, 9 * kPsPerMs})
            small.addSample(u, at, s);
        QCOMPARE(ProfileContext::observedSampleRateHz(*small.build()), std::optional<double>(250.0));
        QCOMPARE(ProfileContext::observedSampleRateHz(*ProfileBuilder(QStringLiteral("test")).build()), std::nullopt);

        // Many short tracks, each starting with a long gap: the stride runs
        // over all their intervals, not each track's first only.
        ProfileBuilder many(QStringLiteral("test"));
        const StackId m = many.addStack(kNoId, many.addFrame("f"));
        for (int k = 0; k < 20'000; ++k) { // 100 k intervals, 5 a track: shorter than the stride
            const TrackId track = many.addTrack({QStringLiteral("t%1").arg(k), QString(), -1, k, {}, {}});
            many.addSample(track, 0, m);
            for (int i = 0; i < 5; ++i)
                many.addSample(track, 100 * kPsPerMs + i * kPsPerMs, m);
        }
        QCOMPARE(ProfileContext::observedSampleRateHz(*many.build()), std::optional<double>(1000.0));
    }

    void indexArraysInEverySpelling()
    {
        // Plain integers take the fast path; the other spellings toInt
        // accepts take the general one; both agree.
        constexpr std::uint32_t bad = 1000;
        auto read = [&](std::string_view raw) {
            std::vector<std::uint32_t> out{7}; // what was there stays
            const bool ok = json::appendIndexArray(raw, bad, out);
            QStringList text;
            for (std::size_t i = 1; i < out.size(); ++i)
                text << QString::number(out[i]);
            return ok ? text.join(QLatin1Char(',')) : QStringLiteral("not an array");
        };
        QCOMPARE(read("[3,1,4]"), QStringLiteral("3,1,4"));
        QCOMPARE(read(" [ 3 ,\n 1 , 4 ] \n"), QStringLiteral("3,1,4"));
        QCOMPARE(read("[]"), QString());
        QCOMPARE(read("[ ]"), QString());
        QCOMPARE(read("[999,1000,123456789012345678901]"), QStringLiteral("999,1000,1000"));
        QCOMPARE(read("[\"12\", 3.0, -1, null, \"0x1f\", 5]"), QStringLiteral("12,3,1000,1000,31,5"));
        QCOMPARE(read("[1,2,]"), QStringLiteral("1,2,1000")); // as toInt reads a missing value: no index
        QCOMPARE(read("[1,[2],{\"a\":3},4]"), QStringLiteral("1,1000,1000,4"));
        QCOMPARE(read("{\"a\": 1}"), QStringLiteral("not an array"));
        QCOMPARE(read(""), QStringLiteral("not an array"));
    }

    void jsonScannerSkipsValuesWhereTheyEnd()
    {
        // Values skipped 64 bytes at a time end where a reading character by
        // character ends them: strings holding brackets, escaped quotes and
        // runs of backslashes, wherever the blocks' edges fall.
        std::mt19937 rng(7);
        const auto pick = [&rng](int n) { return int(rng() % unsigned(n)); };
        std::function<void(QByteArray &, int)> value = [&](QByteArray &out, int depth) {
            const int kind = depth > 5 ? 2 + pick(2) : pick(4);
            if (kind == 0 || kind == 1) {
                const bool object = kind == 0;
                out += object ? '{' : '[';
                const int n = pick(5);
                for (int i = 0; i < n; ++i) {
                    if (i)
                        out += pick(2) ? ", " : ",";
                    if (object) {
                        out += "\"k" + QByteArray::number(i) + "\":";
                    }
                    value(out, depth + 1);
                }
                out += object ? '}' : ']';
            } else if (kind == 2) {
                static const char *const pieces[] = {"a", "]", "}", "[", "{", "\\\"", "\\\\", "\\\\\\\"", "\\n", "x y", "\\u005d"};
                out += '"';
                const int n = pick(40);
                for (int i = 0; i < n; ++i)
                    out += pieces[pick(int(std::size(pieces)))];
                out += '"';
            } else {
                out += QByteArray::number(pick(100000) - 50000);
            }
        };
        for (int round = 0; round < 400; ++round) {
            QByteArray text(pick(70), ' ');
            const qsizetype start = text.size();
            value(text, 0);
            const qsizetype end = text.size();
            text += pick(2) ? QByteArray(" , 1]") : QByteArray();
            JsonScanner scanner(text);
            const std::string_view skipped = scanner.skipValue();
            QCOMPARE(qsizetype(skipped.data() - text.constData()), start);
            QCOMPARE(qsizetype(skipped.size()), end - start);
        }
        // A key right before a quote escaped at the edge of 16 bytes.
        const QByteArray keyed = "{\"abcdefghijklmn\\\"op\":1,\"q\":[2]}";
        JsonScanner keys(keyed);
        JsonScanner::Container object = keys.beginObject();
        std::string_view key;
        QVERIFY(keys.nextKey(object, key));
        QCOMPARE(QByteArray(key.data(), qsizetype(key.size())), QByteArray("abcdefghijklmn\"op"));
        QCOMPARE(keys.number(), 1.0);
        // Not closed: the error names where the value starts.
        JsonScanner open(QByteArray("  [1,[2,\"]\"]"));
        try {
            open.skipValue();
            QFAIL("an open array was skipped");
        } catch (const ReadError &e) {
            QCOMPARE(e.offset(), qint64(2));
        }
    }

    void tightIntegerArraysReadAsIndexReads()
    {
        // The one-loop path takes arrays spelt tight and says no to any
        // other spelling, leaving the scanner where it was; what it reads
        // is what index() reads of each element.
        const auto tight = [](const QByteArray &text) {
            JsonScanner scanner(text);
            QStringList read;
            const bool taken = scanner.tightIntegerArray<9>([&](std::uint64_t i) { read << QString::number(i); });
            if (!taken) {
                if (scanner.position() != text.constData())
                    return QStringLiteral("moved");
                return QStringLiteral("no");
            }
            return read.join(QLatin1Char(',')) + QLatin1Char('|') + QString::fromLatin1(scanner.position());
        };
        QCOMPARE(tight("[3,1,4],[1]"), QStringLiteral("3,1,4|,[1]"));
        QCOMPARE(tight("[]x"), QStringLiteral("|x"));
        QCOMPARE(tight("[0,07,999999999]"), QStringLiteral("0,7,999999999|"));
        for (const char *other : {"[1, 2]", "[ 1]", "[1 ]", "[1.5]", "[1e3]", "[-1]", "[1234567890]", "[1,]", "[,1]",
                                  "[1,null]", "[\"1\"]", "[1", "[12", "[", "", " [1]", "{}", "[[1]]"})
            QCOMPARE(tight(other), QStringLiteral("no"));
        const QByteArray spelt = "[1,22,333]";
        JsonScanner general(spelt);
        JsonScanner::Container array = general.beginArray();
        QStringList read;
        while (general.nextItem(array))
            read << QString::number(general.index());
        QCOMPARE(tight(spelt), read.join(QLatin1Char(',')) + QLatin1Char('|'));
    }

    // The parts meet between events wherever the spaces fall: parsed in
    // parts of any size, the events are those of one part, in order.
    void speedscopeEventPartsMeetBetweenEvents()
    {
        QByteArray events = "[";
        for (int i = 0; i < 500; ++i)
            events += QByteArray(i ? (i % 3 ? "," : " ,\n ") : "") + "{\"type\":\"" + (i % 2 ? "C" : "O") + "\",\"frame\":"
                + QByteArray::number(i % 4) + ", \"at\":" + QByteArray::number(i) + "}";
        events += " ]";
        const JsonScanner scanner(events);
        const auto read = [&](std::size_t partBytes) {
            const SpeedscopeEventParts parts(JsonArrayParts(scanner, std::string_view(events.constData(), std::size_t(events.size())), partBytes), 3,
                                             [](const speedscope::Number &at) { return TimePs(at.i); });
            std::vector<std::tuple<TimePs, std::uint32_t, char>> all;
            std::size_t read = 0, badFrames = 0;
            for (std::size_t p = 0; p < parts.count(); ++p) {
                const SpeedscopeEventParts::Part part = parts.parse(p);
                for (const SpeedscopeEventParts::Event &e : part.events)
                    all.emplace_back(e.at, e.frameIndex, e.type);
                read += part.read;
                badFrames += part.badFrames;
                if (part.malformed)
                    qFatal("malformed");
            }
            return std::make_tuple(all, parts.count(), read, badFrames);
        };
        const auto [whole, oneCount, wholeRead, wholeBad] = read(JsonArrayParts::kPartBytes);
        QCOMPARE(oneCount, std::size_t(1));
        QCOMPARE(whole.size(), std::size_t(375));
        QCOMPARE(wholeRead, std::size_t(500));
        QCOMPARE(wholeBad, std::size_t(125)); // frame 3 of 0..2
        for (const std::size_t partBytes : {1, 7, 40, 333}) {
            const auto [inParts, count, partsRead, partsBad] = read(partBytes);
            QVERIFY(count > 1);
            QVERIFY2(inParts == whole, qPrintable(QString::number(partBytes)));
            QCOMPARE(partsRead, wholeRead);
            QCOMPARE(partsBad, wholeBad);
        }

        // Broken text in any part is an error there, or a malformed event,
        // never a crash: every byte in turn made a quote or a bracket.
        for (qsizetype at = 1; at < events.size() - 1; at += 7)
            for (const char broken : {'"', '[', '}'}) {
                QByteArray text = events;
                text[at] = broken;
                const JsonScanner brokenScanner(text);
                const SpeedscopeEventParts parts(JsonArrayParts(brokenScanner, std::string_view(text.constData(), std::size_t(text.size())), 40), 3,
                                                 [](const speedscope::Number &at) { return TimePs(at.i); });
                for (std::size_t p = 0; p < parts.count(); ++p) {
                    try {
                        if (parts.parse(p).malformed)
                            break;
                    } catch (const ReadError &) {
                        break;
                    }
                }
            }
    }

    void arrayPartsCutWhileSkipping()
    {
        // An array cut as the scanner passes it: the parts of its skipped
        // text, and the scanner where skipValue() leaves it, strings with
        // brackets and commas and a '}' that closes it in a broken text
        // alike; the file ending inside it is skipValue()'s error.
        QByteArray array = "[";
        for (int i = 0; i < 300; ++i)
            array += QByteArray(i ? (i % 5 ? "," : " ,\n ") : "") + (i % 3 ? "[" + QByteArray::number(i) + ",2]" : "{\"a,]\":\"[\\\"}\"}");
        array += "]";
        for (const QByteArray &text : {"  " + array + " ,1]", "{\"s\":" + array.chopped(1) + "},9", QByteArray("[] x"), QByteArray("[1]")}) {
            const qsizetype open = text.indexOf('[');
            JsonScanner skipping(text);
            skipping.skipTo(text.constData() + open);
            const std::string_view skipped = skipping.skipValue();
            for (const std::size_t partBytes : {std::size_t(1), std::size_t(50), JsonArrayParts::kPartBytes}) {
                JsonScanner scanner(text);
                scanner.skipTo(text.constData() + open);
                const JsonArrayParts cut(scanner, partBytes);
                QCOMPARE(scanner.position(), skipping.position());
                const JsonArrayParts ofText(scanner, skipped, partBytes);
                QCOMPARE(cut.count(), ofText.count());
                const auto elements = [](const JsonArrayParts &parts, std::size_t p) {
                    QStringList read;
                    try {
                        parts.forEachElement(p, [&](JsonScanner &e) {
                            const std::string_view v = e.skipValue();
                            read << QString::fromUtf8(v.data(), qsizetype(v.size()));
                            return true;
                        });
                    } catch (const ReadError &e) {
                        read << QStringLiteral("error at %1").arg(e.offset());
                    }
                    return read;
                };
                for (std::size_t p = 0; p < cut.count(); ++p)
                    QCOMPARE(elements(cut, p), elements(ofText, p));
            }
        }
        JsonScanner open(QByteArray("  [1,[2,\"]\"]"));
        try {
            const JsonArrayParts cut(open);
            QFAIL("an open array was cut");
        } catch (const ReadError &e) {
            QCOMPARE(e.offset(), qint64(2));
        }
    }

    void arrayPartsCutOneByOne()
    {
        // Parts cut one after the other (as a Chrome trace's are, when
        // asked for) hold the array's elements, commas between them left
        // out; the last brings the ']', and a text that ends inside the
        // array gives the rest with neither a next part nor a close.
        const QByteArray text = "[{\"a,]\":1}, [2,3] ,\"x]\",4,  {}]";
        const char *const end = text.constData() + text.size();
        for (const std::size_t partBytes : {std::size_t(1), std::size_t(6), std::size_t(1000)}) {
            QByteArray joined;
            JsonArrayParts::Cut part{{}, text.constData() + 1, nullptr};
            std::size_t count = 0;
            while (part.next) {
                part = JsonArrayParts::cutOne(part.next, end, partBytes);
                joined += QByteArray(count++ ? "," : "") + QByteArray(part.elements.data(), qsizetype(part.elements.size()));
            }
            QCOMPARE(joined, text.mid(1));
            QCOMPARE(part.close, end - 1);
            QCOMPARE(count > 1, partBytes < 1000);
        }
        const QByteArray unclosed = "[1,[2,";
        const JsonArrayParts::Cut rest = JsonArrayParts::cutOne(unclosed.constData() + 3, unclosed.constData() + unclosed.size(), 100);
        QCOMPARE(rest.elements, std::string_view("[2,"));
        QVERIFY(!rest.next && !rest.close);
    }

    void arrayBatchesHoldEveryElementOnce()
    {
        // Elements whose strings hold commas, brackets and escaped quotes,
        // read in batches of a few hundred bytes: each once, in order, its
        // offset and its text the file's.
        QByteArray file = "  [";
        std::vector<qsizetype> starts;
        std::vector<QByteArray> texts;
        for (int i = 0; i < 500; ++i) {
            if (i)
                file += i % 7 ? "," : " ,\n ";
            QByteArray element = "{\"name\":\"e" + QByteArray::number(i) + (i % 3 ? ", [x]" : " \\\"q\\\" }") + "\",\"v\":["
                + QByteArray::number(i) + ",{\"w\":" + QByteArray::number(i * 7) + "}]}";
            starts.push_back(file.size());
            texts.push_back(element);
            file += element;
        }
        file += "]\n";
        const auto arrayOf = [](const QByteArray &f) {
            const qsizetype open = f.indexOf('['), close = f.lastIndexOf(']');
            return std::string_view(f.constData() + open, std::size_t(close - open + 1));
        };
        std::vector<qsizetype> seenStarts;
        std::vector<QByteArray> seenTexts;
        int batches = 0;
        JsonArrayBatches(file, arrayOf(file), 300).forEach([&](JsonStream &batch, simdjson::ondemand::array elements) {
            ++batches;
            for (simdjson::ondemand::value v : elements) {
                const std::string_view raw = batch.inFile(json::rawJson(v));
                seenStarts.push_back(qsizetype(batch.offsetOf(json::rawJson(v).data())));
                seenTexts.push_back(QByteArray(raw.data(), qsizetype(raw.size())).trimmed()); // raw JSON runs to the next token
            }
        });
        QVERIFY(batches > 10);
        QCOMPARE(seenTexts, texts);
        QCOMPARE(seenStarts, starts);

        // An edit of each batch's copy (on the core that prepares it) is
        // what the parser reads, the file stays as it was, and slot() names
        // the batch's edit while it is read.
        const QByteArray before = file;
        qint64 editedAt[2] = {-1, -1};
        std::vector<qint64> values;
        JsonArrayBatches edited(file, arrayOf(file), 300);
        edited.setEdit([&editedAt](std::size_t slot, char *text, qint64 size, qint64 origin) {
            QCOMPARE(text[0], '[');
            QCOMPARE(text[size - 1], ']');
            editedAt[slot] = origin;
            for (char *w = std::strstr(text, "\"w\":"); w && w < text + size; w = std::strstr(w + 1, "\"w\":"))
                w[4] = '1'; // each w's first digit
        });
        edited.forEach([&](JsonStream &batch, simdjson::ondemand::array elements) {
            QCOMPARE(editedAt[edited.slot()], batch.offsetOf(batch.data().data()));
            for (simdjson::ondemand::value v : elements)
                values.push_back(std::int64_t(v["v"].at(1)["w"].get_int64()));
        });
        QCOMPARE(file, before);
        QCOMPARE(values.size(), texts.size());
        for (std::size_t i = 0; i < values.size(); ++i) {
            QByteArray w = QByteArray::number(qint64(i) * 7);
            w[0] = '1';
            QCOMPARE(values[i], w.toLongLong());
        }

        // An element that is no JSON is located in the file, whichever batch holds it.
        QByteArray broken = file;
        broken.replace(starts[321] + 1, 7, "\"name\" "); // no colon
        try {
            JsonArrayBatches(broken, arrayOf(broken), 300).forEach([](JsonStream &, simdjson::ondemand::array elements) {
                for (simdjson::ondemand::value v : elements)
                    for (simdjson::ondemand::field f : v.get_object()) {
                        json::StreamValue value = f.value();
                        json::rawJson(value);
                    }
            });
            QFAIL("a broken element was read");
        } catch (const ReadError &e) {
            QVERIFY2(e.offset() >= starts[321] && e.offset() < starts[322], qPrintable(e.message()));
            QCOMPARE(e.line(), JsonDocument::lineAt(broken, starts[321]));
        }
        // A comma with nothing after it, and an empty array.
        const QByteArray trailing = "[1,2,3, ]";
        QVERIFY_THROWS_EXCEPTION(ReadError, JsonArrayBatches(trailing, arrayOf(trailing), 2).forEach([](JsonStream &, simdjson::ondemand::array elements) {
            for (simdjson::ondemand::value v : elements)
                json::rawJson(v);
        }));
        const QByteArray empty = "[ \n ]";
        int calls = 0;
        JsonArrayBatches(empty, arrayOf(empty), 2).forEach([&calls](JsonStream &, simdjson::ondemand::array) { ++calls; });
        QCOMPARE(calls, 0);

        // Parsed a batch ahead of their use, the array's end found as the
        // batches are (the text after it is not read): each element once, in
        // order, each batch's parse done before its use; a file that ends
        // inside the array leaves close() null.
        const QByteArray followed = file + "{\"after\": [1,2]}";
        JsonArrayBatches open(followed, followed.constData() + followed.indexOf('['), 300);
        std::vector<QByteArray> parsed[JsonArrayBatches::kParseSlots];
        std::vector<QByteArray> used;
        open.forEachParsed(
            [&](std::size_t slot, JsonStream &batch, simdjson::ondemand::array elements) {
                parsed[slot].clear();
                for (simdjson::ondemand::value v : elements) {
                    const std::string_view raw = batch.inFile(json::rawJson(v));
                    parsed[slot].push_back(QByteArray(raw.data(), qsizetype(raw.size())).trimmed());
                }
            },
            [&](std::size_t slot) { used.insert(used.end(), parsed[slot].begin(), parsed[slot].end()); });
        QCOMPARE(used, texts);
        QVERIFY(open.close());
        QCOMPARE(qsizetype(open.close() - followed.constData()), file.lastIndexOf(']'));
        const QByteArray cut = file.left(starts[400] + 5);
        JsonArrayBatches unclosed(cut, cut.constData() + cut.indexOf('['), 300);
        unclosed.forEachParsed([](std::size_t, JsonStream &, simdjson::ondemand::array elements) {
            for (simdjson::ondemand::value v : elements)
                json::rawJson(v);
        }, [](std::size_t) {});
        QVERIFY(!unclosed.close());
        const QByteArray openEmpty = "[ \n ] [1]";
        JsonArrayBatches emptyOpen(openEmpty, openEmpty.constData(), 2);
        calls = 0;
        emptyOpen.forEachParsed([&calls](std::size_t, JsonStream &, simdjson::ondemand::array) { ++calls; }, [](std::size_t) {});
        QCOMPARE(calls, 0);
        QCOMPARE(qsizetype(emptyOpen.close() - openEmpty.constData()), qsizetype(4));
    }

    void detectionGoesByContentFirst()
    {
        const FormatRegistry &r = FormatRegistry::instance();
        QVERIFY(r.reader(QStringLiteral("sentry")));
        QCOMPARE(r.detect(QByteArrayView(kSentryV1), QStringLiteral("whatever.txt"))->id, QStringLiteral("sentry"));
        QVERIFY(!r.detect(QByteArrayView("hello world"), QStringLiteral("notes.txt")));
        // Unknown content with a known extension still gets a reader (which
        // then says what is wrong).
        QCOMPARE(r.detect(QByteArrayView("[1,2]"), QStringLiteral("x.sentry.json"))->id, QStringLiteral("sentry"));
    }

    void gzipRoundTripAndDamage()
    {
        const QByteArray text = QByteArray(kSentryV1).repeated(50);
        const QByteArray packed = Gzip::compress(text);
        QVERIFY(Gzip::isGzip(packed));
        const ReadContext context;
        QCOMPARE(Gzip::decompress(packed, context), text);
        QCOMPARE(Gzip::decompressHead(packed, 10), text.left(10));
        try {
            Gzip::decompress(QByteArrayView(packed).first(packed.size() / 2), context);
            QFAIL("a truncated stream must throw");
        } catch (const ReadError &e) {
            QVERIFY(e.message().contains(QStringLiteral("truncated")));
            QVERIFY(e.offset() > 0);
        }
        QByteArray corrupt = packed;
        for (int i = 20; i < 40; ++i)
            corrupt[i] = char(0xff);
        try {
            Gzip::decompress(corrupt, context);
            QFAIL("corrupt data must throw");
        } catch (const ReadError &e) {
            QVERIFY(e.offset() >= 0);
        }
        try {
            Gzip::decompress(packed, context, 100);
            QFAIL("output beyond the limit must throw");
        } catch (const ReadError &e) {
            QVERIFY(e.message().contains(QStringLiteral("larger")));
        }
    }

    void sentryV1Fixture()
    {
        const LoadResult r = loadBytes(kSentryV1);
        QVERIFY2(r.profile, r.error ? qPrintable(r.error->toString()) : "");
        const Profile &p = *r.profile;
        QCOMPARE(p.formatId(), QStringLiteral("sentry"));
        QCOMPARE(p.tracks().size(), std::size_t(2));
        QCOMPARE(p.tracks()[0].info.name, QStringLiteral("MainThread"));
        QCOMPARE(p.tracks()[0].info.threadId, qint64(1));
        QCOMPARE(p.tracks()[1].info.name, QStringLiteral("Thread 2"));
        QCOMPARE(p.sampleCount(), std::size_t(3)); // stack_id 7 is out of range
        QCOMPARE(p.tracks()[0].samples.time(1), 10 * kPsPerMs);
        // Stack [1, 0] is leaf first: main > work.
        const StackId s = p.tracks()[0].samples.stack(0);
        QCOMPARE(p.frameName(p.stacks().frame(s)), QStringLiteral("work"));
        QCOMPARE(p.frameName(p.stacks().frame(p.stacks().parent(s))), QStringLiteral("main"));
        const Frame &work = p.frames()[p.stacks().frame(s)];
        QCOMPARE(work.line, 7u);
        QCOMPARE(p.strings().string(work.module), QStringLiteral("lib"));
        QCOMPARE(*p.startEpochNs(), qint64(1704164645000) * 1000000);
        QCOMPARE(p.metadataString("transaction.name"), QStringLiteral("GET /"));
        QCOMPARE(p.metadataString("release"), QStringLiteral("app@1"));
        // Frame index 99 and stack_id 7 are reported, not read out of bounds.
        const QStringList warnings = p.diagnostics().messages();
        QVERIFY2(warnings.filter(QStringLiteral("outside the 3 frames")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
        QVERIFY2(warnings.filter(QStringLiteral("outside the 3 stacks")).size() == 1, qPrintable(warnings.join(QLatin1Char('|'))));
    }

    void sentryV2ChunkUsesEpochSeconds()
    {
        const QByteArray chunk = kSentryV2Chunk;
        const LoadResult r = loadBytes(chunk);
        QVERIFY(r.profile);
        QCOMPARE(r.profile->tracks()[0].info.name, QStringLiteral("main"));
        QCOMPARE(r.profile->tracks()[0].samples.time(1), 250 * kPsPerMs);
        QCOMPARE(*r.profile->startEpochNs(), qint64(1700000000500000000));
        QVERIFY(r.profile->diagnostics().empty()); // chunks have no transaction
    }

    void badInputNamesWhereAndWhat()
    {
        LoadResult r = loadBytes(QByteArray(kSentryV1).left(200));
        QVERIFY(!r.profile);
        QVERIFY(r.error->line > 1);
        QVERIFY(r.error->offset > 0);
        QVERIFY(r.error->toString().startsWith(QStringLiteral("fixture.json: line ")));
        r = loadBytes(kNoProfile);
        QVERIFY(r.error->message.contains(QStringLiteral("\"profile\"")));
        r = loadBytes(kStringProfile); // a pre-V1 draft: opens, empty, and says so
        QVERIFY(r.profile);
        QVERIFY(r.profile->diagnostics().messages().contains(QStringLiteral("the profile has no samples")));
        r = loadBytes(QByteArray());
        QVERIFY(r.error->message.contains(QStringLiteral("empty")));
        r = loadBytes("just some text", QStringLiteral("notes.txt"));
        QVERIFY(r.error->message.contains(QStringLiteral("unknown format")));
        // Every prefix of a valid file gives an error or a profile, never a crash.
        const QByteArray full(kSentryV1);
        for (int n = 1; n < full.size(); n += 7)
            (void)loadBytes(full.left(n));
    }

    void loaderReadsFilesGzipProgressAndCancel()
    {
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("p.json"));
        const QString packed = dir.filePath(QStringLiteral("p.json.gz"));
        QFile f(plain);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kSentryV1);
        f.close();
        QFile g(packed);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(Gzip::compress(kSentryV1));
        g.close();

        qint64 lastDone = -1, total = 0;
        ProfileLoader::Callbacks callbacks;
        callbacks.onProgress = [&](qint64 done, qint64 all) { lastDone = done; total = all; };
        LoadResult r = ProfileLoader::load(plain, callbacks);
        QVERIFY(r.profile);
        QCOMPARE(lastDone, total);
        QCOMPARE(total, qint64(sizeof(kSentryV1) - 1));
        r = ProfileLoader::load(packed);
        QVERIFY(r.profile);
        QCOMPARE(r.profile->sampleCount(), std::size_t(3));

        ProfileLoader::Callbacks cancel;
        cancel.isCancelled = [] { return true; };
        r = ProfileLoader::load(plain, cancel);
        QVERIFY(r.cancelled);
        QVERIFY(!r.profile);

        r = ProfileLoader::load(dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(r.error->toString().contains(QStringLiteral("missing.json")));
        r = ProfileLoader::load(dir.path());
        QVERIFY(r.error);

        // A file of exactly one page: the JSON reader reads past its end,
        // which must land in the loader's padding, not past the mapping.
        const QString page = dir.filePath(QStringLiteral("page.json"));
        QFile pf(page);
        QVERIFY(pf.open(QIODevice::WriteOnly));
        QByteArray padded(kSentryV1);
        padded.append(QByteArray(4096 - padded.size(), ' '));
        pf.write(padded);
        pf.close();
        r = ProfileLoader::load(page);
        QVERIFY(r.profile);
        QCOMPARE(r.profile->sampleCount(), std::size_t(3));

        QFuture<LoadResult> future = ProfileLoader::loadAsync(plain);
        future.waitForFinished();
        QVERIFY(future.result().profile);
    }

    void releasedPagesOfAMappedFileReadBackTheSame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pages.bin"));
        QByteArray bytes(5 * 4096 + 123, Qt::Uninitialized);
        for (qsizetype i = 0; i < bytes.size(); ++i)
            bytes[i] = char(i * 7 + 3);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        MappedFile mapped;
        QVERIFY(mapped.open(f, 64, {}));
        const QByteArrayView data = mapped.data();
        mapped.release(data.data() + 3 * 4096 + 100);
        mapped.release(data.data() + 4096); // behind what is released: nothing to do
        mapped.release(data.data() - 1);    // outside the file: ignored
        mapped.release(data.data() + data.size() + 10);
        QCOMPARE(data.toByteArray(), bytes); // pages come back from the file
        // A Sentry file read with its consumed pages released gives the same model.
        const QString sentry = dir.filePath(QStringLiteral("s.json"));
        QFile s(sentry);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write(kSentryV1);
        s.close();
        const LoadResult r = ProfileLoader::load(sentry);
        QVERIFY(r.profile);
        QCOMPARE(r.profile->sampleCount(), std::size_t(3));
    }

    void noCorpusFileIsTakenForABridgeFormat()
    {
        // The bridge formats' probes must leave every other format's files alone.
        const QString root = QStringLiteral(HG_CORPUS_DIR);
        HG_CORPUS_FILE_OR_SKIP(root);
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        int checked = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QStringLiteral(".md")) || path.endsWith(QStringLiteral(".reference")))
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QByteArray head = file.read(1 << 20);
            if (Gzip::isGzip(head))
                head = Gzip::decompressHead(head, 1024);
            const FormatModule *reader = FormatRegistry::instance().detect(head.left(1024), path);
            QVERIFY2(!reader || (reader->id != QLatin1String("chrome") && reader->id != QLatin1String("pprof")),
                     qPrintable(path + QStringLiteral(" detected as ") + reader->id));
            ++checked;
        }
        QVERIFY(checked > 10);
    }

    void everySentryCorpusFileOpensOrSaysWhy()
    {
        const QString root = QStringLiteral(HG_CORPUS_DIR "/sentry");
        HG_CORPUS_FILE_OR_SKIP(root);
        int opened = 0, refused = 0;
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const LoadResult r = ProfileLoader::load(path);
            QVERIFY2(r.profile || (r.error && !r.error->message.isEmpty()), qPrintable(path));
            if (r.profile) {
                ++opened;
                // Valid files from Sentry's own projects have samples.
                if (!path.contains(QStringLiteral("/invalid/")))
                    QVERIFY2(r.profile->sampleCount() > 0 || !r.profile->diagnostics().empty(), qPrintable(path));
            } else {
                ++refused;
                qInfo("%s: %s", qPrintable(QFileInfo(path).fileName()), qPrintable(r.error->message));
            }
        }
        // The valid V1/V2 files of relay, sentry, sentry-java and vroom open.
        QVERIFY(opened >= 5);
        for (const char *name : {"relay__sample_v1_valid.json", "relay__sample_v2_valid.json",
                                 "sentry__fixtures_profiles_valid_js_profile.json", "vroom__test_data_node.json",
                                 "sentry-java__sentry_profile_v2_inner.json"}) {
            const LoadResult r = ProfileLoader::load(root + QLatin1Char('/') + QLatin1String(name));
            QVERIFY2(r.profile && r.profile->sampleCount() >= 2, name);
        }
        (void)refused;
    }
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
