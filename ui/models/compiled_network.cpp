#include "ui/models/compiled_network.h"

#include <exception>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/nn/blocks.h"

namespace asynclab {

namespace {

/// The first block of the tree (depth first) that has compiled: a Sequential root is not
/// compiled itself, its hybrid children are.
const nn::Block* firstCompiled(const nn::Block& block) {
    if (block.compile_steps()) return &block;
    for (const auto& child : block.children())
        if (const nn::Block* found = firstCompiled(*child)) return found;
    return nullptr;
}

}  // namespace

std::optional<CompiledNetwork> NetworkCompiler::compile(const nn::NetworkSpec& spec, bool isProgram,
                                                        QString* error) {
    const auto fail = [error](const QString& message) -> std::optional<CompiledNetwork> {
        if (error) *error = message;
        return std::nullopt;
    };
    if (isProgram)
        return fail(
            tr("fancy_func is a program: its compiled form is shown by the fancy-func "
               "scenario."));
    if (auto why = nn::validate(spec))
        return fail(tr("The network is not valid yet: %1").arg(QString::fromStdString(*why)));
    try {
        EngineConfig config;
        config.mode = EngineMode::Synchronous;
        config.profile = false;
        Engine engine(config);
        EngineScope scope(engine);
        nn::BlockPtr net = nn::build(spec);
        net->initialize();
        net->hybridize();
        (*net)(nn::Variable(NDArray::normal(spec.batch_input_shape(), 0, 1, 1)))
            .data()
            .wait_to_read();
        const nn::Block* compiled = firstCompiled(*net);
        if (!compiled)
            return fail(tr("Nothing in this network can be hybridized: it has no HybridBlock."));
        return CompiledNetwork{*compiled->compile_steps(), compiled->name()};
    } catch (const std::exception& e) {
        return fail(tr("Could not hybridize the network: %1").arg(QString::fromUtf8(e.what())));
    }
}

}  // namespace asynclab
