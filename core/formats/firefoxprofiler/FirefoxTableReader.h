#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace hg {

class JsonScanner;

namespace firefox {

// Reads one table of either layout into named columns:
//  - the processed format's columns, `{"stack": [...], "time": [...], "length": n}`;
//  - the Gecko format's rows, `{"schema": {"stack": 0, "time": 1}, "data": [[...], ...]}`,
//    a row shorter than the schema leaving its last columns null.
// Columns the caller does not ask for are skipped. A column written as null
// is left empty (absent), as the processed format spells a missing weight.
class FirefoxTableReader
{
public:
    using Target = std::variant<std::vector<std::int32_t> *, // indexes, -1 for null
                                std::vector<double> *,       // NaN for null
                                std::vector<std::int64_t> *, // addresses, -1 for null
                                std::vector<std::uint8_t> *, // booleans
                                std::vector<std::string_view> *>; // raw JSON of each value (payloads)
    struct Column
    {
        std::string_view name;
        Target target;
    };

    explicit FirefoxTableReader(std::vector<Column> columns) : m_columns(std::move(columns)) {}
    // A string member beside the columns (a samples table's "weightType").
    FirefoxTableReader &withText(std::string_view name, std::string *into);
    // At the table's '{'.
    void read(JsonScanner &scanner);
    // Whether the table came as Gecko rows.
    bool wasRows() const { return m_rows; }

private:
    const Column *column(std::string_view name) const;
    void readRows(JsonScanner &scanner, const std::vector<const Column *> &byPosition);
    static void readColumn(JsonScanner &scanner, const Target &target);
    static void readValue(JsonScanner &scanner, const Target &target);
    static void padTo(const Target &target, std::size_t size);

    std::vector<Column> m_columns;
    std::vector<std::pair<std::string_view, std::string *>> m_texts;
    bool m_rows = false;
};

} // namespace firefox
} // namespace hg
