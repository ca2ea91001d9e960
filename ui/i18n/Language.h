#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace gputco::ui {

/// The locale a language preference names: "" follows the system (QLocale::system()), "en" is English
/// (United States), "zh_CN" Simplified Chinese (China). An unknown name falls back to the system.
QLocale localeForLanguage(const QString& preference);

/// The language the program shows when the preference follows the system, in its own words: the system's language
/// where the program has a translation of it ("中文"), else English, which it then shows (the C locale of a shell
/// without LANG gave "System ()").
QString systemLanguageName();

/// Makes `locale` the default for numbers and dates and installs the application's and Qt's translations for it
/// where they are found, replacing the ones a previous call installed (so the language can change while the
/// program runs; widgets built afterwards take the new texts). English, and a language the program has no
/// translation of, get gpu-tco_en.qm: the plural forms of the texts with a count. Returns how many translation
/// files were installed.
int installLanguage(const QLocale& locale);

/// Where translation files (gpu-tco_<locale>.qm) are looked for: the resources, next to the program, and the
/// installed share folder.
QStringList translationSearchPaths();

} // namespace gputco::ui
