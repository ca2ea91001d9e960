#pragma once

#include <QCoreApplication>
#include <QStandardPaths>

/// Commands that read the catalogue open SQLite through Qt Sql, whose driver plugins need a QCoreApplication;
/// test mode keeps a forgotten --database away from the real user data folder. Safe to call repeatedly.
inline void ensureCatalogueCliApplication()
{
    if (!QCoreApplication::instance()) {
        static int argc = 1;
        static char name[] = "cli_tests";
        static char* argv[] = {name, nullptr};
        static QCoreApplication app(argc, argv);
    }
    QStandardPaths::setTestModeEnabled(true);
}
