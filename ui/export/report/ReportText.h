#pragma once

#include <QCoreApplication>

namespace gputco::ui {

/// The translation context "Report" for the report's free functions (lupdate finds ReportText::tr calls).
class ReportText {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

} // namespace gputco::ui
