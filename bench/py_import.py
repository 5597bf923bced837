#!/usr/bin/env python3
"""The Python baseline of `make bench-import`: a plain json + sqlite3
importer of the same fields iodb stores for fio JSON (per job and
direction: io_bytes, bw, iops, runtime, slat/clat/lat summaries, clat
percentiles, json+ bins; one transaction per file; dedup by SHA-256).
usage: py_import.py DB FILE...
"""
import hashlib
import json
import sqlite3
import sys

SCHEMA = """
CREATE TABLE IF NOT EXISTS sources (id INTEGER PRIMARY KEY, sha256 TEXT UNIQUE,
  path TEXT);
CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY, source_id INTEGER,
  tool_version TEXT, timestamp INTEGER);
CREATE TABLE IF NOT EXISTS results (id INTEGER PRIMARY KEY, run_id INTEGER,
  job TEXT, op TEXT, bs TEXT, iodepth TEXT, iops REAL, bw_bytes REAL,
  io_bytes REAL, runtime_ns REAL, slat_min REAL, slat_mean REAL,
  slat_max REAL, slat_stddev REAL, clat_min REAL, clat_mean REAL,
  clat_max REAL, clat_stddev REAL, lat_min REAL, lat_mean REAL,
  lat_max REAL, lat_stddev REAL, cpu_usr REAL, cpu_sys REAL);
CREATE TABLE IF NOT EXISTS percentiles (result_id INTEGER, pct REAL, ns REAL);
CREATE TABLE IF NOT EXISTS bins (result_id INTEGER, ns REAL, count INTEGER);
"""


def lat(d, name):
    o = d.get(name + "_ns")
    scale = 1.0
    if o is None:
        o = d.get(name)
        scale = 1000.0
    if not o:
        return (None,) * 4, {}, {}
    return (tuple(o.get(k, 0) * scale for k in ("min", "mean", "max",
                                                "stddev")),
            o.get("percentile", {}), o.get("bins", {}))


def main():
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.executescript(SCHEMA)
    n = 0
    for path in sys.argv[2:]:
        with open(path, "rb") as fh:
            raw = fh.read()
        sha = hashlib.sha256(raw).hexdigest()
        if db.execute("SELECT 1 FROM sources WHERE sha256=?",
                      (sha,)).fetchone():
            continue
        doc = json.loads(raw)
        db.execute("BEGIN")
        sid = db.execute("INSERT INTO sources (sha256, path) VALUES (?,?)",
                         (sha, path)).lastrowid
        rid = db.execute("INSERT INTO runs (source_id, tool_version, "
                         "timestamp) VALUES (?,?,?)",
                         (sid, doc.get("fio version"),
                          doc.get("timestamp"))).lastrowid
        gopts = doc.get("global options", {})
        for job in doc.get("jobs", []):
            opts = dict(gopts)
            opts.update(job.get("job options", {}))
            for op in ("read", "write", "trim"):
                d = job.get(op)
                if not d or not d.get("io_bytes"):
                    continue
                slat, _, _ = lat(d, "slat")
                clat, pct, bins = lat(d, "clat")
                tlat, _, _ = lat(d, "lat")
                bw = d.get("bw_bytes", d.get("bw", 0) * 1024)
                res = db.execute(
                    "INSERT INTO results VALUES (NULL,?,?,?,?,?,?,?,?,?,"
                    "?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (rid, job.get("jobname"), op, opts.get("bs"),
                     opts.get("iodepth"), d.get("iops"), bw,
                     d.get("io_bytes"), d.get("runtime", 0) * 1e6)
                    + slat + clat + tlat
                    + (job.get("usr_cpu"), job.get("sys_cpu"))).lastrowid
                db.executemany("INSERT INTO percentiles VALUES (?,?,?)",
                               [(res, float(k), v) for k, v in pct.items()
                                if not (k == "0.00" and v == 0)])
                db.executemany("INSERT INTO bins VALUES (?,?,?)",
                               [(res, float(k), v) for k, v in bins.items()])
                n += 1
        db.execute("COMMIT")
    print("imported %d results" % n, file=sys.stderr)


if __name__ == "__main__":
    main()
