# Section 12.2, barriers and memory (MXNet): a training loop that waits for each batch's
# loss keeps one batch in flight; without that barrier the front end queues batch after
# batch, and every queued batch's arrays are alive at once.
import asynclab
from d2l import mxnet as d2l
from mxnet import autograd, gluon, np, npx
from mxnet.gluon import nn

npx.set_np()


# %%
def data_iter():
    timer = d2l.Timer()
    num_batches, batch_size = 30, 256
    for i in range(num_batches):
        X = np.random.normal(size=(batch_size, 512))
        y = np.ones((batch_size,))
        yield X, y
        if (i + 1) % 10 == 0:
            print(f'batch {i + 1}, time {timer.stop():.4f} sec')


net = nn.Sequential()
net.add(nn.Dense(2048, activation='relu'),
        nn.Dense(512, activation='relu'),
        nn.Dense(1))
net.initialize()
trainer = gluon.Trainer(net.collect_params(), 'sgd')
loss = gluon.loss.L2Loss()

# %% One batch first: the parameters get their shapes and the pools their blocks.
for X, y in data_iter():
    break
loss(y, net(X)).wait_to_read()


def mb(n):
    return n / 2**20


# %% With l.wait_to_read() at the end of each batch: one batch in flight at a time.
npx.waitall()
asynclab.reset_peak()
start = asynclab.memory_in_use()
with d2l.Benchmark('with a barrier per batch'):
    for X, y in data_iter():
        with autograd.record():
            l = loss(y, net(X))
        l.backward()
        trainer.step(X.shape[0])
        l.wait_to_read()  # barrier before the next batch
    npx.waitall()
print(f'peak memory with a barrier: {mb(asynclab.memory_peak() - start):.1f} MB')

# %% Without it: the front end queues batch after batch.
asynclab.reset_peak()
start = asynclab.memory_in_use()
with d2l.Benchmark('without a barrier'):
    for X, y in data_iter():
        with autograd.record():
            l = loss(y, net(X))
        l.backward()
        trainer.step(X.shape[0])
    npx.waitall()
print(f'peak memory without a barrier: {mb(asynclab.memory_peak() - start):.1f} MB')
