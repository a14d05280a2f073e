// MainWindow: menus, shortcuts and rendering, offscreen.
#include <QAction>
#include <QCoreApplication>
#include <QImage>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QPixmap>
#include <QStatusBar>
#include <QTranslator>
#include <QtTest>

#include "ui/mainwindow.h"

using asynclab::MainWindow;

class TestMainWindow : public QObject {
    Q_OBJECT

  private slots:
    void titleAndStatusBar() {
        MainWindow window;
        QCOMPARE(window.windowTitle(), QStringLiteral("AsyncLab"));
        QVERIFY(window.statusBar() != nullptr);
        QVERIFY(window.centralWidget() != nullptr);
        QVERIFY(!window.windowIcon().isNull());
    }

    void fileMenuHasQuit() {
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("menuFile"));
        QVERIFY(menu != nullptr);
        QCOMPARE(menu, window.fileMenu());
        QVERIFY(window.menuBar()->actions().contains(menu->menuAction()));
        QCOMPARE(menu->title(), QStringLiteral("&File"));

        QAction* quit = window.findChild<QAction*>(QStringLiteral("actionQuit"));
        QVERIFY(quit != nullptr);
        QVERIFY(menu->actions().contains(quit));
        QCOMPARE(quit->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
        QVERIFY(quit->isEnabled());
    }

    void helpMenuHasAbout() {
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("menuHelp"));
        QVERIFY(menu != nullptr);
        QCOMPARE(menu, window.helpMenu());
        QVERIFY(window.menuBar()->actions().contains(menu->menuAction()));
        QCOMPARE(menu->title(), QStringLiteral("&Help"));

        QAction* about = window.findChild<QAction*>(QStringLiteral("actionAbout"));
        QVERIFY(about != nullptr);
        QVERIFY(menu->actions().contains(about));
        QVERIFY(about->text().contains(QStringLiteral("About")));
        QVERIFY(about->isEnabled());

        const QString text = MainWindow::aboutText();
        QVERIFY(text.contains(QStringLiteral(ASYNCLAB_VERSION)));
        QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(text.contains(QStringLiteral(QT_VERSION_STR)));
    }

    void quitClosesWindow() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.quitAction()->trigger();
        QVERIFY(!window.isVisible());
    }

    void grabRendersWindow() {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QPixmap pixmap = window.grab();
        QVERIFY(!pixmap.isNull());
        QCOMPARE(pixmap.size(), window.size());
        const QImage image = pixmap.toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1024, 700));
    }

    void germanTranslationIsEmbedded() {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("asynclab_de"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        {
            MainWindow window;
            QCOMPARE(window.fileMenu()->title(), QStringLiteral("&Datei"));
            QCOMPARE(window.helpMenu()->title(), QStringLiteral("&Hilfe"));
            QCOMPARE(window.quitAction()->text(), QStringLiteral("&Beenden"));
        }
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
