"""torch.nn.functional: the activations (traced too inside torch.jit)."""
from _asynclab_support import not_supported as _not_supported


def relu(x, inplace=False):
    import torch
    return torch.relu(x)


def sigmoid(x):
    import torch
    return torch.sigmoid(x)


def tanh(x):
    import torch
    return torch.tanh(x)


def mse_loss(input, target, reduction="mean"):  # noqa: A002 - PyTorch's names
    from torch.nn import MSELoss
    return MSELoss(reduction)(input, target)


def __getattr__(name):
    raise _not_supported("torch.nn.functional", name)
