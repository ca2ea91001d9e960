// Renders the application's SVG icon to the PNG sizes of the freedesktop hicolor theme at build time, so the PNGs
// always match the SVG and no rasteriser beyond Qt Svg (already a build dependency) is needed.
//
// Usage: gputco-render-icon INPUT.svg OUTPUT_DIR SIZE... ; writes OUTPUT_DIR/<size>x<size>.png for each size.

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

#include <cstdio>

namespace {

constexpr int kSmallestSize = 8;
constexpr int kLargestSize = 4096;

bool renderOne(QSvgRenderer& renderer, int sizePx, const QString& path)
{
    QImage image(sizePx, sizePx, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer.render(&painter, QRectF(0, 0, sizePx, sizePx));
    }
    return image.convertToFormat(QImage::Format_ARGB32).save(path, "PNG");
}

} // namespace

int main(int argc, char* argv[])
{
    // No display is needed or wanted at build time.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);

    const QStringList args = QGuiApplication::arguments();
    if (args.size() < 4) {
        err << "usage: gputco-render-icon INPUT.svg OUTPUT_DIR SIZE...\n";
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        err << "gputco-render-icon: cannot read SVG " << args.at(1) << '\n';
        return 1;
    }
    const QDir outputDir(args.at(2));
    if (!outputDir.mkpath(QStringLiteral("."))) {
        err << "gputco-render-icon: cannot create " << args.at(2) << '\n';
        return 1;
    }
    for (qsizetype i = 3; i < args.size(); ++i) {
        bool ok = false;
        const int sizePx = args.at(i).toInt(&ok);
        if (!ok || sizePx < kSmallestSize || sizePx > kLargestSize) {
            err << "gputco-render-icon: size " << args.at(i) << " must be an integer from " << kSmallestSize << " to "
                << kLargestSize << '\n';
            return 2;
        }
        const QString path = outputDir.filePath(QStringLiteral("%1x%1.png").arg(sizePx));
        if (!renderOne(renderer, sizePx, path)) {
            err << "gputco-render-icon: cannot write " << path << '\n';
            return 1;
        }
    }
    return 0;
}
