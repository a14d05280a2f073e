#include "ui/run_controller.h"

#include <QThread>
#include <algorithm>
#include <exception>
#include <functional>
#include <ostream>
#include <streambuf>
#include <string>
#include <utility>

#include "engine/core/pause.h"
#include "engine/util/thread_priority.h"
#include "ui/models/trace_model.h"

namespace asynclab {

namespace {

constexpr int kRunThreadNice = 5;

/// Hands every complete line written to it to `sink` (on the writing thread).
class LineBuffer : public std::streambuf {
  public:
    explicit LineBuffer(std::function<void(std::string)> sink) : sink_(std::move(sink)) {}
    ~LineBuffer() override {
        if (!line_.empty()) sink_(std::move(line_));
    }

  protected:
    int_type overflow(int_type ch) override {
        if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
        const char c = traits_type::to_char_type(ch);
        if (c == '\n') {
            sink_(std::exchange(line_, {}));
        } else {
            line_.push_back(c);
        }
        return ch;
    }

  private:
    std::function<void(std::string)> sink_;
    std::string line_;
};

}  // namespace

RunController::RunController(QObject* parent) : QObject(parent) {}

RunController::~RunController() {
    if (thread_) {
        cancel_->store(true);
        if (pause_) pause_->cancel();
        thread_->wait();
        delete thread_;
    }
}

bool RunController::start(const QString& scenario, const scenarios::Params& params,
                          scenarios::RunMode mode) {
    if (thread_) return false;
    const scenarios::Scenario* s = scenarios::find_scenario(scenario.toStdString());
    if (!s) return false;
    return start(scenario, mode,
                 [s, params](scenarios::RunContext& ctx) { return s->run(params, ctx); });
}

bool RunController::start(const QString& name, scenarios::RunMode mode, RunFunction run,
                          std::shared_ptr<PauseControl> pause) {
    if (thread_ || !run) return false;
    const quint64 generation = ++generation_;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    if (pause)
        pause->reset();  // a stop before left it open for good
    else
        pause = std::make_shared<PauseControl>();
    pause_ = std::move(pause);
    std::function<void(const EventBatch&)> feed;
    std::function<void(const std::vector<LaneId>&)> lanes;
    if (model_) {
        model_->reset();
        feed = model_->batchFeed();
        lanes = model_->laneFeed();
    }

    // The worker only reaches back through queued calls: the UI thread owns every Qt object.
    thread_ = QThread::create([this, run = std::move(run), mode, generation, cancel = cancel_,
                               pause = pause_, feed, lanes, gpuTiming = gpuTiming_,
                               spinUs = spinUs_, timingOnly = timingOnly_] {
        auto post = [this](auto fn) { QMetaObject::invokeMethod(this, fn, Qt::QueuedConnection); };
        LineBuffer buffer([this, &post](std::string line) {
            post([this, text = QString::fromStdString(line)] { emit outputLine(text); });
        });
        std::ostream out(&buffer);
        scenarios::RunContext ctx;
        ctx.mode = mode;
        ctx.out = &out;
        ctx.cancel = cancel.get();
        ctx.pause = pause;
        ctx.gpu_timing = gpuTiming;
        ctx.spin_us = spinUs;
        ctx.timing_only = timingOnly;
        // The run's threads yield to the UI thread, which must stay fluid even when the
        // engine keeps every core busy.
        ctx.worker_nice = kRunThreadNice;
        lower_this_thread_priority(kRunThreadNice);
        ctx.events = feed;
        ctx.lanes = lanes;
        ctx.progress = [&post, this](const std::string& step, double fraction) {
            post([this, text = QString::fromStdString(step), fraction] {
                emit progressChanged(text, fraction);
            });
        };
        auto result = std::make_shared<scenarios::ScenarioResult>();
        QString error;
        try {
            *result = run(ctx);
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
            result.reset();
        }
        out.flush();
        post([this, generation, result, error] { onWorkerDone(generation, result, error); });
    });
    thread_->setObjectName(QStringLiteral("scenario-run"));
    clock_.start();
    thread_->start();
    emit started(name);
    emit runningChanged(true);
    return true;
}

bool RunController::start(const RunSettings& settings, const scenarios::Params& params) {
    if (thread_) return false;
    setSpinUs(settings.spinUs);
    setGpuTiming(settings.gpuTiming);
    setTimingOnly(settings.appliedTimingOnly());
    return start(QString::fromStdString(settings.scenario), params, settings.mode);
}

void RunController::setSpinUs(int us) {
    spinUs_ = std::clamp(us, 0, kMaxSpinUs);
}

void RunController::stop() {
    if (cancel_) cancel_->store(true);
    if (pause_ && thread_) {
        const bool was = pause_->paused();
        pause_->cancel();  // a parked front end must see the cancel flag
        if (was) emit pausedChanged(false);
    }
}

void RunController::showResult() {
    if (!model_ || !result_) return;
    model_->reset();
    for (const LaneId& lane : result_->lanes) model_->addLane(lane);
    model_->addBatch(result_->trace);
    model_->flush();
}

bool RunController::adoptResult(scenarios::ScenarioResult result, double wallSeconds) {
    if (thread_) return false;
    ++generation_;
    result_ = std::make_unique<scenarios::ScenarioResult>(std::move(result));
    wallSeconds_ = wallSeconds;
    showResult();
    emit finished();
    return true;
}

bool RunController::isPaused() const {
    return thread_ && pause_ && pause_->paused();
}

quint64 RunController::steppedOps() const {
    return pause_ ? pause_->stepped() : 0;
}

void RunController::pause() {
    if (!thread_ || !pause_ || pause_->paused()) return;
    pause_->pause();
    emit pausedChanged(true);
}

void RunController::step() {
    if (!thread_ || !pause_) return;
    const bool was = pause_->paused();
    pause_->step();
    if (!was) emit pausedChanged(true);
}

void RunController::resume() {
    if (!thread_ || !pause_ || !pause_->paused()) return;
    pause_->resume();
    emit pausedChanged(false);
}

void RunController::onWorkerDone(quint64 generation,
                                 std::shared_ptr<scenarios::ScenarioResult> result,
                                 const QString& error) {
    if (generation != generation_ || !thread_) return;
    wallSeconds_ = static_cast<double>(clock_.nsecsElapsed()) * 1e-9;
    thread_->wait();  // it has nothing left to do but return
    delete thread_;
    thread_ = nullptr;
    const bool wasPaused = pause_ && pause_->paused();
    pause_.reset();
    if (wasPaused) emit pausedChanged(false);

    if (!result) {
        emit runningChanged(false);
        emit failed(error);
        return;
    }
    result_ = std::make_unique<scenarios::ScenarioResult>(std::move(*result));
    // The live batches showed the run as it went; the final trace (the same events, in
    // order) replaces them so the views end on exactly what the exports contain.
    showResult();
    emit runningChanged(false);
    emit finished();
}

}  // namespace asynclab
