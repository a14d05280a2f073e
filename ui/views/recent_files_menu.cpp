#include "ui/views/recent_files_menu.h"

#include <QFileInfo>

#include "ui/models/recent_files.h"

namespace asynclab {

RecentFilesMenu::RecentFilesMenu(RecentFiles* files, QWidget* parent)
    : QMenu(tr("Open &Recent"), parent), files_(files) {
    setObjectName(QStringLiteral("menuRecent"));
    setToolTipsVisible(true);
    clear_ = new QAction(tr("&Clear List"), this);
    clear_->setObjectName(QStringLiteral("actionClearRecent"));
    clear_->setStatusTip(tr("Forget the files opened before"));
    connect(clear_, &QAction::triggered, files_, &RecentFiles::clear);
    connect(files_, &RecentFiles::changed, this, &RecentFilesMenu::rebuild);
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    rebuild();
}

void RecentFilesMenu::rebuild() {
    for (QAction* action : actions())
        if (action != clear_) {
            removeAction(action);
            if (action->parent() == this) action->deleteLater();
        }
    const QStringList files = files_->files();
    int number = 0;
    for (const QString& path : files) {
        ++number;
        const QFileInfo info(path);
        // The first nine have a mnemonic: Alt+F, R, 1 opens the newest.
        const QString name = info.fileName().replace(QLatin1Char('&'), QStringLiteral("&&"));
        auto* action = new QAction(number < 10 ? QStringLiteral("&%1 %2").arg(number).arg(name)
                                               : QStringLiteral("%1 %2").arg(number).arg(name),
                                   this);
        action->setData(path);
        action->setStatusTip(path);
        if (info.exists()) {
            action->setToolTip(path);
        } else {
            action->setEnabled(false);
            action->setToolTip(tr("%1 no longer exists").arg(path));
        }
        connect(action, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
        insertAction(clear_, action);
    }
    if (!files.isEmpty()) insertSeparator(clear_);
    clear_->setEnabled(!files.isEmpty());
    setEnabled(!files.isEmpty());
}

}  // namespace asynclab
