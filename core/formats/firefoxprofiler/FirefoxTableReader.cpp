#include "FirefoxTableReader.h"

#include "formats/JsonScanner.h"

#include <QByteArrayView>
#include <algorithm>
#include <cmath>
#include <limits>

namespace hg::firefox {

FirefoxTableReader &FirefoxTableReader::withText(std::string_view name, std::string *into)
{
    m_texts.emplace_back(name, into);
    return *this;
}

const FirefoxTableReader::Column *FirefoxTableReader::column(std::string_view name) const
{
    for (const Column &c : m_columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

void FirefoxTableReader::padTo(const Target &target, std::size_t size)
{
    std::visit([size](auto *v) {
        using T = typename std::remove_pointer_t<decltype(v)>::value_type;
        if constexpr (std::is_same_v<T, double>)
            v->resize(size, std::numeric_limits<double>::quiet_NaN());
        else if constexpr (std::is_same_v<T, std::int32_t> || std::is_same_v<T, std::int64_t>)
            v->resize(size, T(-1));
        else
            v->resize(size);
    }, target);
}

void FirefoxTableReader::readValue(JsonScanner &scanner, const Target &target)
{
    std::visit([&scanner](auto *v) {
        using T = typename std::remove_pointer_t<decltype(v)>::value_type;
        if constexpr (std::is_same_v<T, std::int32_t>)
            v->push_back(scanner.index());
        else if constexpr (std::is_same_v<T, double>)
            v->push_back(scanner.number());
        else if constexpr (std::is_same_v<T, std::int64_t>)
            v->push_back(scanner.integer());
        else if constexpr (std::is_same_v<T, std::uint8_t>)
            v->push_back(scanner.boolean() ? 1 : 0);
        else if (scanner.isNull())
            v->emplace_back();
        else
            v->push_back(scanner.skipValue());
    }, target);
}

// A whole column, the processed format's layout: one tight loop per kind.
void FirefoxTableReader::readColumn(JsonScanner &scanner, const Target &target)
{
    std::visit([&scanner](auto *v) {
        using T = typename std::remove_pointer_t<decltype(v)>::value_type;
        v->clear();
        if constexpr (std::is_same_v<T, std::int32_t>)
            scanner.indexes(*v);
        else if constexpr (std::is_same_v<T, double>)
            scanner.doubles(*v);
        else if constexpr (std::is_same_v<T, std::int64_t>)
            scanner.integers(*v);
        else if constexpr (std::is_same_v<T, std::uint8_t>)
            scanner.booleans(*v);
        else {
            JsonScanner::Container array = scanner.beginArray();
            while (scanner.nextItem(array))
                readValue(scanner, v);
        }
    }, target);
}

void FirefoxTableReader::read(JsonScanner &scanner)
{
    JsonScanner::Container object = scanner.beginObject();
    std::vector<const Column *> byPosition;
    bool haveSchema = false;
    std::string_view pendingData; // "data" before "schema": read once the schema is known
    std::string_view key;
    while (scanner.nextKey(object, key)) {
        if (key == "schema" && scanner.peek() == '{') {
            haveSchema = true;
            JsonScanner::Container schema = scanner.beginObject();
            std::string_view name;
            while (scanner.nextKey(schema, name)) {
                const Column *c = column(name);
                const std::int32_t position = scanner.index();
                if (position < 0 || position > 4096)
                    scanner.fail(JsonScanner::tr("expected a column position in the table's schema"));
                if (byPosition.size() <= std::size_t(position))
                    byPosition.resize(std::size_t(position) + 1, nullptr);
                if (c)
                    byPosition[std::size_t(position)] = c;
            }
            continue;
        }
        if (key == "data" && !haveSchema && scanner.peek() == '[') {
            pendingData = scanner.skipValue();
            continue;
        }
        if (key == "data" && haveSchema) {
            readRows(scanner, byPosition);
            continue;
        }
        bool text = false;
        for (auto &[name, into] : m_texts)
            if (name == key && scanner.peek() == '"') {
                *into = std::string(scanner.string());
                text = true;
            }
        if (text)
            continue;
        const Column *c = column(key);
        if (!c || scanner.peek() != '[') {
            scanner.skipValue();
            continue;
        }
        readColumn(scanner, c->target);
    }
    if (pendingData.data()) {
        JsonScanner rows = scanner.slice(pendingData);
        if (haveSchema) {
            readRows(rows, byPosition);
        } else if (const Column *c = column("data")) { // the processed format's payload column
            readColumn(rows, c->target);
        }
    }
}

void FirefoxTableReader::readRows(JsonScanner &scanner, const std::vector<const Column *> &byPosition)
{
    m_rows = true;
    for (const Column &c : m_columns)
        std::visit([](auto *v) { v->clear(); }, c.target);
    // Columns the rows fill (by position); a row shorter than the last of
    // them leaves the rest null. Columns the schema lacks are null throughout.
    std::vector<std::pair<std::size_t, const Column *>> mapped;
    for (std::size_t p = 0; p < byPosition.size(); ++p)
        if (byPosition[p] && std::none_of(mapped.begin(), mapped.end(), [&](const auto &m) { return m.second == byPosition[p]; }))
            mapped.emplace_back(p, byPosition[p]);
    const std::size_t full = mapped.empty() ? 0 : mapped.back().first + 1; // a row this long fills every mapped column
    std::size_t rows = 0;
    JsonScanner::Container data = scanner.beginArray();
    while (scanner.nextItem(data)) {
        if (scanner.peek() != '[')
            scanner.fail(JsonScanner::tr("expected a table row: an array of values in the order of the schema"));
        JsonScanner::Container row = scanner.beginArray();
        std::size_t position = 0;
        auto next = mapped.begin();
        while (scanner.nextItem(row)) {
            if (next != mapped.end() && next->first == position) {
                readValue(scanner, next->second->target);
                ++next;
            } else {
                scanner.skipValue();
            }
            ++position;
        }
        ++rows;
        if (position < full)
            for (; next != mapped.end(); ++next)
                padTo(next->second->target, rows);
    }
    for (const Column &c : m_columns)
        padTo(c.target, rows);
}

} // namespace hg::firefox
