#include "charts/ChartStyle.h"

#include "charts/ChartFootnote.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QWidget>

namespace gputco::ui {

namespace {

QFont scaled(QFont font, qreal basePointSize, double scale)
{
    if (basePointSize > 0)
        font.setPointSizeF(basePointSize * scale);
    return font;
}

// Scales one font of `object` from the size first seen (kept in a dynamic property), so repeated calls never
// compound; returns that first size.
template <class Get, class Set>
qreal scaleObjectFont(QObject* object, const char* name, double scale, Get get, Set set)
{
    const QByteArray property = QByteArrayLiteral("gputcoBaseFont_") + name;
    QVariant base = object->property(property.constData());
    if (!base.isValid()) {
        base = get().pointSizeF();
        object->setProperty(property.constData(), base);
    }
    set(scaled(get(), base.toReal(), scale));
    return base.toReal();
}

void scaleChart(QChart* chart, double scale)
{
    // Every text exactly once, each through the one owner of its font:
    // - the chart's own font: the labels a chart draws itself (memory fit's "fits on N GPUs") are made from it;
    const qreal chartBase = scaleObjectFont(
        chart, "font", scale, [chart] { return chart->font(); }, [chart](const QFont& f) { chart->setFont(f); });
    // - title, legend and axes through Qt's API (the title's text item is a child of the chart: it is not
    //   touched again below);
    scaleObjectFont(
        chart, "title", scale, [chart] { return chart->titleFont(); },
        [chart](const QFont& f) { chart->setTitleFont(f); });
    QLegend* legend = chart->legend();
    scaleObjectFont(
        legend, "legend", scale, [legend] { return legend->font(); }, [legend](const QFont& f) { legend->setFont(f); });
    for (QAbstractAxis* axis : chart->axes()) {
        scaleObjectFont(
            axis, "labels", scale, [axis] { return axis->labelsFont(); },
            [axis](const QFont& f) { axis->setLabelsFont(f); });
        scaleObjectFont(
            axis, "title", scale, [axis] { return axis->titleFont(); },
            [axis](const QFont& f) { axis->setTitleFont(f); });
    }
    // - footnotes by their owner, which also moves them to fit their new height;
    for (ChartFootnote* footnote : chart->findChildren<ChartFootnote*>(Qt::FindDirectChildrenOnly))
        footnote->setFontScale(scale);
    // - simple text items drawn into the scene by the charts, made from the chart's font (bold kept).
    for (QGraphicsItem* item : chart->childItems())
        if (auto* text = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item))
            text->setFont(scaled(text->font(), chartBase, scale));
}

} // namespace

void applyChartFontScale(QWidget* root, double scale)
{
    if (!root)
        return;
    for (QChartView* view : root->findChildren<QChartView*>())
        if (view->chart())
            scaleChart(view->chart(), scale);
}

} // namespace gputco::ui
