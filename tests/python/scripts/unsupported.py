from mxnet import np

x = np.fft.fft(np.ones((4,)))
