"""torch.utils.data: TensorDataset, Dataset and DataLoader. A minibatch of a TensorDataset is
one op per tensor on the engine, pushed as the loop asks for it; shuffle draws a new order at
every pass (seeded by torch.manual_seed). Worker processes (num_workers) and samplers that
split the data between processes (DistributedSampler) are not AsyncLab's: one script, one
engine."""
import _asynclab_data
from _asynclab_data import Dataset
from _asynclab_support import not_supported as _not_supported


class TensorDataset(_asynclab_data.ArraysDataset):
    """Samples of tensors of as many rows: sample i is (t[i] for each tensor)."""

    def __init__(self, *tensors):
        super().__init__(list(tensors), "torch.utils.data.TensorDataset")


class DataLoader(_asynclab_data.Loader):
    def __init__(self, dataset, batch_size=1, shuffle=False, sampler=None, batch_sampler=None,
                 num_workers=0, collate_fn=None, pin_memory=False, drop_last=False, timeout=0,
                 worker_init_fn=None, multiprocessing_context=None, generator=None, *,
                 prefetch_factor=None, persistent_workers=False, pin_memory_device=""):
        if batch_sampler is not None or collate_fn is not None:
            raise _not_supported("torch.utils.data.DataLoader", "batch_sampler and collate_fn")
        if generator is not None:
            raise _not_supported("torch.utils.data.DataLoader", "generator (shuffling follows "
                                 "torch.manual_seed)")
        # How the batches are loaded, not what they hold: one thread loads here (see the
        # module's note).
        del num_workers, pin_memory, timeout, worker_init_fn, multiprocessing_context
        del prefetch_factor, persistent_workers, pin_memory_device
        super().__init__(dataset, batch_size, shuffle, sampler,
                         "discard" if drop_last else "keep", "torch.utils.data.DataLoader")


def __getattr__(name):
    raise _not_supported("torch.utils.data", name)
