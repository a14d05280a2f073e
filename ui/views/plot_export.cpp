#include "ui/views/plot_export.h"

#include <qcustomplot.h>
#include <QFileInfo>
#include <QSvgGenerator>

namespace asynclab {

namespace {

/// A bold title row above the plot while alive.
class TitleRow {
  public:
    TitleRow(QCustomPlot* plot, const QString& title) : plot_(plot) {
        if (title.isEmpty()) return;
        plot_->plotLayout()->insertRow(0);
        QFont font = plot_->font();
        font.setPointSizeF(font.pointSizeF() * 1.3);
        font.setBold(true);
        element_ = new QCPTextElement(plot_, title, font);
        element_->setTextColor(plot_->xAxis->labelColor());
        plot_->plotLayout()->addElement(0, 0, element_);
    }
    ~TitleRow() {
        if (!element_) return;
        plot_->plotLayout()->remove(element_);
        plot_->plotLayout()->simplify();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    TitleRow(const TitleRow&) = delete;
    TitleRow& operator=(const TitleRow&) = delete;

  private:
    QCustomPlot* plot_;
    QCPTextElement* element_ = nullptr;
};

}  // namespace

ExportFormat exportFormatFor(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) return ExportFormat::Svg;
    if (suffix == QLatin1String("pdf")) return ExportFormat::Pdf;
    return ExportFormat::Png;
}

bool exportPlot(QCustomPlot* plot, const QString& path, ExportFormat format, QSize size,
                double devicePixelRatio, const QString& title) {
    if (!plot || size.isEmpty()) return false;
    TitleRow row(plot, title);
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
            generator.setTitle(title.isEmpty() ? QStringLiteral("AsyncLab") : title);
            generator.setDescription(QStringLiteral("Exported by AsyncLab"));
            QCPPainter painter;
            if (!painter.begin(&generator)) return false;
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            plot->toPainter(&painter, size.width(), size.height());
            return painter.end() && QFileInfo(path).size() > 0;
        }
    }
    return false;
}

}  // namespace asynclab
