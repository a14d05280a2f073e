// File > Open Recent: the files last opened or saved, most recent first, kept in the
// application's QSettings so that every window and the next start share them.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace asynclab {

class RecentFiles : public QObject {
    Q_OBJECT

  public:
    /// How many files the list keeps.
    static constexpr int kMaxFiles = 10;
    /// The QSettings key of the list.
    static constexpr const char* kSettingsKey = "files/recent";

    explicit RecentFiles(QObject* parent = nullptr);

    /// Absolute paths, most recent first (files that no longer exist included).
    QStringList files() const;
    /// Puts `path` first (once), dropping the oldest beyond kMaxFiles.
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

  signals:
    void changed();

  private:
    void store(const QStringList& files);
};

}  // namespace asynclab
