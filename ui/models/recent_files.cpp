#include "ui/models/recent_files.h"

#include <QFileInfo>
#include <QSettings>

namespace asynclab {

namespace {

QString absolute(const QString& path) {
    return QFileInfo(path).absoluteFilePath();
}

}  // namespace

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {}

QStringList RecentFiles::files() const {
    QStringList files = QSettings().value(QLatin1String(kSettingsKey)).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxFiles);
}

void RecentFiles::add(const QString& path) {
    QStringList list = files();
    const QString file = absolute(path);
    list.removeAll(file);
    list.prepend(file);
    store(list.mid(0, kMaxFiles));
}

void RecentFiles::remove(const QString& path) {
    QStringList list = files();
    if (list.removeAll(absolute(path)) > 0) store(list);
}

void RecentFiles::clear() {
    store({});
}

void RecentFiles::store(const QStringList& files) {
    QSettings().setValue(QLatin1String(kSettingsKey), files);
    emit changed();
}

}  // namespace asynclab
