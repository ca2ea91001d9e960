#pragma once

#include "export/report/ReportInput.h"
#include "export/report/ReportOptions.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gputco::ui {

/// What writing a report did.
struct ReportWriteResult {
    QString error; ///< empty on success
    int pages = 0;

    bool ok() const { return error.isEmpty(); }
};

/// Writes the scenario's report as a vector PDF (QPdfWriter) to `path`, atomically: title page, assumptions,
/// every view's charts and tables, formulas and sources, page numbers. The same function serves the window
/// (File > Export report) and `gpu-tco-cli report`, so both write the same document. Needs a QApplication
/// (the charts are widgets); works on the offscreen platform.
ReportWriteResult writePdfReport(const ReportInput& input, const ReportOptions& options, const QString& path);

/// One page of the report as writePdfReport lays it out, for checking the layout without painting it.
struct ReportPageOutline {
    QStringList headings;         ///< the headings placed on the page, in order
    bool endsWithHeading = false; ///< its last block is a heading (or other keep-with-next block)
    /// Body rows of each piece of a split table on the page (a table split across pages has a piece on each).
    QList<int> splitTableRows;
};

/// The pages the report of `input` would have, laid out exactly as writePdfReport does.
QList<ReportPageOutline> outlineReport(const ReportInput& input, const ReportOptions& options);

} // namespace gputco::ui
