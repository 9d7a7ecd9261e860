#pragma once
// Helpers of the Chrome trace tests: loading a trace from bytes, writing a
// profile back as one, listing its spans and tracks, and checking written
// events against the format's rules.
#include "formats/FormatRegistry.h"
#include "formats/ProfileLoader.h"
#include "io/ReadContext.h"
#include "model/Profile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QtTest>

namespace hg::test {

inline LoadResult load(const QByteArray &bytes, const QString &name = QStringLiteral("trace.json"))
{
    return ProfileLoader::loadData(bytes, name);
}

inline ProfilePtr loadOk(const QByteArray &bytes)
{
    const LoadResult r = load(bytes);
    if (!r.profile)
        qWarning("%s", qPrintable(r.error ? r.error->toString() : QStringLiteral("no profile")));
    return r.profile;
}

inline QByteArray writeChrome(const Profile &p)
{
    const FormatModule *w = FormatRegistry::instance().writer(QStringLiteral("chrome"));
    const ReadContext context;
    return w->write(p, context);
}

inline QString attributeOf(const Profile &p, const Track &t, std::uint32_t span, const char *key)
{
    const auto v = t.spanAttributes.findNamed(span, p.strings(), key);
    return v ? attributeText(p.strings(), *v) : QString();
}

// The spans of a track as "name@start+duration" in time order.
inline QStringList spanList(const Profile &p, const Track &t)
{
    std::vector<std::tuple<TimePs, TimePs, QString>> spans;
    for (std::uint32_t i = 0; i < t.spans.size(); ++i)
        spans.emplace_back(t.spans.start(i), -t.spans.duration(i), p.frameName(t.spans.frame(i)));
    std::sort(spans.begin(), spans.end());
    QStringList out;
    for (const auto &[start, negDuration, name] : spans)
        out << QStringLiteral("%1@%2+%3").arg(name).arg(start).arg(-negDuration);
    return out;
}

inline const Track *trackNamed(const Profile &p, const QString &name)
{
    for (const Track &t : p.tracks())
        if (t.info.name == name)
            return &t;
    return nullptr;
}

inline bool isIdValue(const QJsonValue &v) { return v.isString() || v.isDouble(); }

// What the Trace Event Format requires of each event the writer makes.
inline QString invalidEvent(const QJsonObject &e)
{
    const QString ph = e.value(QLatin1String("ph")).toString();
    if (ph.size() != 1)
        return QStringLiteral("ph is not one letter");
    if (!e.value(QLatin1String("name")).isString())
        return QStringLiteral("name is not a string");
    if (!e.value(QLatin1String("pid")).isDouble())
        return QStringLiteral("pid is not a number");
    if (ph != QLatin1String("C") && !e.value(QLatin1String("tid")).isDouble())
        return QStringLiteral("tid is not a number");
    if (ph == QLatin1String("M")) {
        const QJsonObject args = e.value(QLatin1String("args")).toObject();
        const QString name = e.value(QLatin1String("name")).toString();
        if (name.endsWith(QLatin1String("_name")) && !args.value(QLatin1String("name")).isString())
            return QStringLiteral("a name metadata event without args.name");
        if (name.endsWith(QLatin1String("_sort_index")) && !args.value(QLatin1String("sort_index")).isDouble())
            return QStringLiteral("a sort index metadata event without args.sort_index");
        return {};
    }
    if (!e.value(QLatin1String("ts")).isDouble())
        return QStringLiteral("ts is not a number");
    if (ph == QLatin1String("X") && (!e.value(QLatin1String("dur")).isDouble() || e.value(QLatin1String("dur")).toDouble() < 0))
        return QStringLiteral("an X event without a non-negative dur");
    if (ph == QLatin1String("C"))
        for (const QJsonValue v : e.value(QLatin1String("args")).toObject())
            if (!v.isDouble())
                return QStringLiteral("a counter value is not a number");
    if (e.contains(QLatin1String("args")) && !e.value(QLatin1String("args")).isObject())
        return QStringLiteral("args is not an object");
    if (ph == QLatin1String("b") || ph == QLatin1String("e") || ph == QLatin1String("n")) {
        const QJsonObject id2 = e.value(QLatin1String("id2")).toObject();
        if (!isIdValue(e.value(QLatin1String("id"))) && !isIdValue(id2.value(QLatin1String("local"))) && !isIdValue(id2.value(QLatin1String("global"))))
            return QStringLiteral("an async event without id or id2");
        return {};
    }
    if (ph == QLatin1String("s") || ph == QLatin1String("t") || ph == QLatin1String("f")) {
        if (!isIdValue(e.value(QLatin1String("id"))))
            return QStringLiteral("a flow event without id");
        if (e.contains(QLatin1String("bp")) && e.value(QLatin1String("bp")).toString() != QLatin1String("e"))
            return QStringLiteral("a flow event's bp is not \"e\"");
        return {};
    }
    if (ph == QLatin1String("P")) {
        // A V8 CPU profile's events, as Chrome writes them: its id, its data.
        const QString name = e.value(QLatin1String("name")).toString();
        if (name != QLatin1String("Profile") && name != QLatin1String("ProfileChunk"))
            return QStringLiteral("a sample event that is no V8 profile's");
        if (!e.value(QLatin1String("id")).isString())
            return QStringLiteral("a V8 profile event without an id");
        const QJsonObject data = e.value(QLatin1String("args")).toObject().value(QLatin1String("data")).toObject();
        if (name == QLatin1String("Profile") ? !data.value(QLatin1String("startTime")).isDouble()
                                             : data.value(QLatin1String("cpuProfile")).toObject().value(QLatin1String("samples")).toArray().size()
                                                   != data.value(QLatin1String("timeDeltas")).toArray().size())
            return QStringLiteral("a V8 profile event without its startTime, or a chunk with as many samples as deltas");
        return {};
    }
    if (e.contains(QLatin1String("bind_id")) && !e.value(QLatin1String("flow_in")).toBool() && !e.value(QLatin1String("flow_out")).toBool())
        return QStringLiteral("a bind_id without flow_in or flow_out");
    if (ph != QLatin1String("X") && ph != QLatin1String("M") && ph != QLatin1String("C") && ph != QLatin1String("i")
        && ph != QLatin1String("I") && ph != QLatin1String("R"))
        return QStringLiteral("an unexpected phase");
    return {};
}

inline QString invalidTrace(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("not JSON: ") + error.errorString();
    if (!doc.object().value(QLatin1String("traceEvents")).isArray())
        return QStringLiteral("no traceEvents array");
    const QString unit = doc.object().value(QLatin1String("displayTimeUnit")).toString();
    if (unit != QLatin1String("ms") && unit != QLatin1String("ns"))
        return QStringLiteral("displayTimeUnit is neither ms nor ns");
    int i = 0;
    for (const QJsonValue v : doc.object().value(QLatin1String("traceEvents")).toArray()) {
        if (const QString why = invalidEvent(v.toObject()); !why.isEmpty())
            return QStringLiteral("event %1: %2").arg(i).arg(why);
        ++i;
    }
    return {};
}

inline QStringList trackNames(const Profile &profile)
{
    QStringList names;
    for (const Track &t : profile.tracks())
        names << t.info.name;
    return names;
}

} // namespace hg::test
