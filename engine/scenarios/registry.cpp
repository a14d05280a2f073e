// The registry of scenarios, in chapter order (12.1 hybridization, 12.2 asynchronous
// computation, 12.3 automatic parallelism, 12.4 hardware).
#include <string>
#include <vector>

#include "engine/scenarios/common.h"
#include "engine/scenarios/scenario.h"

namespace asynclab::scenarios {

namespace detail {
std::vector<const Scenario*> multi_gpu_scenarios();  // 12.5 (multi_gpu.cpp)
}  // namespace detail

const std::vector<const Scenario*>& all_scenarios() {
    static const std::vector<const Scenario*> all = [] {
        std::vector<const Scenario*> v;
        for (auto group :
             {detail::hybrid_scenarios, detail::async_scenarios, detail::parallel_scenarios,
              detail::hardware_scenarios, detail::multi_gpu_scenarios, detail::network_scenarios})
            for (const Scenario* s : group()) v.push_back(s);
        return v;
    }();
    return all;
}

const Scenario* find_scenario(const std::string& name) {
    for (const Scenario* s : all_scenarios())
        if (s->info().name == name) return s;
    return nullptr;
}

std::string scenario_names() {
    std::vector<std::string> names;
    for (const Scenario* s : all_scenarios()) names.push_back(s->info().name);
    return detail::join(names);
}

}  // namespace asynclab::scenarios
