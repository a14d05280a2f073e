#include "engine/core/inline_executor.h"

#include <chrono>
#include <memory>

#include "engine/core/engine.h"
#include "engine/core/op_block.h"

namespace asynclab {

OpId InlineExecutor::push(OpBlock* op) {
    const OpId id = runner_.admit(op);
    // Granted, the op opens this gate instead of going to a lane (Engine::dispatch).
    Gate gate;
    op->gate = &gate;
    runner_.enter(op);
    runner_.release(op);
    gate.wait(std::chrono::microseconds(runner_.engine().spin_us()));
    op->gate = nullptr;
    const LaneId lane{op->device, op->device.is_cpu() ? LaneKind::Compute : op->lane, 0};
    std::shared_ptr<OpFailure> failure;
    // execute() frees the block; keep what the error report needs.
    const bool skip_rethrow = op->always_run;
    runner_.execute(op, lane, nullptr, &failure);
    if (failure && !skip_rethrow && !failure->reported.exchange(true))
        throw OpError(failure->op_name, failure->op, failure->message);
    return id;
}

void InlineExecutor::dispatch(OpBlock* op) {
    op->gate->release();
}

}  // namespace asynclab
