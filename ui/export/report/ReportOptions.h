#pragma once

#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QString>

#include <optional>

namespace gputco::ui {

/// How the PDF report is laid out and in which language its numbers and dates are written.
struct ReportOptions {
    QLocale locale; ///< dates, number grouping, and the CJK font for Chinese
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
};

/// Letter in the United States and Canada (and wherever the locale measures in US units), A4 elsewhere.
QPageSize::PageSizeId pageSizeForLocale(const QLocale& locale);

/// "a4" or "letter" (any case); nullopt otherwise.
std::optional<QPageSize::PageSizeId> parsePageSize(const QString& text);

/// Options for `locale`: its page size, portrait.
ReportOptions reportOptionsFor(const QLocale& locale);

} // namespace gputco::ui
