"""torch.cuda on AsyncLab's engine: its GPUs (simulated ones in sim mode), its sync points,
and CUDA's streams and events.

As in PyTorch, the work issued on one stream runs in the order it was issued, whatever
data it touches; each GPU starts on its default stream, and work on two streams may
overlap (a copy beside a kernel). An event recorded on a stream takes the time when the
GPU gets to it: two of them time the GPU's work between them, where time.time() around
asynchronous calls times only their issuing."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported


def is_available():
    return _al.num_gpus() > 0


def device_count():
    return _al.num_gpus()


def current_device():
    """The GPU that 'cuda' names: always 0 here (torch.cuda.set_device is not supported)."""
    return 0


def can_device_access_peer(device, peer_device):
    """Whether `device` can copy to and from `peer_device` directly, GPU to GPU (on a
    simulated machine: when it models a link between its GPUs)."""
    return _al.cuda_can_access_peer(device, peer_device)


def synchronize(device=None):
    """Waits for every op pushed so far, on every device (a sync point)."""
    _al.waitall()


class Stream:
    """torch.cuda.Stream(device=None, priority=0): a new stream on a GPU. Work issued while
    it is current (inside `with torch.cuda.stream(s):`) runs on it, in order."""

    def __init__(self, device=None, priority=0):
        self._s = _al.cuda_new_stream(device)

    @classmethod
    def _of(cls, inner):
        stream = cls.__new__(cls)
        stream._s = inner
        return stream

    @property
    def device(self):
        from torch import device
        return device("cuda", self._s.device.index)

    def wait_event(self, event):
        """Work issued on this stream from now on waits until `event` has run."""
        self._s.wait_event(event._e)

    def wait_stream(self, stream):
        """Work issued on this stream from now on waits for the work issued on `stream` so
        far; `stream` does not wait for this one."""
        self._s.wait_stream(stream._s)

    def record_event(self, event=None):
        event = Event() if event is None else event
        event.record(self)
        return event

    def synchronize(self):
        """Waits until the work issued on this stream so far has run (a sync point)."""
        self._s.synchronize()

    def query(self):
        """Whether the work issued on this stream so far has run."""
        return self._s.query()

    def __eq__(self, other):
        return isinstance(other, Stream) and self._s == other._s

    def __hash__(self):
        return hash(self._s)

    def __repr__(self):
        return (f"<torch.cuda.Stream device=cuda:{self._s.device.index} "
                f"cuda_stream={self._s.number:#x}>")


class Event:
    """torch.cuda.Event(enable_timing=False): a marker recorded on a stream; with
    enable_timing=True, elapsed_time() gives the milliseconds between two of them."""

    def __init__(self, enable_timing=False, blocking=False, interprocess=False):
        if interprocess:
            raise _not_supported("torch.cuda.Event", "interprocess=True")
        self._e = _al.CudaEvent(bool(enable_timing))

    def record(self, stream=None):
        """Records the event on `stream` (the current stream): it runs once the work issued
        there before it has run."""
        self._e.record((current_stream() if stream is None else stream)._s)

    def wait(self, stream=None):
        """Work issued on `stream` (the current stream) from now on waits for this event."""
        (current_stream() if stream is None else stream).wait_event(self)

    def query(self):
        """Whether the event has run (True when it was never recorded)."""
        return self._e.query()

    def synchronize(self):
        """Waits until the event has run: a sync point up to it only."""
        self._e.synchronize()

    def elapsed_time(self, end_event):
        """Milliseconds from this event to `end_event`, both recorded and run."""
        return self._e.elapsed_ms(end_event._e)

    def __repr__(self):
        return f"<torch.cuda.Event {'recorded' if self._e.recorded else 'not recorded'}>"


def current_stream(device=None):
    """The stream work on `device` (cuda:0) goes to now."""
    return Stream._of(_al.cuda_current_stream(device))


def default_stream(device=None):
    return Stream._of(_al.cuda_default_stream(device))


def set_stream(stream):
    """Makes `stream` the current stream of its GPU."""
    _al.cuda_set_stream(stream._s)


class StreamContext:
    """`with torch.cuda.stream(s):` work on s's GPU goes to s, then back to the stream
    that was current before."""

    def __init__(self, stream):
        self.stream = stream
        self._previous = None

    def __enter__(self):
        if self.stream is None:
            return None
        self._previous = current_stream(self.stream.device)
        set_stream(self.stream)
        return self.stream

    def __exit__(self, *exc):
        if self._previous is not None:
            set_stream(self._previous)
            self._previous = None
        return False


def stream(stream):
    return StreamContext(stream)


# From the import of torch on, the GPUs follow PyTorch's stream order.
_al.cuda_enable_streams()


def __getattr__(name):
    raise _not_supported("torch.cuda", name)
