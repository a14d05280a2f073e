// The window's two small dialogs: what to vary in a comparison, and the size of an export.
#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <optional>

#include "engine/scenarios/scenario.h"

class QWidget;

namespace asynclab {

struct CompareChoice {
    QString setting, a, b;
};

/// Asks which setting of `info`'s scenario to vary and its two values: the parameters with
/// named choices, the spin budget (`spinChoices`, microseconds) and the mode. Nullopt when
/// cancelled.
std::optional<CompareChoice> askCompareChoice(QWidget* parent, const scenarios::ScenarioInfo& info,
                                              const QList<int>& spinChoices);

struct ExportRequest {
    QString path;
    QSize size;
    double scale = 1;
};

/// Asks for a file (PNG, SVG or PDF) for view `view` and its size, starting from `shown` and
/// `devicePixelRatio`. Nullopt when cancelled.
std::optional<ExportRequest> askExport(QWidget* parent, const QString& view, QSize shown,
                                       double devicePixelRatio);

}  // namespace asynclab
