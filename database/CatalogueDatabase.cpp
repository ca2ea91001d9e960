#include "database/CatalogueDatabase.h"

#include "database/BuiltInCatalogue.h"
#include "database/CatalogueDatabaseState.h"
#include "database/SchemaMigrations.h"

#include <QDir>
#include <QSqlDatabase>
#include <QStandardPaths>

namespace gputco {

CatalogueDatabase::State::~State()
{
    if (connection.name.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(connection.name, false);
        if (db.isOpen())
            db.close();
    } // the handle must be gone before removeDatabase, or Qt warns that the connection is still in use
    QSqlDatabase::removeDatabase(connection.name);
}

CatalogueDatabase::CatalogueDatabase(std::unique_ptr<State> state)
    : state_(std::move(state))
{
}
CatalogueDatabase::CatalogueDatabase(CatalogueDatabase&& other) noexcept = default;
CatalogueDatabase& CatalogueDatabase::operator=(CatalogueDatabase&& other) noexcept = default;
CatalogueDatabase::~CatalogueDatabase() = default;

Expected<CatalogueDatabase> CatalogueDatabase::open(const QString& path, OpenOptions options)
{
    return CatalogueOpener::open(path, options);
}

Expected<CatalogueDatabase> CatalogueDatabase::openInMemory(OpenOptions options)
{
    return CatalogueOpener::openInMemory(options);
}

QString CatalogueDatabase::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("catalogue.sqlite"));
}

QString CatalogueDatabase::builtInCatalogueVersion()
{
    // The compiled-in catalogue cannot change while the program runs: read its version once.
    static const QString version = [] {
        auto catalogue = BuiltInCatalogue::load();
        return catalogue ? catalogue->version() : QString();
    }();
    return version;
}

int CatalogueDatabase::currentSchemaVersion() { return kCatalogueSchemaVersion; }

QString CatalogueDatabase::path() const { return state_->path; }
bool CatalogueDatabase::isInMemory() const { return state_->inMemory; }
bool CatalogueDatabase::isReadOnly() const { return state_->connection.readOnly; }
QStringList CatalogueDatabase::warnings() const { return state_->warnings; }
QString CatalogueDatabase::catalogueVersion() const { return state_->catalogueVersion; }
int CatalogueDatabase::schemaVersion() const { return state_->schemaVersion; }
const CatalogueConnection& CatalogueDatabase::connection() const { return state_->connection; }

CardRepository CatalogueDatabase::cards() const { return CardRepository(state_->connection); }
ServerRepository CatalogueDatabase::servers() const { return ServerRepository(state_->connection); }
FacilityRepository CatalogueDatabase::facilities() const { return FacilityRepository(state_->connection); }
CloudOfferRepository CatalogueDatabase::cloudOffers() const { return CloudOfferRepository(state_->connection); }
EfficiencyProfileRepository CatalogueDatabase::efficiencyProfiles() const
{
    return EfficiencyProfileRepository(state_->connection);
}
ModelRepository CatalogueDatabase::models() const { return ModelRepository(state_->connection); }

Expected<MergeReport> CatalogueDatabase::merge(const BuiltInCatalogue& catalogue)
{
    if (auto writable = state_->connection.checkWritable(); !writable)
        return writable.error();
    auto report = mergeBuiltInCatalogue(state_->connection, catalogue);
    if (report)
        state_->catalogueVersion = catalogue.version();
    return report;
}

} // namespace gputco
