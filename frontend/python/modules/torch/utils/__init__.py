"""torch.utils: data (datasets and loaders)."""
from _asynclab_support import not_supported as _not_supported
from torch.utils import data


def __getattr__(name):
    raise _not_supported("torch.utils", name)
