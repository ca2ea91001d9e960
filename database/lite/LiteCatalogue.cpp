#include "database/lite/LiteCatalogue.h"

#include "BuiltInCatalogueVersion.h"
#include "database/lite/CardRow.h"
#include "database/lite/CatalogueCheckRecord.h"
#include "database/lite/CatalogueSchemaVersion.h"
#include "database/lite/EfficiencyProfileRow.h"
#include "database/lite/ServerRow.h"
#include "database/lite/StatementRowView.h"
#include "hardware/ServerNetwork.h"

#include <sqlite3.h>

#include <filesystem>

#include <unistd.h>

namespace gputco {
namespace {

struct StatementFinaliser {
    void operator()(sqlite3_stmt* statement) const { sqlite3_finalize(statement); }
};
using Statement = std::unique_ptr<sqlite3_stmt, StatementFinaliser>;

Statement prepare(sqlite3* db, const char* sql)
{
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) != SQLITE_OK) {
        sqlite3_finalize(statement);
        return nullptr;
    }
    return Statement(statement);
}

/// The first column of the first row of `sql` as text; nullopt when there is none or it cannot be read.
std::optional<std::string> firstText(sqlite3* db, const char* sql)
{
    const Statement statement = prepare(db, sql);
    if (!statement || sqlite3_step(statement.get()) != SQLITE_ROW)
        return std::nullopt;
    const unsigned char* value = sqlite3_column_text(statement.get(), 0);
    return value ? std::optional<std::string>(reinterpret_cast<const char*>(value)) : std::nullopt;
}

bool writableWithItsFolder(const std::string& path)
{
    std::error_code error;
    const std::filesystem::path folder = std::filesystem::absolute(path, error).parent_path();
    return !error && ::access(path.c_str(), R_OK | W_OK) == 0 && ::access(folder.c_str(), W_OK) == 0;
}

} // namespace

void LiteCatalogue::Closer::operator()(sqlite3* db) const { sqlite3_close(db); }

LiteCatalogue::LiteCatalogue(std::unique_ptr<sqlite3, Closer> db)
    : db_(std::move(db))
{
}

std::optional<LiteCatalogue> LiteCatalogue::openReady(const std::string& path, const std::string& checkRecordFile)
{
    if (path.empty() || path == ":memory:" || !writableWithItsFolder(path))
        return std::nullopt;
    const CatalogueCheckRecord checks =
        checkRecordFile.empty() ? CatalogueCheckRecord() : CatalogueCheckRecord(checkRecordFile);
    if (!checks.passedBefore(path, CatalogueCheckRecord::stampOf(path))) // before SQLite opens it, as the Qt program
        return std::nullopt;
    sqlite3* raw = nullptr;
    const int opened = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr);
    std::unique_ptr<sqlite3, Closer> db(raw);
    if (opened != SQLITE_OK)
        return std::nullopt;
    sqlite3_busy_timeout(db.get(), 2000);
    const auto schema = firstText(db.get(), "PRAGMA user_version");
    if (!schema || *schema != std::to_string(kCatalogueSchemaVersion))
        return std::nullopt;
    // Only a newer shipped catalogue is merged (CatalogueOpener): at this build's version or later, nothing is.
    const auto stored = firstText(db.get(), "SELECT value FROM catalogue_meta WHERE key = 'catalogue_version'");
    if (!stored || *stored < std::string(kBuiltInCatalogueVersion))
        return std::nullopt;
    return LiteCatalogue(std::move(db));
}

Expected<std::optional<Accelerator>> LiteCatalogue::card(const std::string& id) const
{
    const Statement statement = prepare(db_.get(), "SELECT * FROM cards WHERE id = ?1");
    if (!statement)
        return Error{"database", sqlite3_errmsg(db_.get())};
    sqlite3_bind_text(statement.get(), 1, id.data(), static_cast<int>(id.size()), SQLITE_TRANSIENT);
    const int step = sqlite3_step(statement.get());
    if (step == SQLITE_DONE)
        return std::optional<Accelerator>();
    if (step != SQLITE_ROW)
        return Error{"database", sqlite3_errmsg(db_.get())};
    Accelerator card = cardFromRow(StatementRowView(statement.get()));
    // Its efficiency profiles, chosen as the repository chooses (chooseEfficiencyProfile).
    const Statement profiles = prepare(db_.get(), "SELECT * FROM efficiency_profiles WHERE card_id = ?1");
    if (!profiles)
        return Error{"database", sqlite3_errmsg(db_.get())};
    sqlite3_bind_text(profiles.get(), 1, id.data(), static_cast<int>(id.size()), SQLITE_TRANSIENT);
    std::vector<EfficiencyProfile> found;
    int row = SQLITE_ROW;
    while ((row = sqlite3_step(profiles.get())) == SQLITE_ROW)
        found.push_back(efficiencyProfileFromRow(StatementRowView(profiles.get())));
    if (row != SQLITE_DONE)
        return Error{"database", sqlite3_errmsg(db_.get())};
    if (const EfficiencyProfile* chosen = chooseEfficiencyProfile(found, card.id))
        card.efficiency = *chosen;
    // The network of the server it is costed in, chosen as the repository chooses (attachServerNetworks).
    const Statement servers = prepare(db_.get(), "SELECT * FROM servers WHERE card_id = ?1");
    if (!servers)
        return Error{"database", sqlite3_errmsg(db_.get())};
    sqlite3_bind_text(servers.get(), 1, id.data(), static_cast<int>(id.size()), SQLITE_TRANSIENT);
    std::vector<Server> itsServers;
    while ((row = sqlite3_step(servers.get())) == SQLITE_ROW)
        itsServers.push_back(serverFromRow(StatementRowView(servers.get())));
    if (row != SQLITE_DONE)
        return Error{"database", sqlite3_errmsg(db_.get())};
    std::vector<Accelerator> one{std::move(card)};
    attachServerNetworks(one, itsServers);
    return std::optional<Accelerator>(std::move(one.front()));
}

} // namespace gputco
