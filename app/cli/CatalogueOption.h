#pragma once

#include "database/CatalogueDatabase.h"

#include <optional>

class QCommandLineParser;
class QTextStream;

namespace gputco::cli {

class OptionReader;

/// Adds `--database PATH` (the catalogue file; default: CatalogueDatabase::defaultPath()).
void addDatabaseOption(QCommandLineParser& parser);

/// The catalogue file the command reads: --database as given, or the default one. A writer refuses it as its
/// target (resolveOutputTarget).
QString cataloguePathOption(const QCommandLineParser& parser);

/// Opens the catalogue named by --database, or the default one. Warnings of the open (a damaged file set
/// aside, a newer file opened read-only, a migration and its backup) go to `err`, one line each. Returns
/// nullopt, with the reason recorded in `reader` (field "--database"), only when no catalogue at all
/// could be opened.
std::optional<CatalogueDatabase> openCatalogue(OptionReader& reader, QTextStream& err);

} // namespace gputco::cli
