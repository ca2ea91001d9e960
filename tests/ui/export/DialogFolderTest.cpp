// File dialogs open in a folder that exists: the last one used, else the documents folder, else home.
#include "UiTestSupport.h"

#include "export/DialogFolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco::ui;

TEST_CASE("A file dialog opens in an existing folder: the last used, else documents, else home", "[export][dialog]")
{
    test::application();
    QSettings().remove(QStringLiteral("files/lastFolder"));
    // Nothing chosen yet: the documents folder where there is one; without one (a fresh account, this CI's root)
    // Qt's dialog opened in its parent with "Documents" typed in as the file name.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    CHECK(dialogFolder() == (QFileInfo(documents).isDir() ? documents : QDir::homePath()));
    CHECK(QFileInfo(dialogFolder()).isDir());

    // A file chosen: its folder next time, and a save dialog suggests the name there.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    rememberDialogFolder(dir.filePath(QStringLiteral("plan.gputco.json")));
    CHECK(dialogFolder() == dir.path());
    CHECK(dialogPath(QStringLiteral("report.pdf")) == dir.filePath(QStringLiteral("report.pdf")));
    QSettings().remove(QStringLiteral("files/lastFolder"));
}
