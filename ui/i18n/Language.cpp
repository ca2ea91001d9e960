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
    auto install = [&](const QString& name, const QStringList& dirs) {
        for (const QString& dir : dirs) {
            auto* translator = new QTranslator(app);
            translator->setObjectName(kTranslatorName);
            if (translator->load(locale, name, QStringLiteral("_"), dir)) {
                QCoreApplication::installTranslator(translator);
                ++installed;
                return;
            }
            delete translator;
        }
    };
    install(QStringLiteral("gpu-tco"), translationSearchPaths());
    install(QStringLiteral("qtbase"), {QLibraryInfo::path(QLibraryInfo::TranslationsPath)});
    return installed;
}

} // namespace gputco::ui
