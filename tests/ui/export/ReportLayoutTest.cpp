#include "UiTestSupport.h"

#include "export/report/ReportNames.h"
#include "export/report/ReportOptions.h"
#include "export/report/ReportPaginator.h"
#include "export/report/ReportStyle.h"
#include "export/report/ReportTable.h"
#include "export/report/TableBlock.h"
#include "export/report/TextBlock.h"

#include <QFontMetricsF>
#include <QImage>
#include <QStandardItemModel>

#include <catch2/catch.hpp>

using namespace gputco::ui;

namespace {
ReportCell cell(const QString& text) { return ReportCell{text, QColor(), false, Qt::AlignLeft}; }
} // namespace

TEST_CASE("Page size follows the locale: Letter in the US and Canada, A4 elsewhere", "[report]")
{
    CHECK(pageSizeForLocale(QLocale(QLocale::English, QLocale::UnitedStates)) == QPageSize::Letter);
    CHECK(pageSizeForLocale(QLocale(QLocale::French, QLocale::Canada)) == QPageSize::Letter);
    CHECK(pageSizeForLocale(QLocale(QLocale::English, QLocale::UnitedKingdom)) == QPageSize::A4);
    CHECK(pageSizeForLocale(QLocale(QLocale::Chinese, QLocale::China)) == QPageSize::A4);
    CHECK(pageSizeForLocale(QLocale(QLocale::German, QLocale::Germany)) == QPageSize::A4);
    CHECK(parsePageSize(QStringLiteral("Letter")) == QPageSize::Letter);
    CHECK(parsePageSize(QStringLiteral(" a4 ")) == QPageSize::A4);
    CHECK_FALSE(parsePageSize(QStringLiteral("a3")));
}

TEST_CASE("A table model becomes a report table with its texts, alignment and hidden columns left out", "[report]")
{
    QStandardItemModel model(2, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("Card"), QStringLiteral("Secret"), QStringLiteral("TDP")});
    model.setItem(0, 0, new QStandardItem(QStringLiteral("H100")));
    model.setItem(0, 2, new QStandardItem(QStringLiteral("700 W")));
    model.item(0, 2)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    model.setItem(1, 0, new QStandardItem(QStringLiteral("L4")));
    model.setItem(1, 2, new QStandardItem(QStringLiteral("72 W")));
    const ReportTable t = reportTableFrom(model, {1});
    CHECK(t.header == QStringList{QStringLiteral("Card"), QStringLiteral("TDP")});
    REQUIRE(t.rows.size() == 2);
    CHECK(t.rows[0][1].text == QStringLiteral("700 W"));
    CHECK(t.rows[0][1].alignment == Qt::AlignRight);

    const ReportTable turned = transposed(t);
    CHECK(turned.header == QStringList{QStringLiteral("Card"), QStringLiteral("H100"), QStringLiteral("L4")});
    REQUIRE(turned.rows.size() == 1);
    CHECK(turned.rows[0][0].text == QStringLiteral("TDP"));
    CHECK(turned.rows[0][2].text == QStringLiteral("72 W"));

    ReportTable wide;
    wide.header = QStringList{QStringLiteral("k"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                              QStringLiteral("d")};
    wide.rows << QList<ReportCell>{cell(QStringLiteral("row")), cell(QStringLiteral("1")), cell(QStringLiteral("2")),
                                   cell(QStringLiteral("3")), cell(QStringLiteral("4"))};
    const QList<ReportTable> parts = splitColumns(wide, 3); // key + 2 per part: a b | c d
    REQUIRE(parts.size() == 2);
    CHECK(parts[1].header == QStringList{QStringLiteral("k"), QStringLiteral("c"), QStringLiteral("d")});
    CHECK(parts[1].rows[0][0].text == QStringLiteral("row"));
}

TEST_CASE("The paginator splits a long table between rows and keeps headings with what follows", "[report]")
{
    test::application();
    // An A4-sized page at 72 dpi: one device unit per point.
    QImage device(595, 842, QImage::Format_RGB32);
    device.setDotsPerMeterX(2835); // 72 dpi
    device.setDotsPerMeterY(2835);
    const ReportStyle style(device, QLocale(QLocale::English));
    const QRectF content(50, 60, 495, 720);

    ReportTable table;
    table.header = QStringList{QStringLiteral("Card"), QStringLiteral("Power")};
    for (int i = 0; i < 120; ++i)
        table.rows << QList<ReportCell>{cell(QStringLiteral("card %1").arg(i)),
                                        cell(QStringLiteral("%1 W").arg(i * 10))};

    std::vector<std::unique_ptr<ReportBlock>> blocks;
    blocks.push_back(std::make_unique<TextBlock>(style, QStringLiteral("Intro"), style.body(), style.ink(), 0.0));
    blocks.push_back(std::make_unique<SpacerBlock>(600.0)); // leaves 120 pt or less on page 1
    blocks.push_back(std::make_unique<HeadingBlock>(style, QStringLiteral("Cards"), 1));
    blocks.push_back(std::make_unique<TableBlock>(style, table));

    const ReportPaginator pages(blocks, content);
    // The heading did not stay alone at the bottom of page 1: it moved with the table's start.
    CHECK(pages.pageOf(blocks[2].get()) == 2);
    // 120 rows of about 15 pt do not fit one 720 pt page: the table continues on later pages.
    REQUIRE(pages.pages().size() >= 4);
    for (std::size_t p = 1; p < pages.pages().size(); ++p)
        for (const PlacedBlock& placed : pages.pages()[p].blocks) {
            CHECK(placed.rect.top() >= content.top());
            CHECK(placed.rect.bottom() <= content.bottom() + 0.01);
        }
    CHECK(dynamic_cast<const TableBlock*>(pages.pages().back().blocks.back().block) != nullptr);
}

TEST_CASE("A bold cell that wraps gets its row's height: a transposed table's row title is not cut off", "[report]")
{
    test::application();
    QImage device(595, 842, QImage::Format_RGB32);
    device.setDotsPerMeterX(2835); // 72 dpi
    device.setDotsPerMeterY(2835);
    const ReportStyle style(device, QLocale(QLocale::English));
    const QString title = QStringLiteral("Energy / year");
    const QFontMetricsF body(style.tableText(), &device);
    const QFontMetricsF bold(style.bold(style.tableText()), &device);
    REQUIRE(bold.horizontalAdvance(title) > body.horizontalAdvance(title) + 1.0);
    // A key-value list gives its first column 36 % of the width: here just too narrow for the title in bold, wide
    // enough in the body font (3 pt padding each side).
    const qreal inner = (body.horizontalAdvance(title) + bold.horizontalAdvance(title)) / 2.0;
    const qreal width = (inner + 2 * style.pt(3.0)) / 0.36;
    auto heightOf = [&](bool titleBold) {
        ReportTable table;
        table.rows << QList<ReportCell>{ReportCell{title, QColor(), titleBold, Qt::AlignLeft},
                                        cell(QStringLiteral("204 MWh"))};
        return TableBlock(style, table).height(width);
    };
    // Before: measured in the body font, the bold title's second line ("year") fell outside its row.
    CHECK(heightOf(true) > heightOf(false) + 0.8 * bold.height());
}

TEST_CASE("A table split across pages never leaves one row alone on either side of the break", "[report]")
{
    test::application();
    QImage device(595, 842, QImage::Format_RGB32);
    device.setDotsPerMeterX(2835); // 72 dpi
    device.setDotsPerMeterY(2835);
    const ReportStyle style(device, QLocale(QLocale::English));
    ReportTable table;
    table.header = QStringList{QStringLiteral("Card"), QStringLiteral("Power")};
    for (int i = 0; i < 10; ++i)
        table.rows << QList<ReportCell>{cell(QStringLiteral("card %1").arg(i)),
                                        cell(QStringLiteral("%1 W").arg(i * 10))};
    const TableBlock whole(style, table);
    const qreal width = 495;
    const qreal all = whole.height(width);
    // Room for all but a sliver of the last row: nine rows fit, and the tenth alone would start the next page;
    // its predecessor goes with it, 8 + 2.
    auto [head, rest] = whole.split(width, all - 2.0);
    REQUIRE(head);
    CHECK(static_cast<const TableBlock&>(*head).rowCount() == 8);
    CHECK(static_cast<const TableBlock&>(*rest).rowCount() == 2);
    // Room for the header and one row only: the table moves whole rather than leave a lone row at the page foot.
    const qreal oneRow = TableBlock(style, ReportTable{table.header, {table.rows.first()}, {}}).height(width);
    CHECK(whole.split(width, oneRow + 1.0).first == nullptr);
}

TEST_CASE("A run of headings moves to the next page with the start of what follows", "[report]")
{
    test::application();
    QImage device(595, 842, QImage::Format_RGB32);
    device.setDotsPerMeterX(2835); // 72 dpi
    device.setDotsPerMeterY(2835);
    const ReportStyle style(device, QLocale(QLocale::English));
    const QRectF content(50, 60, 495, 720);
    std::vector<std::unique_ptr<ReportBlock>> blocks;
    blocks.push_back(std::make_unique<SpacerBlock>(600.0)); // leaves 120 pt on page 1
    blocks.push_back(std::make_unique<HeadingBlock>(style, QStringLiteral("Power and cost"), 1));
    blocks.push_back(std::make_unique<HeadingBlock>(style, QStringLiteral("Cumulative TCO"), 2));
    blocks.push_back(std::make_unique<SpacerBlock>(300.0)); // a figure: cannot be split
    const ReportPaginator pages(blocks, content);
    // Both headings fit in 120 pt, the figure does not: the section heading must not stay behind alone (the old
    // rule looked one block ahead, saw the subheading fit, and left "Power and cost" at the foot of page 1).
    CHECK(pages.pageOf(blocks[1].get()) == 2);
    CHECK(pages.pageOf(blocks[2].get()) == 2);
    CHECK(pages.pageOf(blocks[3].get()) == 2);
}

TEST_CASE("Report names are names: a scenario or catalogue given as a file loses its folders", "[report]")
{
    CHECK(nameWithoutFolders(QStringLiteral("/home/ana/plans/70b chat.gputco.json")) == QStringLiteral("70b chat"));
    CHECK(nameWithoutFolders(QStringLiteral("C:\\Users\\Ana Li\\catalogue.sqlite"))
          == QStringLiteral("catalogue.sqlite"));
    CHECK(nameWithoutFolders(QStringLiteral("plans/pilot.gputco.json")) == QStringLiteral("pilot"));
    CHECK(nameWithoutFolders(QStringLiteral("~/catalogue.sqlite")) == QStringLiteral("catalogue.sqlite"));
    // Not paths: kept as written.
    CHECK(nameWithoutFolders(QStringLiteral("A/B pilot, 8 x H100")) == QStringLiteral("A/B pilot, 8 x H100"));
    CHECK(nameWithoutFolders(QStringLiteral(" 70B chat service ")) == QStringLiteral("70B chat service"));
}
