// Pieces shared by the QCustomPlot views (timeline, comparison, memory): the legend of op
// kinds drawn as one wrapped row of swatches, a title row added above a plot while an
// export is written, and the views' keyboard actions.
#pragma once

#include <qcustomplot.h>
#include <QAction>
#include <QColor>
#include <QKeySequence>
#include <QMargins>
#include <QString>
#include <functional>
#include <vector>

namespace asynclab {

/// Gives `plot` the font `font`: its own (the legends'), its axes' labels and tick labels,
/// and its legend's; the views call it when their font changes (teacher mode's large one).
void applyPlotFont(QCustomPlot* plot, const QFont& font);

/// Whether two neighbouring tick labels of `axis` touch, as its ticks were last laid out.
bool tickLabelsCollide(const QCPAxis* axis);

/// Runs `plot`'s layout passes (preparation, margins, layout) directly, as a handler of its
/// afterLayout signal must: what it changes then (a tick count, a legend's place) shows in
/// the frame being drawn.
void runLayoutPasses(QCustomPlot* plot);

/// Asks `axis`'s ticker for the most ticks (at most `most`, at least 1) whose labels do not
/// touch, running `relayout` (the plot's layout passes, which place the ticks) after each
/// try: a narrow dock, or teacher mode's large font, gets fewer ticks instead of labels
/// printed over one another. Returns the count asked for.
int fitTickCount(QCPAxis* axis, const std::function<void()>& relayout, int most = 5);

/// `text` broken into lines no wider than `width` at `metrics` (between words where it has
/// spaces, else between characters, as Chinese is written), for a plot's text item, which
/// does not wrap by itself.
QString wrapToWidth(const QString& text, const QFontMetrics& metrics, int width);
/// A plot's note: `item` shows `text` in lines nine tenths of its axis rect wide, measured in
/// the font the item is drawn with (its own resolved against the plot's, which is how a
/// font set on the view, as teacher mode does, reaches it).
void setWrappedNote(QCPItemText* item, const QString& text);

/// A row of colour swatches naming op kinds (and hatched ones for blocked spans), wrapped
/// to the plot's width.
class KindLegend : public QCPLayoutElement {
  public:
    struct Entry {
        QString label;
        QColor color;
        bool hatched = false;
    };

    KindLegend(QCustomPlot* plot, QMargins margins);
    void setEntries(std::vector<Entry> entries) { entries_ = std::move(entries); }
    const std::vector<Entry>& entries() const { return entries_; }
    /// Label colour; invalid (the default): the plot's tick-label colour.
    void setTextColor(const QColor& color) { text_ = color; }

    QSize minimumOuterSizeHint() const override { return QSize(0, outerHeight()); }
    QSize maximumOuterSizeHint() const override { return QSize(QWIDGETSIZE_MAX, outerHeight()); }

  protected:
    void draw(QCPPainter* painter) override;

  private:
    static int itemWidth(const QFontMetrics& fm, const Entry& e);
    int outerHeight() const;

    std::vector<Entry> entries_;
    QColor text_;
};

/// The legend entries for what a run shows: every op kind present (every kind when
/// nothing ran yet), then blocked spans and failures when there are any.
std::vector<KindLegend::Entry> kindLegendEntries(const std::vector<bool>& kindPresent, bool any,
                                                 bool blocked, bool failed);

/// A bold title row above a plot while alive (for exports); nothing for an empty title.
class PlotTitleRow {
  public:
    /// `color` invalid: the x axis's label colour.
    PlotTitleRow(QCustomPlot* plot, const QString& title, QColor color = {});
    ~PlotTitleRow();
    PlotTitleRow(const PlotTitleRow&) = delete;
    PlotTitleRow& operator=(const PlotTitleRow&) = delete;

  private:
    QCustomPlot* plot_;
    QCPTextElement* element_ = nullptr;
};

/// An action of a plot view (Fit, Zoom In, ...): named `objectName`, with a shortcut that
/// works while the view or one of its children has the focus, added to `view`.
QAction* addViewAction(QWidget* view, const QString& objectName, const QString& text,
                       const QKeySequence& key);

}  // namespace asynclab
