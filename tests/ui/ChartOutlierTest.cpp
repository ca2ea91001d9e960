// The cost charts scale to the options that matter and name what is off the scale; the Pareto chart offers a log axis.
#include "UiTestSupport.h"

#include "charts/LineComparisonChart.h"
#include "charts/ParetoChart.h"

#include <catch2/catch.hpp>

using namespace gputco::ui;

TEST_CASE("The TCO chart fits the cheap lines and names the outlier at the top edge", "[chart-scale]")
{
    test::application();
    LineComparisonChart chart(QStringLiteral("What does each option cost over time?"));
    chart.setOutlierScaling(true, QStringLiteral("million CNY"));
    // Two owned lines ending at 1.26 and 1.44 million and a rented L4 at 46.0 (issue 29's example): 3 x 1.26 = 3.78
    // keeps 1.44; 46.0 is more than twice 1.44, so it is off the scale. The axis top rounds 1.44 x 1.02 up to 2.
    chart.setLines({ChartLine{QStringLiteral("MI350X"), Qt::blue, Qt::SolidLine, {{0, 1.0}, {48, 1.26}}},
                    ChartLine{QStringLiteral("RTX 5090"), Qt::red, Qt::SolidLine, {{0, 1.1}, {48, 1.44}}},
                    ChartLine{QStringLiteral("L4 rented"), Qt::green, Qt::DotLine, {{0, 0.0}, {48, 46.0}}}});
    CHECK(chart.yTop() == 2.0);
    CHECK(chart.offScaleLabels() == QStringList{QStringLiteral("↑ L4 rented: 46.0 million CNY")});
    // Without the outlier every line is on the scale and nothing is named.
    chart.setLines({ChartLine{QStringLiteral("MI350X"), Qt::blue, Qt::SolidLine, {{0, 1.0}, {48, 1.26}}}});
    CHECK(chart.offScaleLabels().isEmpty());
}

TEST_CASE("The TCO chart scales around the leading line, not the cheapest, and its log axis shows every line",
          "[chart-scale]")
{
    test::application();
    LineComparisonChart chart(QStringLiteral("What does each option cost over time?"));
    chart.setOutlierScaling(true, QStringLiteral("M CNY"));
    // A rented line ending at 2.0, the leading owned line at 10.0, another at 12.0 and the L4 rented at 46.0. Scaled
    // around the cheapest (2.0) the axis would stop at 3 x 2.0 = 6 and put the lead off the scale; around the lead
    // the limit is 3 x 10.0 = 30: 12.0 stays, 46.0 (more than twice 12.0) is named. The top rounds 12.0 x 1.02 up
    // to 20.
    ChartLine lead{QStringLiteral("H100 SXM 80GB"), Qt::blue, Qt::SolidLine, {{0, 8.0}, {48, 10.0}}};
    lead.leads = true;
    const std::vector<ChartLine> lines{
        ChartLine{QStringLiteral("H20 rented"), Qt::gray, Qt::DotLine, {{0, 0.0}, {48, 2.0}}}, lead,
        ChartLine{QStringLiteral("L40S"), Qt::red, Qt::SolidLine, {{0, 9.0}, {48, 12.0}}},
        ChartLine{QStringLiteral("L4 rented"), Qt::green, Qt::DotLine, {{0, 0.0}, {48, 46.0}}}};
    chart.setLines(lines);
    chart.resize(800, 500);
    chart.show();
    // The legend names the four lines and nothing else: no unnamed swatch for a marker the chart was never given.
    CHECK(chart.legendEntries()
          == QStringList{QStringLiteral("H20 rented"), QStringLiteral("H100 SXM 80GB"), QStringLiteral("L40S"),
                         QStringLiteral("L4 rented")});
    CHECK(chart.yTop() == 20.0);
    CHECK(chart.offScaleLabels() == QStringList{QStringLiteral("↑ L4 rented: 46.0 M CNY")});
    // log10(46.0 / 2.0) = 1.36 decades: the log axis is offered. On it every line shows, over 1 to 100 (the smallest
    // positive value, 2.0, is in the decade from 1; 46.0 x 1.02 in the one to 100); the rented lines' zero first
    // months are left out (a log axis draws nothing of a line with a point at zero) and nothing is named.
    CHECK(chart.spansDecades());
    chart.setLogScale(true);
    CHECK(chart.yTop() == 100.0);
    CHECK(chart.offScaleLabels().isEmpty());
    CHECK(chart.linePoints(QStringLiteral("L4 rented")) == QList<QPointF>{{48, 46.0}});
    CHECK(chart.linePoints(QStringLiteral("H100 SXM 80GB")).size() == 2);
    // Back to linear: the same axis and the same label.
    chart.setLogScale(false);
    CHECK(chart.yTop() == 20.0);
    CHECK(chart.offScaleLabels() == QStringList{QStringLiteral("↑ L4 rented: 46.0 M CNY")});
    CHECK(chart.linePoints(QStringLiteral("L4 rented")).size() == 2);
}

TEST_CASE("The Pareto chart's cost axis fits the recommendation: the log axis shows every option", "[chart-scale]")
{
    test::application();
    ParetoChart chart;
    ParetoPicture picture;
    picture.options = {{30.0, 1.26, true, QStringLiteral("Instinct MI350X")},
                       {27.0, 1.35, true, QStringLiteral("GeForce RTX 5090")},
                       {45.0, 46.0, false, QStringLiteral("L4 rented")},
                       {40.0, 20.0, false, QStringLiteral("T4")}};
    picture.recommended = picture.options[0];
    picture.costUnit = QStringLiteral("million CNY");
    chart.setPicture(picture);
    // 3 x 1.26 = 3.78 keeps 1.35; the axis ends near it (1.35 x 1.08 = 1.46, rounded by Qt's nice numbers to 1.5 or
    // 2), far under 20 and 46; the label counts the two above and names the dearest.
    CHECK(chart.costTop() <= 2.0);
    CHECK(chart.offScaleText() == QStringLiteral("↑ 2 option(s) above the scale, up to 46.0 million CNY (L4 rented)"));
    // log10(46 / 1.26) = 1.56 decades: the log axis is offered; on it the axis runs to the decade above 46 x 1.08.
    CHECK(chart.spansDecades());
    chart.setLogScale(true);
    CHECK(chart.costTop() == 100.0);
    CHECK(chart.offScaleText().isEmpty());
    chart.setLogScale(false);
    CHECK(chart.costTop() <= 2.0);
}

TEST_CASE("A line chart before its first lines has a drawable x axis", "[chart-scale]")
{
    test::application();
    // Dynamic ticks need an interval: at Qt's default of 0 the x axis was not laid out and its title sat over the
    // chart's top left corner while the Serving view simulated. 0 to 1 in quarters until the lines arrive.
    LineComparisonChart chart(QStringLiteral("How long until the first token, as the load grows?"));
    chart.setAxisTitles(QStringLiteral("Arrivals per replica (requests/s)"), QStringLiteral("Time (ms)"));
    CHECK(chart.xTickIntervalDrawn() == 0.25);
    chart.setLines({});
    CHECK(chart.xTickIntervalDrawn() == 0.25);
}

TEST_CASE("Many lines above the TCO axis are summed up in one label naming the dearest", "[chart-scale]")
{
    test::application();
    LineComparisonChart chart(QStringLiteral("What does each option cost over time?"));
    chart.setOutlierScaling(true, QStringLiteral("million CNY"));
    // The leading line ends at 1.26; 3 x 1.26 = 3.78 keeps the 2.50 line. Four lines end above it, at 4.44 to 10.9
    // (more than twice 2.50): nine labels stacked over the plot once hid the lines, so past three one label says how
    // many are above and names the dearest.
    ChartLine lead{QStringLiteral("Instinct MI350X"), Qt::blue, Qt::SolidLine, {{0, 1.0}, {48, 1.26}}};
    lead.leads = true;
    std::vector<ChartLine> lines{lead,
                                 ChartLine{QStringLiteral("H200"), Qt::red, Qt::SolidLine, {{0, 2.0}, {48, 2.50}}}};
    const std::vector<std::pair<const char*, double>> above{
        {"L4", 4.44}, {"A100", 7.41}, {"H20", 6.61}, {"L4 rented", 10.9}};
    for (const auto& [name, end] : above)
        lines.push_back(ChartLine{QString::fromLatin1(name), Qt::gray, Qt::SolidLine, {{0, 0.5}, {48, end}}});
    chart.setLines(lines);
    // 2.50 x 1.02 rounds up to 5 (a 1-2-2.5-5 step).
    CHECK(chart.yTop() == 5.0);
    CHECK(chart.offScaleLabels()
          == QStringList{QStringLiteral("↑ 4 option(s) above the scale, up to 10.9 million CNY (L4 rented)")});
    // Three above are named one by one at the edge.
    lines.pop_back();
    chart.setLines(lines);
    CHECK(chart.offScaleLabels().size() == 3);
    CHECK(chart.offScaleLabels().front() == QStringLiteral("↑ L4: 4.44 million CNY"));
}
