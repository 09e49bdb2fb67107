#pragma once
// Installs the Studio's translation (":/i18n/calltree_<locale>.qm", embedded at build time) and
// Qt's own for the standard dialogs. The choice is "" (follow the system locale), "en", "de" or
// "zh_CN"; it is remembered in QSettings. Installing a translator makes Qt send
// QEvent::LanguageChange to every widget, which retranslates itself.
#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace studio {

class LanguageManager : public QObject {
    Q_OBJECT

public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    // The choices the View › Language menu offers, "" (system default) first.
    static QStringList choices();
    // The embedded translation file for `locale` (with Qt's fallbacks, e.g. de_AT → de), or ""
    // when the Studio has none and speaks English.
    static QString translationFile(const QLocale& locale);

    QString choice() const { return m_choice; }
    // The translation in use, or "" for English.
    QString loadedFile() const { return m_loadedFile; }

    // Applies the remembered choice (the system default when there is none).
    void restore();
    // Applies and remembers `choice`; false for a choice not in choices().
    bool setChoice(const QString& choice);

signals:
    void languageChanged();

private:
    void apply(const QString& choice);
    void uninstall();

    QString m_choice;
    QString m_loadedFile;
    QTranslator m_app;
    QTranslator m_qt;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
};

}  // namespace studio
