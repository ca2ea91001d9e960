#include "GuiOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstring>

namespace gputco::gui {

std::optional<GuiOptions> parseGuiOptions(const QStringList& arguments, const QStringList& viewNames, QString& error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "GPU TCO Explorer: memory fit, power, cost and facility planning."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption database(
        QStringLiteral("database"),
        QCoreApplication::translate(
            "main", "Catalogue database file to open (':memory:' for the built-in catalogue without a file)."),
        QStringLiteral("PATH"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate(
            "main", "Render the whole window with the default scenario to a PNG file without a display, then exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption view(
        QStringLiteral("view"),
        QCoreApplication::translate("main", "View to show: %1.").arg(viewNames.join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("main", "Window size for --screenshot, at least "
                                                                      "1280x800 (default 1440x900)."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption fresh(QStringLiteral("fresh"),
                                   QCoreApplication::translate("main", "Start from the default scenario and layout."));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("main", "Open a scenario file (.gputco.json) as B of the A/B comparison (the "
                                            "'ab' view): the window's scenario is A. With --screenshot, for a "
                                            "picture of the A/B view."),
        QStringLiteral("B.json"));
    parser.addOptions({database, screenshot, view, size, fresh, compare});
    parser.addPositionalArgument(
        QStringLiteral("FILE.gputco.json"),
        QCoreApplication::translate("main", "A saved scenario to open (what a double-click in the file manager does)."),
        QStringLiteral("[FILE.gputco.json]"));
    parser.process(arguments); // --help and --version print and exit; unknown options exit with a message

    GuiOptions options;
    options.databasePath = parser.value(database);
    options.screenshotPath = parser.value(screenshot);
    options.view = parser.value(view);
    options.comparePath = parser.value(compare);
    options.freshScenario = parser.isSet(fresh) || parser.isSet(screenshot);
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        error =
            QCoreApplication::translate("main", "FILE.gputco.json: give one scenario file, got %1").arg(files.size());
        return std::nullopt;
    }
    options.scenarioPath = files.value(0);
    if (!options.view.isEmpty() && !viewNames.contains(options.view)) {
        error = QCoreApplication::translate("main", "--view: '%1' is not one of: %2")
                    .arg(options.view, viewNames.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(QLatin1Char('x'));
        bool okW = false;
        bool okH = false;
        const int w = parts.size() == 2 ? parts[0].toInt(&okW) : 0;
        const int h = parts.size() == 2 ? parts[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 1280 || h < 800 || w > 7680 || h > 4320) {
            error = QCoreApplication::translate("main", "--size: '%1' must be WxH from 1280x800 to 7680x4320")
                        .arg(parser.value(size));
            return std::nullopt;
        }
        options.width = w;
        options.height = h;
    }
    return options;
}

bool wantsScreenshot(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 || std::strncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    return false;
}

} // namespace gputco::gui
