#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

class QChart;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace gputco::ui {

/// One thing above a cost chart's value axis (axisScale), named at the plot's top edge.
struct OffScaleMark {
    QString text;  ///< what is off the scale and its value ("↑ L4 rented: 46.0 M CNY")
    QColor colour; ///< its line's colour (darkened for text), or black for a summary
    /// Where (x in the chart's coordinates) it leaves the plot: the label starts beside it; nullopt puts it at the
    /// right.
    std::optional<qreal> leavesAt;
};

/// The labels of the cost charts' off-scale marks: on a pale backing (they sit over the lines and points they are
/// above), inside the plot's top edge, stacked when two would overlap. One implementation for the TCO lines and the
/// Pareto points.
class OffScaleMarks final {
    Q_DECLARE_TR_FUNCTIONS(OffScaleMarks)
public:
    explicit OffScaleMarks(QChart* chart);

    /// One label for many things above the scale, naming the dearest ("↑ 9 option(s) above the scale, up to 10.9
    /// million CNY (L4 rented)"): `value` with its unit; an empty `name` is left out.
    static QString summary(int count, const QString& value, const QString& name);
    /// The most lines a chart names one by one at the top edge; beyond, one summary() says how many (nine labels
    /// stacked over the plot hid the lines they named).
    static constexpr std::size_t kMostNamed = 3;

    /// Shows `marks` (hides the rest of the pool) and lays them out in the chart's current plot area.
    void show(const std::vector<OffScaleMark>& marks);
    /// The texts shown, in order (for tests).
    std::vector<QString> texts() const;

private:
    QChart* chart_;
    std::vector<OffScaleMark> marks_;
    std::vector<QGraphicsSimpleTextItem*> labels_;
    std::vector<QGraphicsRectItem*> backings_;
};

} // namespace gputco::ui
