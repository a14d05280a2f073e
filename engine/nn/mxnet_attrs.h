// The operator attributes of an imported MXNet symbol file, checked as MXNet's parameter
// declarations check them (namespace asynclab::nn): not only that "num_hidden" is an integer
// but that it is at least 1, that a Convolution's strides are at least 1, that Dropout's p
// lies in [0, 1], that act_type names one of Activation's functions, and so on for every
// operator the importer knows. Attributes MXNet does not declare (ctx_group, lr_mult, ...)
// are left alone, as MXNet keeps them too.
#pragma once

#include <cstddef>

#include "engine/nn/graph.h"

namespace asynclab::nn {

/// Checks node `index` of `graph`; throws std::runtime_error naming the node, the attribute,
/// its value and what is allowed: "node 3 ('conv0', Convolution): stride = '(0, 1)': each
/// value must be at least 1". Group counts are checked against the input's channels when
/// its shape is known (call again after infer_shapes()).
void check_mxnet_attributes(const Graph& graph, std::size_t index);

}  // namespace asynclab::nn
