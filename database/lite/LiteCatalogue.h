#pragma once

#include "hardware/Accelerator.h"
#include "util/Expected.h"

#include <memory>
#include <optional>
#include <string>

struct sqlite3;

namespace gputco {

/// The catalogue file read with SQLite itself, read-only and without Qt, for the command line's fast start
/// (gpu-tco-cli infer): the dynamic loading of Qt Core and its SQLite plugin cost more than the whole answer.
///
/// It reads only a file that the Qt program would open without a word or a write:
/// - the file passed its integrity check at its present stamp (CatalogueCheckRecord);
/// - its schema is this build's (kCatalogueSchemaVersion) and it holds this build's built-in catalogue or a
///   newer one (nothing to migrate or merge);
/// - the file and its folder are writable (the Qt program would warn that a read-only file cannot be saved).
/// Anything else (a missing, new, older, newer, damaged, locked or read-only file) is left to the Qt program,
/// which creates, migrates, merges, checks, sets aside and warns as docs/DATABASE.md describes.
class LiteCatalogue {
public:
    /// The catalogue at `path` when it can be read as it is; nullopt when the Qt program must open it.
    /// `checkRecordFile` empty: the user's record (CatalogueCheckRecord's default).
    static std::optional<LiteCatalogue> openReady(const std::string& path, const std::string& checkRecordFile = {});

    /// The card of this id; nullopt when the catalogue has none; an Error when SQLite cannot read it (the
    /// caller then leaves the command to the Qt program, which checks the file).
    Expected<std::optional<Accelerator>> card(const std::string& id) const;

private:
    struct Closer {
        void operator()(sqlite3* db) const;
    };
    explicit LiteCatalogue(std::unique_ptr<sqlite3, Closer> db);

    std::unique_ptr<sqlite3, Closer> db_;
};

} // namespace gputco
