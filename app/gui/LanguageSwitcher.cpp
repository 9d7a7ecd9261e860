#include "LanguageSwitcher.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace hg {

namespace {
const QString kKey = QStringLiteral("language");
}

LanguageSwitcher::LanguageSwitcher(QObject *parent)
    : QObject(parent)
    , m_chosen(QSettings().value(kKey).toString())
{
    apply();
}

QList<LanguageSwitcher::Language> LanguageSwitcher::available()
{
    return {{QStringLiteral("en"), QStringLiteral("English")}, {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

void LanguageSwitcher::choose(const QString &code)
{
    m_chosen = code;
    QSettings().setValue(kKey, code);
    apply();
}

void LanguageSwitcher::apply()
{
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    const QLocale locale = m_chosen.isEmpty() ? QLocale::system() : QLocale(m_chosen);
    m_effective = QStringLiteral("en");
    // English is the source language: it needs no catalogue.
    if (locale.language() != QLocale::English && m_app.load(locale, QStringLiteral("hourglass"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(&m_app);
        m_effective = locale.name().section(QLatin1Char('_'), 0, 0);
        if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qt);
    }
    QLocale::setDefault(locale.language() == QLocale::C ? QLocale(QLocale::English) : locale);
}

} // namespace hg
