#include "language_manager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>

namespace studio {
namespace {

const QString kSettingsKey = QStringLiteral("ui/language");
const QString kPrefix = QStringLiteral("calltree");
const QString kDirectory = QStringLiteral(":/i18n");

QLocale localeFor(const QString& choice) {
    return choice.isEmpty() ? QLocale::system() : QLocale(choice);
}

}  // namespace

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

LanguageManager::~LanguageManager() {
    uninstall();
}

QStringList LanguageManager::choices() {
    return {QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")};
}

QString LanguageManager::translationFile(const QLocale& locale) {
    QTranslator probe;
    if (!probe.load(locale, kPrefix, QStringLiteral("_"), kDirectory)) return {};
    return probe.filePath();
}

void LanguageManager::restore() {
    QString saved = QSettings().value(kSettingsKey).toString();
    if (!choices().contains(saved)) saved.clear();
    apply(saved);
}

bool LanguageManager::setChoice(const QString& choice) {
    if (!choices().contains(choice)) return false;
    QSettings().setValue(kSettingsKey, choice);
    apply(choice);
    return true;
}

void LanguageManager::apply(const QString& choice) {
    uninstall();
    m_choice = choice;
    m_loadedFile.clear();
    const QLocale locale = localeFor(choice);
    // Numbers follow the language (decimal comma in German): fields::formatCount and friends
    // format with QLocale().
    QLocale::setDefault(locale);
    // English is the source language: "en" (or an untranslated system locale) installs nothing.
    if (choice != QLatin1String("en") &&
        m_app.load(locale, kPrefix, QStringLiteral("_"), kDirectory)) {
        m_loadedFile = m_app.filePath();
        m_appInstalled = QCoreApplication::installTranslator(&m_app);
        // Qt's own strings (dialog buttons, context menus) follow, if that translation is
        // installed.
        if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qtInstalled = QCoreApplication::installTranslator(&m_qt);
    }
    emit languageChanged();
}

void LanguageManager::uninstall() {
    if (m_appInstalled) QCoreApplication::removeTranslator(&m_app);
    if (m_qtInstalled) QCoreApplication::removeTranslator(&m_qt);
    m_appInstalled = m_qtInstalled = false;
}

}  // namespace studio
