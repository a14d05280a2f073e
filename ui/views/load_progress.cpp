#include "ui/views/load_progress.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

#include "ui/models/trace_loader.h"

namespace asynclab {

LoadProgress::LoadProgress(TraceLoader* loader, QWidget* parent)
    : QWidget(parent), loader_(loader) {
    setObjectName(QStringLiteral("loadProgress"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    label_ = new QLabel;
    bar_ = new QProgressBar;
    bar_->setObjectName(QStringLiteral("loadProgressBar"));
    bar_->setMaximumWidth(200);
    bar_->setRange(0, 0);
    cancel_ = new QToolButton;
    cancel_->setObjectName(QStringLiteral("loadCancel"));
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop reading the file; the window keeps what it shows"));
    layout->addWidget(label_);
    layout->addWidget(bar_);
    layout->addWidget(cancel_);
    setVisible(false);

    delay_ = new QTimer(this);
    delay_->setSingleShot(true);
    delay_->setInterval(kShowDelayMs);
    connect(delay_, &QTimer::timeout, this, [this] { setVisible(loader_->isLoading()); });
    connect(cancel_, &QToolButton::clicked, loader_, &TraceLoader::cancel);
    connect(loader_, &TraceLoader::loadingChanged, this, &LoadProgress::loadingChanged);
    connect(loader_, &TraceLoader::progress, this,
            [this](const QString&, qint64 done, qint64 total) { showProgress(done, total); });
}

void LoadProgress::loadingChanged(bool loading) {
    if (!loading) {
        delay_->stop();
        setVisible(false);
        return;
    }
    label_->setText(tr("Opening %1").arg(QFileInfo(loader_->path()).fileName()));
    bar_->setRange(0, 0);  // busy until the first progress
    delay_->start();
}

void LoadProgress::showProgress(qint64 done, qint64 total) {
    if (total <= 0) return;
    // Per mille: a file of several gigabytes does not fit an int.
    bar_->setRange(0, 1000);
    bar_->setValue(static_cast<int>(1000 * std::min(done, total) / total));
}

}  // namespace asynclab
