#pragma once

#include "util/Expected.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace gputco {

/// Where a writer may put its file. `path` is taken as given (never trimmed) and resolved through symlinks: the
/// answer is the real file that will be replaced, or the new name that will be created. Refused, with a message
/// naming the path: an empty name; a target that exists but is not a regular file (a device node such as
/// /dev/null, a folder, a pipe), which a rename would replace; a symlink to nowhere; and a target that is the same
/// file as any of `inputs` (the scenario, the compared scenario, the catalogue the command reads), by name, by
/// symlink or by hard link, which writing would destroy.
Expected<QString> resolveOutputTarget(const QString& path, const QStringList& inputs = {});

/// The one check every reader of a user's file makes before it opens it (scenario files in the window, evaluate,
/// recommend, report and --compare; CSV and config.json imports): `path`, symlinks followed, must be a regular file
/// of at most `maxBytes`. A device (/dev/zero, which never ends), a folder, a pipe (whose open would wait for a
/// writer) or a socket is refused, and so is a larger file, before anything is opened. `what` names the file in
/// messages ("a scenario file"). The file's size when it passes.
Expected<qint64> checkInputFile(const QString& path, qint64 maxBytes, const char* what);

/// Reads a whole input file of at most `maxBytes`: a name that is not a regular file (a device such as
/// /dev/zero, a pipe, a folder) or a file past the cap is refused before anything is read, and never more than
/// `maxBytes` + 1 bytes are read (the file may grow while it is read). `what` names the file in messages
/// ("a scenario file").
Expected<QByteArray> readBoundedFile(const QString& path, qint64 maxBytes, const char* what);

/// Why `path` cannot be a catalogue file (--database, File > Open catalogue), or nullopt when it can: it must be
/// an existing regular file (symlinks followed) or a new name, which becomes a new catalogue. A device such as
/// /dev/zero, a folder, a pipe, a socket or a symbolic link to nowhere is refused: SQLite cannot keep a catalogue
/// in any of them, and falling back to the built-in catalogue would hide the mistake.
std::optional<Error> catalogueFileProblem(const QString& path);

/// The largest scenario file any reader accepts (the window, evaluate, report, recommend): a scenario is a few
/// kilobytes, so 16 MiB leaves room for long notes and is far below what would exhaust memory.
inline constexpr qint64 kMaxScenarioFileBytes = qint64{16} * 1024 * 1024;

/// The largest CSV file an import reads: 100,000 catalogue rows with notes are about 40 MB.
inline constexpr qint64 kMaxCsvImportBytes = qint64{256} * 1024 * 1024;

} // namespace gputco
