#include "panels/EconomicsPanel.h"

#include "panels/EconomicsPanelFinance.h"
#include "panels/EconomicsPanelUncertainty.h"
#include "panels/PanelBinder.h"
#include "scenario/CurrencyConversion.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "widgets/PanelGroup.h"
#include "widgets/PanelScrollArea.h"
#include "widgets/SliderSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {
using Range = SliderSpinBox::Range;
using Scale = SliderSpinBox::Scale;

SliderSpinBox* slider(const Range& range, const QString& toolTip, QWidget* parent)
{
    auto* s = new SliderSpinBox(range, parent);
    s->setToolTip(toolTip);
    return s;
}
} // namespace

EconomicsPanel::EconomicsPanel(Scenario& scenario, ScenarioEditor& editor, LiveEvaluation& evaluation, QWidget* parent)
    : QWidget(parent)
    , scenario_(scenario)
    , editor_(editor)
    , evaluation_(evaluation)
    , binder_(new PanelBinder(editor, this))
{
    auto* energy = new PanelGroup(tr("Energy and money"), tr("Reset price, PUE, years, hours and carbon factor"));
    QFormLayout* form = energy->form();

    currency_ = new QComboBox(energy);
    for (const char* code : {"CNY", "USD", "EUR"})
        currency_->addItem(QString::fromLatin1(code), QString::fromLatin1(code));
    currency_->setToolTip(tr("Currency of every amount in this scenario: the electricity price is converted at the "
                             "exchange rates below, catalogue prices follow"));
    // The same conversion as the display currency in Preferences, in one undo step: one behaviour for a change.
    connect(currency_, &QComboBox::activated, this, [this](int index) {
        const std::string code = currency_->itemData(index).toString().toStdString();
        if (code == scenario_.state().economics.currency)
            return;
        editor_.editEconomics(tr("Change currency to %1").arg(QString::fromStdString(code)),
                              [&code](EconomicsState& e) {
                                  if (const auto converted = convertedTo(e, code))
                                      e = *converted;
                              });
    });
    form->addRow(tr("Currency"), currency_);

    price_ =
        slider(Range{0.0, 3.0, 3, 0.01, Scale::Linear},
               tr("Electricity price per kWh at the meter: sets the electricity share of the running cost"), energy);
    binder_->bindSlider(
        price_, tr("Change electricity price"),
        [](const ScenarioState& s) { return s.economics.electricityPricePerKwh; },
        [](ScenarioState& s, double v) { s.economics.electricityPricePerKwh = v; });
    priceLabel_ = new QLabel(energy);
    form->addRow(priceLabel_, price_);

    pue_ = slider(Range{1.0, 3.0, 2, 0.05, Scale::Linear},
                  tr("Power usage effectiveness: facility power over IT power (cooling, losses). Multiplies the "
                     "energy bill."),
                  energy);
    binder_->bindSlider(
        pue_, tr("Change PUE"), [](const ScenarioState& s) { return s.economics.pue; },
        [](ScenarioState& s, double v) { s.economics.pue = v; });
    form->addRow(tr("PUE"), pue_);

    auto* years = slider(Range{1, 10, 0, 1, Scale::Linear},
                         tr("Years the hardware is used and written off over: the TCO horizon"), energy);
    binder_->bindSlider(
        years, tr("Change years"), [](const ScenarioState& s) { return s.economics.years; },
        [](ScenarioState& s, double v) { s.economics.years = static_cast<int>(v); });
    form->addRow(tr("Years"), years);

    auto* hours = slider(Range{1, 24, 1, 1, Scale::Linear},
                         tr("Hours per day the cards are powered: sets the energy and the GPU-hours"), energy);
    binder_->bindSlider(
        hours, tr("Change hours per day"), [](const ScenarioState& s) { return s.economics.hoursPerDay; },
        [](ScenarioState& s, double v) { s.economics.hoursPerDay = v; });
    form->addRow(tr("Hours per day (h)"), hours);

    auto* carbon = slider(Range{0.0, 1.5, 3, 0.01, Scale::Linear},
                          tr("Grid emission factor: kilograms of CO2 per kWh drawn (China 2022: 0.537)"), energy);
    binder_->bindSlider(
        carbon, tr("Change carbon factor"), [](const ScenarioState& s) { return s.economics.carbonKgPerKwh; },
        [](ScenarioState& s, double v) { s.economics.carbonKgPerKwh = v; });
    form->addRow(tr("Carbon (kg CO2/kWh)"), carbon);

    auto* usd = slider(Range{0.01, 100, 3, 0.01, Scale::Logarithmic},
                       tr("Exchange rate used for catalogue prices quoted in US dollars (CNY per USD)"), energy);
    binder_->bindSlider(
        usd, tr("Change USD rate"), [](const ScenarioState& s) { return s.economics.cnyPerUsd; },
        [](ScenarioState& s, double v) { s.economics.cnyPerUsd = v; });
    form->addRow(tr("1 USD (CNY)"), usd);

    auto* eur = slider(Range{0.01, 100, 3, 0.01, Scale::Logarithmic},
                       tr("Exchange rate used for catalogue prices quoted in euros (CNY per EUR)"), energy);
    binder_->bindSlider(
        eur, tr("Change EUR rate"), [](const ScenarioState& s) { return s.economics.cnyPerEur; },
        [](ScenarioState& s, double v) { s.economics.cnyPerEur = v; });
    form->addRow(tr("1 EUR (CNY)"), eur);

    connect(energy, &PanelGroup::resetRequested, this, [this] {
        editor_.editEconomics(tr("Reset energy and money"), [](EconomicsState& e) {
            const EconomicsState kept = e; // the facility and the financing group keep their values
            e = EconomicsState{};
            e.facilityId = kept.facilityId;
            e.residual = kept.residual;
            e.discountRate = kept.discountRate;
            e.hostShare = kept.hostShare;
            e.cloud = kept.cloud;
            e.facilityOwnPrices = kept.facilityOwnPrices;
        });
    });

    finance_ = new EconomicsFinanceGroup(editor_, evaluation_, this);
    uncertainty_ = new EconomicsUncertaintyGroup(editor_, this);

    auto* place = new PanelGroup(tr("Facility"), tr("Clear the facility"));
    facility_ = new QComboBox(place);
    // Facility names are long ("Example: tier-1 city BGP edge site with DDoS protection"): sized to the longest,
    // the combo widened the whole panel past its dock and pushed every slider's value box out of sight.
    facility_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    facility_->setMinimumContentsLength(16);
    facility_->setToolTip(tr("The IDC facility to place the cards in. Choosing one copies its electricity price, "
                             "PUE, carbon factor and currency; they stay editable."));
    connect(facility_, &QComboBox::activated, this, [this](int index) {
        const std::string id = facility_->itemData(index).toString().toStdString();
        const Facility* f = evaluation_.catalogue()->findFacility(id);
        editor_.editEconomics(tr("Choose facility"), [&id, f](EconomicsState& e) {
            e.facilityId = id;
            if (f) {
                e.electricityPricePerKwh = f->electricityPricePerKwh;
                e.pue = f->pue;
                e.carbonKgPerKwh = f->carbonKgPerKwh;
                e.currency = f->currency;
            }
        });
    });
    place->form()->addRow(tr("Facility"), facility_);
    // The one rule for energy prices: the recommendation costs every facility at the price and PUE above unless asked.
    facilityOwnPrices_ = new QCheckBox(tr("Recommend at each facility's own prices"), place);
    facilityOwnPrices_->setToolTip(
        tr("Off: every option the recommendation compares is costed at the electricity price and PUE above, as every "
           "other view costs it. On: each facility is costed at its own catalogue price and PUE."));
    connect(facilityOwnPrices_, &QCheckBox::toggled, this, [this](bool on) {
        editor_.editEconomics(on ? tr("Recommend at each facility's own prices")
                                 : tr("Recommend at the scenario's price and PUE"),
                              [on](EconomicsState& e) { e.facilityOwnPrices = on; });
    });
    place->form()->addRow(facilityOwnPrices_);
    connect(place, &PanelGroup::resetRequested, this,
            [this] { editor_.editEconomics(tr("Clear facility"), [](EconomicsState& e) { e.facilityId.clear(); }); });

    auto* needs = new PanelGroup(tr("Facility requirements"), tr("Require nothing of the facilities"));
    auto addTick = [this, needs](const QString& text, const QString& toolTip, bool FacilityRequirementsState::*field) {
        auto* box = new QCheckBox(text, needs);
        box->setToolTip(toolTip);
        connect(box, &QCheckBox::toggled, this, [this, field, text](bool on) {
            editor_.editEconomics(tr("Require: %1").arg(text),
                                  [field, on](EconomicsState& e) { e.requirements.*field = on; });
        });
        ticks_.push_back({box, field});
        needs->form()->addRow(box);
    };
    addTick(tr("IDC licence (B11)"), tr("The operator holds a value-added telecom licence for IDC business"),
            &FacilityRequirementsState::idcLicence);
    addTick(tr("ISP licence (B14)"), tr("The operator may resell Internet access (bandwidth)"),
            &FacilityRequirementsState::ispLicence);
    addTick(tr("ISO 27001"), tr("Information-security certification of the site"),
            &FacilityRequirementsState::iso27001);
    addTick(tr("A+B feeds"), tr("Two independent power feeds to every rack"), &FacilityRequirementsState::dualFeeds);
    addTick(tr("Full power on one feed"), tr("Servers must keep full power when one feed is lost"),
            &FacilityRequirementsState::fullPowerOnFeedLoss);
    auto* tier = new QComboBox(needs);
    tier->addItem(tr("any"), 0);
    for (int t = 1; t <= 4; ++t)
        tier->addItem(tr("Tier %1 or better").arg(t), t);
    tier->setToolTip(tr("Minimum Uptime tier (a GB 50174 grade counts as its equivalent tier)"));
    binder_->bindCombo(
        tier, tr("Change required tier"),
        [](const ScenarioState& s) { return QVariant(s.economics.requirements.minUptimeTier); },
        [](ScenarioState& s, const QVariant& v) { s.economics.requirements.minUptimeTier = v.toInt(); });
    needs->form()->addRow(tr("Tier"), tier);
    auto* bgp = new QSpinBox(needs);
    bgp->setRange(0, 10);
    bgp->setKeyboardTracking(false);
    bgp->setToolTip(tr("Minimum number of BGP carrier lines"));
    connect(bgp, &QSpinBox::valueChanged, this, [this](int v) {
        editor_.editEconomics(tr("Change required BGP lines"),
                              [v](EconomicsState& e) { e.requirements.minBgpLines = v; });
    });
    bgp_ = bgp;
    needs->form()->addRow(tr("BGP lines"), bgp);
    connect(needs, &PanelGroup::resetRequested, this, [this] {
        editor_.editEconomics(tr("Reset facility requirements"), [](EconomicsState& e) { e.requirements = {}; });
    });

    // The groups scroll: with financing added they can be taller than a small screen's dock (and Chinese labels
    // wider), and the panel must not set the window's minimum size.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(energy);
    layout->addWidget(finance_->group());
    layout->addWidget(place);
    layout->addWidget(needs);
    layout->addWidget(uncertainty_->group());
    layout->addStretch(1);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(new PanelScrollArea(content, this));

    connect(&scenario_, &Scenario::changed, this, &EconomicsPanel::refresh);
    connect(&evaluation_, &LiveEvaluation::catalogueChanged, this, &EconomicsPanel::fillFacilities);
    connect(&evaluation_, &LiveEvaluation::catalogueChanged, finance_, &EconomicsFinanceGroup::fillOffers);
    fillFacilities();
}

void EconomicsPanel::fillFacilities()
{
    {
        const QSignalBlocker block(facility_);
        facility_->clear();
        facility_->addItem(tr("None (use the figures above)"), QString());
        for (const Facility& f : evaluation_.catalogue()->facilities)
            facility_->addItem(QString::fromStdString(f.name), QString::fromStdString(f.id));
    }
    refresh();
}

void EconomicsPanel::refresh()
{
    const ScenarioState& s = scenario_.state();
    binder_->refresh(s);
    finance_->refresh(s);
    uncertainty_->refresh(s);
    priceLabel_->setText(tr("Electricity (%1/kWh)").arg(QString::fromStdString(s.economics.currency)));
    {
        const QSignalBlocker blockCurrency(currency_);
        currency_->setCurrentIndex(currency_->findData(QString::fromStdString(s.economics.currency)));
    }
    {
        const QSignalBlocker blockOwn(facilityOwnPrices_);
        facilityOwnPrices_->setChecked(s.economics.facilityOwnPrices);
    }
    const QSignalBlocker block(facility_);
    facility_->setCurrentIndex(std::max(0, facility_->findData(QString::fromStdString(s.economics.facilityId))));
    for (const auto& [box, field] : ticks_) {
        const QSignalBlocker blockTick(box);
        box->setChecked(s.economics.requirements.*field);
    }
    const QSignalBlocker blockBgp(bgp_);
    bgp_->setValue(s.economics.requirements.minBgpLines);
}

} // namespace gputco::ui
