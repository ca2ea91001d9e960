#include "panels/EconomicsPanelFinance.h"

#include "format/PriceBasisText.h"
#include "panels/PanelBinder.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioEditor.h"
#include "widgets/PanelGroup.h"
#include "widgets/SliderSpinBox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalBlocker>

namespace gputco::ui {

namespace {

using Range = SliderSpinBox::Range;

constexpr CloudTerm kTerms[] = {CloudTerm::OnDemand, CloudTerm::Reserved, CloudTerm::OneYear, CloudTerm::ThreeYear,
                                CloudTerm::Spot};

// "60, 40, 27.5": percentages after year 1, 2, ... (commas, semicolons or spaces between them).
QString residualText(const ResidualCurve& curve)
{
    QStringList parts;
    for (double share : curve.shareAfterYear)
        parts << QString::number(share * 100.0, 'g', 4);
    return parts.join(QStringLiteral(", "));
}

std::optional<ResidualCurve> parseResidual(const QString& text)
{
    ResidualCurve curve;
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString& part : parts) {
        bool ok = false;
        const double percent = QString(part).remove(QLatin1Char('%')).toDouble(&ok);
        if (!ok)
            return std::nullopt;
        curve.shareAfterYear.push_back(percent / 100.0);
    }
    return curve;
}

} // namespace

EconomicsFinanceGroup::EconomicsFinanceGroup(ScenarioEditor& editor, LiveEvaluation& evaluation, QWidget* parent)
    : QObject(parent)
    , editor_(editor)
    , evaluation_(evaluation)
    , binder_(new PanelBinder(editor, this))
{
    group_ = new PanelGroup(tr("Financing, resale and renting"),
                            tr("Reset the discount rate, residual curve, host share and cloud offer"), parent);
    QFormLayout* form = group_->form();

    auto* discount = new SliderSpinBox(Range{0.0, 50.0, 1, 0.5, SliderSpinBox::Scale::Linear}, group_);
    discount->setToolTip(tr("Cost of capital per year (0 to 50 %): gives the TCO's net present value and the "
                            "equivalent annual cost. 0 keeps the straight-line figures."));
    binder_->bindSlider(
        discount, tr("Change discount rate"), [](const ScenarioState& s) { return s.economics.discountRate * 100.0; },
        [](ScenarioState& s, double v) { s.economics.discountRate = v / 100.0; });
    form->addRow(tr("Discount rate (%/year)"), discount);

    residual_ = new QLineEdit(group_);
    residual_->setToolTip(tr("Resale value as a percentage of the purchase price after year 1, 2, 3, ... "
                             "Default 60, 40, 27.5, 17.5, 12.5 for data-centre cards (secondary-market curve, weak "
                             "source). Empty: no resale value."));
    connect(residual_, &QLineEdit::editingFinished, this, &EconomicsFinanceGroup::applyResidual);
    form->addRow(tr("Residual (% after each year)"), residual_);
    residualProblem_ = new QLabel(group_);
    residualProblem_->setWordWrap(true);
    residualProblem_->setStyleSheet(QStringLiteral("color: #b00020"));
    residualProblem_->hide();
    form->addRow(residualProblem_);

    auto* host = new SliderSpinBox(Range{0.0, 300.0, 0, 5.0, SliderSpinBox::Scale::Linear}, group_);
    host->setToolTip(tr("Chassis, CPUs, memory, NICs and storage as a percentage of the GPUs' price, for servers "
                        "without a system price or a share of their own"));
    binder_->bindSlider(
        host, tr("Change host share"), [](const ScenarioState& s) { return s.economics.hostShare * 100.0; },
        [](ScenarioState& s, double v) { s.economics.hostShare = v / 100.0; });
    form->addRow(tr("Host share (% of GPUs)"), host);

    offer_ = new QComboBox(group_);
    offer_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // long offer names: see facility_
    offer_->setMinimumContentsLength(16);
    offer_->setToolTip(tr("The cloud offer to compare owning with. The cheapest: each card's cheapest offer in a "
                          "currency the scenario converts."));
    binder_->bindCombo(
        offer_, tr("Choose cloud offer"),
        [](const ScenarioState& s) { return QVariant(QString::fromStdString(s.economics.cloud.offerId)); },
        [](ScenarioState& s, const QVariant& v) { s.economics.cloud.offerId = v.toString().toStdString(); });
    form->addRow(tr("Cloud offer"), offer_);

    term_ = new QComboBox(group_);
    for (CloudTerm t : kTerms)
        term_->addItem(cloudTermLabel(t), QString::fromUtf8(cloudTermName(t).data()));
    term_->setToolTip(tr("Which rate of the offer is paid. A card without a rate for this term uses its cheapest "
                         "on-demand rate."));
    binder_->bindCombo(
        term_, tr("Choose cloud term"),
        [](const ScenarioState& s) {
            return QVariant(QString::fromUtf8(cloudTermName(s.economics.cloud.term).data()));
        },
        [](ScenarioState& s, const QVariant& v) {
            if (const auto t = parseCloudTerm(v.toString().toStdString()))
                s.economics.cloud.term = *t;
        });
    form->addRow(tr("Cloud term"), term_);

    connect(group_, &PanelGroup::resetRequested, this, [this] {
        editor_.editEconomics(tr("Reset financing, resale and renting"), [](EconomicsState& e) {
            const EconomicsState d;
            e.discountRate = d.discountRate;
            e.residual = d.residual;
            e.hostShare = d.hostShare;
            e.cloud = d.cloud;
        });
    });
    fillOffers();
}

void EconomicsFinanceGroup::fillOffers()
{
    {
        const QSignalBlocker block(offer_);
        offer_->clear();
        offer_->addItem(tr("Cheapest for each card"), QString()); // short: the field is about 160 px wide
        for (const CloudOffer& o : evaluation_.catalogue()->cloudOffers)
            offer_->addItem(
                tr("%1: %2 (%3)")
                    .arg(QString::fromStdString(o.provider), QString::fromStdString(o.cardId),
                         o.region.empty() ? QString::fromStdString(o.currency) : QString::fromStdString(o.region)),
                QString::fromStdString(o.id));
    }
    refresh(shown_);
}

void EconomicsFinanceGroup::applyResidual()
{
    const auto curve = parseResidual(residual_->text());
    std::optional<Error> problem;
    if (!curve)
        problem = Error{"residual-curve", "give percentages separated by commas, e.g. 60, 40, 27.5"};
    else
        problem = validateResidualCurve(*curve);
    if (problem) {
        // Refused: nothing is written; the message names the field and what is allowed.
        residualProblem_->setText(
            tr("Residual curve not applied: %1").arg(QString::fromStdString(problem->describe())));
        residualProblem_->show();
        return;
    }
    residualProblem_->hide();
    if (*curve == shown_.economics.residual)
        return;
    editor_.editEconomics(tr("Change residual curve"), [&curve](EconomicsState& e) { e.residual = *curve; });
}

void EconomicsFinanceGroup::refresh(const ScenarioState& state)
{
    shown_ = state;
    binder_->refresh(state);
    if (!residual_->hasFocus() || residualProblem_->isHidden()) {
        const QSignalBlocker block(residual_);
        residual_->setText(residualText(state.economics.residual));
    }
}

} // namespace gputco::ui
