#pragma once

class QThreadPool;

namespace hg {

// The threads that run Hourglass's own background work: loads, saves,
// analyses for the views, searches. Not Qt's global pool: Qt's raster paint
// engine splits large fills across the global pool and waits for them on the
// GUI thread, so a call tree aggregating there for twenty seconds held the
// window's paint back for as long.
QThreadPool *workerPool();

} // namespace hg
