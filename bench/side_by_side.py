#!/usr/bin/env python3
"""Two or more iodb binaries importing the same folder, alternated.

usage: python3 bench/side_by_side.py DIR ROUNDS IODB...

Each round imports DIR into a fresh database once with every binary, in
turn (the order reversed every other round, so neither side always runs
first); prints each binary's median wall time, MB/s and CPU seconds (user
and system of all its threads).  The ratio of two sides measured in one
run is the figure to compare: this machine's speed changes by tens of
percent within the hour (docs/benchmarks.md).  The database goes to
$WDB (default bench/out/w.db).
"""
import os
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    d, rounds, bins = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    size = sum(os.path.getsize(os.path.join(d, f)) for f in os.listdir(d))
    db = os.environ.get("WDB", os.path.join(os.path.dirname(__file__),
                                            "out", "w.db"))
    os.makedirs(os.path.dirname(db), exist_ok=True)
    wall = {b: [] for b in bins}
    cpu = {b: [] for b in bins}
    for r in range(rounds):
        for b in (bins if r % 2 == 0 else bins[::-1]):
            for x in ("", "-wal", "-shm"):
                try:
                    os.unlink(db + x)
                except FileNotFoundError:
                    pass
            t0 = time.perf_counter()
            p = subprocess.Popen([b, "-q", "--db", db, "import", d],
                                 stdout=subprocess.DEVNULL)
            _, _, ru = os.wait4(p.pid, 0)
            wall[b].append(time.perf_counter() - t0)
            cpu[b].append(ru.ru_utime + ru.ru_stime)
    for b in bins:
        w = statistics.median(wall[b])
        print("%-28s wall %.4f s (%.1f MB/s)  cpu %.4f s"
              % (b, w, size / 1e6 / w, statistics.median(cpu[b])))


if __name__ == "__main__":
    main()
