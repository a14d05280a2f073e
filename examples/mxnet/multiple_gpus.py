# Section 12.5, training on multiple GPUs from scratch (MXNet): data parallelism. Every
# GPU holds a copy of the parameters and computes the gradients of its slice of the
# minibatch; the gradients are summed across the GPUs (all-reduce) and every copy takes the
# same step. Run it with `--set gpus=2` (sim mode): each GPU gets its own lanes on the
# timeline, and the copies between them show on the copy lanes.
# The chapter trains LeNet on Fashion-MNIST; here a two-layer MLP learns random images
# of the same size, which needs no download and keeps the timeline readable.
from d2l import mxnet as d2l
from mxnet import autograd, gluon, np, npx

npx.set_np()
devices = d2l.try_all_gpus()


# %% A copy of the parameters on a device, each with room for its gradient.
def get_params(params, device):
    new_params = [p.copyto(device) for p in params]
    for p in new_params:
        p.attach_grad()
    return new_params


params = [np.random.normal(scale=0.01, size=(20, 10)), np.zeros(10)]
new_params = get_params(params, devices[-1])
print('b1 weight:', new_params[1])
print('b1 grad:', new_params[1].grad)


# %% All-reduce: sum on the first device, then copy the sum back to the others.
def allreduce(data):
    for i in range(1, len(data)):
        data[0][:] += data[i].copyto(data[0].ctx)
    for i in range(1, len(data)):
        data[0].copyto(data[i])


data = [np.ones((1, 2), ctx=d) * (i + 1) for i, d in enumerate(devices)]
print('before allreduce:\n', data[0], '\n', data[-1])
allreduce(data)
print('after allreduce:\n', data[0], '\n', data[-1])

# %% A minibatch in one slice per device.
data = np.arange(20).reshape(4, 5)
split = gluon.utils.split_and_load(data, devices)
print('input:', data)
print('load into', devices)
print('output:', split)


def split_batch(X, y, devices):
    assert X.shape[0] == y.shape[0]
    return (gluon.utils.split_and_load(X, devices),
            gluon.utils.split_and_load(y, devices))


# %% The model, written out: its parameters are plain arrays.
def init_params():
    return [np.random.normal(scale=0.01, size=(784, 256)), np.zeros(256),
            np.random.normal(scale=0.01, size=(256, 10)), np.zeros(10)]


def mlp(X, params):
    W1, b1, W2, b2 = params
    H = npx.relu(np.dot(X, W1) + b1)
    return np.dot(H, W2) + b2


loss = gluon.loss.SoftmaxCrossEntropyLoss()


# %% One step: forward and backward on every GPU at once, the sum, then the same update.
def train_batch(X, y, device_params, devices, lr):
    X_shards, y_shards = split_batch(X, y, devices)
    with autograd.record():
        ls = [loss(mlp(X_shard, device_W), y_shard)
              for X_shard, y_shard, device_W in zip(X_shards, y_shards, device_params)]
    for l in ls:
        l.backward()  # each on its own GPU
    for i in range(len(device_params[0])):
        allreduce([device_params[c][i].grad for c in range(len(devices))])
    for param in device_params:
        d2l.sgd(param, lr, X.shape[0])
    return sum(float(l.sum()) for l in ls) / X.shape[0]


# %% Training on num_gpus GPUs, timed per epoch (each epoch: the same few batches).
def train(num_gpus, batch_size, lr, epochs=4, batches=4):
    devices = [d2l.try_gpu(i) for i in range(num_gpus)]
    params = init_params()
    device_params = [get_params(params, d) for d in devices]
    X = np.random.uniform(size=(batch_size, 784))
    y = np.array([i % 10 for i in range(batch_size)])
    timer = d2l.Timer()
    for epoch in range(epochs):
        timer.start()
        for _ in range(batches):
            train_batch(X, y, device_params, devices, lr)
        npx.waitall()
        timer.stop()
        # The loss of the epoch's data, on the first GPU: a sync point.
        X_0, y_0 = X.as_in_ctx(devices[0]), y.as_in_ctx(devices[0])
        epoch_loss = float(loss(mlp(X_0, device_params[0]), y_0).mean())
        print(f'{num_gpus} GPU(s), epoch {epoch + 1}: loss {epoch_loss:.4f}')
    print(f'{num_gpus} GPU(s): {timer.avg():.5f} sec/epoch on {[str(d) for d in devices]}')


# %%
train(num_gpus=1, batch_size=256, lr=0.5)
# %%
if d2l.num_gpus() >= 2:
    train(num_gpus=2, batch_size=256, lr=0.5)
else:
    print('one GPU here: run with --set gpus=2 to train on two')
