#include "charts/ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QWidget>

namespace gputco::ui {

namespace {

// Where the size a text was built with is remembered: a dynamic property on objects, item data on scene items.
constexpr int kBaseFontKey = 0x6774; // "gt"

QFont scaled(QFont font, qreal basePointSize, double scale)
{
    if (basePointSize > 0)
        font.setPointSizeF(basePointSize * scale);
    return font;
}

template <class Get, class Set>
void scaleObjectFont(QObject* object, const char* name, double scale, Get get, Set set)
{
    const QByteArray property = QByteArrayLiteral("gputcoBaseFont_") + name;
    QVariant base = object->property(property.constData());
    if (!base.isValid()) {
        base = get().pointSizeF();
        object->setProperty(property.constData(), base);
    }
    set(scaled(get(), base.toReal(), scale));
}

template <class Item>
void scaleItemFont(Item* item, double scale)
{
    QVariant base = item->data(kBaseFontKey);
    if (!base.isValid()) {
        base = item->font().pointSizeF();
        item->setData(kBaseFontKey, base);
    }
    item->setFont(scaled(item->font(), base.toReal(), scale));
}

void scaleChart(QChart* chart, double scale)
{
    // The chart's own font: labels a chart draws itself (memory fit's "fits on N GPUs") are made from it.
    scaleObjectFont(chart, "font", scale, [chart] { return chart->font(); },
                    [chart](const QFont& f) { chart->setFont(f); });
    const qreal chartBase = chart->property("gputcoBaseFont_font").toReal();
    scaleObjectFont(chart, "title", scale, [chart] { return chart->titleFont(); },
                    [chart](const QFont& f) { chart->setTitleFont(f); });
    QLegend* legend = chart->legend();
    scaleObjectFont(legend, "legend", scale, [legend] { return legend->font(); },
                    [legend](const QFont& f) { legend->setFont(f); });
    for (QAbstractAxis* axis : chart->axes()) {
        scaleObjectFont(axis, "labels", scale, [axis] { return axis->labelsFont(); },
                        [axis](const QFont& f) { axis->setLabelsFont(f); });
        scaleObjectFont(axis, "title", scale, [axis] { return axis->titleFont(); },
                        [axis](const QFont& f) { axis->setTitleFont(f); });
    }
    // Text drawn into the scene by the charts themselves (fit labels, footnotes).
    for (QGraphicsItem* item : chart->childItems()) {
        if (auto* text = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item))
            text->setFont(scaled(text->font(), chartBase, scale)); // made from the chart's font, maybe re-made since
        else if (auto* rich = qgraphicsitem_cast<QGraphicsTextItem*>(item))
            scaleItemFont(rich, scale);
    }
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
