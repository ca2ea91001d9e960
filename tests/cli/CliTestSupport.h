#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

/// What one in-process `gpu-tco-cli` run printed and returned.
struct CliRun {
    int exitCode = 0;
    QString out;
    QString err;

    /// stdout parsed as one JSON object (empty object when it is not JSON).
    QJsonObject json() const;
};

/// Runs `gpu-tco-cli` with `arguments` (without the program name) in-process.
CliRun runCliWith(const QStringList& arguments);
