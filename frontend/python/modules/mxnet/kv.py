"""mxnet.kv: key-value stores, the parameter server of one machine. kv.push(key, values)
sums the values (one per device) where the store keeps the key, and kv.pull(key, out)
copies that sum to every out array; each step is pushed to the engine and returns at once.

The types: 'local' keeps the keys on the CPU (every gradient crosses to the host and the
sum back), 'device' on the GPU of the key's first value (the copies go between GPUs), and
'nccl' sums a Trainer's gradients with NCCL's ring all-reduce (push and pull work as
'device'). The distributed types need other machines, which AsyncLab does not have."""
import _asynclab as _al
from _asynclab_support import NotSupportedError as _NotSupportedError
from _asynclab_support import not_supported as _not_supported

_TYPES = ("local", "device", "nccl")


def _as_list(value):
    return list(value) if isinstance(value, (list, tuple)) else [value]


class KVStore:
    """A store made by mxnet.kv.create(type)."""

    def __init__(self, kind):
        self._type = kind
        self._store = {}

    @property
    def type(self):
        return self._type

    @property
    def rank(self):
        return 0

    @property
    def num_workers(self):
        return 1

    def _keys(self, key, value):
        """(key, value) pairs: one key, or a list of keys with a list of values."""
        if isinstance(key, (list, tuple)):
            values = _as_list(value)
            if len(values) != len(key):
                raise ValueError(f"kvstore: {len(key)} keys but {len(values)} values")
            return list(zip(key, values))
        return [(key, value)]

    def _stored(self, key):
        if key not in self._store:
            raise KeyError(f"kvstore: the key {key!r} was not initialized (call kv.init first)")
        return self._store[key]

    def init(self, key, value):
        """Keeps a copy of `value` (the first array when given one per device) under `key`:
        on the CPU for 'local', else on the value's own device."""
        for k, v in self._keys(key, value):
            first = _as_list(v)[0]
            home = _al.cpu(0) if self._type == "local" else first.ctx
            self._store[k] = first.copyto(home)

    def push(self, key, value, priority=0):
        """Sums the values (one per device) where the key is kept: the stored value becomes
        that sum."""
        for k, v in self._keys(key, value):
            stored = self._stored(k)
            values = _as_list(v)
            for a in values:
                if tuple(a.shape) != tuple(stored.shape):
                    raise ValueError(f"kvstore: push of shape {tuple(a.shape)} to the key {k!r}, "
                                     f"kept with the shape {tuple(stored.shape)}")
            total = values[0].copyto(stored.ctx)
            for a in values[1:]:
                total = total + a.copyto(stored.ctx)
            stored[:] = total

    def pull(self, key, out=None, priority=0, ignore_sparse=True):
        """Copies the key's value into every array of `out` (on any devices)."""
        if out is None:
            raise ValueError("kvstore: pull needs out= (the arrays to copy the value into)")
        for k, o in self._keys(key, out):
            stored = self._stored(k)
            for a in _as_list(o):
                a[:] = stored

    def pushpull(self, key, value, out=None, priority=0):
        """push, then pull into `out` (into the pushed values when no out is given)."""
        self.push(key, value, priority)
        self.pull(key, value if out is None else out, priority)

    def set_optimizer(self, optimizer):
        raise _not_supported("mxnet.kv.KVStore", "set_optimizer (the Trainer updates on each "
                                                  "device here)")

    def __repr__(self):
        return f"<KVStore {self._type}>"


def create(name="local"):
    """A key-value store: 'local', 'device' or 'nccl'."""
    kind = str(name)
    if kind.startswith("dist") or kind in ("horovod", "byteps", "p3"):
        raise _NotSupportedError(f"mxnet.kv.create({kind!r}) is not supported by AsyncLab: a "
                                 "distributed kvstore needs several machines, and AsyncLab "
                                 "runs one (use 'local', 'device' or 'nccl')")
    if kind not in _TYPES:
        raise ValueError(f"mxnet.kv.create: unknown kvstore type {kind!r} "
                         "(local, device or nccl)")
    return KVStore(kind)


def __getattr__(name):
    raise _not_supported("mxnet.kv", name)
