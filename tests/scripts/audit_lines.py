#!/usr/bin/env python3
"""Check that every imported result points at lines holding its figures.

usage: python3 tests/scripts/audit_lines.py [--iodb IODB] [-v] FILE|DIR...

Runs `IODB -q import --dry-run FILE` (IODB is ./iodb unless given) on each
input (a DIR: every file under it, recursively) and, for each result,
reads the ORIGINAL file's lines line_from..line_to.  The result is
accepted when those lines hold

  - a number within 2% of one of its figures (bw_bytes, iops, io_bytes,
    runtime_ns, every *_ns latency, cpu_*) written in any common unit:
    the figure divided by 1, 10^3, 10^6, 10^9, 10^12, 2^10, 2^20, 2^30,
    2^40, 60*10^9 and 3600*10^9 (minutes, hours of a runtime), times 8
    for bits, each also times 1.024^k (k 1-3: "GB" as 1024 MB of 10^6;
    "1,234.5", "1.2K", "1,5" read either way), or a 0 for a result
    whose figures are all 0, or
  - its label, host or device (case ignored), the figure being computed
    from several lines (io / runtime).

Each result that is not accepted is printed as a mismatch: the file, its
line range, its figures and the lines' text (-v: the accepted ones too).
A result without line_from counts as a mismatch.  Exit status 1 when any
mismatch was found, 2 when iodb failed on an input.

Typical runs, from the worktree:

  python3 tests/scripts/audit_lines.py /work/accept/s3*/*.md
  python3 tests/scripts/audit_lines.py ../shared/corpus ../shared/blogs
"""
import json
import os
import re
import subprocess
import sys

FIGURE_KEYS = ("bw_bytes", "iops", "io_bytes", "runtime_ns")
SCALES = (1.0, 1e3, 1e6, 1e9, 1e12, 1024.0, 1024.0**2, 1024.0**3,
          1024.0**4, 60e9, 3600e9, 1 / 8, 1e3 / 8, 1e6 / 8, 1e9 / 8)
NUMBER = re.compile(r"\d[\d,.' ]*\d|\d")


def figures(r):
    """The result's figures: (key, value) for each non-zero number."""
    out = []
    for k, v in r.items():
        if not isinstance(v, (int, float)) or isinstance(v, bool) or not v:
            continue
        if k in FIGURE_KEYS or k.endswith("_ns") or k.startswith("cpu_"):
            out.append((k, float(v)))
    return out


def numbers(text):
    """Every number written in text, each reading of its separators."""
    out = set()
    for m in NUMBER.finditer(text):
        s = m.group(0).rstrip(" ")
        for t in (s.replace(",", "").replace("'", "").replace(" ", ""),
                  s.replace(".", "").replace(" ", "").replace(",", "."),
                  s.split(" ")[-1].replace(",", "")):
            try:
                out.add(float(t))
            except ValueError:
                pass
        for part in re.split(r"[ ,']", s):
            try:
                out.add(float(part))
            except ValueError:
                pass
    out.discard(0.0)
    return out


def accepted(r, text):
    nums = numbers(text)
    figs = figures(r)
    for _, v in figs:
        for sc in SCALES:
            for k in range(4):
                c = v / sc / 1.024**k
                for x in nums:
                    if abs(x - c) <= 0.02 * c:
                        return True
    zero = [k for k, v in r.items() if v == 0 and not isinstance(v, bool)
            and (k in FIGURE_KEYS or k.endswith("_ns"))]
    if not figs and zero and re.search(r"(?<![\d.,])0(?![\d.,])", text):
        return True
    low = text.lower()
    for k in ("label", "host", "device"):
        v = r.get(k)
        if isinstance(v, str) and len(v) >= 3 and v.lower() in low:
            return True
    return False


def audit(iodb, path, verbose):
    try:
        p = subprocess.run([iodb, "-q", "import", "--dry-run", path],
                           capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        print("%s: iodb timed out" % path)
        return 0, 1
    try:
        results = json.loads(p.stdout.decode("utf-8", "replace") or "[]")
    except ValueError:
        print("%s: iodb failed (status %d)" % (path, p.returncode))
        return 0, 1
    with open(path, "rb") as f:
        lines = f.read().decode("utf-8", "replace").split("\n")
    bad = 0
    for r in results:
        lf, lt = r.get("line_from"), r.get("line_to")
        figs = " ".join("%s=%g" % kv for kv in figures(r))
        if not lf:
            bad += 1
            print("%s: no line: %s label=%r" % (path, figs, r.get("label")))
            continue
        lt = lt or lf
        text = "\n".join(lines[lf - 1:lt])
        ok = lf <= lt <= len(lines) and accepted(r, text)
        if ok and not verbose:
            continue
        bad += not ok
        print("%s:%d-%d: %s %s label=%r" %
              (path, lf, lt, "ok" if ok else "MISMATCH", figs,
               r.get("label")))
        for i in range(lf, min(lt, lf + 3) + 1):
            if i <= len(lines):
                print("    %d| %s" % (i, lines[i - 1][:150]))
    return bad, 0


def main(argv):
    iodb, verbose, paths = "./iodb", False, []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--iodb":
            iodb = argv[i + 1]
            i += 1
        elif a == "-v":
            verbose = True
        else:
            paths.append(a)
        i += 1
    if not paths:
        print(__doc__)
        return 2
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [os.path.join(root, n) for n in sorted(names)]
        else:
            files.append(p)
    bad = failed = 0
    for f in files:
        b, e = audit(iodb, f, verbose)
        bad += b
        failed += e
    print("files %d mismatches %d failures %d" % (len(files), bad, failed))
    return 2 if failed else 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
