#!/usr/bin/env python3
"""Writes the bundled sample profile: a Sentry sample-format (version 1) profile
of a small, made-up web service, recorded at 101 Hz for three seconds on four
threads. Deterministic (fixed seed), so the committed file can be regenerated:

    python3 resources/samples/generate_sample.py > resources/samples/sample-webservice.sentry.json
"""
import json
import math
import random

RATE_HZ = 101
SECONDS = 3.0

# (function, file, line, module, in_app)
FRAMES = [
    ("_start", "", 0, "libc.so.6", False),
    ("main", "src/main.cpp", 42, "webservice", True),
    ("Server::run", "src/server.cpp", 118, "webservice", True),
    ("epoll_wait", "", 0, "libc.so.6", False),
    ("Server::handleRequest", "src/server.cpp", 203, "webservice", True),
    ("Router::dispatch", "src/router.cpp", 57, "webservice", True),
    ("OrdersController::list", "src/controllers/orders.cpp", 31, "webservice", True),
    ("Database::query", "src/db/database.cpp", 88, "webservice", True),
    ("sqlite3_step", "sqlite3.c", 90210, "libsqlite3.so.0", False),
    ("sqlite3VdbeExec", "sqlite3.c", 88912, "libsqlite3.so.0", False),
    ("Json::serialize", "src/json/writer.cpp", 140, "webservice", True),
    ("Json::escapeString", "src/json/writer.cpp", 66, "webservice", True),
    ("Template::render", "src/views/template.cpp", 74, "webservice", True),
    ("Html::escape", "src/views/html.cpp", 12, "webservice", True),
    ("malloc", "", 0, "libc.so.6", False),
    ("WorkerPool::loop", "src/workers/pool.cpp", 25, "webservice", True),
    ("ImageResizer::resize", "src/workers/images.cpp", 151, "webservice", True),
    ("png_write_row", "pngwrite.c", 843, "libpng16.so.16", False),
    ("deflate", "deflate.c", 763, "libz.so.1", False),
    ("pthread_cond_wait", "", 0, "libc.so.6", False),
    ("MetricsReporter::flush", "src/metrics/reporter.cpp", 60, "webservice", True),
    ("HttpClient::post", "src/net/http_client.cpp", 211, "webservice", True),
    ("send", "", 0, "libc.so.6", False),
    ("std::thread::_State_impl::_M_run", "", 0, "libstdc++.so.6", False),
]
INDEX = {f[0]: i for i, f in enumerate(FRAMES)}


def path(*names):
    return [INDEX[n] for n in names]


MAIN = path("_start", "main", "Server::run")
REQUEST = MAIN + path("Server::handleRequest", "Router::dispatch", "OrdersController::list")
WORKER = path("std::thread::_State_impl::_M_run", "WorkerPool::loop")


def main_thread_stack(rng):
    r = rng.random()
    if r < 0.30:
        return MAIN + path("epoll_wait")
    if r < 0.55:
        return REQUEST + path("Database::query", "sqlite3_step", "sqlite3VdbeExec")
    if r < 0.65:
        return REQUEST + path("Database::query", "sqlite3_step")
    if r < 0.78:
        return REQUEST + path("Json::serialize", "Json::escapeString")
    if r < 0.85:
        return REQUEST + path("Json::serialize", "malloc")
    if r < 0.95:
        return REQUEST + path("Template::render", "Html::escape")
    return REQUEST + path("Template::render")


def worker_stack(rng):
    r = rng.random()
    if r < 0.35:
        return WORKER + path("pthread_cond_wait")
    if r < 0.75:
        return WORKER + path("ImageResizer::resize", "png_write_row", "deflate")
    if r < 0.90:
        return WORKER + path("ImageResizer::resize", "png_write_row")
    return WORKER + path("ImageResizer::resize", "malloc")


def metrics_stack(rng):
    base = path("std::thread::_State_impl::_M_run", "MetricsReporter::flush")
    if rng.random() < 0.8:
        return path("std::thread::_State_impl::_M_run") + path("pthread_cond_wait")
    return base + path("HttpClient::post", "send")


THREADS = [
    ("1", "main", main_thread_stack, 31),
    ("2", "image-worker-1", worker_stack, 20),
    ("3", "image-worker-2", worker_stack, 20),
    ("4", "metrics", metrics_stack, 10),
]


def generate():
    rng = random.Random(20261122)
    stacks, stack_index, samples = [], {}, []
    period_ns = int(1e9 / RATE_HZ)
    for tick in range(int(SECONDS * RATE_HZ)):
        for thread_id, _, make_stack, _ in THREADS:
            root_first = make_stack(rng)
            key = tuple(reversed(root_first))  # Sentry stacks are leaf first
            if key not in stack_index:
                stack_index[key] = len(stacks)
                stacks.append(list(key))
            jitter = rng.randint(-40_000, 40_000)
            samples.append({
                "elapsed_since_start_ns": str(max(0, tick * period_ns + jitter)),
                "stack_id": stack_index[key],
                "thread_id": thread_id,
            })
    frames = []
    for function, filename, line, module, in_app in FRAMES:
        frame = {"function": function, "module": module, "in_app": in_app}
        if filename:
            frame["filename"] = filename
            frame["lineno"] = line
        frames.append(frame)
    # Measurements as SDKs send them: sampled every 100 ms beside the stacks.
    metrics = random.Random(7)
    cpu, memory = [], []
    footprint = 48_000_000
    for step in range(int(SECONDS * 10) + 1):
        at = str(step * 100_000_000)
        busy = 55 + 30 * math.sin(step / 4) + metrics.uniform(-8, 8)
        cpu.append({"elapsed_since_start_ns": at, "value": round(max(0.0, min(100.0, busy)), 1)})
        footprint += metrics.randint(-400_000, 1_200_000)
        memory.append({"elapsed_since_start_ns": at, "value": footprint})
    return {
        "measurements": {
            "cpu_usage": {"unit": "percent", "values": cpu},
            "memory_footprint": {"unit": "byte", "values": memory},
        },
        "event_id": "5f0c4d2a9b8e4c1f8a7d6e5c4b3a2910",
        "version": "1",
        "platform": "native",
        "release": "webservice@1.4.2",
        "environment": "sample",
        "timestamp": "2026-11-22T12:00:00.000Z",
        "os": {"name": "Linux", "version": "6.1.0", "build_number": "debian-12"},
        "device": {"architecture": "x86_64", "model": "sample machine", "manufacturer": "Hourglass"},
        "runtime": {"name": "native", "version": "C++20"},
        "transaction": {
            "id": "0d6b3b0f1c2e4a5b8c9d0e1f2a3b4c5d",
            "name": "GET /orders",
            "trace_id": "9a8b7c6d5e4f30211f2e3d4c5b6a7980",
            "active_thread_id": "1",
        },
        "profile": {
            "samples": samples,
            "stacks": stacks,
            "frames": frames,
            "thread_metadata": {tid: {"name": name, "priority": prio} for tid, name, _, prio in THREADS},
        },
    }


if __name__ == "__main__":
    print(json.dumps(generate(), separators=(",", ":")))
