#pragma once

#include <string>

namespace gputco {

/// Catalogue files whose integrity check passed, remembered by path and a stamp of the file (its size, its
/// modification time and SQLite's file change counter), so that opening the same unchanged file again skips
/// PRAGMA quick_check. The check reads every page and evaluates every CHECK constraint: on the shipped
/// catalogue it costs more than the rest of a gpu-tco-cli call together (docs/PERFORMANCE.md). Any write, by
/// this app or another program, changes the stamp, so the next open checks again; a file that keeps its size,
/// its time to the millisecond and its change counter while its pages change (a disk fault) is found by the
/// first read that meets the damage instead. The record lives in the user's cache folder; without one
/// (unwritable, absent) every open checks, as before.
///
/// Qt-free: the command line's fast path (LiteCatalogue) reads the same record the Qt program writes. The
/// record is a text file of lines "<stamp>\t<absolute path>", the newest last, at most kMaxEntries of them.
class CatalogueCheckRecord {
public:
    static constexpr int kMaxEntries = 200;

    /// The record file, ~/.cache/gpu-tco-explorer/checked-catalogues.txt (none when the cache folder is unknown).
    CatalogueCheckRecord();
    /// For tests: a record kept in this file.
    explicit CatalogueCheckRecord(std::string recordFile);

    /// The file's stamp as it is now; empty when it cannot be read.
    static std::string stampOf(const std::string& path);

    /// True when the check passed on `path` with this very stamp.
    bool passedBefore(const std::string& path, const std::string& stamp) const;
    /// Remembers that the check passed on `path` at `stamp` (best effort: a record that cannot be written is
    /// left out, and the next open checks again). The record is replaced whole (written beside, then renamed).
    void recordPassed(const std::string& path, const std::string& stamp) const;

private:
    std::string file_;
};

} // namespace gputco
