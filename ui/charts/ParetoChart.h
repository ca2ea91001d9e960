#pragma once

#include <QChartView>

#include <optional>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace gputco::ui {

class ChartFootnote;

/// One option on the cost-latency plane, in the chart's display units (the view divides money by its scale).
struct ParetoPoint {
    double latency = 0.0; ///< ms per output token (inference) or days per run (training)
    double cost = 0.0;
    bool onFront = false;
};

/// What the Pareto chart draws: every ranked option, the front among them, the recommended one and where the
/// window's own scenario stands.
struct ParetoPicture {
    std::vector<ParetoPoint> options;
    std::optional<ParetoPoint> recommended;
    std::optional<ParetoPoint> current; ///< the scenario's deployment; nullopt when it cannot run the workload
    QString latencyTitle;               ///< x axis title with its unit
    QString costTitle;                  ///< y axis title with its unit
};

/// "Is a faster option worth its price?": cost against latency for every option the recommender kept. The
/// front is a blue line, the other options grey dots, the recommendation a large blue diamond and the
/// current scenario a black square, so each reads apart without colour.
class ParetoChart final : public QChartView {
    Q_OBJECT
public:
    explicit ParetoChart(QWidget* parent = nullptr);

    void setPicture(const ParetoPicture& picture);
    void setFootnote(const QString& text);

    /// What is drawn (for tests).
    int optionCount() const;
    int frontCount() const;
    bool showsCurrent() const;
    bool showsRecommended() const;

private:
    QScatterSeries* options_;
    QLineSeries* front_;
    QScatterSeries* recommended_;
    QScatterSeries* current_;
    QValueAxis* latencyAxis_;
    QValueAxis* costAxis_;
    ChartFootnote* footnote_;
};

} // namespace gputco::ui
