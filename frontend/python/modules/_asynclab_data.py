"""What mxnet.gluon.data and torch.utils.data share: datasets of arrays and a loader that
cuts them into minibatches. A minibatch of an array dataset is one op per array on the
engine (the rows it holds, gathered: "take"), pushed as the loop asks for it; a dataset of
other samples is gathered on the front end, sample by sample, as the real loaders do.
Shuffling draws from a generator that mxnet.np.random.seed and torch.manual_seed seed."""
import random as _random

import _asynclab as _al

_generator = _random.Random(0)


def seed(value):
    _generator.seed(int(value))


class Dataset:
    """A script's own dataset: __getitem__ and __len__ (Gluon's and PyTorch's base class)."""

    def __getitem__(self, index):
        raise NotImplementedError(f"{type(self).__name__} defines no __getitem__")

    def __len__(self):
        raise NotImplementedError(f"{type(self).__name__} defines no __len__")


class ArraysDataset(Dataset):
    """Samples of several arrays of as many rows: sample i is (a[i], b[i], ...)."""

    def __init__(self, arrays, owner):
        if not arrays:
            raise ValueError(f"{owner} needs at least one array")
        self._arrays = [a if isinstance(a, _al.NDArray) else _stacked(a, owner) for a in arrays]
        rows = {len(a) for a in self._arrays}
        if len(rows) != 1:
            sizes = ", ".join(str(len(a)) for a in self._arrays)
            raise ValueError(f"{owner}: the arrays have different numbers of rows ({sizes})")
        self._owner = owner

    def __len__(self):
        return len(self._arrays[0])

    def __getitem__(self, index):
        items = tuple(a[index] for a in self._arrays)
        return items[0] if len(items) == 1 and self._single() else items

    def _single(self):
        return False

    def _batch(self, rows):
        return [_al.take(a, rows) for a in self._arrays]


def _stacked(values, owner):
    """An array of a list of numbers or of arrays (a sample per row)."""
    values = list(values)
    if values and isinstance(values[0], _al.NDArray):
        return _al.concat([v.reshape(1, *v.shape) for v in values], 0)
    if all(isinstance(v, (int, float, bool)) for v in values):
        return _al.from_values([len(values)], [float(v) for v in values], _al.cpu(0), "float32")
    raise TypeError(f"{owner}: cannot make a batch of {type(values[0]).__name__} samples")


class Loader:
    """Iterates minibatches of `dataset`: its rows in order, or shuffled at every pass, or in
    the order a sampler yields them; `last`: 'keep' a short last batch, 'discard' it, or
    'rollover' its rows into the next pass."""

    def __init__(self, dataset, batch_size, shuffle, sampler, last, owner):
        if batch_size is None or int(batch_size) <= 0:
            raise ValueError(f"{owner}: batch_size must be a positive number, not {batch_size!r}")
        if shuffle and sampler is not None:
            raise ValueError(f"{owner}: give shuffle=True or a sampler, not both")
        if last not in ("keep", "discard", "rollover"):
            raise ValueError(f"{owner}: last_batch must be 'keep', 'discard' or 'rollover', "
                             f"not {last!r}")
        self._dataset = dataset
        self._batch_size = int(batch_size)
        self._shuffle = bool(shuffle)
        self._sampler = sampler
        self._last = last
        self._carried = []
        self._owner = owner

    def _order(self):
        if self._sampler is not None:
            return [int(i) for i in self._sampler]
        order = list(range(len(self._dataset)))
        if self._shuffle:
            _generator.shuffle(order)
        return order

    def __iter__(self):
        order = self._carried + self._order()
        self._carried = []
        b = self._batch_size
        for start in range(0, len(order), b):
            rows = order[start:start + b]
            if len(rows) < b and self._last != "keep":
                if self._last == "rollover":
                    self._carried = rows
                return
            yield self._make(rows)

    def __len__(self):
        n = len(self._carried) + (len(self._sampler) if self._sampler is not None
                                  else len(self._dataset))
        full, rest = divmod(n, self._batch_size)
        return full + (1 if rest and self._last == "keep" else 0)

    def _make(self, rows):
        if isinstance(self._dataset, ArraysDataset):
            batch = self._dataset._batch(rows)
            return batch[0] if len(batch) == 1 and self._dataset._single() else batch
        samples = [self._dataset[i] for i in rows]
        if isinstance(samples[0], tuple):
            return [_stacked(field, self._owner) for field in zip(*samples)]
        return _stacked(samples, self._owner)
