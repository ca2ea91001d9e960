#include "cli/ReportCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "cli/ScenarioCommandInput.h"
#include "cli/ScenarioCommandNames.h"
#include "database/FileTargets.h"
#include "export/report/PdfReportWriter.h"
#include "export/report/ReportLanguage.h"
#include "session/Preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QSettings>
#include <QTextStream>

#include <cstring>
#include <optional>

namespace gputco::cli {

QString ReportCommand::name() const { return QString::fromLatin1(kReportCommand.name); }

QString ReportCommand::summary() const { return QString::fromLatin1(kReportCommand.summary); }

bool ReportCommand::needsWidgets(int argc, char* argv[]) { return argc > 1 && std::strcmp(argv[1], "report") == 0; }

void ReportCommand::addOptions(QCommandLineParser& parser) const
{
    addScenarioArguments(parser);
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("The PDF file to write (required)."),
                      QStringLiteral("FILE.pdf")});
    parser.addOption({QStringLiteral("lang"),
                      QStringLiteral("Language and formats of the report, e.g. en_US, en_GB, zh_CN. Default: the "
                                     "system's. Also picks the paper when neither --paper nor the window's "
                                     "Preferences do (Letter for the US and Canada, else A4)."),
                      QStringLiteral("LOCALE")});
    parser.addOption({QStringLiteral("paper"),
                      QStringLiteral("Paper: a4 or letter. Default: the one chosen in the window's Edit > "
                                     "Preferences, else from the language."),
                      QStringLiteral("SIZE")});
    parser.addOption(
        {QStringLiteral("page"), QStringLiteral("The same as --paper (the older spelling)."), QStringLiteral("SIZE")});
    parser.addOption({QStringLiteral("landscape"), QStringLiteral("Landscape pages (wider charts and tables).")});
    parser.addOption({QStringLiteral("compare"),
                      QStringLiteral("A second scenario to report beside the first (an A/B report: what differs, "
                                     "the figures side by side, then each scenario's sections)."),
                      QStringLiteral("B.json")});
}

int ReportCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader reader(parser);
    // The name exactly as given: "r.pdf " is another file than "r.pdf", and trimming it would overwrite that one.
    const QString given = parser.value(QStringLiteral("output"));
    if (given.isEmpty())
        return reportUsageError(io.err, name(), Error{"--output", "give the PDF file to write: -o FILE.pdf"});
    // Checked before anything is computed: the report never lands on what it reads, nor on a device or folder.
    QStringList inputs = parser.positionalArguments();
    inputs << cataloguePathOption(parser);
    if (parser.isSet(QStringLiteral("compare")))
        inputs << parser.value(QStringLiteral("compare"));
    const auto target = resolveOutputTarget(given, inputs);
    if (!target)
        return reportUsageError(io.err, name(), Error{"--output", target.error().message});
    const QString& output = *target;
    // The scenarios too, before the charts are set up: a device, pipe or folder, or a file past the cap, is refused
    // by name at once (the same check as every scenario reader, database/FileTargets.h).
    const auto checkScenario = [&](const QString& option, const QString& path) -> std::optional<int> {
        if (auto checked = checkInputFile(path, kMaxScenarioFileBytes, "a scenario file"); !checked)
            return reportUsageError(io.err, name(), Error{option.toStdString(), checked.error().message});
        return std::nullopt;
    };
    if (parser.positionalArguments().size() == 1)
        if (auto refused = checkScenario(parser.positionalArguments().first(), parser.positionalArguments().first()))
            return *refused;
    if (parser.isSet(QStringLiteral("compare")))
        if (auto refused = checkScenario(QStringLiteral("--compare"), parser.value(QStringLiteral("compare"))))
            return *refused;
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
        io.err
            << "gpu-tco-cli report: needs a QApplication (the charts are Qt widgets); run it as gpu-tco-cli report\n";
        io.err.flush();
        return ExitFailure;
    }

    QLocale locale;
    if (parser.isSet(QStringLiteral("lang"))) {
        const auto chosen = ui::parseReportLocale(parser.value(QStringLiteral("lang")));
        if (!chosen)
            return reportUsageError(io.err, name(),
                                    Error{"--lang", "'" + parser.value(QStringLiteral("lang")).toStdString()
                                                        + "' is not a locale name such as en_US or zh_CN"});
        locale = *chosen;
    }
    // The paper: --paper (or the older --page), else the Preferences' choice, else the language's.
    ui::ReportOptions options = ui::reportOptionsFor(locale, gputco::loadPreferences(QSettings()).reportPaper);
    for (const char* option : {"page", "paper"}) {
        const QString key = QString::fromLatin1(option);
        if (!parser.isSet(key))
            continue;
        const auto page = ui::parsePageSize(parser.value(key));
        if (!page)
            return reportUsageError(io.err, name(), Error{"--" + std::string(option), "must be a4 or letter"});
        options.pageSize = *page;
    }
    if (parser.isSet(QStringLiteral("landscape")))
        options.orientation = QPageLayout::Landscape;
    // Numbers, dates and (once translations are installed) the texts follow the report's language.
    ui::applyReportLanguage(locale);

    QElapsedTimer timer;
    timer.start();
    auto scenario = evaluateScenarioArgument(parser, reader, io.err);
    if (!scenario)
        return reportUsageError(io.err, name(), scenario.error());

    ui::ReportInput input;
    input.evaluation = scenario->evaluation;
    input.scenarioName = QString::fromStdString(scenario->document.name);
    if (parser.isSet(QStringLiteral("compare"))) {
        auto compared = evaluateScenarioFile(parser.value(QStringLiteral("compare")), scenario->evaluation->catalogue);
        if (!compared)
            return reportUsageError(io.err, name(),
                                    Error{"--compare: " + compared.error().field, compared.error().message});
        input.compared = ui::ComparedEvaluation{compared->evaluation, QString::fromStdString(compared->document.name)};
    }
    const ui::ReportWriteResult result = ui::writePdfReport(input, options, output);
    if (!result.ok()) {
        io.err << "gpu-tco-cli report: " << result.error << '\n';
        io.err.flush();
        return ExitFailure;
    }
    io.out << "Wrote " << QDir::toNativeSeparators(given) << ": " << result.pages << " pages in " << timer.elapsed()
           << " ms\n";
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
