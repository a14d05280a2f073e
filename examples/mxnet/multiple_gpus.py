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
    copies = [param.copyto(device) for param in params]
    for copy in copies:
        copy.attach_grad()
    return copies


bias = np.zeros(10)
bias_copy = get_params([np.random.normal(scale=0.01, size=(20, 10)), bias], devices[-1])[1]
print(f'the bias, copied to {bias_copy.ctx}:', bias_copy)
print('its gradient, there too:', bias_copy.grad)


# %% All-reduce: add every array into the first one, on its device, then copy the sum
# back over the others.
def allreduce(arrays):
    first, others = arrays[0], arrays[1:]
    for other in others:
        first[:] += other.copyto(first.ctx)
    for other in others:
        first.copyto(other)


grads = [np.full((1, 2), float(k + 1), ctx=d) for k, d in enumerate(devices)]
print('one gradient per GPU:', [g.asnumpy().tolist() for g in grads])
allreduce(grads)
print('all-reduced:', [g.asnumpy().tolist() for g in grads])

# %% A minibatch in one slice per device.
batch = np.arange(20).reshape(4, 5)
for part in gluon.utils.split_and_load(batch, devices):
    print(f'rows for {part.ctx}:', part.asnumpy().tolist())


def split_batch(X, y, devices):
    if X.shape[0] != y.shape[0]:
        raise ValueError('as many labels as examples, please')
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
def train_batch(X, y, replicas, devices, lr):
    parts = zip(*split_batch(X, y, devices), replicas)
    with autograd.record():
        losses = [loss(mlp(X_part, weights), y_part) for X_part, y_part, weights in parts]
    for part_loss in losses:
        part_loss.backward()  # each on its own GPU
    for same_param in zip(*replicas):  # one parameter, its copy on every GPU
        allreduce([copy.grad for copy in same_param])
    for weights in replicas:
        d2l.sgd(weights, lr, X.shape[0])  # nothing waits: every op is pushed


# %% Training on num_gpus GPUs, timed per epoch (each epoch: the same few batches).
def train(num_gpus, batch_size, lr, epochs=4, batches=4):
    devices = [d2l.try_gpu(i) for i in range(num_gpus)]
    params = init_params()
    replicas = [get_params(params, d) for d in devices]
    X = np.random.uniform(size=(batch_size, 784))
    y = np.array([i % 10 for i in range(batch_size)])
    timer = d2l.Timer()
    for epoch in range(epochs):
        timer.start()
        for _ in range(batches):
            train_batch(X, y, replicas, devices, lr)
        npx.waitall()
        timer.stop()
        # The loss of the epoch's data, on the first GPU: a sync point.
        X_0, y_0 = X.as_in_ctx(devices[0]), y.as_in_ctx(devices[0])
        epoch_loss = float(loss(mlp(X_0, replicas[0]), y_0).mean())
        print(f'{num_gpus} GPU(s), epoch {epoch + 1}: loss {epoch_loss:.4f}')
    print(f'{num_gpus} GPU(s): {timer.avg():.5f} sec/epoch on {[str(d) for d in devices]}')


# %%
train(num_gpus=1, batch_size=256, lr=0.5)
# %%
if d2l.num_gpus() >= 2:
    train(num_gpus=2, batch_size=256, lr=0.5)
else:
    print('one GPU here: run with --set gpus=2 to train on two')
