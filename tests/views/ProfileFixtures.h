#pragma once
#include "model/ProfileBuilder.h"

namespace hg::test {

// A small sampled profile: two threads; main runs main -> work -> {parse, sql}.
// Samples every 10 ms; expected totals are written next to each test.
inline ProfilePtr sampledProfile()
{
    ProfileBuilder b(QStringLiteral("sentry"));
    const FrameId fMain = b.addFrame("main"), fWork = b.addFrame("work"), fParse = b.addFrame("parse"),
                  fSql = b.addFrame("sql"), fIdle = b.addFrame("idle");
    const StackId sMain = b.addStack(kNoId, fMain);
    const StackId sWork = b.addStack(sMain, fWork);
    const StackId sParse = b.addStack(sWork, fParse);
    const StackId sSql = b.addStack(sWork, fSql);
    const StackId sIdle = b.addStack(kNoId, fIdle);
    const TrackId main = b.addTrack({QStringLiteral("main"), QStringLiteral("Threads"), 1, -1, {}, {}});
    const TrackId worker = b.addTrack({QStringLiteral("worker"), QStringLiteral("Threads"), 2, -1, {}, {}});
    const StackId mainStacks[] = {sParse, sParse, sSql, sWork, sMain, sSql};
    for (int i = 0; i < 6; ++i)
        b.addSample(main, i * 10 * kPsPerMs, mainStacks[i]);
    for (int i = 0; i < 3; ++i)
        b.addSample(worker, i * 10 * kPsPerMs, sIdle);
    b.warn(QStringLiteral("a warning for the list"), 42);
    return b.build();
}

} // namespace hg::test
