"""mxnet.gluon.data: ArrayDataset, SimpleDataset and DataLoader. A minibatch of an
ArrayDataset is one op per array on the engine, pushed as the loop asks for it; shuffle
draws a new order at every pass (seeded by mxnet.np.random.seed). Loading on other
processes (num_workers) is not AsyncLab's: the batches come from the script's thread."""
import _asynclab_data
from _asynclab_data import Dataset
from _asynclab_support import not_supported as _not_supported


class ArrayDataset(_asynclab_data.ArraysDataset):
    """Samples of one or more arrays (or lists) of as many rows."""

    def __init__(self, *args):
        super().__init__(list(args), "mxnet.gluon.data.ArrayDataset")
        self._one = len(args) == 1

    def _single(self):
        return self._one


class SimpleDataset(Dataset):
    """A list as a dataset."""

    def __init__(self, data):
        self._data = data

    def __getitem__(self, index):
        return self._data[index]

    def __len__(self):
        return len(self._data)


class DataLoader(_asynclab_data.Loader):
    def __init__(self, dataset, batch_size=None, shuffle=False, sampler=None,
                 last_batch=None, batch_sampler=None, batchify_fn=None, num_workers=0,
                 pin_memory=False, pin_device_id=0, prefetch=None, thread_pool=False,
                 timeout=120, try_nopython=None):
        if batch_sampler is not None or batchify_fn is not None:
            raise _not_supported("mxnet.gluon.data.DataLoader", "batch_sampler and batchify_fn")
        # How the batches are loaded, not what they hold: one thread loads here (see the
        # module's note).
        del num_workers, pin_memory, pin_device_id, prefetch, thread_pool, timeout, try_nopython
        super().__init__(dataset, batch_size, shuffle, sampler, last_batch or "keep",
                         "mxnet.gluon.data.DataLoader")


def __getattr__(name):
    raise _not_supported("mxnet.gluon.data", name)
