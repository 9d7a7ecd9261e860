#!/usr/bin/env python3
"""Writes the bundled TraceActor sample: a recorded Firefox tracing session of
a made-up to-do web app, in the remote-debugging framing ("<length>:<JSON>").
The page loads its list, renders it, and a click saves it, which throws when
storage is full; an id generator yields. Frames carry names, locations,
callsites, parameter names with argument grips (strings, numbers, objects,
undefined), depth and time; a second named trace runs during rendering, and
a few batches arrive out of order, as real connections deliver them.
Deterministic, so the committed file can be regenerated:

    python3 resources/samples/generate_traceactor_sample.py > resources/samples/sample-todo.traceactor
"""
import json
import random
import sys

random.seed(5)
APP = "https://todo.example/app.js"
STORE = "https://todo.example/store.js"
packets = []   # (order key, packet) before framing
seq = 0
now = 0.0      # ms since startTrace
depth = 0
stack = []


def todo(i):
    return {"type": "object", "class": "Object",
            "ownProperties": {"id": {"value": i}, "title": {"value": "Task %d" % i},
                              "done": {"value": i % 3 == 0}}}


def enter(name, url, line, params=(), args=(), callsite=None):
    global seq, now, depth
    now += random.uniform(0.01, 0.05)
    p = {"from": "conn0.trace3", "type": "enteredFrame", "sequence": seq, "name": name,
         "location": {"url": url, "line": line, "column": 0}, "time": round(now, 4),
         "parameterNames": list(params), "arguments": list(args), "depth": depth,
         "hitCount": 1}
    if callsite:
        p["callsite"] = {"url": callsite[0], "line": callsite[1], "column": callsite[2]}
    packets.append(p)
    seq += 1
    depth += 1
    stack.append(name)


def leave(work_ms, why="return", value=None):
    global seq, now, depth
    now += work_ms
    depth -= 1
    stack.pop()
    p = {"from": "conn0.trace3", "type": "exitedFrame", "sequence": seq, "why": why,
         "time": round(now, 4), "depth": depth}
    if value is not None:
        p[why] = value
    packets.append(p)
    seq += 1


def control(kind, name):
    packets.append({"from": "conn0.trace3", "type": kind, "why": "requested", "name": name})


packets.append({"from": "conn0.trace3", "type": "attached",
                "traceTypes": ["name", "location", "callsite", "time", "parameterNames",
                               "arguments", "depth", "hitCount", "return", "throw", "yield"]})
control("startedTrace", "page load")
enter("(global)", APP, 1)
enter("init", APP, 12, ["root"], [{"type": "object", "class": "HTMLDivElement",
                                   "ownProperties": {"id": {"value": "app"}}}], (APP, 140, 1))
enter("loadTodos", STORE, 8, ["url", "options"],
      ["/api/todos", {"type": "object", "class": "Object",
                      "ownProperties": {"cache": {"value": "no-store"}, "retries": {"value": 3}}}], (APP, 15, 4))
enter("fetchJSON", STORE, 30, ["url"], ["/api/todos?page=1"], (STORE, 11, 10))
leave(38.0, value={"type": "object", "class": "Promise", "ownProperties": {}})
enter("parse", STORE, 52, ["text"], [{"type": "longString", "initial": "[{\"id\":1,\"title\":\"Task 1\"", "length": 48213}])
leave(6.5, value={"type": "object", "class": "Array", "ownProperties": {"length": {"value": 40}}})
leave(1.2, value={"type": "undefined"})
control("startedTrace", "render")
enter("render", APP, 60, ["todos", "filter"],
      [{"type": "object", "class": "Array", "ownProperties": {"length": {"value": 40}}}, "all"], (APP, 18, 2))
ids = None
for i in range(1, 41):
    enter("renderItem", APP, 75, ["item", "index"], [todo(i), i - 1], (APP, 66, 12))
    if i % 10 == 0:
        enter("formatDate", APP, 110, ["date"], [{"type": "undefined"}], (APP, 80, 20))
        leave(0.4, value="—")
    enter("nextId", APP, 120, ["prefix"], ["todo-"], (APP, 77, 9))
    leave(0.05, why="yield", value="todo-%d" % i)
    leave(random.uniform(0.2, 0.9), value={"type": "object", "class": "HTMLLIElement", "ownProperties": {}})
leave(2.0, value={"type": "null"})
control("stoppedTrace", "render")
leave(0.8)
leave(0.5)
enter("onClick", APP, 150, ["event"], [{"type": "object", "class": "MouseEvent",
                                         "ownProperties": {"type": {"value": "click"}, "button": {"value": 0}}}])
enter("toggle", APP, 160, ["id"], [7], (APP, 152, 6))
enter("save", STORE, 70, ["todos"], [{"type": "object", "class": "Array", "ownProperties": {"length": {"value": 40}}}], (APP, 164, 4))
enter("setItem", STORE, 90, ["key", "value"],
      ["todos", {"type": "longString", "initial": "[{\"id\":1,\"title\":\"Task 1\",\"done\":false}", "length": 5242881}], (STORE, 72, 8))
leave(3.0, why="throw", value={"type": "object", "class": "DOMException",
                               "ownProperties": {"name": {"value": "QuotaExceededError"},
                                                 "message": {"value": "The quota has been exceeded."}}})
leave(0.1, why="throw", value={"type": "object", "class": "DOMException",
                               "ownProperties": {"name": {"value": "QuotaExceededError"}}})
leave(0.6, value={"type": "-0"})
leave(0.3)
control("stoppedTrace", "page load")

# A few neighbouring packets arrive swapped, as over a real connection.
order = list(range(len(packets)))
for _ in range(12):
    i = random.randrange(3, len(order) - 2)
    if "sequence" in packets[order[i]] and "sequence" in packets[order[i + 1]]:
        order[i], order[i + 1] = order[i + 1], order[i]
out = sys.stdout.buffer
for i in order:
    body = json.dumps(packets[i], ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    out.write(str(len(body)).encode("ascii") + b":" + body)
