#include "database/AtomicFileWrite.h"

#include "database/FileTargets.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace gputco {

namespace {
QString failure(const QString& path, const QString& why)
{
    return QCoreApplication::translate("AtomicFileWrite", "Cannot write %1: %2")
        .arg(QDir::toNativeSeparators(path), why);
}
} // namespace

QString writeAtomically(const QString& path, const std::function<QString(QIODevice&)>& write, const QStringList& inputs)
{
    if (path.isEmpty())
        return QCoreApplication::translate("AtomicFileWrite", "No file name given");
    const auto target = resolveOutputTarget(path, inputs);
    if (!target)
        return failure(path, QString::fromStdString(target.error().message));
    QSaveFile file(*target);
    if (!file.open(QIODevice::WriteOnly))
        return failure(path, file.errorString());
    const QString problem = write(file);
    if (!problem.isEmpty()) {
        file.cancelWriting();
        return failure(path, problem);
    }
    if (!file.commit()) // commit() also reports write errors (a full disk) that happened while writing
        return failure(path, file.errorString());
    return {};
}

QString writeAtomically(const QString& path, const QByteArray& bytes, const QStringList& inputs)
{
    return writeAtomically(
        path,
        [&bytes](QIODevice& device) {
            if (device.write(bytes) != bytes.size())
                return device.errorString();
            return QString();
        },
        inputs);
}

} // namespace gputco
