#pragma once

#include <QChartView>

#include <memory>
#include <optional>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace gputco::ui {

class ChartFootnote;
class OffScaleMarks;
class SwitchableValueAxis;

/// One option on the cost-latency plane, in the chart's display units (the view divides money by its scale).
struct ParetoPoint {
    double latency = 0.0; ///< ms per output token (inference) or days per run (training)
    double cost = 0.0;
    bool onFront = false;
    QString name; ///< the option as the table names it ("L4 rented"), for the off-scale label
};

/// What the Pareto chart draws: every ranked option, the front among them, the recommended one and where the
/// window's own scenario stands.
struct ParetoPicture {
    std::vector<ParetoPoint> options;
    std::optional<ParetoPoint> recommended;
    std::optional<ParetoPoint> current; ///< the scenario's deployment; nullopt when it cannot run the workload
    QString latencyTitle;               ///< x axis title with its unit
    QString costTitle;                  ///< y axis title with its unit
    QString costUnit;                   ///< the unit alone ("M CNY"), for the off-scale label
};

/// "Is a faster option worth its price?": cost against latency for every option the recommender kept. The
/// front is a blue line, the other options grey dots, the recommendation a large blue diamond and the
/// current scenario a black square, so each reads apart without colour.
class ParetoChart final : public QChartView {
    Q_OBJECT
public:
    explicit ParetoChart(QWidget* parent = nullptr);
    ~ParetoChart() override;

    void setPicture(const ParetoPicture& picture);
    void setFootnote(const QString& text);
    /// A logarithmic cost axis: every option on the scale however far apart (a view option, kept in the
    /// preferences by the view). Linear: the axis fits the recommended option and its near competitors (axisScale)
    /// and a label at the top edge says how many are above it.
    void setLogScale(bool on);
    bool logScale() const;
    /// The costs span at least a decade: the view offers the log scale.
    bool spansDecades() const { return spansDecades_; }
    /// The top edge's label, empty when every option is on the scale (for tests).
    QString offScaleText() const;
    /// The cost axis' range as drawn (for tests).
    double costTop() const;
    /// The cost axis' title as drawn (for tests).
    QString costAxisTitle() const;

    /// What is drawn (for tests).
    int optionCount() const;
    int frontCount() const;
    bool showsCurrent() const;
    bool showsRecommended() const;

private:
    void fitCostAxis();
    void placeOffScaleLabel();

    ParetoPicture picture_;
    bool spansDecades_ = false;
    QString offScale_; ///< the top edge's label, empty when every option is on the scale
    std::unique_ptr<OffScaleMarks> offScaleMarks_;
    QScatterSeries* options_;
    QLineSeries* front_;
    QScatterSeries* recommended_;
    QScatterSeries* current_;
    QValueAxis* latencyAxis_;
    SwitchableValueAxis* costAxis_;
    ChartFootnote* footnote_;
};

} // namespace gputco::ui
