#include "HostileSupport.h"

#include "CliTestSupport.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <stdexcept>

const std::vector<HostileValue>& hostileNumbers()
{
    static const std::vector<HostileValue> values{
        {"negative", QStringLiteral("-1")},
        {"negative huge", QStringLiteral("-1e30")},
        {"NaN", QStringLiteral("nan")},
        {"NaN upper", QStringLiteral("NaN")},
        {"infinity", QStringLiteral("inf")},
        {"minus infinity", QStringLiteral("-inf")},
        {"infinity spelled", QStringLiteral("infinity")},
        {"huge", QStringLiteral("1e30")},
        {"beyond double", QStringLiteral("1e400")},
        {"empty", QString()},
        {"blank", QStringLiteral("   ")},
        {"word", QStringLiteral("abc")},
        {"two numbers", QStringLiteral("1 2x")},
        {"hex", QStringLiteral("0x10")},
        {"long", longText()},
        {"non-UTF-8", QString::fromLocal8Bit(nonUtf8Bytes())},
        {"control character", QStringLiteral("1\u0007")},
    };
    return values;
}

HostileValue zeroValue() { return {"zero", QStringLiteral("0")}; }

QString longText(int length) { return QString(length, u'7'); }

QByteArray nonUtf8Bytes() { return QByteArray("\x80\xC0\xAF\xFF", 4); }

QByteArray fileHash(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

QStringList folderListing(const QString& folder)
{
    QStringList out;
    QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        out << QStringLiteral("%1 %2").arg(info.absoluteFilePath().mid(folder.size())).arg(info.size());
    }
    out.sort();
    return out;
}

CatalogueSandbox::CatalogueSandbox()
    : database_(dir_.filePath(QStringLiteral("catalogue.sqlite")))
{
    ensureHostileApplication();
    const CliRun created = runCliWith({QStringLiteral("cards"), QStringLiteral("--database"), database_});
    if (created.exitCode != 0)
        throw std::runtime_error("could not create the sandbox catalogue: " + created.err.toStdString());
    hash_ = fileHash(database_);
    listing_ = folderListing(dir_.path());
}

bool CatalogueSandbox::unchanged(QString& why, const QStringList& allowedExtra) const
{
    if (fileHash(database_) != hash_) {
        why = QStringLiteral("the catalogue file changed");
        return false;
    }
    QStringList now = folderListing(dir_.path());
    for (const QString& extra : allowedExtra)
        now.erase(std::remove_if(now.begin(), now.end(),
                                 [&extra](const QString& line) { return line.startsWith(u'/' + extra + u' '); }),
                  now.end());
    if (now != listing_) {
        why = QStringLiteral("the folder changed: before [%1], after [%2]")
                  .arg(listing_.join(QStringLiteral(", ")), now.join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

void ensureHostileApplication()
{
    if (!QCoreApplication::instance()) {
        static int argc = 1;
        static char name[] = "hostile_tests";
        static char* argv[] = {name, nullptr};
        static QCoreApplication app(argc, argv);
    }
    QStandardPaths::setTestModeEnabled(true);
}
