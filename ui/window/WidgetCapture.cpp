#include "window/WidgetCapture.h"

#include <QCoreApplication>
#include <QImageWriter>
#include <QPixmap>
#include <QSaveFile>
#include <QWidget>

namespace gputco::ui {

QString saveWidgetPng(QWidget& widget, const QString& path)
{
    const QPixmap pixmap = widget.grab();
    if (pixmap.isNull())
        return QCoreApplication::translate("WidgetCapture", "the window could not be rendered");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    QImageWriter writer(&file, "png");
    if (!writer.write(pixmap.toImage()))
        return writer.errorString();
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace gputco::ui
