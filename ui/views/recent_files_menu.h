// File > Open Recent: the recent files, numbered, newest first; a file that no longer
// exists is greyed out. Clear List empties it.
#pragma once

#include <QMenu>
#include <QString>

namespace asynclab {

class RecentFiles;

class RecentFilesMenu : public QMenu {
    Q_OBJECT

  public:
    RecentFilesMenu(RecentFiles* files, QWidget* parent = nullptr);

    QAction* clearAction() const { return clear_; }

  signals:
    void fileChosen(const QString& path);

  private:
    /// Builds the entries again (the files on disk may have come or gone).
    void rebuild();

    RecentFiles* files_ = nullptr;
    QAction* clear_ = nullptr;
};

}  // namespace asynclab
