#pragma once

#include <QLocale>
#include <QString>

namespace gputco::ui {

/// The documents compiled into the program (ui/help/Sources.cmake), shown by Help > User guide and by
/// "How is this computed?". Each has a Simplified Chinese translation beside it (docs/<name>.zh_CN.md).
inline const QString kUserGuideResource = QStringLiteral(":/docs/USER_GUIDE.md");
inline const QString kModelResource = QStringLiteral(":/docs/MODEL.md");
inline const QString kUserGuideChineseResource = QStringLiteral(":/docs/USER_GUIDE.zh_CN.md");
inline const QString kModelChineseResource = QStringLiteral(":/docs/MODEL.zh_CN.md");

/// A document's Markdown text; empty if the resource is missing.
QString helpDocumentText(const QString& resource);

/// `markdown` as the help window shows it: a line break inside a paragraph or list item between two Chinese
/// characters (or Chinese punctuation) is dropped; headings and code blocks are left as they are. Markdown turns such a
/// break into a space, which Chinese text does not have; the translated documents wrap their lines like the English
/// ones, so without this every wrapped line of docs/*.zh_CN.md would show a stray gap.
QString markdownForDisplay(const QString& markdown);

/// Whether the help is shown in Simplified Chinese for `locale`: a Chinese locale that is not written in the
/// traditional script, the locales the window's zh_CN translation serves (installLanguage makes the chosen
/// language the default locale, so QLocale() follows Edit > Preferences > Language).
bool helpIsChinese(const QLocale& locale = QLocale());

/// The user guide and the model description in the language of `locale` (Chinese or English).
QString userGuideResource(const QLocale& locale = QLocale());
QString modelResource(const QLocale& locale = QLocale());

/// The heading of the model description (modelResource(locale)) that a view's figures come from, as the rendered
/// heading starts ("Memory (", "显存（"); empty for an unknown view. View names are MainWindow::viewNames().
QString modelSectionForView(const QString& viewName, const QLocale& locale = QLocale());

} // namespace gputco::ui
