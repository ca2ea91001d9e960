#pragma once

#include "calibration/Calibration.h"
#include "scenario/CatalogueSnapshot.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gputco {
struct ScenarioState;
}

namespace gputco {
class CalibrationRun;
class CatalogueStore;
} // namespace gputco

namespace gputco::ui {

class ParityChart;

/// File > Import measurements…: the user's vLLM benchmark result and nvidia-smi log, the card they ran on and the
/// scenario's model; the fit runs off the GUI thread (CalibrationRun) and shows the fitted figures, a parity chart
/// of measured against predicted and each request's residuals; "Save as profile" stores the measured-yours profile
/// through the catalogue store (one undoable catalogue edit).
class MeasurementImportDialog final : public QDialog {
    Q_OBJECT
public:
    MeasurementImportDialog(CatalogueStore* store, std::shared_ptr<const CatalogueSnapshot> catalogue,
                            const ScenarioState& scenario, QWidget* parent = nullptr);
    ~MeasurementImportDialog() override;

    /// Fills the file fields (a file dropped on the window, tests).
    void setFiles(const QString& benchmark, const QString& powerLog);
    void setCard(const QString& cardId);
    /// Starts the fit with the fields as they are.
    void fit();
    /// Waits for the fit in flight (tests, screenshots).
    void waitForFit();
    /// Stores the fitted profile; the sentence shown (saved, or why not).
    QString saveProfile();

    /// What is shown (tests).
    const std::optional<Expected<Calibration>>& result() const;
    QString summaryText() const;
    const ParityChart& parityChart() const { return *chart_; }
    bool canSave() const;

private:
    void browse(QLineEdit* field, const QString& title, const QString& filter);
    void showResult();

    CatalogueStore* store_;
    std::shared_ptr<const CatalogueSnapshot> catalogue_;
    std::optional<ModelArchitecture> model_;
    QString modelProblem_;
    Precision kvCache_ = Precision::BF16; ///< the scenario's: the dialog asks only for the weights
    QLineEdit* benchmarkPath_;
    QLineEdit* powerLogPath_;
    QComboBox* card_;
    QSpinBox* tensorParallel_;
    QComboBox* weights_;
    QPushButton* fitButton_;
    QPushButton* saveButton_;
    QLabel* summary_;
    ParityChart* chart_;
    QTableWidget* residuals_;
    CalibrationRun* run_;
};

} // namespace gputco::ui
