// The application's main window: menus, status bar and the central page.
#pragma once

#include <QMainWindow>

class QAction;
class QMenu;

namespace asynclab {

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    QMenu* fileMenu() const { return fileMenu_; }
    QMenu* helpMenu() const { return helpMenu_; }
    QAction* quitAction() const { return quitAction_; }
    QAction* aboutAction() const { return aboutAction_; }

    /// The text shown by Help > About AsyncLab (version, license, Qt version).
    static QString aboutText();

  public slots:
    void showAbout();

  private:
    void createActions();
    void createMenus();
    void createStatusBar();
    QWidget* createWelcomePage();

    QMenu* fileMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
};

}  // namespace asynclab
