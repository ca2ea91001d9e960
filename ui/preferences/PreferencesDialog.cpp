#include "preferences/PreferencesDialog.h"

#include "i18n/Language.h"
#include "scenario/CatalogueSnapshot.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {

QComboBox* combo(QWidget* parent, const QList<std::pair<QString, QVariant>>& items, const QVariant& current)
{
    auto* box = new QComboBox(parent);
    for (const auto& [text, data] : items)
        box->addItem(text, data);
    const int index = box->findData(current);
    box->setCurrentIndex(index < 0 ? 0 : index);
    return box;
}

QDoubleSpinBox* rate(QWidget* parent, double value, const QString& toolTip)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0.01, 1000.0);
    box->setDecimals(4);
    box->setSingleStep(0.01);
    box->setValue(value);
    box->setSuffix(QStringLiteral(" CNY"));
    box->setToolTip(toolTip);
    return box;
}

} // namespace

PreferencesDialog::PreferencesDialog(const Preferences& p, const CatalogueSnapshot& catalogue, QWidget* parent)
    : QDialog(parent)
    , initial_(p)
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));

    auto* display = new QGroupBox(tr("Language and units"), this);
    auto* displayForm = new QFormLayout(display);
    // Language names in their own language, so a user who cannot read the current one still finds theirs.
    language_ = combo(display,
                      {{tr("System (%1)").arg(systemLanguageName()), QString()},
                       {QStringLiteral("English"), QStringLiteral("en")},
                       {QStringLiteral("简体中文"), QStringLiteral("zh_CN")}},
                      p.language);
    language_->setObjectName(QStringLiteral("language"));
    language_->setToolTip(tr("Language of the window, its numbers and dates; applied at once"));
    displayForm->addRow(tr("&Language"), language_);

    memoryUnit_ = combo(display,
                        {{tr("GB (10^9 bytes, as vendors quote capacity)"), QStringLiteral("GB")},
                         {tr("GiB (2^30 bytes, as nvidia-smi reports)"), QStringLiteral("GiB")}},
                        p.memoryUnit == MemoryUnit::GiB ? QStringLiteral("GiB") : QStringLiteral("GB"));
    memoryUnit_->setToolTip(tr("How every memory figure is shown: views, tables, status line and report"));
    displayForm->addRow(tr("&Memory unit"), memoryUnit_);

    auto* money = new QGroupBox(tr("Currency"), this);
    auto* moneyForm = new QFormLayout(money);
    currency_ = combo(money,
                      {{tr("CNY (yuan)"), QStringLiteral("CNY")},
                       {tr("USD (US dollar)"), QStringLiteral("USD")},
                       {tr("EUR (euro)"), QStringLiteral("EUR")}},
                      QString::fromStdString(p.currency));
    currency_->setToolTip(tr("Every amount is shown in this currency: the scenario's electricity price is converted "
                             "and catalogue prices are converted at the rates below"));
    moneyForm->addRow(tr("&Display currency"), currency_);
    usd_ = rate(money, p.cnyPerUsd, tr("Yuan per US dollar"));
    moneyForm->addRow(tr("1 &USD ="), usd_);
    eur_ = rate(money, p.cnyPerEur, tr("Yuan per euro"));
    moneyForm->addRow(tr("1 &EUR ="), eur_);
    auto* rateNote = new QLabel(tr("Indicative rates; set the ones your finance team uses."), money);
    rateNote->setWordWrap(true);
    moneyForm->addRow(rateNote);

    auto* start = new QGroupBox(tr("New scenarios"), this);
    auto* startForm = new QFormLayout(start);
    QList<std::pair<QString, QVariant>> facilities{{tr("None"), QString()}};
    for (const Facility& f : catalogue.facilities)
        facilities.append({QString::fromStdString(f.name.empty() ? f.id : f.name), QString::fromStdString(f.id)});
    facility_ = combo(start, facilities, QString::fromStdString(p.defaultFacilityId));
    facility_->setToolTip(
        tr("A new scenario starts in this facility, with its electricity price, PUE and carbon factor"));
    startForm->addRow(tr("Default &facility"), facility_);

    auto* look = new QGroupBox(tr("Appearance"), this);
    auto* lookForm = new QFormLayout(look);
    theme_ = combo(look,
                   {{tr("Follow the system"), static_cast<int>(Theme::System)},
                    {tr("Light"), static_cast<int>(Theme::Light)},
                    {tr("Dark"), static_cast<int>(Theme::Dark)}},
                   static_cast<int>(p.theme));
    lookForm->addRow(tr("&Theme"), theme_);
    QList<std::pair<QString, QVariant>> sizes;
    for (int percent : kPresentationPercents)
        sizes.append({percent == 100 ? tr("100% (normal)") : tr("%1% (projector)").arg(percent), percent});
    presentation_ = combo(look, sizes, p.presentationPercent);
    presentation_->setToolTip(tr("Font size of charts and tables, for presenting on a projector"));
    lookForm->addRow(tr("Chart and table &text"), presentation_);

    auto* report = new QGroupBox(tr("Report"), this);
    auto* reportForm = new QFormLayout(report);
    paper_ = combo(report,
                   {{tr("From the language (A4; Letter for US English)"), QString()},
                    {tr("A4 (210 × 297 mm)"), QStringLiteral("a4")},
                    {tr("Letter (8.5 × 11 in)"), QStringLiteral("letter")}},
                   p.reportPaper);
    paper_->setObjectName(QStringLiteral("reportPaper"));
    paper_->setToolTip(tr("The PDF report's page size, for File > Export report and gpu-tco-cli report (whose "
                          "--paper option overrides it)"));
    reportForm->addRow(tr("&Paper"), paper_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(display);
    layout->addWidget(money);
    layout->addWidget(start);
    layout->addWidget(look);
    layout->addWidget(report);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p = initial_;
    p.language = language_->currentData().toString();
    p.currency = currency_->currentData().toString().toStdString();
    p.cnyPerUsd = usd_->value();
    p.cnyPerEur = eur_->value();
    p.memoryUnit = memoryUnit_->currentData().toString() == u"GiB" ? MemoryUnit::GiB : MemoryUnit::GB;
    p.defaultFacilityId = facility_->currentData().toString().toStdString();
    p.theme = static_cast<Theme>(theme_->currentData().toInt());
    p.presentationPercent = presentation_->currentData().toInt();
    p.reportPaper = paper_->currentData().toString();
    return p;
}

} // namespace gputco::ui
