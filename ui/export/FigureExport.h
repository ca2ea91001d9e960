#pragma once

#include <QString>

#include <optional>

class QGraphicsView;

namespace gputco::ui {

/// File formats a chart can be exported to: PNG (raster, twice the on-screen resolution), SVG and PDF (vector).
enum class FigureFormat { Png, Svg, Pdf };

/// The format named by a file's suffix (.png, .svg, .pdf; any case), or nullopt.
std::optional<FigureFormat> figureFormatForPath(const QString& path);

/// The description a figure file carries (SVG <title>/<desc>, PDF title): its title and where it came from.
struct FigureInfo {
    QString title;
    QString description;
};

/// Writes the chart shown by `view` (a chart view or any graphics view) to `path`, the same picture as on
/// screen at its current size, atomically. Empty on success, otherwise why it failed (the old file, if any,
/// is untouched).
QString exportFigure(QGraphicsView& view, const QString& path, FigureFormat format, const FigureInfo& info = {});

} // namespace gputco::ui
