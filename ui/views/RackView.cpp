#include "views/RackView.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/NoteText.h"
#include "hardware/ServerChoice.h"
#include "models/FacilityFitTableModel.h"
#include "models/TableSortProxy.h"
#include "power/PowerCap.h"
#include "style/Palette.h"
#include "widgets/RackElevationWidget.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace gputco::ui {

RackView::RackView(QWidget* parent)
    : EvaluationView(parent)
    , option_(new QComboBox(this))
    , server_(new QComboBox(this))
    , powerCap_(new QSpinBox(this))
    , message_(new QLabel(this))
    , figures_(new QFormLayout)
    , elevation_(new RackElevationWidget)
    , facilities_(new FacilityFitTableModel(this))
    , table_(new QTableView)
{
    option_->setToolTip(tr("The compared card whose deployment is laid out in racks"));
    // The card's name reads whole; the server list (long product names) takes the rest of the row.
    option_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    option_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    server_->setToolTip(tr("The server the card is bought, powered and racked in; every view costs the card in it"));
    server_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    server_->setMinimumContentsLength(24);
    // The power cap per card (docs/MODEL.md, "Power under load"): 0 is no cap; at most 1.5 x the card's TDP.
    powerCap_->setSpecialValueText(tr("none"));
    powerCap_->setSuffix(tr(" W"));
    powerCap_->setKeyboardTracking(false);
    powerCap_->setToolTip(tr("Power cap per card: each card draws at most this and computes at (cap / full load)^(1/3) "
                             "of its peak; every view, the recommendation and the report use it. None: no cap"));
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(palette::kFailure.darker(130).name()));

    auto* heading = new QLabel(tr("Where does it go? Servers, racks, power feeds and cooling"), this);
    QFont headingFont = heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.15);
    heading->setFont(headingFont);

    // The question on its own line and the choices below it: one row of both set the view's minimum width, and the
    // tab widget's minimum narrows the docks beside it (tests/ui/WindowFitTest.cpp at 1440x900).
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Option"), this));
    top->addWidget(option_);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Server"), this));
    top->addWidget(server_, 1);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Power cap"), this));
    top->addWidget(powerCap_);

    auto* numbers = new QWidget;
    figures_->setLabelAlignment(Qt::AlignLeft);
    figures_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    numbers->setLayout(figures_);
    auto* scroll = new QScrollArea;
    scroll->setWidget(numbers);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* upper = new QSplitter(Qt::Horizontal);
    upper->addWidget(scroll);
    upper->addWidget(elevation_);
    upper->setStretchFactor(0, 3);
    upper->setStretchFactor(1, 2);
    upper->setSizes({560, 300});
    numbers->setMinimumWidth(420);

    table_->setModel(new TableSortProxy(facilities_, FacilityFitTableModel::SortRole, this));
    table_->setSortingEnabled(true);
    table_->sortByColumn(0, Qt::AscendingOrder); // the header's default indicator would sort Z to A
    table_->verticalHeader()->hide();
    table_->setWordWrap(false);
    // Sized when the table's shape changes, not on every step; reasons get a fixed width (tooltip has all).
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    connect(facilities_, &QAbstractItemModel::modelReset, table_, [this] {
        table_->resizeColumnsToContents();
        table_->horizontalHeader()->resizeSection(FacilityFitTableModel::Reasons, 320);
    });
    table_->setAlternatingRowColors(true);

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(upper);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({460, 300});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addLayout(top);
    layout->addWidget(message_);
    layout->addWidget(split, 1);

    connect(option_, &QComboBox::currentIndexChanged, this, [this] {
        if (!evaluation())
            return;
        fillServers(*evaluation());
        fillPowerCap(*evaluation());
        redraw(*evaluation());
    });
    connect(server_, &QComboBox::activated, this,
            [this] { emit serverChosen(option_->currentData().toString(), server_->currentData().toString()); });
    connect(powerCap_, &QSpinBox::valueChanged, this,
            [this](int watts) { emit powerCapChosen(option_->currentData().toString(), watts); });
}

void RackView::showCard(const QString& cardId)
{
    wantedCard_ = cardId;
    const int index = option_->findData(cardId);
    if (index >= 0) {
        wantedCard_.clear();
        option_->setCurrentIndex(index);
    }
}

void RackView::fillServers(const Evaluation& e)
{
    const QSignalBlocker block(server_);
    server_->clear();
    const std::string id = option_->currentData().toString().toStdString();
    const CardEvaluation* c = id.empty() ? nullptr : e.find(id);
    if (!c) {
        server_->setEnabled(false);
        return;
    }
    const auto chosen = e.state.economics.serverByCard.find(id);
    const bool named = chosen != e.state.economics.serverByCard.end();
    const QString automatic = c->economics.server ? QString::fromStdString(c->economics.server->name) : tr("none");
    server_->addItem(tr("Automatic (%1)").arg(automatic), QString());
    for (const Server& s : serversForCard(*c->card, e.catalogue->servers)) {
        QString label = QString::fromStdString(s.name);
        if (s.price)
            label += tr(" - system price");
        else if (s.hostShare)
            label += tr(" - host %1 of the cards").arg(format::percent(*s.hostShare));
        server_->addItem(label, QString::fromStdString(s.id));
        if (named && s.id == chosen->second)
            server_->setCurrentIndex(server_->count() - 1);
    }
    server_->setEnabled(server_->count() > 1);
}

void RackView::fillPowerCap(const Evaluation& e)
{
    const QSignalBlocker block(powerCap_);
    const std::string id = option_->currentData().toString().toStdString();
    const CardEvaluation* c = id.empty() ? nullptr : e.find(id);
    if (!c || !c->card->tdp) {
        powerCap_->setRange(0, 0);
        powerCap_->setEnabled(false);
        return;
    }
    powerCap_->setEnabled(true);
    powerCap_->setRange(0, static_cast<int>(std::floor(c->card->tdp->inWatts() * kMaxPowerCapOverTdp)));
    powerCap_->setSingleStep(10);
    const auto cap = e.state.economics.powerCapWattsByCard.find(id);
    powerCap_->setValue(
        cap == e.state.economics.powerCapWattsByCard.end() ? 0 : static_cast<int>(std::lround(cap->second)));
}

void RackView::render(const Evaluation& evaluation, const Evaluation*)
{
    fillOptions(evaluation);
    fillServers(evaluation);
    fillPowerCap(evaluation);
    redraw(evaluation);
}

void RackView::fillOptions(const Evaluation& e)
{
    const QString current = option_->currentData().toString();
    QStringList ids;
    for (std::size_t i : e.selected)
        ids << QString::fromStdString(e.cards[i].card->id);
    QStringList shown;
    for (int i = 0; i < option_->count(); ++i)
        shown << option_->itemData(i).toString();
    if (ids == shown) {
        if (const int wanted = wantedCard_.isEmpty() ? -1 : option_->findData(wantedCard_); wanted >= 0) {
            wantedCard_.clear();
            const QSignalBlocker block(option_);
            option_->setCurrentIndex(wanted);
        }
        return;
    }
    const QSignalBlocker block(option_);
    option_->clear();
    int preferred = -1;
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        option_->addItem(QString::fromStdString(c.card->model), QString::fromStdString(c.card->id));
        if (preferred < 0 && c.rack.plan)
            preferred = option_->count() - 1; // first card with a server model and a plan
    }
    const int keep = option_->findData(current);
    const int wanted = wantedCard_.isEmpty() ? -1 : option_->findData(wantedCard_);
    if (wanted >= 0)
        wantedCard_.clear();
    option_->setCurrentIndex(wanted >= 0 ? wanted : keep >= 0 ? keep : std::max(preferred, 0));
}

QString RackView::figure(const QString& label) const
{
    for (int row = 0; row < figures_->rowCount(); ++row) {
        auto* name = qobject_cast<QLabel*>(figures_->itemAt(row, QFormLayout::LabelRole)
                                               ? figures_->itemAt(row, QFormLayout::LabelRole)->widget()
                                               : nullptr);
        auto* value = qobject_cast<QLabel*>(figures_->itemAt(row, QFormLayout::FieldRole)
                                                ? figures_->itemAt(row, QFormLayout::FieldRole)->widget()
                                                : nullptr);
        if (name && value && name->text() == label)
            return value->text();
    }
    return {};
}

void RackView::setFigure(const QString& label, const QString& value, const QString& toolTip)
{
    // Rows are reused by label so a slider step only changes texts.
    for (int row = 0; row < figures_->rowCount(); ++row) {
        QLayoutItem* item = figures_->itemAt(row, QFormLayout::LabelRole);
        auto* name = item ? qobject_cast<QLabel*>(item->widget()) : nullptr;
        if (name && name->text() == label) {
            auto* field = qobject_cast<QLabel*>(figures_->itemAt(row, QFormLayout::FieldRole)->widget());
            if (field->text() != value)
                field->setText(value);
            field->setToolTip(toolTip);
            return;
        }
    }
    auto* field = new QLabel(value);
    field->setTextInteractionFlags(Qt::TextSelectableByMouse);
    field->setToolTip(toolTip);
    figures_->addRow(new QLabel(label), field);
}

void RackView::redraw(const Evaluation& e)
{
    const std::string id = option_->currentData().toString().toStdString();
    const CardEvaluation* c = id.empty() ? nullptr : e.find(id);
    if (!c || !c->rack.plan || !c->rack.load || !c->rack.server) {
        while (figures_->rowCount() > 0)
            figures_->removeRow(0);
        QString why = e.selected.empty()
                          ? tr("No cards selected: tick cards in the Cards panel.")
                          : tr("No rack plan for this card: %1")
                                .arg(c && c->rack.problem ? rackProblemText(c->rack) : tr("no deployment"));
        message_->setText(why);
        message_->show();
        elevation_->setPicture({});
        facilities_->setFits({}, e.catalogue);
        return;
    }
    const CardRack& r = c->rack;
    const RackPlan& plan = *r.plan;
    const Server& server = *r.server;
    message_->setText(r.genericRack ? tr("No facility chosen: a generic 42U rack with 400 V three-phase 63 A A+B "
                                         "feeds; only space and cooling limit it. Choose a facility in the "
                                         "Economics panel to check its limits.")
                                    : QString());
    message_->setVisible(r.genericRack);

    const QString serverName = QString::fromStdString(server.name);
    setFigure(tr("Server"), tr("%1 (%2 GPUs, %3 U, %4 max)")
                                .arg(serverName)
                                .arg(server.gpusPerServer)
                                .arg(server.rackUnits)
                                .arg(format::power(r.load->serverMaxPower)));
    setFigure(tr("Servers"), format::integer(r.servers));
    setFigure(tr("Capex"),
              c->economics.capexUnderstated
                  ? tr("capex understated: no host cost is known for this card, the capex counts the cards alone")
              : c->economics.capexBasis == CapexBasis::SystemPrice ? tr("the server's system price")
              : c->economics.capexBasis                            ? tr("cards plus the server's host share")
                                                                   : tr("no price"),
              tr("The same server and capex basis as Power & cost, Recommend and the report"));
    setFigure(tr("Servers per rack"),
              plan.serversPerRack > 0
                  ? tr("%1 (limited by %2)").arg(plan.serversPerRack).arg(rackConstraintLabel(plan.binding))
                  : tr("none fit (%1)").arg(rackConstraintLabel(plan.binding)));
    setFigure(tr("Racks"), format::integer(plan.racks));
    setFigure(tr("Power per rack"),
              tr("%1 in the fullest rack, %2 mean over the racks")
                  .arg(format::power(plan.rackMax), format::power(plan.rackAverage)),
              tr("At every server's maximum power"));
    setFigure(tr("IT power"), tr("%1 max, %2 average").arg(format::power(plan.itMax), format::power(plan.itAverage)));
    setFigure(tr("Facility power"),
              tr("%1 max, %2 average").arg(format::power(plan.facilityMax), format::power(plan.facilityAverage)),
              tr("IT power x PUE"));
    setFigure(tr("Heat"),
              tr("%1 BTU/h (%2 per rack)").arg(format::integer(plan.btuPerHour), format::integer(plan.rackBtuPerHour)),
              tr("1 W = 3.412 BTU/h"));
    setFigure(tr("Cooling"),
              tr("%1 tons of refrigeration (%2 per rack)")
                  .arg(format::significant(plan.coolingTons), format::significant(plan.rackCoolingTons)),
              tr("1 ton = 3.517 kW"));
    setFigure(tr("Airflow"),
              tr("%1 CFM (%2 per rack)").arg(format::integer(plan.airflowCfm), format::integer(plan.rackAirflowCfm)),
              tr("CFM = 3.16 x W / temperature rise in F (20 F)"));
    setFigure(tr("Feed current"),
              tr("%1 A per phase on each of %2 feed(s); breaker needed %3 A, %4 circuit(s) per feed")
                  .arg(format::significant(plan.feed.ampsPerPhase))
                  .arg(plan.feed.feeds)
                  .arg(format::significant(plan.feed.breakerAmpsNeeded))
                  .arg(plan.feed.circuitsPerFeed),
              tr("With A+B feeds each feed must carry the whole rack"));
    setFigure(tr("Cooling method"), coolingMethodLabel(plan.coolingMethod));
    setFigure(tr("Inlet class"), QString::fromLatin1(ashraeClassName(plan.inletClass).data()));
    QStringList limits;
    for (RackConstraint k : plan.exceeded)
        limits << rackConstraintLabel(k);
    setFigure(tr("Limits broken"), limits.isEmpty() ? tr("none") : limits.join(QStringLiteral(", ")));

    RackElevationWidget::Picture picture;
    const Facility* facility = e.catalogue->findFacility(e.state.economics.facilityId);
    picture.usableUnits = !r.genericRack && facility ? facility->rack.usableUnits : 42;
    picture.serverUnits = server.rackUnits;
    picture.servers = std::min(plan.serversPerRack, r.servers);
    picture.serverName = serverName;
    picture.headline = tr("Fullest rack: %1 max").arg(format::power(plan.rackMax));
    picture.footer = plan.racks == 1 ? tr("1 rack in all") : tr("%1 racks in all").arg(plan.racks);
    picture.failing = !plan.fits();
    elevation_->setPicture(picture);

    facilities_->setFits(r.facilities, e.catalogue);
}

} // namespace gputco::ui
