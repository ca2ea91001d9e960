#include "database/lite/CatalogueCheckRecord.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace gputco {
namespace {

// Bytes 24 to 27 of an SQLite 3 file: the file change counter, big-endian, incremented by every transaction that
// changes the file in rollback-journal mode (sqlite.org/fileformat.html, section 1.3.8).
constexpr qint64 kChangeCounterOffset = 24;

QString keyFor(const QString& path)
{
    // QSettings reads '/' in a key as groups: the path's hash is one flat key.
    const QByteArray canonical = QFileInfo(path).absoluteFilePath().toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha1).toHex());
}

} // namespace

CatalogueCheckRecord::CatalogueCheckRecord()
    : CatalogueCheckRecord(QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation))
                               .filePath(QStringLiteral("gpu-tco-explorer/checked-catalogues.ini")))
{
}

CatalogueCheckRecord::CatalogueCheckRecord(QString recordFile)
    : file_(std::move(recordFile))
{
}

QString CatalogueCheckRecord::stampOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(kChangeCounterOffset))
        return {};
    const QByteArray counter = file.read(4);
    if (counter.size() != 4)
        return {};
    const QFileInfo info(path);
    return QStringLiteral("%1;%2;%3")
        .arg(info.size())
        .arg(info.lastModified().toMSecsSinceEpoch())
        .arg(QString::fromLatin1(counter.toHex()));
}

bool CatalogueCheckRecord::passedBefore(const QString& path, const QString& stamp) const
{
    if (stamp.isEmpty() || file_.isEmpty() || !QFileInfo::exists(file_))
        return false;
    const QSettings record(file_, QSettings::IniFormat);
    return record.value(keyFor(path)).toString() == stamp;
}

void CatalogueCheckRecord::recordPassed(const QString& path, const QString& stamp) const
{
    if (stamp.isEmpty() || file_.isEmpty() || !QDir().mkpath(QFileInfo(file_).absolutePath()))
        return;
    QSettings record(file_, QSettings::IniFormat);
    record.setValue(keyFor(path), stamp);
}

} // namespace gputco
