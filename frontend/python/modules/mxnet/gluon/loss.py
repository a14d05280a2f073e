"""mxnet.gluon.loss: one loss per sample (a vector over the batch), recorded by autograd."""
import _asynclab as _al
from _asynclab_support import not_supported as _not_supported


class Loss:
    def __init__(self, weight=None, batch_axis=0, **kwargs):
        if weight is not None or batch_axis != 0:
            raise _not_supported(f"mxnet.gluon.loss.{type(self).__name__}",
                                 "weight and batch_axis")

    def __call__(self, pred, label):
        if isinstance(pred, _al.Symbol) or isinstance(label, _al.Symbol):
            raise _not_supported(f"mxnet.gluon.loss.{type(self).__name__}",
                                 "losses inside a hybridized block")
        return self.forward(pred, label)


class L2Loss(Loss):
    """0.5 * (pred - label)^2, averaged over every axis but the batch axis."""

    def forward(self, pred, label):
        return _al.l2_loss(pred, label)


class SoftmaxCrossEntropyLoss(Loss):
    """-log softmax(pred)[label] per sample, labels as class indices."""

    def __init__(self, axis=-1, sparse_label=True, from_logits=False, **kwargs):
        super().__init__(**kwargs)
        if axis != -1 or not sparse_label or from_logits:
            raise _not_supported("mxnet.gluon.loss.SoftmaxCrossEntropyLoss",
                                 "axis, dense labels and from_logits")

    def forward(self, pred, label):
        return _al.softmax_cross_entropy(pred, label)


SoftmaxCELoss = SoftmaxCrossEntropyLoss


def __getattr__(name):
    raise _not_supported("mxnet.gluon.loss", name)
