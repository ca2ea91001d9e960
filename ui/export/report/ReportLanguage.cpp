#include "export/report/ReportLanguage.h"

#include <QApplication>
#include <QDir>
#include <QFont>
#include <QLibraryInfo>
#include <QTranslator>

namespace gputco::ui {

std::optional<QLocale> parseReportLocale(const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    QLocale locale(trimmed);
    // QLocale falls back to "C" for names it does not know: accept C only when asked for.
    if (locale.language() == QLocale::C && trimmed != u"C" && trimmed != u"POSIX")
        return std::nullopt;
    return locale;
}

QStringList translationSearchPaths()
{
    const QString app = QCoreApplication::applicationDirPath();
    return {QStringLiteral(":/i18n"), app + QStringLiteral("/translations"),
            QDir::cleanPath(app + QStringLiteral("/../share/gpu-tco/translations"))};
}

int applyReportLanguage(const QLocale& locale)
{
    QLocale::setDefault(locale);
    int installed = 0;
    auto install = [&](const QString& name, const QStringList& dirs) {
        for (const QString& dir : dirs) {
            auto* translator = new QTranslator(QCoreApplication::instance());
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

    // Chart text takes the application font: put a font that has the language's glyphs first.
    if (qobject_cast<QApplication*>(QCoreApplication::instance())) {
        QFont font = QApplication::font();
        font.setFamilies(locale.language() == QLocale::Chinese
                             ? QStringList{QStringLiteral("Noto Sans CJK SC"), QStringLiteral("DejaVu Sans")}
                             : QStringList{QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
        font.setStyleStrategy(QFont::PreferNoShaping); // no Latin ligatures: PDF text stays searchable
        QApplication::setFont(font);
    }
    return installed;
}

} // namespace gputco::ui
