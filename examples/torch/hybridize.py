# Section 12.1, hybridization (PyTorch): torch.jit.script compiles the MLP that the
# interpreter otherwise runs layer by layer. (AsyncLab's engine runs the CPU's ops
# asynchronously too, so each measurement ends by waiting for them.)
import torch
from d2l import torch as d2l
from torch import nn


# %%
def get_net():
    return nn.Sequential(nn.Linear(512, 256), nn.ReLU(),
                         nn.Linear(256, 128), nn.ReLU(),
                         nn.Linear(128, 2))


# %%
x = torch.randn(size=(1, 512))
net = get_net()
before = net(x)
net = torch.jit.script(net)
after = net(x)
print('same result after scripting:', (before - after).abs().max().item() < 1e-5)

# %%
net = get_net()
with d2l.Benchmark('Without torchscript'):
    for i in range(1000):
        net(x)
    torch.cuda.synchronize()  # AsyncLab's CPU is asynchronous too: wait for it

net = torch.jit.script(net)
with d2l.Benchmark('With torchscript'):
    for i in range(1000):
        net(x)
    torch.cuda.synchronize()
