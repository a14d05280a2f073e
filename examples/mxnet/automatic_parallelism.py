# Section 12.3, automatic parallelism (MXNet): products on the CPU and on a GPU have no
# dependency on each other, so the engine runs them at the same time.
from d2l import mxnet as d2l
from mxnet import np, npx

npx.set_np()
device = d2l.try_gpu()


def run(x):
    return [x.dot(x) for _ in range(10)]


# %%
x_cpu = np.random.uniform(size=(1000, 1000))
x_gpu = np.random.uniform(size=(8000, 8000), ctx=device)

# %% Warm-up.
run(x_cpu)
run(x_gpu)
npx.waitall()

# %%
with d2l.Benchmark('CPU alone'):
    run(x_cpu)
    npx.waitall()

# %%
with d2l.Benchmark('GPU alone'):
    run(x_gpu)
    npx.waitall()

# %%
with d2l.Benchmark('CPU and GPU together'):
    run(x_cpu)
    run(x_gpu)
    npx.waitall()
