# Section 12.5, training on multiple GPUs (MXNet): the pieces of data parallelism. Every
# GPU holds a copy of the parameters and computes the gradients of its slice of the
# minibatch; the gradients are summed across the GPUs (all-reduce) and every copy takes the
# same step. Run it with `--set gpus=2` (sim mode): each GPU gets its own lanes on the
# timeline, and the copies between them show on the copy lanes.
# (Whole training steps across GPUs are the multi-gpu-training scenario: here a network's
# backward pass runs on the CPU only.)
from d2l import mxnet as d2l
from mxnet import gluon, np, npx

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


# %% The update every copy takes, in place: one op per parameter, none waits.
def sgd_step(params, lr, batch_size):
    for p in params:
        p.grad[:] = 1.0  # a stand-in gradient
    d2l.sgd(params, lr, batch_size)


sgd_step(new_params, lr=0.1, batch_size=2)
print('after one step, b1 weight:', new_params[1])
