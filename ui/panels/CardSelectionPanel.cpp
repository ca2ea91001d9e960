#include "panels/CardSelectionPanel.h"

#include "format/EnumLabels.h"
#include "models/CardFilterProxyModel.h"
#include "models/CardTableModel.h"
#include "session/LiveEvaluation.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace gputco::ui {

CardSelectionPanel::CardSelectionPanel(Scenario& scenario, ScenarioEditor& editor, LiveEvaluation& evaluation,
                                       QWidget* parent)
    : QWidget(parent)
    , scenario_(scenario)
    , editor_(editor)
    , evaluation_(evaluation)
    , model_(new CardTableModel(this))
    , proxy_(new CardFilterProxyModel(model_, this))
{

    segment_ = new QComboBox(this);
    segment_->setToolTip(tr("Show cards made for training, inference or the edge"));
    vendor_ = new QComboBox(this);
    vendor_->setToolTip(tr("Show one vendor's cards"));
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Search cards"));
    search_->setClearButtonEnabled(true);
    search_->setToolTip(tr("Matches the card's name, vendor or id"));

    table_ = new QTableView(this);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(CardTableModel::Name, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    // Columns sized from the first rows, not from every card of a catalogue of 100,000.
    table_->horizontalHeader()->setResizeContentsPrecision(200);
    table_->setWordWrap(false);

    auto* all = new QPushButton(tr("Tick shown"), this);
    all->setToolTip(tr("Compare every card the filter shows"));
    auto* none = new QPushButton(tr("Untick shown"), this);
    none->setToolTip(tr("Stop comparing the cards the filter shows"));
    count_ = new QLabel(this);

    auto* filters = new QHBoxLayout;
    filters->addWidget(segment_, 1);
    filters->addWidget(vendor_, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(all);
    buttons->addWidget(none);
    buttons->addStretch(1);
    buttons->addWidget(count_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(search_);
    layout->addWidget(table_, 1);
    layout->addLayout(buttons);

    connect(segment_, &QComboBox::currentIndexChanged, this, &CardSelectionPanel::applyFilters);
    connect(vendor_, &QComboBox::currentIndexChanged, this, &CardSelectionPanel::applyFilters);
    connect(search_, &QLineEdit::textChanged, proxy_, &CardFilterProxyModel::setSearchText);
    connect(all, &QPushButton::clicked, this, [this] { selectShown(true); });
    connect(none, &QPushButton::clicked, this, [this] { selectShown(false); });
    connect(model_, &CardTableModel::selectionEdited, this, [this](const std::vector<std::string>& ids) {
        editor_.edit(tr("Change card selection"), [&ids](ScenarioState& s) { s.selectedCardIds = ids; });
    });
    connect(&scenario_, &Scenario::changed, this, &CardSelectionPanel::refresh);
    connect(&evaluation_, &LiveEvaluation::catalogueChanged, this, &CardSelectionPanel::fillFilters);
    fillFilters();
}

CardTableModel* CardSelectionPanel::model()
{
    fillTable();
    return model_;
}

CardFilterProxyModel* CardSelectionPanel::proxy()
{
    fillTable();
    return proxy_;
}

void CardSelectionPanel::setOnScreen(bool onScreen)
{
    onScreen_ = onScreen;
    if (onScreen_)
        fillTable();
}

void CardSelectionPanel::fillFilters()
{
    // A catalogue edit reloads the catalogue: the filters the user chose stay, as long as they still match.
    const QVariant keptSegment = segment_->currentData();
    const QVariant keptVendor = vendor_->currentData();
    {
        const QSignalBlocker blockSegment(segment_);
        const QSignalBlocker blockVendor(vendor_);
        segment_->clear();
        segment_->addItem(tr("All segments"));
        for (Segment s : {Segment::Training, Segment::Inference, Segment::Edge})
            segment_->addItem(segmentLabel(s), static_cast<int>(s));
        vendor_->clear();
        vendor_->addItem(tr("All vendors"), QString());
        std::set<std::string> vendors;
        for (const Accelerator& card : evaluation_.catalogue()->cards)
            vendors.insert(card.vendor);
        for (const std::string& v : vendors)
            vendor_->addItem(QString::fromStdString(v), QString::fromStdString(v));
        segment_->setCurrentIndex(std::max(0, segment_->findData(keptSegment)));
        vendor_->setCurrentIndex(std::max(0, vendor_->findData(keptVendor)));
    }
    tableStale_ = true;
    if (onScreen_)
        fillTable();
}

void CardSelectionPanel::fillTable()
{
    if (!tableStale_)
        return;
    tableStale_ = false;
    model_->setCatalogue(evaluation_.catalogue());
    applyFilters();
    table_->resizeColumnsToContents();
    refresh();
}

void CardSelectionPanel::applyFilters()
{
    const QVariant segment = segment_->currentData();
    proxy_->setSegment(segment.isValid() ? std::optional<int>(segment.toInt()) : std::nullopt);
    proxy_->setVendor(vendor_->currentData().toString());
}

void CardSelectionPanel::refresh()
{
    const std::vector<std::string>& ids = scenario_.state().selectedCardIds;
    model_->setSelectedIds(ids);
    count_->setText(tr("%1 of %2 ticked").arg(model_->selectedIds().size()).arg(model_->rowCount()));
}

void CardSelectionPanel::selectShown(bool select)
{
    std::set<std::string> requested;
    for (const std::string& id : model_->selectedIds())
        requested.insert(id);
    for (int row = 0; row < proxy_->rowCount(); ++row) {
        const std::string id = proxy_->index(row, 0).data(CardTableModel::CardIdRole).toString().toStdString();
        if (select)
            requested.insert(id);
        else
            requested.erase(id);
    }
    std::vector<std::string> ids;
    for (const Accelerator& card : evaluation_.catalogue()->cards)
        if (requested.count(card.id))
            ids.push_back(card.id);
    editor_.edit(select ? tr("Tick shown cards") : tr("Untick shown cards"),
                 [&ids](ScenarioState& s) { s.selectedCardIds = ids; });
}

} // namespace gputco::ui
