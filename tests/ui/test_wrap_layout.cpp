// WrapLayout: one row while its widgets fit, more rows where they do not; its least width is
// its widest widget's, its height follows the width, and no two widgets overlap or leave it.
#include <QApplication>
#include <QPushButton>
#include <QtTest>
#include <vector>

#include "ui/views/wrap_layout.h"

using namespace asynclab;

class TestWrapLayout : public QObject {
    Q_OBJECT

    struct Bar {
        QWidget widget;
        WrapLayout* layout = new WrapLayout(&widget);
        std::vector<QPushButton*> buttons;

        explicit Bar(const QStringList& texts) {
            for (const QString& text : texts) {
                auto* b = new QPushButton(text);
                layout->addWidget(b);
                buttons.push_back(b);
            }
        }
        void layOut(int width) {
            widget.resize(width, widget.heightForWidth(width));
            layout->activate();
            layout->setGeometry(QRect(0, 0, width, widget.heightForWidth(width)));
        }
        /// Every button inside the bar, none over another.
        bool tidy() const {
            const QRect bar = widget.rect();
            for (std::size_t i = 0; i < buttons.size(); ++i) {
                if (!bar.contains(buttons[i]->geometry())) return false;
                for (std::size_t j = i + 1; j < buttons.size(); ++j)
                    if (buttons[i]->geometry().intersects(buttons[j]->geometry())) return false;
            }
            return true;
        }
    };

  private slots:
    void wrapsWhereTheRowDoesNotFit() {
        Bar bar({QStringLiteral("Run"), QStringLiteral("Pause"), QStringLiteral("Step"),
                 QStringLiteral("Stop")});
        bar.buttons.front()->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        const QSize row = bar.layout->sizeHint();
        int widest = 0;
        for (QPushButton* b : bar.buttons) widest = std::max(widest, b->minimumSizeHint().width());
        // Its least width is its widest button's, not the row's.
        QVERIFY(bar.layout->minimumSize().width() < row.width());
        QVERIFY(bar.layout->minimumSize().width() >= widest);

        // Wide: one row, the expanding button takes what is left.
        bar.layOut(row.width() + 100);
        QCOMPARE(bar.layout->rowCount(), 1);
        QVERIFY(bar.tidy());
        QVERIFY(bar.buttons.front()->width() >= bar.buttons.front()->sizeHint().width() + 100);
        const int oneRow = bar.widget.heightForWidth(row.width() + 100);

        // Narrower than the row: two rows or more, taller, still tidy.
        bar.layOut(row.width() * 2 / 3);
        QVERIFY(bar.layout->rowCount() >= 2);
        QVERIFY(bar.widget.heightForWidth(row.width() * 2 / 3) > oneRow);
        QVERIFY(bar.tidy());

        // As narrow as the widest button: one button per row.
        bar.layOut(bar.layout->minimumSize().width());
        QCOMPARE(bar.layout->rowCount(), 4);
        QVERIFY(bar.tidy());
    }

    void hiddenWidgetsTakeNoPlace() {
        Bar bar({QStringLiteral("Set Up This Run"), QStringLiteral("Run")});
        bar.buttons.back()->hide();
        QCOMPARE(bar.layout->sizeHint().width(), bar.buttons.front()->sizeHint().width() +
                                                     bar.layout->contentsMargins().left() +
                                                     bar.layout->contentsMargins().right());
        bar.layOut(bar.layout->sizeHint().width());
        QCOMPARE(bar.layout->rowCount(), 1);
    }
};

QTEST_MAIN(TestWrapLayout)
#include "test_wrap_layout.moc"
