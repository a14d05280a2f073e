"""mxnet.gluon.utils: splitting a minibatch across devices (data parallelism)."""


def split_data(data, num_slice, batch_axis=0, even_split=True):
    """`num_slice` parts of `data` along `batch_axis` (0 only here); with `even_split`, the
    batch must divide evenly, else the last part takes what is left."""
    if batch_axis != 0:
        raise ValueError("AsyncLab splits a batch along axis 0 only, not axis "
                         f"{batch_axis}")
    size = data.shape[0]
    if num_slice < 1 or num_slice > size:
        raise ValueError(f"cannot split a batch of {size} into {num_slice} parts")
    if even_split and size % num_slice != 0:
        raise ValueError(f"a batch of {size} does not split evenly into {num_slice} parts; "
                         "pass even_split=False or change the batch size")
    step = size // num_slice
    return [data[i * step:(i + 1) * step if i < num_slice - 1 else size]
            for i in range(num_slice)]


def split_and_load(data, ctx_list, batch_axis=0, even_split=True):
    """One part of `data` on each device of `ctx_list` (each part copied there: an op on
    the copy lane, which the timeline shows)."""
    if len(ctx_list) == 1:
        return [data.as_in_ctx(ctx_list[0])]
    parts = split_data(data, len(ctx_list), batch_axis, even_split)
    return [part.as_in_ctx(ctx) for part, ctx in zip(parts, ctx_list)]
