#include "UiTestSupport.h"

#include "export/TableCsvExport.h"

#include <QDir>
#include <QFile>
#include <QStandardItemModel>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco::ui;

TEST_CASE("Tables export as RFC 4180 CSV in UTF-8", "[export]")
{
    test::application();
    QStandardItemModel model(2, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("Card"), QStringLiteral("Price, USD"), QStringLiteral("Note")});
    model.setItem(0, 0, new QStandardItem(QStringLiteral("H100 SXM 80GB")));
    model.setItem(0, 1, new QStandardItem(QStringLiteral("30,000")));
    model.setItem(0, 2, new QStandardItem(QStringLiteral("the \"fast\" one")));
    model.setItem(1, 0, new QStandardItem(QStringLiteral("昇腾 910B")));
    model.setItem(1, 1, new QStandardItem(QStringLiteral("")));
    model.setItem(1, 2, new QStandardItem(QStringLiteral("two\nlines")));

    // RFC 4180 §2: CRLF line ends; fields with commas, quotes or line breaks are quoted, quotes doubled.
    const QByteArray expected = QByteArray("\xEF\xBB\xBF")
                                + QStringLiteral("Card,\"Price, USD\",Note\r\n"
                                                 "H100 SXM 80GB,\"30,000\",\"the \"\"fast\"\" one\"\r\n"
                                                 "昇腾 910B,,\"two\nlines\"\r\n")
                                      .toUtf8();
    CHECK(tableCsv(model) == expected);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cards.csv"));
    REQUIRE(exportTableCsv(model, path).isEmpty());
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.readAll() == expected);

    // A folder that does not exist: the reason names the file and nothing is left behind.
    const QString bad = dir.filePath(QStringLiteral("missing/cards.csv"));
    const QString why = exportTableCsv(model, bad);
    CHECK_THAT(why.toStdString(), Catch::Contains("missing/cards.csv"));
    CHECK_FALSE(QFile::exists(bad));
}
