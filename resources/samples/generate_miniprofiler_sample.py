#!/usr/bin/env python3
"""Writes the bundled MiniProfiler sample: seven requests of a small, made-up
shop (.NET-style PascalCase results in one JSON array), with SQL, redis and
HTTP custom timings, an N+1 query loop, a duplicated cache read, browser
client timings, and a product page whose step awaits four HTTP calls and
two queries at once (Task.WhenAll: overlapping custom timings of one step). Deterministic (fixed seed), so the committed file can be
regenerated:

    python3 resources/samples/generate_miniprofiler_sample.py > resources/samples/sample-shop.miniprofiler.json
"""
import json
import random
import uuid

random.seed(7)
START_MS = 1795168800000  # 2026-11-20T10:00:00Z
NAMESPACE = uuid.UUID("0d6f3c1e-5a42-4b7e-9a0c-2f1e3d4c5b6a")


def new_id(*parts):
    return str(uuid.uuid5(NAMESPACE, "/".join(str(p) for p in parts)))


class Request:
    def __init__(self, index, name, started_ms):
        self.index = index
        self.name = name
        self.started_ms = started_ms
        self.counter = 0

    def step(self, name, start, duration, children=None, calls=None):
        self.counter += 1
        timing = {
            "Id": new_id(self.index, "step", self.counter),
            "Name": name,
            "StartMilliseconds": round(start, 3),
            "DurationMilliseconds": round(duration, 3),
            "Children": children or None,
            "CustomTimings": None,
        }
        if calls:
            grouped = {}
            for call in calls:
                grouped.setdefault(call.pop("type"), []).append(call)
            timing["CustomTimings"] = grouped
        return timing

    def call(self, kind, execute, command, start, duration, snippet):
        self.counter += 1
        return {
            "type": kind,
            "Id": new_id(self.index, "call", self.counter),
            "ExecuteType": execute,
            "CommandString": command,
            "StackTraceSnippet": snippet,
            "StartMilliseconds": round(start, 3),
            "DurationMilliseconds": round(duration, 3),
            "FirstFetchDurationMilliseconds": round(duration * 0.8, 3),
        }


def jitter(value, spread=0.15):
    return value * (1 + random.uniform(-spread, spread))


def products_request(index, started, page):
    r = Request(index, "GET /products?page=%d" % page, started)
    t = 1.2
    load = [r.call("sql", "Reader", "SELECT Id, Name, Price FROM Products WHERE CategoryId = 3 "
                   "ORDER BY Name OFFSET %d ROWS FETCH NEXT 24 ROWS ONLY" % ((page - 1) * 24),
                   t + 0.4, jitter(6.5), "ProductRepository.Page ProductsController.Index")]
    load_step = r.step("Load products", t, 8.0, calls=load)
    t += 8.4
    reviews = []
    rt = t + 0.2
    for product in range(24):
        duration = jitter(1.6)
        reviews.append(r.call("sql", "Reader", "SELECT TOP 5 Rating, Body FROM Reviews WHERE ProductId = %d "
                              "ORDER BY CreatedAt DESC" % (100 + (page - 1) * 24 + product),
                              rt, duration, "ReviewRepository.Latest ProductCard.Load ProductsController.Index"))
        rt += duration + 0.15
    reviews_step = r.step("Load reviews for each product", t, rt - t + 0.3, calls=reviews)
    t = rt + 0.5
    cache = []
    ct = t + 0.1
    for key in ["prices:eur", "prices:eur", "banner:home"]:
        duration = jitter(0.9)
        cache.append(r.call("redis", "Get", 'GET "%s"' % key, ct, duration, "PriceCache.Get ProductsController.Index"))
        ct += duration + 0.1
    prices_step = r.step("Apply prices", t, ct - t + 0.2, calls=cache)
    t = ct + 0.4
    partials = [r.step("Render partial: _ProductCard", t + 0.5 + i * 0.55, 0.4) for i in range(24)]
    render_step = r.step("Render: Products/Index.cshtml", t, 0.5 + 24 * 0.55 + 1.0, children=partials)
    t += 0.5 + 24 * 0.55 + 1.4
    action = r.step("ProductsController.Index", 1.0, t - 1.0, children=[load_step, reviews_step, prices_step, render_step])
    root = r.step("GET /products?page=%d" % page, 0.0, t + 0.8, children=[action])
    return r, root, client_timings(t + 0.8)


def product_request(index, started, product):
    """A step that starts its calls together and awaits them all, as
    Task.WhenAll (or Promise.all in Node) does: the custom timings overlap."""
    r = Request(index, "GET /product/%d" % product, started)
    t = 1.4
    calls = []
    for service, path, duration in [("inventory", "items/%d" % product, 21.0), ("pricing", "price/%d?currency=eur" % product, 12.5),
                                    ("recommendations", "similar/%d" % product, 33.0), ("reviews", "reviews/%d?limit=5" % product, 17.5)]:
        calls.append(r.call("http", "GET", "GET https://%s.shop.test/api/%s" % (service, path), t + 0.3 + 0.05 * len(calls),
                            jitter(duration), "%sClient.GetAsync ProductController.Details" % service.capitalize()))
    for table in ["Products", "ProductImages"]:
        calls.append(r.call("sql", "Reader", "SELECT * FROM %s WHERE ProductId = %d" % (table, product),
                            t + 0.5 + 0.05 * len(calls), jitter(4.0), "ProductRepository.Load ProductController.Details"))
    end = max(c["StartMilliseconds"] + c["DurationMilliseconds"] for c in calls)
    gather = r.step("Load product, stock, prices and reviews (Task.WhenAll)", t, end - t + 0.4, calls=calls)
    t = end + 0.8
    render = r.step("Render: Product/Details.cshtml", t, 5.2)
    t += 5.6
    action = r.step("ProductController.Details", 0.9, t - 0.9, children=[gather, render])
    root = r.step("GET /product/%d" % product, 0.0, t + 0.6, children=[action])
    return r, root, None


def client_timings(server_ms):
    request_end = 3 + server_ms
    return {
        "RedirectCount": 0,
        "Timings": [
            {"Name": "Domain Lookup", "Start": 0, "Duration": 2},
            {"Name": "Connect", "Start": 2, "Duration": 4},
            {"Name": "Request", "Start": 6, "Duration": round(server_ms)},
            {"Name": "Response", "Start": round(request_end) + 3, "Duration": 9},
            {"Name": "domLoading", "Start": round(request_end) + 5, "Duration": -1},
            {"Name": "Dom Content Loaded Event", "Start": round(request_end) + 61, "Duration": 4},
            {"Name": "domInteractive", "Start": round(request_end) + 61, "Duration": -1},
            {"Name": "Load Event", "Start": round(request_end) + 148, "Duration": 2},
        ],
    }


def simple_request(index, name, started, steps, http=None):
    r = Request(index, name, started)
    t = 0.8
    children = []
    for step_name, duration, sql in steps:
        calls = []
        ct = t + 0.2
        for command in sql:
            d = jitter(1.2)
            calls.append(r.call("sql", "Reader" if command.startswith("SELECT") else "NonQuery", command, ct, d,
                                "%s Controller" % step_name.split()[0]))
            ct += d + 0.1
        if http and step_name.startswith("Charge"):
            calls.append(r.call("http", "POST", http, ct, jitter(180.0), "PaymentClient.Charge CheckoutController.Submit"))
            ct = calls[-1]["StartMilliseconds"] + calls[-1]["DurationMilliseconds"]
        length = max(duration, ct - t + 0.2)
        children.append(r.step(step_name, t, length, calls=calls))
        t += length + 0.3
    root = r.step(name, 0.0, t + 0.5, children=children)
    return r, root, None


def result(request, root, client):
    return {
        "Id": new_id(request.index, "request"),
        "Name": request.name,
        "Started": request.started_ms,
        "DurationMilliseconds": root["DurationMilliseconds"],
        "MachineName": "shop-web-%d" % (1 + request.index % 2),
        "CustomLinks": {"Logs": "https://logs.example.test/requests/%s" % new_id(request.index, "request")},
        "Root": root,
        "ClientTimings": client,
        "User": "192.168.10.%d" % (20 + request.index),
        "HasUserViewed": False,
    }


def main():
    requests = [
        products_request(0, START_MS, 1),
        simple_request(1, "GET /cart", START_MS + 2150, [
            ("Load cart", 3.0, ["SELECT Id, ProductId, Quantity FROM CartItems WHERE CartId = 881"]),
            ("Load products", 2.0, ["SELECT Id, Name, Price FROM Products WHERE Id IN (101, 117, 130)"]),
            ("Render: Cart/Index.cshtml", 4.5, []),
        ]),
        simple_request(2, "POST /checkout", START_MS + 5310, [
            ("Validate cart", 2.5, ["SELECT Id, ProductId, Quantity FROM CartItems WHERE CartId = 881",
                                     "SELECT Stock FROM Inventory WHERE ProductId = 101",
                                     "SELECT Stock FROM Inventory WHERE ProductId = 117",
                                     "SELECT Stock FROM Inventory WHERE ProductId = 130"]),
            ("Charge card", 5.0, []),
            ("Create order", 3.0, ["INSERT INTO Orders (CartId, Total) VALUES (881, 129.70)",
                                   "UPDATE Inventory SET Stock = Stock - 1 WHERE ProductId IN (101, 117, 130)"]),
        ], http="POST https://payments.example.test/v1/charges amount=12970&currency=eur"),
        simple_request(3, "GET /account/orders", START_MS + 9020, [
            ("Load orders", 4.0, ["SELECT Id, Total, CreatedAt FROM Orders WHERE UserId = 42 ORDER BY CreatedAt DESC"]),
            ("Render: Account/Orders.cshtml", 3.2, []),
        ]),
        products_request(4, START_MS + 12480, 2),
        simple_request(5, "GET /health", START_MS + 15000, [("Ping database", 0.4, ["SELECT 1"])]),
        product_request(6, START_MS + 17250, 117),
    ]
    print(json.dumps([result(*r) for r in requests], indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
