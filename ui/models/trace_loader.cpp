#include "ui/models/trace_loader.h"

#include <QMetaObject>
#include <QThread>

#include "engine/profiler/trace_import.h"
#include "ui/models/session.h"

namespace asynclab {

TraceLoader::TraceLoader(QObject* parent) : QObject(parent) {
    qRegisterMetaType<TraceSnapshotPtr>("asynclab::TraceSnapshotPtr");
}

TraceLoader::~TraceLoader() {
    if (current_) current_->cancel = true;
    // Earlier jobs were cancelled when they were replaced; their threads end at the next
    // check. They are children: wait for them before they are deleted.
    for (QThread* thread : findChildren<QThread*>(Qt::FindDirectChildrenOnly)) thread->wait();
}

QString TraceLoader::path() const {
    return current_ ? current_->path : QString();
}

void TraceLoader::start(const QString& path) {
    if (current_) cancel();
    auto job = std::make_shared<Job>();
    job->path = path;
    current_ = job;
    // The worker posts to this object, which outlives it: the destructor waits for it.
    QThread* thread = QThread::create([this, job] {
        TraceReadControl control;
        control.cancel = &job->cancel;
        control.on_progress = [this, job](std::uint64_t done, std::uint64_t total) {
            QMetaObject::invokeMethod(
                this,
                [this, job, done, total] {
                    if (current_ == job)
                        emit progress(job->path, static_cast<qint64>(done),
                                      static_cast<qint64>(total));
                },
                Qt::QueuedConnection);
        };
        QString error;
        TraceSnapshotPtr snapshot = readTraceFile(job->path, &error, control);
        QMetaObject::invokeMethod(
            this, [this, job, snapshot, error] { finish(job, snapshot, error); },
            Qt::QueuedConnection);
    });
    thread->setParent(this);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    emit loadingChanged(true);
}

void TraceLoader::cancel() {
    if (!current_) return;
    const std::shared_ptr<Job> job = std::move(current_);
    job->cancel = true;
    emit cancelled(job->path);
    emit loadingChanged(false);
}

void TraceLoader::finish(const std::shared_ptr<Job>& job, TraceSnapshotPtr snapshot,
                         const QString& error) {
    if (current_ != job) return;  // cancelled or replaced meanwhile
    current_.reset();
    if (snapshot)
        emit loaded(job->path, std::move(snapshot));
    else if (job->cancel)
        emit cancelled(job->path);
    else
        emit failed(job->path, error);
    emit loadingChanged(false);
}

}  // namespace asynclab
