#include "i18n/Language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace gputco::ui {

namespace {
// Marks the translators installLanguage() owns, so the next call removes exactly those.
const QString kTranslatorName = QStringLiteral("gputco-language");
} // namespace

QLocale localeForLanguage(const QString& preference)
{
    if (preference == u"en")
        return QLocale(QLocale::English, QLocale::UnitedStates);
    if (preference == u"zh_CN")
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    return QLocale::system();
}

QStringList translationSearchPaths()
{
    const QString app = QCoreApplication::applicationDirPath();
    return {QStringLiteral(":/i18n"), app + QStringLiteral("/translations"),
            QDir::cleanPath(app + QStringLiteral("/../share/gpu-tco/translations"))};
}

QString systemLanguageName()
{
    const QLocale system = QLocale::system();
    if (system.language() != QLocale::English && system.language() != QLocale::C) {
        // English is the source language: any other needs its own translation file to be shown.
        for (const QString& dir : translationSearchPaths()) {
            QTranslator probe;
            if (probe.load(system, QStringLiteral("gpu-tco"), QStringLiteral("_"), dir))
                return system.nativeLanguageName();
        }
    }
    return QStringLiteral("English");
}

int installLanguage(const QLocale& locale)
{
    QCoreApplication* app = QCoreApplication::instance();
    const QList<QTranslator*> previous = app->findChildren<QTranslator*>(kTranslatorName, Qt::FindDirectChildrenOnly);
    for (QTranslator* translator : previous) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }

    QLocale::setDefault(locale);
    int installed = 0;
    // `load` reads one file from one folder; the first folder that has it wins.
    auto install = [&](const QStringList& dirs, const auto& load) {
        for (const QString& dir : dirs) {
            auto* translator = new QTranslator(app);
            translator->setObjectName(kTranslatorName);
            if (load(*translator, dir)) {
                QCoreApplication::installTranslator(translator);
                ++installed;
                return true;
            }
            delete translator;
        }
        return false;
    };
    const auto forLocale = [&locale](const QString& name) {
        return [&locale, name](QTranslator& t, const QString& dir) {
            return t.load(locale, name, QStringLiteral("_"), dir);
        };
    };
    // gpu-tco_en.qm holds English's plural forms only ("1 server", "2 servers"; the source texts say "server(s)"):
    // an English locale finds it by name, and a language without a translation of its own, which shows the English
    // texts, gets it too.
    if (!install(translationSearchPaths(), forLocale(QStringLiteral("gpu-tco"))))
        install(translationSearchPaths(),
                [](QTranslator& t, const QString& dir) { return t.load(QStringLiteral("gpu-tco_en"), dir); });
    install({QLibraryInfo::path(QLibraryInfo::TranslationsPath)}, forLocale(QStringLiteral("qtbase")));
    return installed;
}

} // namespace gputco::ui
