#pragma once

#include <QChartView>

#include <optional>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QValueAxis;

namespace gputco::ui {

class ChartFootnote;

/// One card's total cost in scenario A and in scenario B, in the chart's display unit.
struct AbTcoBar {
    QString card;
    std::optional<double> a; ///< nullopt: no figure (no bar)
    std::optional<double> b;
};

/// Total cost of ownership per card, A beside B: A's bar solid, B's hatched in the same blue, so the two read
/// apart without colour. The first card is drawn at the top.
class AbTcoChart final : public QChartView {
    Q_OBJECT
public:
    explicit AbTcoChart(QWidget* parent = nullptr);

    /// The bars, the value axis title (with its unit) and the legend names of A and B.
    void setBars(const std::vector<AbTcoBar>& bars, const QString& axisTitle, const QString& nameA,
                 const QString& nameB);
    void setFootnote(const QString& text);

    /// What is drawn (for tests): the cards top to bottom and each scenario's values (0 where there is none).
    QStringList cards() const;
    QList<double> valuesA() const;
    QList<double> valuesB() const;

private:
    QHorizontalBarSeries* series_;
    QBarSet* a_;
    QBarSet* b_;
    QBarCategoryAxis* cardAxis_;
    QValueAxis* valueAxis_;
    ChartFootnote* footnote_;
};

} // namespace gputco::ui
