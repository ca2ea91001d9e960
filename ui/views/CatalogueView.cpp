#include "views/CatalogueView.h"

#include "catalogue/CatalogueEditorWidget.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

CatalogueView::CatalogueView(QWidget* parent)
    : QWidget(parent)
    , layout_(new QVBoxLayout(this))
    , summary_(new QLabel(this))
{
    summary_->setWordWrap(true);
    summary_->setAlignment(Qt::AlignCenter);
    layout_->addWidget(summary_, 1);
}

void CatalogueView::setStore(CatalogueStore& store)
{
    delete editor_;
    editor_ = nullptr;
    store_ = &store;
    // With an editor, the counts are a footnote under the table.
    layout_->setStretchFactor(summary_, 0);
    summary_->setAlignment(Qt::AlignLeft);
    if (isVisible())
        editor();
}

CatalogueEditorWidget* CatalogueView::editor()
{
    if (!editor_ && store_) {
        editor_ = new CatalogueEditorWidget(*store_, this);
        layout_->insertWidget(0, editor_, 1);
    }
    return editor_;
}

void CatalogueView::showEvent(QShowEvent* event)
{
    editor();
    QWidget::showEvent(event);
}

void CatalogueView::setCatalogue(const std::shared_ptr<const CatalogueSnapshot>& catalogue)
{
    QString text = tr("The session compares %1 cards, %2 servers, %3 facilities and %4 cloud offers.")
                       .arg(catalogue->cards.size())
                       .arg(catalogue->servers.size())
                       .arg(catalogue->facilities.size())
                       .arg(catalogue->cloudOffers.size());
    if (!store_)
        text += u'\n'
                + tr("No catalogue database is attached, so the catalogue cannot be edited here (%1).")
                      .arg(QString::fromStdString(catalogue->source));
    summary_->setText(text);
}

QString CatalogueView::summaryText() const { return summary_->text(); }

} // namespace gputco::ui
