#pragma once
#include <QObject>
#include <QTranslator>

namespace hg {

// Loads the user-interface language: the system locale by default, or the one
// chosen in View > Language (kept in QSettings). Switching installs new
// translators; every widget then retranslates on QEvent::LanguageChange.
class LanguageSwitcher : public QObject
{
    Q_OBJECT
public:
    struct Language { QString code; QString nativeName; };

    explicit LanguageSwitcher(QObject *parent = nullptr);
    // "" means the system language.
    static QList<Language> available();
    QString chosen() const { return m_chosen; }
    void choose(const QString &code);
    // The language actually in use ("en" when nothing else matched).
    QString effective() const { return m_effective; }

private:
    void apply();

    QString m_chosen;
    QString m_effective;
    QTranslator m_app;
    QTranslator m_qt;
};

} // namespace hg
