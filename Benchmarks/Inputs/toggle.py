#!/usr/bin/env python3
"""Makes a one-line change to a file, for timing the rebuild it causes: the first A becomes B, or,
when the file holds no A, the first B becomes A (so every run changes the file).

    python3 Benchmarks/Inputs/toggle.py FILE A B
"""

import sys

path, a, b = sys.argv[1:4]
with open(path) as f:
    text = f.read()
if a in text:
    text = text.replace(a, b, 1)
elif b in text:
    text = text.replace(b, a, 1)
else:
    sys.exit(f"toggle.py: {path} holds neither {a!r} nor {b!r}")
with open(path, "w") as f:
    f.write(text)
