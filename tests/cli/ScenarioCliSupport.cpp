#include "ScenarioCliSupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>

#include <stdexcept>
#include <string>

namespace scenario_cli {

void ensureApplication()
{
    if (!QCoreApplication::instance()) {
        static int argc = 1;
        static char name[] = "cli_scenario_tests";
        static char* argv[] = {name, nullptr};
        static QCoreApplication app(argc, argv);
    }
    QStandardPaths::setTestModeEnabled(true);
}

QString examplePath(const QString& name)
{
    return QDir(qEnvironmentVariable("GPUTCO_SOURCE_DIR", QStringLiteral(GPUTCO_SOURCE_DIR)))
        .filePath(QStringLiteral("examples/") + name);
}

QStringList exampleNames()
{
    // Every file in examples/, so a new example is tested by every command without a list to keep in step.
    const QStringList names =
        QDir(examplePath(QString())).entryList({QStringLiteral("*.gputco.json")}, QDir::Files, QDir::Name);
    for (const char* asked : {"llama-70b-inference.gputco.json", "llama-7b-lora-finetune.gputco.json",
                              "llama-405b-pretraining.gputco.json", "edge-8b-inference.gputco.json"})
        if (!names.contains(QLatin1String(asked)))
            throw std::runtime_error(std::string("examples/") + asked + " is missing"); // Catch fails the case
    return names;
}

ProcessResult runProgram(const QString& program, const QStringList& arguments,
                         const QMap<QString, QString>& environment)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY")); // the report must not need a display
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir::tempPath() + QStringLiteral("/gputco-cli-tests-config"));
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        env.insert(it.key(), it.value());
    p.setProcessEnvironment(env);
    p.start(program, arguments);
    ProcessResult r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        r.err = QStringLiteral("timed out or could not start: ") + p.errorString();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

ProcessResult runCliProcess(const QStringList& arguments)
{
    return runProgram(QStringLiteral(GPUTCO_CLI_PATH), arguments);
}

QString pdfInfo(const QString& pdf, const QString& field)
{
    const ProcessResult r = runProgram(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpression line(QStringLiteral("^%1:\\s*(.*)$").arg(QRegularExpression::escape(field)),
                                  QRegularExpression::MultilineOption);
    const auto match = line.match(r.out);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

QString pdfText(const QString& pdf)
{
    return runProgram(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).out;
}

} // namespace scenario_cli
