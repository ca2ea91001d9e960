#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

/// Helpers for the scenario commands' tests: an application for Qt Sql, the examples folder, and the
/// poppler tools (pdfinfo, pdftotext, pdftoppm) that read the reports back.
namespace scenario_cli {

/// A QCoreApplication (Qt Sql's driver plugins need one) with settings and data in test locations.
void ensureApplication();

/// `examples/NAME` in the source tree.
QString examplePath(const QString& name);

/// Every example scenario in examples/ (throws if one of the four the issue asked for is missing).
QStringList exampleNames();

struct ProcessResult {
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs `program` with `arguments` and waits (up to two minutes); `environment` is set on top of this process's.
ProcessResult runProgram(const QString& program, const QStringList& arguments,
                         const QMap<QString, QString>& environment = {});

/// The built gpu-tco-cli, run as a separate process (so `report` starts its own offscreen QApplication).
ProcessResult runCliProcess(const QStringList& arguments);

/// `pdfinfo` fields: "Pages", "Page size", ...
QString pdfInfo(const QString& pdf, const QString& field);
/// All text of the PDF (`pdftotext -layout`).
QString pdfText(const QString& pdf);

} // namespace scenario_cli
