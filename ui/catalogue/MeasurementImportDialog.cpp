#include "catalogue/MeasurementImportDialog.h"

#include "charts/ParityChart.h"
#include "database/CatalogueTables.h"
#include "database/EfficiencyProfileRepository.h"
#include "export/DialogFolder.h"
#include "model/ModelPresets.h"
#include "scenario/ScenarioState.h"
#include "session/CalibrationRun.h"
#include "session/CatalogueStore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gputco::ui {
namespace {

QString ms(double seconds) { return QString::number(seconds * 1000.0, 'f', 2); }
QString percent(double share) { return QString::number(share * 100.0, 'f', 1); }

QTableWidgetItem* cell(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

} // namespace

MeasurementImportDialog::MeasurementImportDialog(CatalogueStore* store,
                                                 std::shared_ptr<const CatalogueSnapshot> catalogue,
                                                 const ScenarioState& scenario, QWidget* parent)
    : QDialog(parent)
    , store_(store)
    , catalogue_(std::move(catalogue))
    , kvCache_(scenario.workload.kvCache)
    , run_(new CalibrationRun(this))
{
    setWindowTitle(tr("Import measurements"));
    if (!scenario.workload.modelPresetId.empty()) // a preset or the catalogue's own (an imported config.json)
        model_ = catalogue_ ? findModel(scenario.workload.modelPresetId, catalogue_->models)
                            : findModelPreset(scenario.workload.modelPresetId);
    if (!model_)
        modelProblem_ = tr("The scenario's model is custom (a parameter count): choose a named model under "
                           "Workload > Model, the one the benchmark ran.");

    benchmarkPath_ = new QLineEdit(this);
    benchmarkPath_->setPlaceholderText(tr("benchmark_serving.py --save-result --save-detailed output"));
    powerLogPath_ = new QLineEdit(this);
    powerLogPath_->setPlaceholderText(tr("optional: nvidia-smi --query-gpu=timestamp,power.draw,utilization.gpu,"
                                         "memory.used --format=csv -l 1"));
    auto* browseBenchmark = new QPushButton(tr("Browse…"), this);
    auto* browseLog = new QPushButton(tr("Browse…"), this);
    connect(browseBenchmark, &QPushButton::clicked, this, [this] {
        browse(benchmarkPath_, tr("vLLM benchmark result"), tr("vLLM result (*.json *.jsonl);;All files (*)"));
    });
    connect(browseLog, &QPushButton::clicked, this, [this] {
        browse(powerLogPath_, tr("nvidia-smi power log"), tr("nvidia-smi log (*.csv *.log *.txt);;All files (*)"));
    });
    auto row = [this](QLineEdit* field, QPushButton* button) {
        auto* box = new QWidget(this);
        auto* layout = new QHBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(field, 1);
        layout->addWidget(button);
        return box;
    };
    card_ = new QComboBox(this);
    for (const Accelerator& card : catalogue_->cards)
        card_->addItem(QString::fromStdString(card.displayName()), QString::fromStdString(card.id));
    if (!scenario.selectedCardIds.empty())
        setCard(QString::fromStdString(scenario.selectedCardIds.front()));
    tensorParallel_ = new QSpinBox(this);
    tensorParallel_->setRange(0, 256);
    tensorParallel_->setSpecialValueText(tr("From the file (else 1)"));
    tensorParallel_->setValue(0);
    weights_ = new QComboBox(this);
    for (const Precision p : kAllPrecisions)
        weights_->addItem(QString::fromUtf8(precisionName(p)), static_cast<int>(p));
    weights_->setCurrentIndex(weights_->findData(static_cast<int>(scenario.workload.weights)));
    auto* modelLabel = new QLabel(model_ ? QString::fromStdString(model_->displayName) : modelProblem_, this);
    modelLabel->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("vLLM result:"), row(benchmarkPath_, browseBenchmark));
    form->addRow(tr("nvidia-smi log:"), row(powerLogPath_, browseLog));
    form->addRow(tr("Card it ran on:"), card_);
    form->addRow(tr("Model (the scenario's):"), modelLabel);
    form->addRow(tr("Tensor-parallel size:"), tensorParallel_);
    form->addRow(tr("Weights:"), weights_);

    fitButton_ = new QPushButton(tr("&Fit"), this);
    fitButton_->setToolTip(tr("Fit the card's compute share, bandwidth share, step overhead and power at load to "
                              "the files (docs/MODEL.md, Your own measurements)"));
    connect(fitButton_, &QPushButton::clicked, this, &MeasurementImportDialog::fit);
    summary_ = new QLabel(tr("Choose the benchmark result, the card and the tensor-parallel size, then Fit."), this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    chart_ = new ParityChart(this);
    chart_->setFootnote(tr("Each request's time to first token and mean inter-token gap, measured against what the "
                           "app's own step model predicts at the fitted figures."));
    residuals_ = new QTableWidget(0, 10, this);
    residuals_->setHorizontalHeaderLabels({tr("Run"), tr("Request"), tr("Input tokens"), tr("Output tokens"),
                                           tr("TTFT measured, ms"), tr("TTFT predicted, ms"), tr("TTFT residual, %"),
                                           tr("ITL measured, ms"), tr("ITL predicted, ms"), tr("ITL residual, %")});
    residuals_->verticalHeader()->setVisible(false);
    residuals_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(chart_);
    splitter->addWidget(residuals_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({560, 440});

    saveButton_ = new QPushButton(tr("&Save as profile"), this);
    saveButton_->setEnabled(false);
    saveButton_->setToolTip(tr("Store the fitted figures as the card's measured-yours efficiency profile; the "
                               "recommender, the ranges and the report then use it"));
    connect(saveButton_, &QPushButton::clicked, this,
            [this] { summary_->setText(summaryText() + u'\n' + saveProfile()); });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(fitButton_, QDialogButtonBox::ActionRole);
    buttons->addButton(saveButton_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(summary_);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    connect(run_, &CalibrationRun::ready, this, &MeasurementImportDialog::showResult);
    resize(1100, 720);
}

MeasurementImportDialog::~MeasurementImportDialog() = default;

void MeasurementImportDialog::setFiles(const QString& benchmark, const QString& powerLog)
{
    benchmarkPath_->setText(benchmark);
    powerLogPath_->setText(powerLog);
}

void MeasurementImportDialog::setCard(const QString& cardId)
{
    const int index = card_->findData(cardId);
    if (index >= 0)
        card_->setCurrentIndex(index);
}

void MeasurementImportDialog::browse(QLineEdit* field, const QString& title, const QString& filter)
{
    const QString path = QFileDialog::getOpenFileName(this, title, dialogFolder(), filter);
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    field->setText(path);
}

void MeasurementImportDialog::fit()
{
    saveButton_->setEnabled(false);
    if (!model_) {
        summary_->setText(modelProblem_);
        return;
    }
    if (benchmarkPath_->text().trimmed().isEmpty()) {
        summary_->setText(tr("Choose the vLLM benchmark result first."));
        return;
    }
    const Accelerator* card = catalogue_->findCard(card_->currentData().toString().toStdString());
    if (!card) {
        summary_->setText(tr("Choose the card the benchmark ran on."));
        return;
    }
    CalibrationRequest request;
    request.setup =
        CalibrationSetup{*model_, *card, static_cast<Precision>(weights_->currentData().toInt()), kvCache_, 1};
    if (tensorParallel_->value() > 0)
        request.tensorParallel = tensorParallel_->value();
    summary_->setText(tr("Fitting…"));
    run_->request({QDir::fromNativeSeparators(benchmarkPath_->text().trimmed()).toStdString(),
                   QDir::fromNativeSeparators(powerLogPath_->text().trimmed()).toStdString()},
                  std::move(request));
}

void MeasurementImportDialog::waitForFit() { run_->waitForIdle(); }

const std::optional<Expected<Calibration>>& MeasurementImportDialog::result() const { return run_->result(); }

bool MeasurementImportDialog::canSave() const { return saveButton_->isEnabled(); }

QString MeasurementImportDialog::summaryText() const
{
    const auto& result = run_->result();
    if (!result)
        return {};
    if (!*result)
        return tr("Not fitted; nothing was stored:\n%1").arg(QString::fromStdString(result->error().describe()));
    const Calibration& c = **result;
    const EfficiencyFit& f = c.fit;
    auto figure = [this](const FittedFigure& x, int decimals, const QString& unit) {
        if (x.atBound)
            return tr("%1%2 (at its bound: the measurements are faster than the datasheet allows; check the card, "
                      "weights and tensor-parallel size)")
                .arg(QString::number(x.value, 'f', decimals), unit);
        if (x.held)
            return tr("%1%2 (kept from the profile: the requests do not tell it apart)")
                .arg(QString::number(x.value, 'f', decimals), unit);
        return tr("%1%2 ± %3 (profile had %4%2)")
            .arg(QString::number(x.value, 'f', decimals), unit, QString::number(2.0 * x.standardError, 'f', decimals),
                 QString::number(x.before, 'f', decimals));
    };
    QString text =
        tr("%1 on %2 at TP %3: %n request(s) fitted.", nullptr, c.benchmark.requestCount())
            .arg(QString::fromStdString(c.setup.model.displayName), QString::fromStdString(c.setup.card.displayName()))
            .arg(c.setup.tensorParallel);
    if (c.tensorParallelAssumed)
        text += u' ' + tr("The file gives no tensor-parallel size: 1 was taken.");
    if (c.benchmark.failedCount() > 0)
        text += u' ' + tr("%n failed request(s) left out.", nullptr, c.benchmark.failedCount());
    text += u'\n'
            + tr("Bandwidth share %1; compute share %2 at %3; step overhead %4.")
                  .arg(figure(f.bandwidthShare, 3, QString()), figure(f.computeShare, 3, QString()),
                       QString::fromUtf8(precisionName(f.computePrecision)), figure(f.stepOverheadMs, 2, tr(" ms")));
    text += u'\n'
            + tr("Fit error (RMS, relative): TTFT %1 %, ITL %2 %. First tokens also took %3 ms of request "
                 "handling beyond their pass (not part of the profile).")
                  .arg(percent(f.ttftRmsRelativeError), percent(f.itlRmsRelativeError),
                       QString::number(f.firstTokenLatencyMs, 'f', 1));
    if (c.power)
        text += u'\n'
                + tr("Power per card: idle %1 W, full load %2 W (%3 samples, RMS residual %4 W).")
                      .arg(QString::number(c.power->idleWatts, 'f', 0), QString::number(c.power->fullLoadWatts, 'f', 0))
                      .arg(c.power->samples)
                      .arg(QString::number(c.power->rmsResidualWatts, 'f', 1));
    for (const VllmBenchmarkRun& run : c.benchmark.runs)
        if (run.meanInFlight() >= 5.0) {
            text += u'\n'
                    + tr("A run kept %1 requests in the server on average: its first tokens include waiting "
                         "the model does not see; a run at a low request rate fits TTFT best.")
                          .arg(QString::number(run.meanInFlight(), 'f', 1));
            break;
        }
    return text;
}

void MeasurementImportDialog::showResult()
{
    summary_->setText(summaryText());
    const auto& result = run_->result();
    ParityPicture picture;
    residuals_->setRowCount(0);
    if (result && *result) {
        const std::vector<RequestParity>& requests = (*result)->fit.requests;
        residuals_->setRowCount(static_cast<int>(requests.size()));
        for (int i = 0; i < static_cast<int>(requests.size()); ++i) {
            const RequestParity& p = requests[static_cast<std::size_t>(i)];
            picture.ttft << QPointF(p.predictedTtft * 1000.0, p.measuredTtft * 1000.0);
            residuals_->setItem(i, 0, cell(QString::number(p.run + 1)));
            residuals_->setItem(i, 1, cell(QString::number(p.request + 1)));
            residuals_->setItem(i, 2, cell(QString::number(p.inputTokens)));
            residuals_->setItem(i, 3, cell(QString::number(p.outputTokens)));
            residuals_->setItem(i, 4, cell(ms(p.measuredTtft)));
            residuals_->setItem(i, 5, cell(ms(p.predictedTtft)));
            residuals_->setItem(i, 6, cell(percent(p.ttftResidual())));
            if (p.measuredItl && p.predictedItl) {
                picture.itl << QPointF(*p.predictedItl * 1000.0, *p.measuredItl * 1000.0);
                residuals_->setItem(i, 7, cell(ms(*p.measuredItl)));
                residuals_->setItem(i, 8, cell(ms(*p.predictedItl)));
                residuals_->setItem(i, 9, cell(percent(*p.itlResidual())));
            }
        }
    }
    chart_->setPicture(picture);
    saveButton_->setEnabled(result && *result && store_ && store_->isEditable());
    if (result && *result && store_ && !store_->isEditable())
        saveButton_->setToolTip(*store_->readOnlyReason());
}

QString MeasurementImportDialog::saveProfile()
{
    const auto& result = run_->result();
    if (!store_ || !result || !*result)
        return tr("Nothing to save.");
    const EfficiencyProfile& profile = (*result)->profile;
    const WriteResult written = store_->save(efficiencyProfilesTable(), EfficiencyProfileRepository::toRow(profile),
                                             tr("Save measured profile %1").arg(QString::fromStdString(profile.id)));
    if (!written)
        return tr("Not saved: %1").arg(QString::fromStdString(written.error().describe()));
    saveButton_->setEnabled(false);
    return tr("Saved as profile %1 (measured-yours) for %2: the recommender, the ranges and the report now use it. "
              "Undo it from the Catalogue view (Edit > Undo).")
        .arg(QString::fromStdString(profile.id), QString::fromStdString((*result)->setup.card.displayName()));
}

} // namespace gputco::ui
