#!/usr/bin/env python3
"""make bench-import: iodb's import of N fio JSON files beside `cat`,
cJSON parse-only and a Python json+sqlite3 importer, in one run, sides
alternated, repeated; prints medians and ratios, and peak memory.
usage: import_bench.py IODB CJSON_PARSE CORPUS_DIR [ROUNDS]
"""
import glob
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


LAST_CPU = [0.0]


def run(argv, stdin=None):
    """Wall seconds and peak RSS (KiB) of one command; its CPU seconds
    (user + system) in LAST_CPU[0]."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, stdin=stdin)
    _, status, ru = os.wait4(p.pid, 0)
    dt = time.perf_counter() - t0
    LAST_CPU[0] = ru.ru_utime + ru.ru_stime
    err = p.stderr.read().decode(errors="replace")
    p.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("bench: %s failed:\n%s" % (argv[0], err[-2000:]))
    return dt, ru.ru_maxrss


def fresh(path):
    for suffix in ("", "-wal", "-shm"):
        try:
            os.unlink(path + suffix)
        except FileNotFoundError:
            pass


def main():
    iodb, cjson, corpus = sys.argv[1:4]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    files = sorted(glob.glob(os.path.join(corpus, "*.json")))
    size = sum(os.path.getsize(f) for f in files)
    work = os.path.dirname(os.path.abspath(corpus))
    db = os.path.join(work, "bench-iodb.db")
    pydb = os.path.join(work, "bench-py.db")
    sides = {
        "cat": lambda: run(["sh", "-c", 'cat "$@" >/dev/null', "cat"]
                           + files),
        "cjson-parse": lambda: run([cjson] + files),
        "iodb-import": lambda: (fresh(db), run([iodb, "-q", "--db", db,
                                                "import", corpus]))[1],
        "python-import": lambda: (fresh(pydb), run(
            [sys.executable, os.path.join(HERE, "py_import.py"), pydb]
            + files))[1],
    }
    order = list(sides)
    times = {k: [] for k in sides}
    rss = {k: 0 for k in sides}
    print("bench-import: %d fio JSON files, %.1f MB, %d rounds"
          % (len(files), size / 1e6, rounds))
    for r in range(rounds):
        seq = order if r % 2 == 0 else list(reversed(order))
        for k in seq:
            dt, m = sides[k]()
            times[k].append(dt)
            rss[k] = max(rss[k], m)
            print("  round %d  %-14s %7.3f s" % (r + 1, k, dt),
                  flush=True)
    med = {k: statistics.median(v) for k, v in times.items()}
    print()
    print("%-14s %10s %10s %12s" % ("side", "median s", "MB/s", "peak RSS"))
    for k in order:
        print("%-14s %10.3f %10.1f %9.1f MiB" % (k, med[k],
                                                  size / 1e6 / med[k],
                                                  rss[k] / 1024))
    print()
    print("ratio iodb-import / cjson-parse   = %.2f  (target <= 1.3)"
          % (med["iodb-import"] / med["cjson-parse"]))
    print("ratio iodb-import / python-import = %.2f  (target < 1)"
          % (med["iodb-import"] / med["python-import"]))
    # fio text and terse beside JSON: copies of the real fio outputs in
    # samples/fio-text, each made unique by a trailing note line
    for kind, ext in (("fio-text", "txt"), ("fio-terse", "terse")):
        src = sorted(glob.glob(os.path.join(HERE, "..", "samples",
                                            "fio-text", "*." + ext)))
        tdir = os.path.join(work, kind)
        if not os.path.isdir(tdir):
            os.makedirs(tdir)
            for i in range(max(1, len(files) // 5)):
                with open(src[i % len(src)]) as fh:
                    text = fh.read()
                with open(os.path.join(tdir, "%05d.%s" % (i, ext)),
                          "w") as fh:
                    fh.write(text + "\nnote: copy %d\n" % i)
        tfiles = sorted(glob.glob(os.path.join(tdir, "*")))
        tsize = sum(os.path.getsize(f) for f in tfiles)
        # these runs are short (0.05-0.2 s): at least 7 rounds, each
        # beside `cat` of the same files, alternated
        tt, ct, cpu = [], [], []
        for r in range(max(rounds, 7)):
            for side in ((0, 1) if r % 2 == 0 else (1, 0)):
                if side == 0:
                    fresh(db)
                    dt, _ = run([iodb, "-q", "--db", db, "import", tdir])
                    tt.append(dt)
                    cpu.append(LAST_CPU[0])
                else:
                    dt, _ = run(["sh", "-c", 'cat "$@" >/dev/null', "cat"]
                                + tfiles)
                    ct.append(dt)
        t = statistics.median(tt)
        c = statistics.median(ct)
        # CPU seconds (all threads): what the import costs, apart from
        # how this machine's cores were shared out in the run
        print("%s: %d files, %.1f MB: median %.3f s, %.1f MB/s "
              "(CPU %.3f s); cat %.1f MB/s, iodb / cat = %.2f "
              "(fio JSON above: %.1f MB/s)"
              % (kind, len(tfiles), tsize / 1e6, t, tsize / 1e6 / t,
                 statistics.median(cpu), tsize / 1e6 / c, t / c,
                 size / 1e6 / med["iodb-import"]))
    # memory: one large file (all templates' jobs repeated) vs its size
    big = os.path.join(work, "big.json")
    base = os.path.join(work, "tiny.json")
    import json
    docs = [json.load(open(f)) for f in files[:50]]
    jobs = []
    while sum(len(json.dumps(j)) for j in jobs) < 20e6:
        for d in docs:
            jobs.extend(d["jobs"])
    out = dict(docs[0])
    out["jobs"] = jobs
    with open(big, "w") as fh:
        json.dump(out, fh, indent=2)
    out["jobs"] = jobs[:1]
    with open(base, "w") as fh:
        json.dump(out, fh, indent=2)
    fresh(db)
    _, m_base = run([iodb, "-q", "--db", db, "import", base])
    fresh(db)
    _, m_big = run([iodb, "-q", "--db", db, "import", big])
    bsize = os.path.getsize(big)
    print("memory: one %.1f MB file: peak RSS %.1f MiB (%.1f MiB for a "
          "one-job file); growth %.2fx the file size (target <= 10)"
          % (bsize / 1e6, m_big / 1024, m_base / 1024,
             (m_big - m_base) * 1024 / bsize))
    print("memory: peak RSS / file size = %.2fx" % (m_big * 1024 / bsize))


if __name__ == "__main__":
    main()
