// Exports of any QCustomPlot as PNG, SVG or PDF at a chosen size, with an optional title
// row above the plot while the file is written (the plot's own legend is kept).
#pragma once

#include <QColor>
#include <QSize>
#include <QString>

class QCustomPlot;

namespace asynclab {

enum class ExportFormat { Png, Svg, Pdf };

/// From a file name's suffix (case-insensitive); Png for anything else.
ExportFormat exportFormatFor(const QString& path);

/// Writes `plot` to `path`; `devicePixelRatio` scales PNG pixels (2: 2x the size).
/// `what` names the picture in SVG metadata ("AsyncLab timeline"); `titleColor` invalid:
/// the x axis's label colour. False when the file could not be written.
bool exportPlot(QCustomPlot* plot, const QString& path, ExportFormat format, QSize size,
                double devicePixelRatio = 1.0, const QString& title = {},
                const QString& what = QStringLiteral("AsyncLab"), const QColor& titleColor = {});

}  // namespace asynclab
