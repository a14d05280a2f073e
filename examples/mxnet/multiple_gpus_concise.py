# Section 12.6, concise implementation for multiple GPUs (MXNet): Gluon keeps the copies.
# net.initialize(ctx=devices) puts a copy of every parameter on each GPU, each slice of the
# minibatch runs through the copy on its own GPU, and trainer.step() sums the gradients
# and updates every copy. Run it with `--set gpus=2` (sim mode).
# The chapter trains ResNet-18 on Fashion-MNIST; here an MLP learns random images of the
# same size, which needs no download.
from d2l import mxnet as d2l
from mxnet import autograd, gluon, init, np, npx
from mxnet.gluon import nn

npx.set_np()

# %% The network, and a minibatch of random images with labels 0-9.
net = nn.Sequential()
net.add(nn.Dense(256, activation='relu'), nn.Dense(10))
loss = gluon.loss.SoftmaxCrossEntropyLoss()
X = np.random.uniform(size=(256, 784))
y = np.array([i % 10 for i in range(256)])


# %% Training on num_gpus GPUs: the copies, the split, the step.
def train(num_gpus, batch_size, lr, epochs=4, batches=4):
    devices = [d2l.try_gpu(i) for i in range(num_gpus)]
    net.initialize(init=init.Normal(sigma=0.01), ctx=devices, force_reinit=True)
    trainer = gluon.Trainer(net.collect_params(), 'sgd', {'learning_rate': lr})
    timer = d2l.Timer()
    for epoch in range(epochs):
        timer.start()
        for _ in range(batches):
            # One slice of the batch per GPU; each runs through that GPU's copies.
            parts = zip(gluon.utils.split_and_load(X[:batch_size], devices),
                        gluon.utils.split_and_load(y[:batch_size], devices))
            with autograd.record():
                losses = [loss(net(features), labels) for features, labels in parts]
            for part_loss in losses:
                part_loss.backward()
            trainer.step(batch_size)  # sums the copies' gradients, updates every copy
        npx.waitall()
        timer.stop()
        epoch_loss = float(loss(net(X.as_in_ctx(devices[0])), y.as_in_ctx(devices[0])).mean())
        print(f'{num_gpus} GPU(s), epoch {epoch + 1}: loss {epoch_loss:.4f}')
    print(f'{num_gpus} GPU(s): {timer.avg():.5f} sec/epoch on {[str(d) for d in devices]}')
    print('copies of the first weight on', net[0].weight.list_ctx())


# %%
train(num_gpus=1, batch_size=256, lr=0.5)
# %%
if d2l.num_gpus() >= 2:
    train(num_gpus=2, batch_size=256, lr=0.5)
else:
    print('one GPU here: run with --set gpus=2 to train on two')
