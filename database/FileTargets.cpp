#include "database/FileTargets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace gputco {
namespace {

std::string shown(const QString& path) { return QDir::toNativeSeparators(path).toStdString(); }

/// What sits at `path` (symlinks followed): nothing, a regular file, or something else (a device, a folder, a
/// pipe, a socket).
enum class Kind { Missing, Regular, Other };

struct Identity {
    Kind kind = Kind::Missing;
    quint64 device = 0;
    quint64 inode = 0;
};

Identity identify(const QString& path)
{
    Identity id;
#ifdef Q_OS_UNIX
    // QFileInfo has no word for a character device: stat() tells a regular file from /dev/null.
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return id;
    id.kind = S_ISREG(st.st_mode) ? Kind::Regular : Kind::Other;
    id.device = static_cast<quint64>(st.st_dev);
    id.inode = static_cast<quint64>(st.st_ino);
#else
    const QFileInfo info(path);
    if (info.exists())
        id.kind = info.isFile() ? Kind::Regular : Kind::Other;
#endif
    return id;
}

bool sameFile(const QString& a, const Identity& aId, const QString& b)
{
    const Identity bId = identify(b);
    if (aId.kind == Kind::Missing || bId.kind == Kind::Missing)
        return false;
#ifdef Q_OS_UNIX
    Q_UNUSED(a);
    return aId.device == bId.device && aId.inode == bId.inode; // also catches hard links
#else
    return QFileInfo(a).canonicalFilePath() == QFileInfo(b).canonicalFilePath();
#endif
}

Error tooLarge(const QString& path, qint64 maxBytes, const char* what)
{
    return Error{"", shown(path) + " is larger than " + std::to_string(maxBytes / (qint64{1024} * 1024))
                         + " MiB: too large for " + what};
}

} // namespace

Expected<QString> resolveOutputTarget(const QString& path, const QStringList& inputs)
{
    if (path.isEmpty())
        return Error{"output", "no file name given"};
    const QFileInfo given(path);
    QString target;
    if (given.isSymLink()) {
        target = given.canonicalFilePath();
        if (target.isEmpty())
            return Error{"output", shown(path) + " is a symbolic link to " + shown(given.symLinkTarget())
                                       + ", which does not exist; give the name of a real file"};
    } else if (given.exists()) {
        target = given.canonicalFilePath();
    } else {
        if (given.fileName().isEmpty())
            return Error{"output", shown(path) + " names a folder, not a file"};
        const QFileInfo folder(given.absolutePath());
        if (!folder.isDir())
            return Error{"output",
                         "the folder " + shown(given.absolutePath()) + " of " + shown(path) + " does not exist"};
        target = QDir(folder.canonicalFilePath()).filePath(given.fileName());
    }
    const Identity id = identify(target);
    if (id.kind == Kind::Other)
        return Error{"output", shown(path)
                                   + " is not a regular file (a device, folder or pipe); writing would "
                                     "replace it, so nothing was written. Give a file name"};
    for (const QString& input : inputs) {
        if (!input.isEmpty() && sameFile(target, id, input))
            return Error{"output", shown(path) + " is " + shown(input)
                                       + ", an input of this command; writing there would destroy it, so nothing was "
                                         "written. Give another file name"};
    }
    return target;
}

Expected<qint64> checkInputFile(const QString& path, qint64 maxBytes, const char* what)
{
    const Identity id = identify(path);
    if (id.kind == Kind::Missing)
        return Error{"", "cannot open " + shown(path) + ": no such file"};
    if (id.kind == Kind::Other)
        return Error{"", shown(path) + " is not a regular file (a device, folder or pipe), so it is not " + what};
    const qint64 size = QFileInfo(path).size();
    if (size > maxBytes)
        return tooLarge(path, maxBytes, what);
    return size;
}

Expected<QByteArray> readBoundedFile(const QString& path, qint64 maxBytes, const char* what)
{
    if (auto checked = checkInputFile(path, maxBytes, what); !checked)
        return checked.error();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{"", "cannot open " + shown(path) + ": " + file.errorString().toStdString()};
    QByteArray bytes = file.read(maxBytes + 1); // a file that grew since it was checked is still bounded
    if (bytes.size() > maxBytes)
        return tooLarge(path, maxBytes, what);
    if (file.error() != QFileDevice::NoError)
        return Error{"", "cannot read " + shown(path) + ": " + file.errorString().toStdString()};
    return bytes;
}

std::optional<Error> catalogueFileProblem(const QString& path)
{
    const QFileInfo given(path);
    if (given.isSymLink() && !given.exists())
        return Error{"", shown(path) + " is a symbolic link to " + shown(given.symLinkTarget())
                             + ", which does not exist; give a catalogue file or a new file name"};
    if (identify(path).kind == Kind::Other)
        return Error{"", shown(path)
                             + " is not a regular file (a device, folder, pipe or socket), so it cannot hold a "
                               "catalogue; nothing was opened. Give a catalogue file or a new file name"};
    return std::nullopt;
}

} // namespace gputco
