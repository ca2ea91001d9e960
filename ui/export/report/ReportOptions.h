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

/// Options for `locale`, portrait: the page size `paper` names ("a4" or "letter", as the Preferences keep it),
/// else the locale's (A4; Letter for US English and Canada).
ReportOptions reportOptionsFor(const QLocale& locale, const QString& paper = {});

} // namespace gputco::ui
