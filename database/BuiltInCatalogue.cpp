#include "database/BuiltInCatalogue.h"

#include "database/CatalogueTables.h"
#include "database/CsvTable.h"
#include "database/ModelRepository.h"
#include "model/ModelPresets.h"

#include <QDir>
#include <QFile>
#include <QSet>

namespace gputco {
namespace {

Error loadError(const QString& file, const QString& what)
{
    return Error{"catalogue", QStringLiteral("built-in catalogue %1: %2").arg(file, what).toStdString()};
}

} // namespace

QString BuiltInCatalogue::resourceDirectory() { return QStringLiteral(":/gputco/catalogue"); }

const std::vector<SqlRow>& BuiltInCatalogue::rows(const TableSpec& table) const
{
    static const std::vector<SqlRow> none;
    for (const auto& [spec, rows] : tables_)
        if (spec == &table)
            return rows;
    return none;
}

Expected<QString> BuiltInCatalogue::loadVersion(const QString& directory)
{
    const QDir dir(directory.isEmpty() ? resourceDirectory() : directory);
    QFile versionFile(dir.filePath(QStringLiteral("VERSION")));
    if (!versionFile.open(QIODevice::ReadOnly))
        return loadError(versionFile.fileName(), QStringLiteral("cannot be read"));
    const QString version = QString::fromUtf8(versionFile.readAll()).trimmed();
    if (version.isEmpty())
        return loadError(versionFile.fileName(), QStringLiteral("is empty"));
    return version;
}

Expected<BuiltInCatalogue> BuiltInCatalogue::load(const QString& directory)
{
    const QDir dir(directory.isEmpty() ? resourceDirectory() : directory);
    BuiltInCatalogue catalogue;
    auto version = loadVersion(directory);
    if (!version)
        return version.error();
    catalogue.version_ = *version;

    QSet<QString> cardIds;
    for (const TableSpec* table :
         {&cardsTable(), &serversTable(), &facilitiesTable(), &cloudOffersTable(), &efficiencyProfilesTable()}) {
        QFile file(dir.filePath(table->name + QStringLiteral(".csv")));
        if (!file.open(QIODevice::ReadOnly))
            return loadError(file.fileName(), QStringLiteral("cannot be read"));
        const CsvRows parsed = CsvTable(*table).parse(file.readAll());
        if (!parsed.issues.empty())
            return loadError(file.fileName(), parsed.issues.front().describe());
        std::vector<SqlRow> rows;
        QSet<QString> ids;
        for (const auto& parsedRow : parsed.rows) {
            SqlRow row = defaultRow(*table);
            for (auto it = parsedRow.values.cbegin(); it != parsedRow.values.cend(); ++it)
                row.insert(it.key(), it.value());
            row.insert(QStringLiteral("built_in"), 1);
            const QString id = row.value(QStringLiteral("id")).toString();
            if (auto problem = validateRow(*table, row))
                return loadError(file.fileName(), CsvIssue{parsedRow.row, QString::fromStdString(problem->field),
                                                           QString::fromStdString(problem->message)}
                                                      .describe());
            if (ids.contains(id))
                return loadError(file.fileName(),
                                 QStringLiteral("row %1: id '%2' appears twice").arg(parsedRow.row).arg(id));
            ids.insert(id);
            const QString cardId = row.value(QStringLiteral("card_id")).toString();
            if (table->column(QStringLiteral("card_id")) && !cardIds.contains(cardId))
                return loadError(
                    file.fileName(),
                    QStringLiteral("row %1: card_id '%2' is not in cards.csv").arg(parsedRow.row).arg(cardId));
            rows.push_back(std::move(row));
        }
        if (table == &cardsTable())
            cardIds = ids;
        catalogue.tables_.emplace_back(table, std::move(rows));
    }

    // The model presets live in core (they are checked against official parameter totals there).
    std::vector<SqlRow> models;
    for (const ModelArchitecture& preset : modelPresets()) {
        SqlRow row = ModelRepository::toRow(preset);
        row.insert(QStringLiteral("built_in"), 1);
        if (auto problem = validateRow(modelsTable(), row))
            return loadError(QStringLiteral("model preset ") + QString::fromStdString(preset.id),
                             QString::fromStdString(problem->describe()));
        models.push_back(std::move(row));
    }
    catalogue.tables_.emplace_back(&modelsTable(), std::move(models));
    return catalogue;
}

} // namespace gputco
