#pragma once
// The corpus of real profiles (../shared/corpus beside the checkout, path
// compiled in as HG_CORPUS_DIR) and the one check every corpus test makes.
//
// Without the corpus a corpus test skips with a message, so a plain clone
// elsewhere still passes. With HG_REQUIRE_CORPUS=1 in the environment
// (scripts/test.sh, and so .ci/run, sets it) a missing corpus fails the test
// instead: a green run then proves the corpus cases ran.
//
//     HG_CORPUS_OR_SKIP(root, "miniprofiler");   // const QString root = <corpus>/miniprofiler
//     HG_CORPUS_FILE_OR_SKIP(path);               // `path` is somewhere under the corpus
//
// Both return from the calling test function (QSKIP / QFAIL) when the corpus
// is missing. When the corpus is there but the named file or folder is not,
// the test fails whatever the switch says: the corpus changed under the test.
#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QString>
#include <QtTest>

#ifndef HG_CORPUS_DIR
#error "HG_CORPUS_DIR must be defined (tests/CMakeLists.txt does it for every test)"
#endif

namespace hg::test {

// Whether the run asked for the corpus (HG_REQUIRE_CORPUS=1).
inline bool corpusRequired()
{
    return qEnvironmentVariable("HG_REQUIRE_CORPUS") == QLatin1String("1");
}

// The corpus folder, cleaned (no "..").
inline QString corpusDir()
{
    return QDir::cleanPath(QStringLiteral(HG_CORPUS_DIR));
}

// `relative` under the corpus folder; the folder itself when empty.
inline QString corpusPath(const QString &relative = {})
{
    return relative.isEmpty() ? corpusDir() : QDir::cleanPath(corpusDir() + QLatin1Char('/') + relative);
}

// What stops a corpus test from using `path` (under the corpus folder).
struct CorpusCheck
{
    enum Verdict { Present, Skip, Fail } verdict = Present;
    QByteArray message;
};

inline CorpusCheck checkCorpus(const QString &path)
{
    const QString root = corpusDir();
    if (!QFileInfo(root).isDir()) {
        if (corpusRequired())
            return {CorpusCheck::Fail,
                    QStringLiteral("../shared/corpus is required (HG_REQUIRE_CORPUS=1) but missing at %1").arg(root).toUtf8()};
        return {CorpusCheck::Skip,
                QStringLiteral("../shared/corpus is not beside this checkout (%1); corpus cases skipped").arg(root).toUtf8()};
    }
    if (!QFileInfo::exists(path))
        return {CorpusCheck::Fail,
                QStringLiteral("the corpus at %1 has no %2").arg(root, QDir(root).relativeFilePath(path)).toUtf8()};
    return {};
}

} // namespace hg::test

// Skips (or, with HG_REQUIRE_CORPUS=1, fails) the current test function when
// the corpus is missing; fails it when the corpus lacks `path`.
#define HG_CORPUS_FILE_OR_SKIP(path)                                                          \
    do {                                                                                       \
        const ::hg::test::CorpusCheck hgCorpusCheck_ = ::hg::test::checkCorpus(path);          \
        if (hgCorpusCheck_.verdict == ::hg::test::CorpusCheck::Fail)                           \
            QFAIL(hgCorpusCheck_.message.constData());                                         \
        if (hgCorpusCheck_.verdict == ::hg::test::CorpusCheck::Skip)                           \
            QSKIP(hgCorpusCheck_.message.constData());                                         \
    } while (false)

// Declares `const QString var` = the corpus path `relative` ("" for the
// corpus folder itself), then checks it as HG_CORPUS_FILE_OR_SKIP does.
#define HG_CORPUS_OR_SKIP(var, relative)                                                      \
    const QString var = ::hg::test::corpusPath(QStringLiteral(relative));                      \
    HG_CORPUS_FILE_OR_SKIP(var)
