#pragma once

#include <QDialog>

class QTextBrowser;

namespace gputco::ui {

/// A window showing one of the Markdown documents compiled into the program (help/HelpDocuments.h).
class HelpBrowser final : public QDialog {
    Q_OBJECT
public:
    HelpBrowser(const QString& title, const QString& resource, QWidget* parent = nullptr);

    /// Opens a non-modal browser that deletes itself when closed, scrolled to `heading` if given.
    static HelpBrowser* open(QWidget* parent, const QString& title, const QString& resource,
                             const QString& heading = {});

    /// Scrolls so the first heading whose text starts with `prefix` is at the top; false if there is none.
    bool scrollToHeading(const QString& prefix);

    QTextBrowser* browser() const { return browser_; }

private:
    QTextBrowser* browser_;
};

} // namespace gputco::ui
