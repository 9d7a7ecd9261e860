#!/usr/bin/env python3
"""Writes the bundled PocketMine-MP timings sample: a tree-style report
(FormatVersion 2) of five minutes of a made-up survival server that lags
(about 17 TPS): a chunk-heavy world, many dropped items, and a plugin whose
repeating task and block-break listener take most of the tick. Deterministic,
so the committed file can be regenerated:

    python3 resources/samples/generate_pocketmine_sample.py > resources/samples/sample-survival.timings.txt
"""
import random

random.seed(11)
SAMPLE_NS = 300_000_000_000
TICKS = 5_163  # 17.2 ticks a second
LOAD = 0.975   # share of the sample the main thread spends in ticks

# (name, category, share of the parent's time, calls per tick, violations, children)
PLUGIN = "LandClaims v2.3.1"
TREE = [
    ("Full Server Tick", "Minecraft", LOAD, 1.0, 412, [
        ("Server Tick Update Cycle", "Minecraft - Breakdown", 0.93, 1.0, 390, [
            ("survival - World Tick", "Minecraft", 0.55, 1.0, 201, [
                ("survival - Tick Entities", "Minecraft - Breakdown", 0.48, 1.0, 60, [
                    ("Entity Tick - ItemEntity", "Minecraft - Breakdown", 0.62, 1830.0, 0, [
                        ("Entity Movement", "Minecraft - Breakdown", 0.55, 1830.0, 0, [
                            ("Entity Movement - Collision Checks", "Minecraft - Breakdown", 0.7, 1830.0, 0, []),
                        ]),
                    ]),
                    ("Entity Tick - Zombie", "Minecraft - Breakdown", 0.18, 140.0, 0, []),
                    ("Entity Tick - Player", "Minecraft - Breakdown", 0.05, 9.0, 0, []),
                    ("Entity Base Tick", "Minecraft - Breakdown", 0.08, 1979.0, 0, []),
                ]),
                ("survival - Random Chunk Updates", "Minecraft - Breakdown", 0.27, 1.0, 21, [
                    ("survival - Random Chunk Updates - Chunk Selection", "Minecraft - Breakdown", 0.2, 1.0, 0, []),
                ]),
                ("survival - Scheduled Block Updates", "Minecraft - Breakdown", 0.08, 1.0, 0, []),
                ("survival - Chunk Load", "Minecraft - Breakdown", 0.09, 0.6, 14, [
                    ("survival - Chunk Load - Data", "Minecraft - Breakdown", 0.8, 0.6, 0, []),
                ]),
            ]),
            ("nether - World Tick", "Minecraft", 0.04, 1.0, 0, []),
            ("Scheduler", "Minecraft", 0.26, 1.0, 160, [
                ("Task: " + PLUGIN + " Runnable: LandClaims\\task\\BorderParticleTask(interval: 1)", PLUGIN, 0.83, 1.0, 151, []),
                ("Task: " + PLUGIN + " Runnable: LandClaims\\task\\SaveClaimsTask(interval: 1200)", PLUGIN, 0.05, 0.00083, 2, []),
                ("Scheduler - Async Tasks", "Minecraft - Breakdown", 0.06, 1.0, 0, []),
            ]),
            ("Connection Handler", "Minecraft", 0.09, 12.0, 6, [
                ("Player Network Receive", "Minecraft", 0.7, 11.0, 4, [
                    ("Receive - PlayerAuthInputPacket", "Minecraft - Breakdown", 0.45, 9.0, 0, [
                        ("Handler - PlayerAuthInputPacket", "Minecraft - Breakdown", 0.75, 9.0, 0, [
                            ("Player Movement", "Minecraft", 0.6, 9.0, 0, []),
                        ]),
                    ]),
                    ("Receive - InventoryTransactionPacket", "Minecraft - Breakdown", 0.4, 0.4, 3, [
                        ("Plugin: " + PLUGIN + " Event: LandClaims\\ClaimListener->onBlockBreak(BlockBreakEvent)", PLUGIN, 0.72, 0.25, 3, []),
                        ("Plugin: " + PLUGIN + " Event: LandClaims\\ClaimListener->onInteract(PlayerInteractEvent)", PLUGIN, 0.12, 0.2, 0, []),
                    ]),
                ]),
                ("Player Network Send", "Minecraft", 0.25, 13.0, 0, [
                    ("Player Network Send - Chunks", "Minecraft - Breakdown", 0.6, 2.1, 0, []),
                ]),
            ]),
            ("Server Command", "Minecraft", 0.005, 1.0, 0, []),
        ]),
        ("Server Mid-Tick Processing", "Minecraft - Breakdown", 0.03, 3.1, 1, [
            ("Connection Handler", "Minecraft", 0.8, 3.1, 0, []),
        ]),
    ]),
    ("Player Data Load", "Minecraft", 0.0004, 0.0017, 0, []),
]

records = []
timer_ids = {}


def emit(node, parent_id, parent_ns):
    name, category, share, per_tick, violations, children = node
    time_ns = int(parent_ns * share * random.uniform(0.97, 1.0))
    count = max(1, int(TICKS * per_tick))
    ticks = min(TICKS, count)
    avg = time_ns / count
    peak = int(min(max(avg * random.uniform(3, 9), avg), time_ns))
    if violations:
        peak = max(peak, int(50_000_000 * random.uniform(1.2, 4.0)))
    record_id = len(records) + 1
    timer_id = timer_ids.setdefault(name, len(timer_ids) + 10)
    records.append((category, f"{name} Time: {time_ns} Count: {count} Avg: {avg:.6f} Violations: {violations} "
                    f"RecordId: {record_id} ParentRecordId: {parent_id} TimerId: {timer_id} Ticks: {ticks} Peak: {peak}"))
    for child in children:
        emit(child, record_id, time_ns)


for root in TREE:
    emit(root, "none", SAMPLE_NS)

order = ["Minecraft", "Minecraft - Breakdown", PLUGIN]
for category in order:
    print(category)
    for cat, line in records:
        if cat == category:
            print("    " + line)
print("# Version v1.21.30")
print("# PocketMine-MP 5.21.0")
print("# Entities 2412")
print("# LivingEntities 151")
print("# FormatVersion 2")
print(f"Sample time {SAMPLE_NS} ({SAMPLE_NS / 1e9:g}s)")
