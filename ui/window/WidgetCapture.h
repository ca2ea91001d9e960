#pragma once

#include <QString>

class QWidget;

namespace gputco::ui {

/// Renders a widget and everything in it to a PNG file (works on the offscreen platform). The file is
/// written atomically; returns an empty string on success, otherwise why it failed.
QString saveWidgetPng(QWidget& widget, const QString& path);

} // namespace gputco::ui
