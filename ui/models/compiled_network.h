// A network as hybridization compiles it: built, hybridized and called once on a small
// synchronous engine, the traced graph of its first hybridized block before and after each
// optimization pass (what Run > Show Hybridized Graph shows).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "engine/nn/network_spec.h"
#include "engine/nn/passes.h"

namespace asynclab {

struct CompiledNetwork {
    std::vector<nn::PassStep> steps;  ///< the graph before and after each pass
    std::string blockName;            ///< the block that compiled
};

class NetworkCompiler {
    Q_DECLARE_TR_FUNCTIONS(asynclab::NetworkCompiler)

  public:
    /// Compiles `spec`; nullopt with the reason (translated) when it is a program
    /// (`isProgram`, fancy_func), not valid, has nothing to hybridize, or fails.
    static std::optional<CompiledNetwork> compile(const nn::NetworkSpec& spec, bool isProgram,
                                                  QString* error);
};

}  // namespace asynclab
