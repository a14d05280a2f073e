# Section 12.1, hybridization (MXNet): the same MLP run by the interpreter layer by layer,
# then compiled by hybridize() into one cached op; a block's own hybrid_forward runs once,
# while it is traced; the compiled model is exported and read back.
import os
import tempfile

from d2l import mxnet as d2l
from mxnet import gluon, np, npx
from mxnet.gluon import nn

npx.set_np()


# %%
def get_net():
    net = nn.HybridSequential()
    net.add(nn.Dense(256, activation='relu'),
            nn.Dense(128, activation='relu'),
            nn.Dense(2))
    net.initialize()
    return net


# %%
x = np.random.normal(size=(1, 512))
net = get_net()
before = net(x)
net.hybridize()
after = net(x)
print('same result after hybridize:', np.abs(before - after).max().item() < 1e-5)

# %% Python sends every layer's ops one by one; the compiled network is one op per call.
net = get_net()
with d2l.Benchmark('Without hybridization'):
    for i in range(1000):
        net(x)
    npx.waitall()

net.hybridize()
with d2l.Benchmark('With hybridization'):
    for i in range(1000):
        net(x)
    npx.waitall()

# %% The compiled program and its parameters, in MXNet's own files.
folder = tempfile.mkdtemp()
symbol_file, params_file = net.export(os.path.join(folder, 'my_mlp'))
print('exported', os.path.basename(symbol_file), os.path.basename(params_file))
loaded = gluon.SymbolBlock.imports(symbol_file, ['data'], params_file)
print('the loaded model agrees:', np.abs(loaded(x) - net(x)).max().item() < 1e-5)


# %% The script's own block: its prints show which F it gets, and when Python runs it at all.
class HybridNet(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(HybridNet, self).__init__(**kwargs)
        self.hidden = nn.Dense(4)
        self.output = nn.Dense(2)

    def hybrid_forward(self, F, x):
        print('module F: ', F)
        print('value  x: ', x)
        x = F.npx.relu(self.hidden(x))
        print('result  : ', x)
        return self.output(x)


net = HybridNet()
net.initialize()
x = np.random.normal(size=(1, 3))
net(x)
net.hybridize()
net(x)  # traced: F is mxnet.symbol, x a symbol
net(x)  # compiled: nothing is printed
