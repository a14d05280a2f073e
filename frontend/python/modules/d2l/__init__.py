"""AsyncLab's d2l: `from d2l import mxnet as d2l` and `from d2l import torch as d2l` give
the chapter's helpers (Timer, Benchmark, try_gpu, try_all_gpus, cpu, num_gpus; sgd for
MXNet), timed on the engine's clock (the simulated machine's in sim mode)."""
