#include "ui/views/wrap_layout.h"

#include <QStyle>
#include <QWidget>
#include <algorithm>

namespace asynclab {

WrapLayout::WrapLayout(QWidget* parent) : QLayout(parent) {}

WrapLayout::~WrapLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void WrapLayout::addItem(QLayoutItem* item) {
    items_.append(item);
}

QLayoutItem* WrapLayout::itemAt(int index) const {
    return index >= 0 && index < items_.size() ? items_.at(index) : nullptr;
}

QLayoutItem* WrapLayout::takeAt(int index) {
    return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr;
}

int WrapLayout::gap() const {
    if (spacing() >= 0) return spacing();
    const QWidget* owner = parentWidget();
    return owner ? owner->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, owner)
                 : 6;
}

int WrapLayout::heightForWidth(int width) const {
    return arrange(QRect(0, 0, width, 0), false);
}

QSize WrapLayout::sizeHint() const {
    // One row of every item at its preferred size.
    int width = 0, height = 0, shown = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        const QSize hint = item->sizeHint();
        width += hint.width();
        height = std::max(height, hint.height());
        ++shown;
    }
    width += std::max(0, shown - 1) * gap();
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

QSize WrapLayout::minimumSize() const {
    // The widest item alone on its row.
    QSize size;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty()) size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void WrapLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int WrapLayout::arrange(const QRect& rect, bool apply) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int spacing = gap();
    int y = area.y();
    int rows = 0;
    // Rows of items at their preferred widths; what a row leaves over goes to its items
    // that expand sideways, in equal shares.
    for (qsizetype first = 0; first < items_.size();) {
        int used = 0, height = 0, expanding = 0;
        qsizetype end = first;
        for (; end < items_.size(); ++end) {
            const QLayoutItem* item = items_.at(end);
            if (item->isEmpty()) continue;
            const int w = item->sizeHint().width();
            if (used > 0 && used + spacing + w > area.width()) break;
            used += (used > 0 ? spacing : 0) + w;
            height = std::max(height, item->sizeHint().height());
            if (item->expandingDirections() & Qt::Horizontal) ++expanding;
        }
        if (used == 0) break;  // only hidden items left
        if (apply) {
            const int spare = std::max(0, area.width() - used);
            int x = area.x();
            int shared = 0;
            for (qsizetype i = first; i < end; ++i) {
                QLayoutItem* item = items_.at(i);
                if (item->isEmpty()) continue;
                int w = std::min(item->sizeHint().width(), area.width());
                if (expanding > 0 && (item->expandingDirections() & Qt::Horizontal)) {
                    const int share =
                        spare / expanding + (++shared == expanding ? spare % expanding : 0);
                    w += share;
                }
                item->setGeometry(QRect(x, y, w, height));
                x += w + spacing;
            }
        }
        y += height + spacing;
        ++rows;
        first = end;
    }
    rows_ = rows;
    const int used = rows > 0 ? y - spacing - area.y() : 0;
    const QMargins m = contentsMargins();
    return used + m.top() + m.bottom();
}

}  // namespace asynclab
