#include "views/CatalogueView.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

CatalogueView::CatalogueView(QWidget* parent) : QWidget(parent), summary_(new QLabel(this))
{
    summary_->setAlignment(Qt::AlignCenter);
    summary_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
}

void CatalogueView::setCatalogue(const std::shared_ptr<const CatalogueSnapshot>& catalogue)
{
    summary_->setText(tr("Catalogue: %1 cards, %2 servers, %3 facilities, %4 cloud offers\n%5")
                          .arg(catalogue->cards.size())
                          .arg(catalogue->servers.size())
                          .arg(catalogue->facilities.size())
                          .arg(catalogue->cloudOffers.size())
                          .arg(QString::fromStdString(catalogue->source)));
}

} // namespace gputco::ui
