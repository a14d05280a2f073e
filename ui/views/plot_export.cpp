#include "ui/views/plot_export.h"

#include <qcustomplot.h>
#include <QFileInfo>
#include <QSvgGenerator>

#include "ui/views/plot_elements.h"

namespace asynclab {

ExportFormat exportFormatFor(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) return ExportFormat::Svg;
    if (suffix == QLatin1String("pdf")) return ExportFormat::Pdf;
    return ExportFormat::Png;
}

bool exportPlot(QCustomPlot* plot, const QString& path, ExportFormat format, QSize size,
                double devicePixelRatio, const QString& title, const QString& what,
                const QColor& titleColor) {
    if (!plot || size.isEmpty()) return false;
    PlotTitleRow row(plot, title, titleColor);
    switch (format) {
        case ExportFormat::Png:
            return plot->savePng(path, size.width(), size.height(), devicePixelRatio);
        case ExportFormat::Pdf:
            return plot->savePdf(path, size.width(), size.height(), QCP::epNoCosmetic,
                                 QStringLiteral("AsyncLab"), title);
        case ExportFormat::Svg: {
            QSvgGenerator generator;
            generator.setFileName(path);
            generator.setSize(size);
            generator.setViewBox(QRect(QPoint(0, 0), size));
            generator.setTitle(title.isEmpty() ? what : title);
            generator.setDescription(what);
            QCPPainter painter;
            if (!painter.begin(&generator)) return false;
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            plot->toPainter(&painter, size.width(), size.height());
            return painter.end();
        }
    }
    return false;
}

}  // namespace asynclab
