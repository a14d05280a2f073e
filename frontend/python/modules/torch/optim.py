"""torch.optim: SGD (with weight decay) over a module's parameters; step() pushes one update
per parameter and returns at once."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported


class SGD:
    def __init__(self, params, lr=0.001, momentum=0, dampening=0, weight_decay=0,
                 nesterov=False):
        if momentum or dampening or nesterov:
            raise _not_supported("torch.optim.SGD", "momentum")
        self._params = [p._native for p in params]
        self._native = _al.Trainer(self._params, float(lr), float(weight_decay))

    def zero_grad(self, set_to_none=False):
        for p in self._params:
            p.zero_grad()

    def step(self):
        self._native.step(1)


def __getattr__(name):
    raise _not_supported("torch.optim", name)
