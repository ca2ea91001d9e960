#pragma once

namespace gputco {

/// The schema version this build creates and understands (PRAGMA user_version). Version 0 is an empty file.
/// Qt-free, so the command line's fast path (LiteCatalogue) and the migrations (SchemaMigrations) share it.
constexpr int kCatalogueSchemaVersion = 8;

} // namespace gputco
