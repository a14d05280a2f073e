# Section 12.2, asynchronous computation (PyTorch): on a GPU each product is queued and
# returns at once; torch.cuda.synchronize() after each one makes the front end wait.
import time

from d2l import torch as d2l
import torch

# %%
device = d2l.try_gpu()
a = torch.randn(size=(2000, 2000), device=device)
b = torch.mm(a, a)
torch.cuda.synchronize(device)

# %%
with d2l.Benchmark('waiting after each product'):
    for _ in range(10):
        a = torch.randn(size=(2000, 2000), device=device)
        b = torch.mm(a, a)
        torch.cuda.synchronize(device)

# %%
with d2l.Benchmark('queued, waiting once at the end'):
    for _ in range(10):
        a = torch.randn(size=(2000, 2000), device=device)
        b = torch.mm(a, a)
    torch.cuda.synchronize(device)

# %% The front end only queues the products: it is done long before the GPU is.
start = time.time()
for _ in range(10):
    a = torch.randn(size=(2000, 2000), device=device)
    b = torch.mm(a, a)
print(f'issued: {time.time() - start:.4f} sec')
torch.cuda.synchronize(device)
print(f'finished: {time.time() - start:.4f} sec')

# %%
x = torch.ones((1, 2), device=device)
y = torch.ones((1, 2), device=device)
z = x * y + 2
print(z.cpu().numpy())
