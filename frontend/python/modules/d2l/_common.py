"""The d2l helpers both flavours share, on the engine's front-end clock."""
import _asynclab as _al


class Timer:
    """Records running times (seconds on the engine's clock: virtual in sim mode)."""

    def __init__(self):
        self.times = []
        self.start()

    def start(self):
        self.tik = _al.now()

    def stop(self):
        self.times.append(_al.now() - self.tik)
        return self.times[-1]

    def avg(self):
        return sum(self.times) / len(self.times)

    def sum(self):
        return sum(self.times)

    def cumsum(self):
        out, total = [], 0.0
        for t in self.times:
            total += t
            out.append(total)
        return out


class Benchmark:
    """`with Benchmark('name'):` prints `name: T sec` for the time the block took."""

    def __init__(self, description="Done"):
        self.description = description

    def __enter__(self):
        self.timer = Timer()
        return self

    def __exit__(self, *args):
        print(f"{self.description}: {self.timer.stop():.4f} sec")
