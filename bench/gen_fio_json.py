#!/usr/bin/env python3
"""Generate N fio JSON files by varying real fio outputs (samples/fio-json).

Every figure is scaled by a per-file random factor (integers stay integers),
job names and timestamps change, so no two files share content (iodb
deduplicates by SHA-256) while the shape stays exactly what fio writes.
usage: gen_fio_json.py OUT_DIR N TEMPLATE.json...
"""
import json
import os
import random
import sys


def vary(v, f, key=""):
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, dict):
        return {k: vary(x, f, k) for k, x in v.items()}
    if isinstance(v, list):
        return [vary(x, f, key) for x in v]
    if isinstance(v, int):
        return int(v * f)
    if isinstance(v, float):
        return round(v * f, 6)
    return v


def main():
    out, n, templates = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    os.makedirs(out, exist_ok=True)
    docs = []
    for t in templates:
        with open(t) as fh:
            docs.append(json.load(fh))
    rnd = random.Random(42)
    total = 0
    for i in range(n):
        d = json.loads(json.dumps(docs[i % len(docs)]))
        f = rnd.uniform(0.5, 1.5)
        for job in d.get("jobs", []):
            job["jobname"] = "%s-%d" % (job.get("jobname", "job"), i)
            for ddir in ("read", "write", "trim", "sync"):
                if ddir in job:
                    job[ddir] = vary(job[ddir], f)
        if "timestamp" in d:
            d["timestamp"] = d["timestamp"] + i
        text = json.dumps(d, indent=2, separators=(",", " : "))
        path = os.path.join(out, "fio-%05d.json" % i)
        with open(path, "w") as fh:
            fh.write(text + "\n")
        total += len(text) + 1
    print("generated %d files, %.1f MB" % (n, total / 1e6), file=sys.stderr)


if __name__ == "__main__":
    main()
