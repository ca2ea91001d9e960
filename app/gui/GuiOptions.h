#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace gputco::gui {

/// What the command line asks of the GUI.
struct GuiOptions {
    QString databasePath;   ///< empty: the default catalogue location
    QString screenshotPath; ///< non-empty: render the window to this PNG and exit
    QString view;           ///< view to show first (one of MainWindow::viewNames())
    QString comparePath;    ///< non-empty: open this scenario file as B of the A/B comparison
    QString scenarioPath;   ///< non-empty: open this scenario file (`gpu-tco FILE.gputco.json`, the desktop's %f)
    int width = 1440;
    int height = 900;
    bool freshScenario = false; ///< ignore the saved scenario and window layout
};

/// Parses the arguments; on a bad option, nullopt and `error` says which and why.
std::optional<GuiOptions> parseGuiOptions(const QStringList& arguments, const QStringList& viewNames, QString& error);

/// True if the arguments ask for a screenshot, checked before QApplication exists (to pick the offscreen platform).
bool wantsScreenshot(int argc, char* argv[]);

} // namespace gputco::gui
