// A trace being read in the background, as the status bar shows it: after a short delay
// (a small file comes and goes unseen), the file's name, a progress bar and Cancel.
#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QProgressBar;
class QTimer;
class QToolButton;

namespace asynclab {

class TraceLoader;

class LoadProgress : public QWidget {
    Q_OBJECT

  public:
    /// How long a load runs before the bar shows.
    static constexpr int kShowDelayMs = 300;

    /// Follows `loader`; Cancel cancels it.
    explicit LoadProgress(TraceLoader* loader, QWidget* parent = nullptr);

    QProgressBar* progressBar() const { return bar_; }
    QToolButton* cancelButton() const { return cancel_; }

  private:
    void loadingChanged(bool loading);
    void showProgress(qint64 done, qint64 total);

    TraceLoader* loader_ = nullptr;
    QLabel* label_ = nullptr;
    QProgressBar* bar_ = nullptr;
    QToolButton* cancel_ = nullptr;
    QTimer* delay_ = nullptr;
};

}  // namespace asynclab
