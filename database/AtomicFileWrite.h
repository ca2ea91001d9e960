#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QIODevice;

namespace gputco {

/// Writes `path` through QSaveFile: `write` fills the device and returns an empty string, or says why it
/// could not; only a complete write replaces the file, so a failure leaves no half file (and the old file,
/// if any, untouched; its permissions carry over to the new one). The target is checked first
/// (resolveOutputTarget in database/FileTargets.h): symlinks are followed to the real file, and a device node,
/// a folder or any of `inputs` is refused with nothing written. Returns an empty string on success, otherwise the
/// reason, naming the file.
QString writeAtomically(const QString& path, const std::function<QString(QIODevice&)>& write,
                        const QStringList& inputs = {});

/// The same for bytes already in memory.
QString writeAtomically(const QString& path, const QByteArray& bytes, const QStringList& inputs = {});

} // namespace gputco
