#include "window/FileDropFilter.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QUrl>

namespace gputco::ui {

FileDropFilter::FileDropFilter(QObject* parent, std::function<void(const QString&)> onDrop)
    : QObject(parent)
    , onDrop_(std::move(onDrop))
{
}

QString FileDropFilter::droppedJsonFile(const QList<QUrl>& urls)
{
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return {};
    const QString path = urls.first().toLocalFile();
    return path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) ? path : QString();
}

bool FileDropFilter::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto* drag = static_cast<QDropEvent*>(event);
        if (drag->mimeData()->hasUrls() && !droppedJsonFile(drag->mimeData()->urls()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QString path = drop->mimeData()->hasUrls() ? droppedJsonFile(drop->mimeData()->urls()) : QString();
        if (!path.isEmpty()) {
            drop->acceptProposedAction();
            onDrop_(path);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gputco::ui
