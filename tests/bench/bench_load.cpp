// Loads profiles that already exist (a generator's --keep file, or a real
// one) through ProfileLoader and prints the load figures the format
// benchmarks print: repeatable measurements without generating again.
//
//   build/bin/bench_load FILE...
#include "LoadBenchmark.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList files = app.arguments().mid(1);
    if (files.isEmpty()) {
        out << "usage: bench_load FILE..." << Qt::endl;
        return 2;
    }
    int status = 0;
    for (const QString &path : files)
        status |= hg::bench::runLoadBenchmark(path, out);
    return status;
}
