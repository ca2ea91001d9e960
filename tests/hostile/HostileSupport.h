#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <vector>

/// One hostile value and the name it is reported under in a failing test.
struct HostileValue {
    const char* label;
    QString text;
};

/// Negative, NaN, infinities, huge, empty, wrong type, 100k characters, non-UTF-8 bytes (decoded as Qt decodes a
/// command line) and a control character: every numeric input must refuse all of these. Zero is separate
/// (`zeroValue()`), as some inputs allow it.
const std::vector<HostileValue>& hostileNumbers();
HostileValue zeroValue();
/// A string of `length` characters ("xxxx..."), for the very long inputs.
QString longText(int length = 100'000);
/// Bytes that are not UTF-8 (a lone continuation byte, an overlong form, 0xFF), as the raw bytes.
QByteArray nonUtf8Bytes();

/// The SHA-256 of a file's bytes (empty when it cannot be read).
QByteArray fileHash(const QString& path);
/// Every entry of a folder, recursively, with its size: a stray or changed file shows up as a difference.
QStringList folderListing(const QString& folder);

/// A scratch folder with a catalogue file created by `gpu-tco-cli cards` (so the file exists before the hostile
/// run), and the hash and listing to compare after it.
class CatalogueSandbox {
public:
    CatalogueSandbox();
    QString databasePath() const { return database_; }
    QString folder() const { return dir_.path(); }
    QString filePath(const QString& name) const { return dir_.filePath(name); }
    /// True when the catalogue file is byte-identical and the folder holds exactly what it held at creation
    /// (plus the files named in `allowedExtra`); otherwise false, with what differs in `why`.
    bool unchanged(QString& why, const QStringList& allowedExtra = {}) const;

private:
    QTemporaryDir dir_;
    QString database_;
    QByteArray hash_;
    QStringList listing_;
};

/// The Qt application the catalogue commands need (Qt Sql's drivers), with test-mode standard paths so nothing
/// touches the real user data folder.
void ensureHostileApplication();
