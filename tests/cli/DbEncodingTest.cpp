#include <catch2/catch.hpp>

#include "CatalogueCliSupport.h"
#include "CliTestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

namespace {

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST_CASE("db import says which encoding and separator it read: db export --excel writes a BOM", "[cli][db][csv]")
{
    ensureCatalogueCliApplication();
    QTemporaryDir dir;
    const QString database = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString gbk = QStringLiteral(GPUTCO_SOURCE_DIR "/tests/database/fixtures/csv/cards_gbk.csv");
    const CliRun imported = runCliWith({"db", "import", gbk, "--table", "cards", "--database", database});
    INFO(imported.err.toStdString());
    REQUIRE(imported.exitCode == 0);
    CHECK(imported.out.contains(QStringLiteral("2 added")));
    CHECK(imported.out.contains(QStringLiteral("read as GB18030 (GBK), comma-separated")));
    const CliRun cards = runCliWith({"cards", "--json", "--database", database});
    CHECK(cards.out.contains(QStringLiteral("昇腾测试卡")));

    const QString plain = dir.filePath(QStringLiteral("plain"));
    const QString excel = dir.filePath(QStringLiteral("excel"));
    REQUIRE(runCliWith({"db", "export", plain, "--database", database}).exitCode == 0);
    REQUIRE(runCliWith({"db", "export", excel, "--excel", "--database", database}).exitCode == 0);
    const QByteArray plainCards = bytesOf(QDir(plain).filePath(QStringLiteral("cards.csv")));
    const QByteArray excelCards = bytesOf(QDir(excel).filePath(QStringLiteral("cards.csv")));
    CHECK_FALSE(plainCards.startsWith("\xEF\xBB\xBF"));
    CHECK(excelCards == QByteArray("\xEF\xBB\xBF") + plainCards);
    CHECK(QString::fromUtf8(plainCards).contains(QStringLiteral("华为")));
}
