#include "help/HelpBrowser.h"

#include "help/HelpDocuments.h"

#include <QAbstractTextDocumentLayout>
#include <QDialogButtonBox>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gputco::ui {

HelpBrowser::HelpBrowser(const QString& title, const QString& resource, QWidget* parent)
    : QDialog(parent)
    , browser_(new QTextBrowser(this))
{
    setWindowTitle(title);
    browser_->setOpenExternalLinks(true);
    const QString text = helpDocumentText(resource);
    browser_->setMarkdown(text.isEmpty() ? tr("The document %1 is missing from this build.").arg(resource)
                                         : markdownForDisplay(text));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(860, 720);
}

HelpBrowser* HelpBrowser::open(QWidget* parent, const QString& title, const QString& resource, const QString& heading)
{
    auto* help = new HelpBrowser(title, resource, parent);
    help->setAttribute(Qt::WA_DeleteOnClose);
    help->show();
    if (!heading.isEmpty())
        help->scrollToHeading(heading);
    return help;
}

bool HelpBrowser::scrollToHeading(const QString& prefix)
{
    // Qt's Markdown reader gives headings no anchors: find the heading block and bring it to the top.
    QTextDocument* document = browser_->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || !block.text().startsWith(prefix))
            continue;
        QTextCursor cursor(block);
        browser_->setTextCursor(cursor);
        const qreal top = document->documentLayout()->blockBoundingRect(block).top();
        browser_->verticalScrollBar()->setValue(static_cast<int>(top));
        return true;
    }
    return false;
}

} // namespace gputco::ui
