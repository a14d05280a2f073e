// A layout that places its widgets in a row and starts another row where the next one does
// not fit: a bar of buttons that stays usable in a narrow dock, or at teacher mode's large
// font, without setting the dock's (and the window's) least width to the whole row's.
#pragma once

#include <QLayout>
#include <QList>

namespace asynclab {

class WrapLayout : public QLayout {
  public:
    explicit WrapLayout(QWidget* parent = nullptr);
    ~WrapLayout() override;
    WrapLayout(const WrapLayout&) = delete;
    WrapLayout& operator=(const WrapLayout&) = delete;

    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return Qt::Horizontal; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;

    /// The number of rows at the width last laid out.
    int rowCount() const { return rows_; }

  private:
    /// Lays the items out in `rect` (only measures when `apply` is false); returns the
    /// height used.
    int arrange(const QRect& rect, bool apply) const;
    int gap() const;

    QList<QLayoutItem*> items_;
    mutable int rows_ = 0;
};

}  // namespace asynclab
