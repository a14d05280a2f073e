# Section 12.3, automatic parallelism (PyTorch): computing on the GPU while the previous
# results are copied back to the CPU overlaps computation and communication. PyTorch runs
# the work of one CUDA stream in the order it was issued: the copies overlap the products
# only on a stream of their own.
from d2l import torch as d2l
import torch

# %%
device = d2l.try_gpu()


def run(x):
    return [x.mm(x) for _ in range(20)]


def copy_to_cpu(xs, non_blocking=False):
    return [y.to('cpu', non_blocking=non_blocking) for y in xs]


# %%
x = torch.rand(size=(4000, 4000), device=device)
run(x)
torch.cuda.synchronize()

# %%
with d2l.Benchmark('compute on the GPU'):
    y = run(x)
    torch.cuda.synchronize()

# %%
with d2l.Benchmark('then copy to the CPU'):
    y_cpu = copy_to_cpu(y)
    torch.cuda.synchronize()

# %%
with d2l.Benchmark('compute and copy, one stream'):
    y = run(x)
    y_cpu = copy_to_cpu(y, True)
    torch.cuda.synchronize()

# %%
copy_stream = torch.cuda.Stream()
with d2l.Benchmark('compute and copy, overlapped'):
    y_cpu = []
    for _ in range(20):
        y = x.mm(x)
        copy_stream.wait_stream(torch.cuda.current_stream())  # y is computed
        with torch.cuda.stream(copy_stream):  # copied while the next product runs
            y_cpu.append(y.to('cpu', non_blocking=True))
    torch.cuda.synchronize()
