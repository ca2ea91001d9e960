#pragma once

#include <QLocale>
#include <QString>

#include <optional>

namespace gputco::ui {

/// A locale from a name such as "zh_CN", "zh-CN", "en_US" or "C"; nullopt when Qt does not know the language.
std::optional<QLocale> parseReportLocale(const QString& name);

/// For the headless report (gpu-tco-cli report --lang): makes `locale` the default for numbers and dates,
/// installs the application's and Qt's translations for it where they are found (so every tr() text of the
/// report and its charts follows once .qm files ship), and picks application fonts that cover the language
/// (a CJK font for Chinese). Returns how many translation files were installed.
int applyReportLanguage(const QLocale& locale);

/// Where translation files (gpu-tco_<locale>.qm) are looked for: the resources, next to the program, and the
/// installed share folder.
QStringList translationSearchPaths();

} // namespace gputco::ui
