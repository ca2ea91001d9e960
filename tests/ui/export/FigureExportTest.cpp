#include "UiTestSupport.h"

#include "charts/LineComparisonChart.h"
#include "charts/ParetoChart.h"
#include "export/ExportContextMenus.h"
#include "export/ExportFileName.h"
#include "export/FigureExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <QGraphicsView>

#include <catch2/catch.hpp>

using namespace gputco::ui;

namespace {

void fill(LineComparisonChart& chart)
{
    chart.setAxisTitles(QStringLiteral("Months from purchase"), QStringLiteral("Cumulative cost (million CNY)"));
    chart.setLines({ChartLine{QStringLiteral("H100 SXM 80GB"), Qt::blue, Qt::SolidLine, {{0, 2.0}, {48, 3.5}}},
                    ChartLine{QStringLiteral("L40S"), Qt::red, Qt::SolidLine, {{0, 1.0}, {48, 2.9}}}});
    chart.setFootnote(QStringLiteral("Footnote: PUE 1.3, 0.70 CNY/kWh"));
    chart.resize(800, 450);
    chart.show();
    QCoreApplication::processEvents();
}

QString pdfText(const QString& path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(30000));
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

TEST_CASE("The chart's format follows the file suffix", "[export]")
{
    CHECK(figureFormatForPath(QStringLiteral("a/b.PNG")) == FigureFormat::Png);
    CHECK(figureFormatForPath(QStringLiteral("b.svg")) == FigureFormat::Svg);
    CHECK(figureFormatForPath(QStringLiteral("b.pdf")) == FigureFormat::Pdf);
    CHECK_FALSE(figureFormatForPath(QStringLiteral("b.jpg")));
}

TEST_CASE("A chart exports as PNG, SVG and PDF with its title and footnote", "[export]")
{
    test::application();
    LineComparisonChart chart(QStringLiteral("What does each option cost over time?"));
    fill(chart);
    QTemporaryDir dir;
    const FigureInfo info{QStringLiteral("Cumulative TCO"), QStringLiteral("GPU TCO Explorer")};

    SECTION("PNG at twice the on-screen size, not blank")
    {
        const QString path = dir.filePath(QStringLiteral("tco.png"));
        REQUIRE(exportFigure(chart, path, FigureFormat::Png, info).isEmpty());
        QImage image(path);
        REQUIRE_FALSE(image.isNull());
        CHECK(image.width() == 2 * chart.viewport()->width());
        CHECK(image.height() == 2 * chart.viewport()->height());
        // Lines, axes and text: far more than a handful of non-white pixels.
        int inked = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                inked += image.pixelColor(x, y).lightness() < 200 ? 1 : 0;
        CHECK(inked > 2000);
    }
    SECTION("SVG: vector text and lines")
    {
        const QString path = dir.filePath(QStringLiteral("tco.svg"));
        REQUIRE(exportFigure(chart, path, FigureFormat::Svg, info).isEmpty());
        QFile file(path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        CHECK(svg.contains(QStringLiteral("<svg")));
        CHECK(svg.contains(QStringLiteral("<title>Cumulative TCO</title>")));
        CHECK(svg.contains(QStringLiteral("What does each option cost over time?")));
        CHECK(svg.contains(QStringLiteral("<polyline")));
    }
    SECTION("PDF: one page whose text can be extracted")
    {
        const QString path = dir.filePath(QStringLiteral("tco.pdf"));
        REQUIRE(exportFigure(chart, path, FigureFormat::Pdf, info).isEmpty());
        QFile file(path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.read(5) == QByteArray("%PDF-"));
        file.close();
        const QString text = pdfText(path);
        CHECK(text.contains(QStringLiteral("What does each option cost over time?")));
        CHECK(text.contains(QStringLiteral("Footnote: PUE 1.3")));
    }
    SECTION("a failed export leaves no file and says why")
    {
        const QString path = dir.filePath(QStringLiteral("no/such/folder/tco.svg"));
        const QString why = exportFigure(chart, path, FigureFormat::Svg, info);
        CHECK_THAT(why.toStdString(), Catch::Contains("Cannot write"));
        CHECK_FALSE(QFile::exists(path));
        CHECK(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }
}

TEST_CASE("A chart's export is named after its question", "[export]")
{
    // The subject after the question mark, made a file name.
    CHECK(exportFileBase(QStringLiteral("What does each option cost over time? Cumulative TCO"))
          == QStringLiteral("cumulative-tco"));
    CHECK(exportFileBase(QStringLiteral("Does it fit? Memory per GPU")) == QStringLiteral("memory-per-gpu"));
    // No subject after the mark: the whole question.
    CHECK(exportFileBase(QStringLiteral("What if power costs more?")) == QStringLiteral("what-if-power-costs-more"));
    // Chinese: the full-width question mark, the letters kept.
    CHECK(exportFileBase(QString::fromUtf8("显存够吗？每 GPU 显存")) == QString::fromUtf8("每-gpu-显存"));
    CHECK(exportFileBase(QStringLiteral("?!")).isEmpty());
    CHECK(exportFileBase(QString(70, QLatin1Char('a'))).size() == 60);

    test::application();
    ParetoChart pareto;
    CHECK(chartExportName(pareto) == QStringLiteral("cost-against-latency"));
    LineComparisonChart tco(QStringLiteral("What does each option cost over time? Cumulative TCO"));
    CHECK(chartExportName(tco) == QStringLiteral("cumulative-tco"));
    QGraphicsView plain;
    CHECK(chartExportName(plain) == QStringLiteral("chart"));
}
