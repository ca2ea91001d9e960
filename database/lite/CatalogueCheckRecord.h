#pragma once

#include <QString>

namespace gputco {

/// Catalogue files whose integrity check passed, remembered by path and a stamp of the file (its size, its
/// modification time and SQLite's file change counter), so that opening the same unchanged file again skips
/// PRAGMA quick_check. The check reads every page and evaluates every CHECK constraint: on the shipped
/// catalogue it costs more than the rest of a gpu-tco-cli call together (docs/PERFORMANCE.md). Any write, by
/// this app or another program, changes the stamp, so the next open checks again; a file that keeps its size,
/// its time to the millisecond and its change counter while its pages change (a disk fault) is found by the
/// first read that meets the damage instead. The record lives in the user's cache folder; without one
/// (unwritable, absent) every open checks, as before.
class CatalogueCheckRecord {
public:
    /// The record file, e.g. ~/.cache/gpu-tco-explorer/checked-catalogues.ini.
    CatalogueCheckRecord();
    /// For tests: a record kept in this file.
    explicit CatalogueCheckRecord(QString recordFile);

    /// The file's stamp as it is now; empty when it cannot be read.
    static QString stampOf(const QString& path);

    /// True when the check passed on `path` with this very stamp.
    bool passedBefore(const QString& path, const QString& stamp) const;
    /// Remembers that the check passed on `path` at `stamp` (best effort: a record that cannot be written is
    /// left out, and the next open checks again).
    void recordPassed(const QString& path, const QString& stamp) const;

private:
    QString file_;
};

} // namespace gputco
