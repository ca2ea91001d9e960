#pragma once

#include "export/report/ReportInput.h"
#include "export/report/ReportOptions.h"

#include <QString>

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

} // namespace gputco::ui
