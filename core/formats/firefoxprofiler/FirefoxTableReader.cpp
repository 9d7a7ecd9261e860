#include "FirefoxTableReader.h"

#include "formats/JsonScanner.h"

#include <QByteArrayView>
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

std::size_t FirefoxTableReader::sizeOf(const Target &target)
{
    return std::visit([](auto *v) { return v->size(); }, target);
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

void FirefoxTableReader::read(JsonScanner &scanner)
{
    JsonScanner::Container object = scanner.beginObject();
    std::vector<const Column *> byPosition;
    bool haveSchema = false;
    std::string_view pendingData; // "data" before "schema": read once the schema is known
    qint64 pendingOffset = 0;
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
            pendingOffset = scanner.offset();
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
        std::visit([&scanner](auto *v) {
            v->clear();
            JsonScanner::Container array = scanner.beginArray();
            while (scanner.nextItem(array))
                readValue(scanner, v);
        }, c->target);
    }
    if (pendingData.data()) {
        JsonScanner rows(QByteArrayView(pendingData.data(), qsizetype(pendingData.size())), pendingOffset);
        if (haveSchema) {
            readRows(rows, byPosition);
        } else if (const Column *c = column("data")) { // the processed format's payload column
            std::visit([&rows](auto *v) {
                v->clear();
                JsonScanner::Container array = rows.beginArray();
                while (rows.nextItem(array))
                    readValue(rows, v);
            }, c->target);
        }
    }
}

void FirefoxTableReader::readRows(JsonScanner &scanner, const std::vector<const Column *> &byPosition)
{
    m_rows = true;
    for (const Column &c : m_columns)
        std::visit([](auto *v) { v->clear(); }, c.target);
    std::size_t rows = 0;
    JsonScanner::Container data = scanner.beginArray();
    while (scanner.nextItem(data)) {
        if (scanner.peek() != '[')
            scanner.fail(JsonScanner::tr("expected a table row: an array of values in the order of the schema"));
        JsonScanner::Container row = scanner.beginArray();
        std::size_t position = 0;
        while (scanner.nextItem(row)) {
            const Column *c = position < byPosition.size() ? byPosition[position] : nullptr;
            if (c && sizeOf(c->target) == rows)
                readValue(scanner, c->target);
            else
                scanner.skipValue();
            ++position;
        }
        ++rows;
        for (const Column &c : m_columns)
            if (sizeOf(c.target) != rows)
                padTo(c.target, rows);
    }
}

} // namespace hg::firefox
