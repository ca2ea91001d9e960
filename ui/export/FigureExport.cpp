#include "export/FigureExport.h"

#include "database/AtomicFileWrite.h"
#include "export/GraphicsViewPainter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsView>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace gputco::ui {

namespace {

// Raster exports at twice the screen size stay sharp on slides and high-density screens.
constexpr int kPngScale = 2;

QString pngTo(QIODevice& device, GraphicsViewPainter& figure)
{
    const QSize size = figure.size().toSize() * kPngScale;
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(kPngScale);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    figure.paint(painter, QRectF(QPointF(0, 0), figure.size()));
    painter.end();
    QImageWriter writer(&device, "png");
    if (!writer.write(image))
        return writer.errorString();
    return {};
}

QString svgTo(QIODevice& device, GraphicsViewPainter& figure, const FigureInfo& info)
{
    QSvgGenerator svg;
    svg.setOutputDevice(&device);
    svg.setSize(figure.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), figure.size()));
    svg.setTitle(info.title);
    svg.setDescription(info.description);
    QPainter painter;
    if (!painter.begin(&svg))
        return QCoreApplication::translate("FigureExport", "the SVG writer could not start");
    painter.setRenderHint(QPainter::Antialiasing);
    figure.paint(painter, QRectF(QPointF(0, 0), figure.size()));
    painter.end();
    return {};
}

QString pdfTo(QIODevice& device, GraphicsViewPainter& figure, const FigureInfo& info)
{
    // One page the size of the chart (screen pixels taken as points at 96 dpi) with no margins.
    QPdfWriter pdf(&device);
    pdf.setTitle(info.title);
    pdf.setCreator(QCoreApplication::applicationName());
    const QSizeF points = figure.size() * 72.0 / 96.0;
    pdf.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setResolution(288);
    QPainter painter;
    if (!painter.begin(&pdf))
        return QCoreApplication::translate("FigureExport", "the PDF writer could not start");
    figure.paint(painter, QRectF(QPointF(0, 0), points * 288.0 / 72.0));
    painter.end();
    return {};
}

} // namespace

std::optional<FigureFormat> figureFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"png")
        return FigureFormat::Png;
    if (suffix == u"svg")
        return FigureFormat::Svg;
    if (suffix == u"pdf")
        return FigureFormat::Pdf;
    return std::nullopt;
}

QString exportFigure(QGraphicsView& view, const QString& path, FigureFormat format, const FigureInfo& info)
{
    GraphicsViewPainter figure(view);
    if (figure.size().isEmpty())
        return QCoreApplication::translate("FigureExport", "Cannot write %1: the chart has no size").arg(path);
    return writeAtomically(path, [&](QIODevice& device) -> QString {
        switch (format) {
        case FigureFormat::Png: return pngTo(device, figure);
        case FigureFormat::Svg: return svgTo(device, figure, info);
        case FigureFormat::Pdf: return pdfTo(device, figure, info);
        }
        return QString();
    });
}

} // namespace gputco::ui
