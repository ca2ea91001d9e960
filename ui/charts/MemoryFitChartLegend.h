#pragma once

#include <QColor>
#include <QObject>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QChart;
class QGraphicsRectItem;
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;

namespace gputco::ui {

class ChartFootnote;

/// The memory fit chart's legend, drawn into the chart's scene above the footnote. Qt Charts' own legend keeps
/// its entries on one row and squeezes them into each other when the chart is narrow or its font large (issue 17:
/// "Gradients" over "Activations" in training); this one wraps to as many rows as the width needs, in the
/// chart's font (so presentation mode scales it), and reserves its height below the plot.
class MemoryFitChartLegend final : public QObject {
    Q_OBJECT
public:
    struct Entry {
        QString label;
        QColor fill;
        QColor border;
        bool dashedLine = false; ///< a dashed mark (capacity) instead of a filled swatch
    };

    MemoryFitChartLegend(QChart* chart, ChartFootnote* footnote);

    /// The entries shown, left to right and top to bottom.
    void setEntries(std::vector<Entry> entries);
    QStringList labels() const;
    /// Each label's box in scene coordinates (for tests).
    std::vector<QRectF> labelRects() const;
    /// Lays the entries out again for the chart's width and font.
    void place();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Item {
        QGraphicsRectItem* swatch = nullptr;
        QGraphicsLineItem* line = nullptr;
        QGraphicsSimpleTextItem* text = nullptr;
    };

    QChart* chart_;
    ChartFootnote* footnote_;
    QGraphicsRectItem* root_; ///< parent of every entry, so chart-wide text scaling leaves them to this class
    std::vector<Entry> entries_;
    std::vector<Item> items_;
    qreal height_ = 0.0;
};

} // namespace gputco::ui
