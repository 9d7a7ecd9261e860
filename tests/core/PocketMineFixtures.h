#pragma once
// Small PocketMine-MP timings reports written for the tests.

namespace hg::fixtures {

// FormatVersion 2: same-name siblings under one parent (merged, with their
// children), parents with time of their own ([self] rows), a breakdown
// category and a plugin category.
inline const char kTimingsTree[] =
    "Minecraft\n"
    "    Full Server Tick Time: 1000 Count: 10 Avg: 100 Violations: 3 RecordId: 1 ParentRecordId: none TimerId: 1 Ticks: 10 Peak: 300\n"
    "    Connection Handler Time: 200 Count: 5 Avg: 40 Violations: 1 RecordId: 2 ParentRecordId: 1 TimerId: 2 Ticks: 5 Peak: 100\n"
    "    World Tick Time: 500 Count: 10 Avg: 50 Violations: 1 RecordId: 3 ParentRecordId: 1 TimerId: 3 Ticks: 10 Peak: 150\n"
    "    Connection Handler Time: 100 Count: 3 Avg: 33.3 Violations: 0 RecordId: 4 ParentRecordId: 1 TimerId: 2 Ticks: 3 Peak: 120\n"
    "    Entity Tick Time: 400 Count: 10 Avg: 40 Violations: 0 RecordId: 5 ParentRecordId: 3 TimerId: 4 Ticks: 10 Peak: 90\n"
    "    Player Network Send Time: 50 Count: 5 Avg: 10 Violations: 0 RecordId: 6 ParentRecordId: 2 TimerId: 5 Ticks: 5 Peak: 20\n"
    "    Player Network Send Time: 30 Count: 3 Avg: 10 Violations: 0 RecordId: 7 ParentRecordId: 4 TimerId: 5 Ticks: 3 Peak: 25\n"
    "Minecraft - Breakdown\n"
    "    Chunk IO Time: 10 Count: 1 Avg: 10 Violations: 0 RecordId: 8 ParentRecordId: 5 TimerId: 6 Ticks: 1 Peak: 10\n"
    "MyPlugin v1.0\n"
    "    Plugin: MyPlugin v1.0 Event: E Time: 120 Count: 4 Avg: 30 Violations: 0 RecordId: 9 ParentRecordId: 1 TimerId: 7 Ticks: 4 Peak: 60\n"
    "# Version v1.20.0\n"
    "# PocketMine-MP 5.0.0\n"
    "# FormatVersion 2\n"
    "Sample time 2000 (0.000002s)\n";

// Legacy: a breakdown ("** ") record and two events of one plugin.
inline const char kTimingsLegacy[] =
    "Minecraft\n"
    "    Full Server Tick Time: 1000 Count: 10 Avg: 100 Violations: 0\n"
    "    ** Entity Tick Time: 300 Count: 10 Avg: 30 Violations: 0\n"
    "    Plugin: P v1 Event: A Time: 100 Count: 1 Avg: 100 Violations: 0\n"
    "    Plugin: P v1 Event: B Time: 50 Count: 1 Avg: 50 Violations: 0\n"
    "Sample time 2000 (0.000002s)\n";

} // namespace hg::fixtures
