#pragma once

#include <QString>

#include <functional>

class QIODevice;

namespace gputco {

/// Writes `path` through QSaveFile: `write` fills the device and returns an empty string, or says why it
/// could not; only a complete write replaces the file, so a failure leaves no half file (and the old file,
/// if any, untouched). Returns an empty string on success, otherwise the reason, naming the file.
QString writeAtomically(const QString& path, const std::function<QString(QIODevice&)>& write);

/// The same for bytes already in memory.
QString writeAtomically(const QString& path, const QByteArray& bytes);

} // namespace gputco
