// What every view that can be saved as a picture implements: the window's File > Export
// View and the command line's exports go through it, whatever the view.
#pragma once

#include <QSize>
#include <QString>

#include "ui/views/plot_export.h"

namespace asynclab {

class ExportableView {
  public:
    virtual ~ExportableView() = default;
    /// Writes the view to `path` as `format` at `size` logical pixels (`scale` pixels per
    /// logical pixel for PNG), with `title` above it where the view has no title of its own
    /// (the graph and the comparison title themselves). False when the file could not be
    /// written.
    virtual bool exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                             const QString& title) = 0;
};

/// ExportableView::exportImage for a view with exportPng, exportSvg and exportPdf writers
/// taking (path, size[, scale], title).
template <typename View>
bool exportByFormat(View& view, const QString& path, ExportFormat format, QSize size, double scale,
                    const QString& title) {
    switch (format) {
        case ExportFormat::Png: return view.exportPng(path, size, scale, title);
        case ExportFormat::Svg: return view.exportSvg(path, size, title);
        case ExportFormat::Pdf: return view.exportPdf(path, size, title);
    }
    return false;
}

}  // namespace asynclab
