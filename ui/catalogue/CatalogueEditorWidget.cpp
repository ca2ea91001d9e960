#include "catalogue/CatalogueEditorWidget.h"

#include "catalogue/CatalogueColumnLabels.h"
#include "catalogue/CatalogueItemDelegate.h"
#include "catalogue/CatalogueMessageBar.h"
#include "catalogue/CatalogueTableModel.h"
#include "database/CatalogueTables.h"
#include "export/DialogFolder.h"
#include "models/TableSortProxy.h"
#include "session/CatalogueStore.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gputco::ui {
namespace {

/// The tables the editor offers, in the order a buyer fills them in; models last (File > Import model... reads a
/// config.json into that table).
const std::vector<const TableSpec*>& editableTables()
{
    static const std::vector<const TableSpec*> tables{&cardsTable(),       &serversTable(), &facilitiesTable(),
                                                      &cloudOffersTable(), &modelsTable(),  &efficiencyProfilesTable()};
    return tables;
}

/// Widest a column starts (notes and sources are long); the user can widen it.
constexpr int kMaxColumnWidth = 240;
/// Rows the columns are sized from: the first screenfuls, not a catalogue of 100,000 rows.
constexpr int kRowsSizedFrom = 200;
/// Import problems listed in the message; the rest are counted.
constexpr int kListedIssues = 8;

} // namespace

CatalogueEditorWidget::CatalogueEditorWidget(CatalogueStore& store, QWidget* parent)
    : QWidget(parent)
    , store_(store)
    , model_(new CatalogueTableModel(store, this))
    , proxy_(new TableSortProxy(model_, CatalogueTableModel::SortRole, this))
    , chooser_(new QComboBox(this))
    , search_(new QLineEdit(this))
    , table_(new QTableView(this))
    , banner_(new CatalogueMessageBar(false, this))
    , message_(new CatalogueMessageBar(true, this))
    , location_(new QLabel(this))
    , loaded_(new QLabel(this))
    , readRest_(new QTimer(this))
    , add_(new QPushButton(tr("&New row"), this))
    , duplicate_(new QPushButton(tr("D&uplicate"), this))
    , delete_(new QPushButton(tr("&Delete…"), this))
    , import_(new QPushButton(tr("&Import CSV…"), this))
    , export_(new QPushButton(tr("E&xport CSV…"), this))
{
    for (const TableSpec* table : editableTables())
        chooser_->addItem(tableLabel(*table), table->name);
    chooser_->setToolTip(tr("The catalogue table to show and edit"));
    search_->setPlaceholderText(tr("Search this table"));
    search_->setClearButtonEnabled(true);
    search_->setToolTip(tr("Shows the rows with this text in any column"));
    add_->setToolTip(tr("Add a row of your own; fill in the cells marked (fill in)"));
    duplicate_->setToolTip(tr("Copy the selected row under a new id, as your own row (e.g. your quote for a card)"));
    delete_->setToolTip(tr("Delete the selected row; refused while other rows still name it"));
    import_->setToolTip(tr("Add or update rows of this table from a CSV file; nothing is written if any row is "
                           "wrong"));
    export_->setToolTip(tr("Write this table to a CSV file (UTF-8, one header row)"));

    proxy_->setFilterKeyColumn(-1);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);

    table_->setModel(proxy_);
    table_->setItemDelegate(new CatalogueItemDelegate(*model_, store_, table_));
    table_->setSortingEnabled(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    table_->setWordWrap(false);
    table_->setAlternatingRowColors(false); // the tint marks built-in rows; stripes would blur it
    table_->verticalHeader()->hide();
    // Compact rows: a catalogue is read as a sheet, and more rows fit on a projector.
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->horizontalHeader()->setHighlightSections(false);
    table_->horizontalHeader()->setResizeContentsPrecision(kRowsSizedFrom);

    auto* remove = new QAction(this);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    table_->addAction(remove);

    auto* heading = new QLabel(tr("Your catalogue: cards, servers, facilities, cloud prices and models"), this);
    QFont headingFont = heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.15);
    heading->setFont(headingFont);

    auto* tools = new QHBoxLayout;
    tools->addWidget(new QLabel(tr("Table"), this));
    tools->addWidget(chooser_);
    tools->addWidget(search_, 1);
    tools->addSpacing(12);
    tools->addWidget(add_);
    tools->addWidget(duplicate_);
    tools->addWidget(delete_);
    tools->addSpacing(12);
    tools->addWidget(import_);
    tools->addWidget(export_);

    location_->setWordWrap(true);
    location_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette muted = location_->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    location_->setPalette(muted);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(banner_);
    layout->addLayout(tools);
    layout->addWidget(message_);
    layout->addWidget(table_, 1);
    layout->addWidget(loaded_);
    layout->addWidget(location_);
    loaded_->setWordWrap(true);
    loaded_->hide();

    connect(chooser_, &QComboBox::currentIndexChanged, this, &CatalogueEditorWidget::chooseTable);
    connect(search_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);
    // A search covers the whole table: the pages not read yet are read one per turn of the event loop, so the
    // window keeps answering while a search runs through 100,000 rows.
    readRest_->setSingleShot(true);
    readRest_->setInterval(0);
    connect(search_, &QLineEdit::textChanged, readRest_, qOverload<>(&QTimer::start));
    connect(search_, &QLineEdit::textChanged, this, &CatalogueEditorWidget::showLoadedRows);
    connect(readRest_, &QTimer::timeout, this, [this] {
        if (search_->text().isEmpty() || !model_->canFetchMore({}))
            return;
        model_->fetchMore({});
        readRest_->start();
    });
    connect(add_, &QPushButton::clicked, this, &CatalogueEditorWidget::addRow);
    connect(duplicate_, &QPushButton::clicked, this, &CatalogueEditorWidget::duplicateSelected);
    connect(delete_, &QPushButton::clicked, this, &CatalogueEditorWidget::deleteSelected);
    connect(remove, &QAction::triggered, this, &CatalogueEditorWidget::deleteSelected);
    connect(import_, &QPushButton::clicked, this, &CatalogueEditorWidget::importCsv);
    connect(export_, &QPushButton::clicked, this, &CatalogueEditorWidget::exportCsv);
    connect(model_, &CatalogueTableModel::written, this,
            [this](const QString& text) { message_->showMessage(text, CatalogueMessageBar::Kind::Information); });
    connect(model_, &CatalogueTableModel::writeRefused, this,
            [this](const QString& text) { message_->showMessage(text, CatalogueMessageBar::Kind::Error); });
    // A message speaks of the last step: an undo or redo makes it stale ("Saved ... now yours" over a row the undo
    // made built-in again). A push hides it too, just before the step's own message shows.
    connect(&store_.undoStack(), &QUndoStack::indexChanged, message_, &QWidget::hide);
    // Queued: a restore is refused inside the undo, before the stack's indexChanged would hide the refusal.
    connect(
        &store_, &CatalogueStore::restoreRefused, this,
        [this](const QString& text) { message_->showMessage(text, CatalogueMessageBar::Kind::Error); },
        Qt::QueuedConnection);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogueEditorWidget::updateActions);
    connect(model_, &QAbstractItemModel::modelReset, this, &CatalogueEditorWidget::updateActions);
    connect(model_, &QAbstractItemModel::modelReset, this, &CatalogueEditorWidget::showLoadedRows);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &CatalogueEditorWidget::showLoadedRows);
    connect(model_, &QAbstractItemModel::rowsRemoved, this, &CatalogueEditorWidget::showLoadedRows);

    if (auto reason = store_.readOnlyReason())
        banner_->showMessage(*reason, CatalogueMessageBar::Kind::Warning);
    location_->setText(tr("Shaded rows marked built-in came with the app and follow its catalogue updates; an edited "
                          "built-in row becomes yours and updates no longer change it. Empty numbers mean unknown. "
                          "Catalogue: %1")
                           .arg(store_.describeLocation()));
    chooseTable(0);
}

bool CatalogueEditorWidget::showTable(const QString& name)
{
    const int index = chooser_->findData(name);
    if (index < 0)
        return false;
    chooser_->setCurrentIndex(index);
    return true;
}

void CatalogueEditorWidget::chooseTable(int index)
{
    const TableSpec* table = findCatalogueTable(chooser_->itemData(index).toString());
    if (!table)
        return;
    model_->setTable(*table);
    message_->hide(); // a message is about the table it was written for
    table_->sortByColumn(model_->columnOf(QStringLiteral("id")), Qt::AscendingOrder);
    fitColumns();
    updateActions();
    showLoadedRows();
}

void CatalogueEditorWidget::showLoadedRows()
{
    // A big table is read a page at a time as the view scrolls: say how much of it the view holds, since sorting
    // and search cover only those rows.
    const bool partial = model_->rowCount() < model_->totalRows();
    if (partial)
        loaded_->setText(
            search_->text().isEmpty()
                ? tr("Showing the first %1 of %2 rows (in id order). Scroll down to read more; sorting covers the rows "
                     "read so far.")
                      .arg(QLocale().toString(model_->rowCount()), QLocale().toString(model_->totalRows()))
                : tr("Searching: %1 of %2 rows read so far.")
                      .arg(QLocale().toString(model_->rowCount()), QLocale().toString(model_->totalRows())));
    loaded_->setVisible(partial);
}

void CatalogueEditorWidget::fitColumns()
{
    table_->resizeColumnsToContents();
    for (int c = 0; c < model_->columnCount(); ++c)
        table_->setColumnWidth(c, std::min(table_->columnWidth(c), kMaxColumnWidth));
}

int CatalogueEditorWidget::currentSourceRow() const
{
    const QModelIndex current = table_->currentIndex();
    return current.isValid() ? proxy_->mapToSource(current).row() : -1;
}

void CatalogueEditorWidget::selectId(const QString& id)
{
    const int row = model_->loadRowOf(id); // a new row may sort after the pages read so far
    if (row < 0)
        return;
    const QModelIndex index = proxy_->mapFromSource(model_->index(row, model_->columnOf(QStringLiteral("id"))));
    if (!index.isValid()) // hidden by the search: show everything so the new row is seen
        search_->clear();
    const QModelIndex shown = proxy_->mapFromSource(model_->index(row, model_->columnOf(QStringLiteral("id"))));
    table_->setCurrentIndex(shown);
    // In the middle, not at an edge: the message about the new row shows next and narrows the table, which pushed
    // a row scrolled to the bottom edge out of sight.
    table_->scrollTo(shown, QAbstractItemView::PositionAtCenter);
}

void CatalogueEditorWidget::updateActions()
{
    const bool editable = store_.isEditable();
    const bool hasRow = currentSourceRow() >= 0;
    add_->setEnabled(editable);
    import_->setEnabled(editable);
    duplicate_->setEnabled(editable && hasRow);
    delete_->setEnabled(editable && hasRow);
}

void CatalogueEditorWidget::addRow()
{
    auto added = model_->addRow();
    if (!added) {
        message_->showMessage(tr("Not added. %1").arg(describeRefusal(added.error())),
                              CatalogueMessageBar::Kind::Error);
        return;
    }
    selectId(*added);
    message_->showMessage(tr("Added %1 as your row. Replace the cells marked (fill in) and the placeholder figures "
                             "with your own.")
                              .arg(*added),
                          CatalogueMessageBar::Kind::Information);
}

void CatalogueEditorWidget::duplicateSelected()
{
    const int row = currentSourceRow();
    const QString original = model_->idAt(row);
    auto added = model_->duplicateRow(row);
    if (!added) {
        message_->showMessage(tr("Not duplicated. %1").arg(describeRefusal(added.error())),
                              CatalogueMessageBar::Kind::Error);
        return;
    }
    selectId(*added);
    message_->showMessage(tr("Added %1, a copy of %2, as your row.").arg(*added, original),
                          CatalogueMessageBar::Kind::Information);
}

void CatalogueEditorWidget::deleteSelected()
{
    const int row = currentSourceRow();
    if (row < 0 || !store_.isEditable())
        return;
    const QString id = model_->idAt(row);
    const bool builtIn = model_->index(row, 0).data(CatalogueTableModel::BuiltInRole).toBool();
    const QString question =
        builtIn ? tr("Delete %1 from %2? It is a built-in row: catalogue updates will not bring it back.")
                      .arg(id, tableLabel(model_->table()))
                : tr("Delete %1 from %2? Edit > Undo brings it back.").arg(id, tableLabel(model_->table()));
    if (QMessageBox::question(this, tr("Delete row"), question) != QMessageBox::Yes)
        return;
    if (auto removed = model_->removeRowAt(row); !removed) {
        message_->showMessage(tr("Not deleted. %1").arg(describeRefusal(removed.error())),
                              CatalogueMessageBar::Kind::Error);
        return;
    }
    message_->showMessage(tr("Deleted %1.").arg(id), CatalogueMessageBar::Kind::Information);
}

void CatalogueEditorWidget::importCsv()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import %1 from CSV").arg(tableLabel(model_->table())),
                                                      dialogFolder(), tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    const CsvImportReport report = store_.importCsv(model_->table(), path);
    if (report.ok()) {
        QString text = tr("Imported %1: %2 added, %3 updated, %4 unchanged.")
                           .arg(tableLabel(model_->table()))
                           .arg(report.added)
                           .arg(report.updated)
                           .arg(report.unchanged);
        // Say how the file was read (an Excel file on Chinese Windows is GBK, "Unicode text" UTF-16 with tabs).
        if (!report.detected.isEmpty())
            text += u' ' + tr("Read as %1.").arg(report.detected);
        message_->showMessage(text, CatalogueMessageBar::Kind::Information);
        return;
    }
    QStringList lines{
        tr("Nothing was imported: the file has %n problem(s).", nullptr, static_cast<int>(report.issues.size()))};
    for (std::size_t i = 0; i < report.issues.size() && i < kListedIssues; ++i)
        lines << report.issues[i].describe();
    if (report.issues.size() > kListedIssues)
        lines << tr("… and %n more.", nullptr, static_cast<int>(report.issues.size() - kListedIssues));
    message_->showMessage(lines.join(u'\n'), CatalogueMessageBar::Kind::Error);
}

void CatalogueEditorWidget::exportCsv()
{
    const QString suggested = dialogPath(model_->table().name + QStringLiteral(".csv"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export %1 to CSV").arg(tableLabel(model_->table())),
                                                      suggested, tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(path);
    if (auto written = store_.exportCsv(model_->table(), path); !written) {
        message_->showMessage(tr("Not exported. %1").arg(describeRefusal(written.error())),
                              CatalogueMessageBar::Kind::Error);
        return;
    }
    message_->showMessage(tr("Exported %1 to %2.").arg(tableLabel(model_->table()), QDir::toNativeSeparators(path)),
                          CatalogueMessageBar::Kind::Information);
}

} // namespace gputco::ui
