#pragma once
// A small XSpace written field by field, shared by the core and view tests.
#include "formats/ProtoWriter.h"

#include <QByteArray>
#include <vector>

namespace hg::xplanefixture {

inline ProtoWriter stat(std::int64_t metadataId, int field, std::uint64_t number)
{
    ProtoWriter s;
    s.int64(1, metadataId);
    s.uint64(std::uint32_t(field), number);
    return s;
}

inline ProtoWriter mapEntry(std::int64_t key, const ProtoWriter &value)
{
    ProtoWriter e;
    e.int64(1, key);
    e.message(2, value);
    return e;
}

inline ProtoWriter statMetadata(std::int64_t id, std::string_view name)
{
    ProtoWriter m;
    m.int64(1, id);
    m.bytes(2, name);
    return mapEntry(id, m);
}

inline ProtoWriter event(std::int64_t metadataId, std::int64_t offsetPs, std::int64_t durationPs, std::vector<ProtoWriter> stats = {})
{
    ProtoWriter e;
    e.int64(1, metadataId);
    e.int64(2, offsetPs);
    e.int64(3, durationPs);
    for (const ProtoWriter &s : stats)
        e.message(4, s);
    return e;
}

// A GPU plane written after the host plane (the reader puts devices first),
// a line-less metadata plane, every stat kind, nesting, a partial overlap, a
// negative line id, a line stamped 0, unknown fields that must be skipped.
inline QByteArray space()
{
    ProtoWriter host;
    host.int64(1, 9);
    host.bytes(2, "/host:CPU");
    {
        ProtoWriter line;
        line.int64(1, -42);
        line.bytes(2, "python");
        line.int64(3, 2000); // ns
        line.message(4, event(1, 0, 10'000'000)); // 10 µs
        line.message(4, event(2, 1'000'000, 2'000'000, {stat(1, 4, std::uint64_t(std::int64_t(-7)))}));
        line.message(4, event(2, 9'000'000, 3'000'000)); // ends after its parent
        line.uint64(99, 5); // unknown field
        host.message(3, line);
    }
    {
        ProtoWriter md;
        md.int64(1, 1);
        md.bytes(2, "train_step");
        host.message(4, mapEntry(1, md));
        ProtoWriter md2;
        md2.int64(1, 2);
        md2.bytes(2, "jit_fn(xyz)");
        md2.bytes(4, "jit_fn");
        host.message(4, mapEntry(2, md2));
    }
    host.message(5, statMetadata(1, "step_num"));

    ProtoWriter gpu;
    gpu.int64(1, 0);
    gpu.bytes(2, "/device:GPU:0");
    {
        ProtoWriter line;
        line.int64(1, 7);
        line.bytes(2, "Stream #7(Kernel)");
        // timestamp_ns left 0: counts from the profile's time zero
        ProtoWriter dbl;
        dbl.int64(1, 2);
        dbl.float64(2, 1.5e9);
        ProtoWriter str;
        str.int64(1, 3);
        str.bytes(5, "grid:128 block:256");
        ProtoWriter bytes;
        bytes.int64(1, 4);
        bytes.bytes(6, std::string_view("\x01\x00\xff", 3));
        line.message(4, event(5, 3000, 500'000, {stat(1, 3, 1u << 20), dbl, str, bytes, stat(6, 7, 5)}));
        gpu.message(3, line);
    }
    {
        ProtoWriter md;
        md.int64(1, 5);
        md.bytes(2, "fusion.12");
        md.message(5, stat(7, 3, 4096));
        md.int64(6, 4);
        gpu.message(4, mapEntry(5, md));
    }
    gpu.message(5, statMetadata(1, "bytes_accessed"));
    gpu.message(5, statMetadata(2, "flops"));
    gpu.message(5, statMetadata(3, "kernel_details"));
    gpu.message(5, statMetadata(4, "opaque"));
    gpu.message(5, statMetadata(5, "hlo_category: convolution"));
    gpu.message(5, statMetadata(6, "hlo_category"));
    gpu.message(5, statMetadata(7, "program_id"));
    gpu.message(5, statMetadata(8, "core_count"));
    gpu.message(6, stat(8, 4, 80));

    ProtoWriter metadataPlane;
    metadataPlane.int64(1, 99);
    metadataPlane.bytes(2, "/host:metadata");

    ProtoWriter space;
    space.message(1, host);
    space.message(1, gpu);
    space.message(1, metadataPlane);
    space.bytes(3, "1 event was dropped");
    space.bytes(4, "worker-0");
    return space.take();
}

} // namespace hg::xplanefixture
