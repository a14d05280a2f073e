// The CPU kernel layer in one include: stateless functions over raw pointers for float and
// double, safe to call from several engine worker threads at once (namespace asynclab::cpu).
#pragma once

#include "engine/kernels/cost.h"
#include "engine/kernels/elementwise.h"
#include "engine/kernels/gemm.h"
#include "engine/kernels/layout.h"
#include "engine/kernels/random.h"
#include "engine/kernels/reduce.h"
