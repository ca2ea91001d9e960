#pragma once

#include <QString>

namespace gputco::ui {

/// The documents compiled into the program (ui/help/Sources.cmake), shown by Help > User guide and by
/// "How is this computed?".
inline const QString kUserGuideResource = QStringLiteral(":/docs/USER_GUIDE.md");
inline const QString kModelResource = QStringLiteral(":/docs/MODEL.md");

/// A document's Markdown text; empty if the resource is missing.
QString helpDocumentText(const QString& resource);

/// The heading of docs/MODEL.md that a view's figures come from, as the rendered heading starts ("Memory (");
/// empty for an unknown view. View names are MainWindow::viewNames().
QString modelSectionForView(const QString& viewName);

} // namespace gputco::ui
