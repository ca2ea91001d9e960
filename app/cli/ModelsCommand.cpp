#include "cli/ModelsCommand.h"

#include "cli/CatalogueOption.h"
#include "cli/CliOptions.h"
#include "database/CatalogueTables.h"
#include "database/ModelImport.h"
#include "database/ModelRepository.h"
#include "database/RepositorySupport.h"
#include "model/ParameterCount.h"
#include "util/QuotedInput.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace gputco::cli {
namespace {

constexpr double kMinPublished = 1e6;
constexpr double kMaxPublished = 1e15; // the models table's ceiling

/// The row's columns as in docs/DATABASE.md (null where unknown), then the counts core derives.
QJsonObject modelJson(const SqlRow& row)
{
    QJsonObject object;
    for (const ColumnSpec& column : modelsTable().columns) {
        const QVariant value = row.value(column.name);
        if (value.isNull() || !value.isValid())
            object.insert(column.name, column.type == ColumnType::Text ? QJsonValue(QString()) : QJsonValue());
        else if (column.type == ColumnType::Integer)
            object.insert(column.name, value.toLongLong());
        else if (column.type == ColumnType::Boolean)
            object.insert(column.name, value.toInt() != 0);
        else if (column.type == ColumnType::Real)
            object.insert(column.name, value.toDouble());
        else
            object.insert(column.name, value.toString());
    }
    const ParameterCounts counts = countParameters(ModelRepository::fromRow(row));
    object.insert(QStringLiteral("parameters"), qint64(counts.total));
    object.insert(QStringLiteral("active_parameters"), qint64(counts.active));
    return object;
}

QString billions(double params) { return params > 0 ? QString::number(params / 1e9, 'f', 2) : QStringLiteral("-"); }

void printTable(QTextStream& out, const std::vector<SqlRow>& rows)
{
    out << qSetFieldWidth(22) << Qt::left << "id" << qSetFieldWidth(10) << Qt::right << "params B"
        << "active B"
        << "published" << qSetFieldWidth(0) << "  "
        << "name\n";
    for (const SqlRow& row : rows) {
        const ModelArchitecture m = ModelRepository::fromRow(row);
        const ParameterCounts c = countParameters(m);
        out << qSetFieldWidth(22) << Qt::left << QString::fromStdString(m.id) << qSetFieldWidth(10) << Qt::right
            << billions(c.total) << billions(c.active) << billions(m.officialTotalParams) << qSetFieldWidth(0) << "  "
            << QString::fromStdString(m.displayName)
            << (row.value(QStringLiteral("built_in")).toInt() == 1 ? "" : "  (own)") << '\n';
    }
    out << "\nparams: counted from the architecture (docs/MODEL.md); published: the model card's figure.\n";
}

} // namespace

QString ModelsCommand::name() const { return QStringLiteral("models"); }

QString ModelsCommand::summary() const
{
    return QStringLiteral("List the catalogue's models; 'import FILE' reads a Hugging Face config.json.");
}

void ModelsCommand::addOptions(QCommandLineParser& parser) const
{
    addDatabaseOption(parser);
    const auto add = [&](const char* name, const QString& help, const char* value = nullptr) {
        parser.addOption(value ? QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value))
                               : QCommandLineOption(QString::fromLatin1(name), help));
    };
    add("json", QStringLiteral("Print JSON: the models table's columns (docs/DATABASE.md) plus \"parameters\" and "
                               "\"active_parameters\" as counted."));
    add("id",
        QStringLiteral("import: the id to store the model under (a-z, 0-9, '.', '-', '_'). Default: from "
                       "the config's _name_or_path or its folder."),
        "ID");
    add("name", QStringLiteral("import: the display name. Default: the name the id comes from."), "NAME");
    add("published-params", QStringLiteral("import: the model card's total parameter count, e.g. 7.61e9."), "N");
    add("published-active-params", QStringLiteral("import: the model card's active parameter count (MoE)."), "N");
    parser.addPositionalArgument(QStringLiteral("action"),
                                 QStringLiteral("(none): list the models. import FILE: store a Hugging Face "
                                                "config.json (%1), all or nothing.")
                                     .arg(huggingFaceModelTypes()),
                                 QStringLiteral("[import FILE]"));
}

int ModelsCommand::run(const QCommandLineParser& parser, CliStreams& io) const
{
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty())
        return list(parser, io);
    if (args.at(0) == u"import") {
        if (args.size() != 2)
            return reportUsageError(io.err, name(),
                                    Error{"", "'models import' takes one file: gpu-tco-cli models import config.json"});
        return import(parser, args.at(1), io);
    }
    return reportUsageError(io.err, name(),
                            Error{"", quotedInput(args.join(u' ').toStdString())
                                          + " is not an action; give none "
                                            "(list) or import FILE"});
}

int ModelsCommand::list(const QCommandLineParser& parser, CliStreams& io) const
{
    OptionReader reader(parser);
    auto db = openCatalogue(reader, io.err);
    if (!db)
        return reportUsageError(io.err, name(), reader.error().value_or(Error{"--database", "cannot be opened"}));
    const std::vector<SqlRow> rows = repository::readAll(db->connection(), modelsTable());
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const SqlRow& row : rows)
            array.append(modelJson(row));
        io.out << QJsonDocument(array).toJson(QJsonDocument::Indented);
    } else {
        printTable(io.out, rows);
    }
    io.out.flush();
    return ExitOk;
}

int ModelsCommand::import(const QCommandLineParser& parser, const QString& file, CliStreams& io) const
{
    OptionReader reader(parser);
    HuggingFaceImportOptions options;
    options.id = reader.text(QStringLiteral("id")).trimmed().toStdString();
    options.displayName = reader.text(QStringLiteral("name")).trimmed().toStdString();
    options.publishedTotalParams = reader.number(QStringLiteral("published-params"), kMinPublished, kMaxPublished, 0);
    options.publishedActiveParams =
        reader.number(QStringLiteral("published-active-params"), kMinPublished, kMaxPublished, 0);
    if (reader.error())
        return reportUsageError(io.err, name(), *reader.error());
    auto db = openCatalogue(reader, io.err);
    if (!db)
        return reportUsageError(io.err, name(), reader.error().value_or(Error{"--database", "cannot be opened"}));
    if (db->isInMemory() || db->isReadOnly()) {
        io.err << "gpu-tco-cli models: the catalogue file cannot be written (see above); nothing was imported.\n";
        io.err.flush();
        return ExitFailure;
    }
    auto stored = importHuggingFaceConfigFile(*db, file, options);
    if (!stored) {
        io.err << "gpu-tco-cli models: " << QDir::toNativeSeparators(file)
               << " was not imported; nothing was stored:\n  " << QString::fromStdString(stored.error().describe())
               << '\n';
        io.err.flush();
        return ExitFailure;
    }
    const auto row = repository::readOne(db->connection(), modelsTable(), QString::fromStdString(stored->id));
    const SqlRow storedRow = row.value_or(ModelRepository::toRow(*stored));
    if (parser.isSet(QStringLiteral("json"))) {
        io.out << QJsonDocument(modelJson(storedRow)).toJson(QJsonDocument::Indented);
    } else {
        const ParameterCounts c = countParameters(*stored);
        io.out << "stored " << QString::fromStdString(stored->id) << " (" << QString::fromStdString(stored->displayName)
               << "): " << QString::number(qint64(c.total)) << " parameters";
        if (stored->moe.enabled())
            io.out << ", " << QString::number(qint64(c.active)) << " active";
        if (stored->officialTotalParams > 0)
            io.out << "; published " << billions(stored->officialTotalParams) << "B";
        io.out << "\nuse it with --model " << QString::fromStdString(stored->id) << '\n';
    }
    io.out.flush();
    return ExitOk;
}

} // namespace gputco::cli
