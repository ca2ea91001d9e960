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
