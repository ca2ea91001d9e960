#pragma once

#include <QLocale>
#include <QString>

#include <optional>

namespace gputco::ui {

/// A locale from a name such as "zh_CN", "zh-CN", "en_US" or "C"; nullopt when Qt does not know the language.
std::optional<QLocale> parseReportLocale(const QString& name);

/// For the headless report (gpu-tco-cli report --lang): installLanguage(locale) of i18n/Language.h (numbers,
/// dates and every tr() text of the report and its charts follow), then application fonts that cover the
/// language (a CJK font for Chinese) and keep PDF text searchable. Returns how many translation files were installed.
int applyReportLanguage(const QLocale& locale);

} // namespace gputco::ui
