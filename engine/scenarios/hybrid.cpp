// Section 12.1, compilers and interpreters: these scenarios need hybridization in
// engine/nn (tracing hybrid_forward into a graph, graph passes and a cached op). Until
// that exists they are registered as not yet available rather than imitated.
#include "engine/scenarios/common.h"

namespace asynclab::scenarios::detail {
namespace {

constexpr const char* kNeedsHybridize =
    "needs hybridization in engine/nn (tracing, graph passes and a cached op that runs the "
    "compiled graph); Block::hybridize() is still only a flag";

ScenarioInfo pending(const char* name, const char* section, const char* summary) {
    ScenarioInfo i;
    i.name = name;
    i.section = section;
    i.summary = summary;
    i.available = false;
    i.unavailable_reason = kNeedsHybridize;
    return i;
}

void not_available(Harness&) {
    throw ScenarioError(kNeedsHybridize);
}

}  // namespace

std::vector<const Scenario*> hybrid_scenarios() {
    static const FnScenario s1(
        pending("fancy-func", "12.1.1", "fancy_func run imperatively and compiled: ops issued"),
        not_available);
    static const FnScenario s2(
        pending("hybridize-mlp", "12.1.2", "the MLP with and without hybridization: time"),
        not_available);
    static const FnScenario s3(
        pending("hybrid-print", "12.1.3", "print inside hybrid_forward fires only when tracing"),
        not_available);
    static const FnScenario s4(
        pending("export-mlp", "12.1.2", "export the hybridized MLP (graph JSON and parameters)"),
        not_available);
    return {&s1, &s2, &s3, &s4};
}

}  // namespace asynclab::scenarios::detail
