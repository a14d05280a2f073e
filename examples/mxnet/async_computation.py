# Section 12.2, asynchronous computation (MXNet): the front end queues each product and
# returns at once; wait_to_read() after each one makes it wait, npx.waitall() waits once.
import time

from d2l import mxnet as d2l
from mxnet import np, npx

npx.set_np()

# %% Warm-up: the first products allocate what the later ones reuse.
a = np.random.normal(size=(1000, 1000))
b = np.dot(a, a)
npx.waitall()

# %%
with d2l.Benchmark('waiting after each product'):
    for _ in range(10):
        a = np.random.normal(size=(1000, 1000))
        b = np.dot(a, a)
        b.wait_to_read()

# %%
with d2l.Benchmark('queued, waiting once at the end'):
    for _ in range(10):
        a = np.random.normal(size=(1000, 1000))
        b = np.dot(a, a)
    npx.waitall()

# %% The front end only queues the products: it is done long before the back end is.
start = time.time()
for _ in range(10):
    a = np.random.normal(size=(1000, 1000))
    b = np.dot(a, a)
print(f'issued: {time.time() - start:.4f} sec')
npx.waitall()
print(f'finished: {time.time() - start:.4f} sec')

# %% The dependency graph of z = x * y + 2: printing z is the only sync point.
x = np.ones((1, 2))
y = np.ones((1, 2))
z = x * y + 2
print(z)
