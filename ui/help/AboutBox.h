#pragma once

#include <QString>

class QWidget;

namespace gputco::ui {

/// The About text: version, catalogue version, licences of what ships inside, where the sources are described.
QString aboutText(const QString& catalogueVersion);

/// Help > About.
void showAboutBox(QWidget* parent, const QString& catalogueVersion);

} // namespace gputco::ui
