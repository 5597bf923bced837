#!/usr/bin/env python3
"""Count the figures an iodb binary imports exactly, against .expect files.

usage: python3 tests/scripts/score_expect.py IODB FILE... [-v]

Each FILE (an input) has FILE-without-extension.expect beside it, in the
format of tests/t_pasted.c (one line per result: key=value ...).  For
acceptance rounds: a tester writes the .expect by hand before running iodb;
this script then scores any binary on the same inputs, so that rounds can
be re-counted after a fix without counting by hand again.

A figure is a measured number (bw_bytes, iops, io_bytes, runtime_ns, any
*_ns latency, cpu_*).  The other keys (op, pattern, bs, iodepth, numjobs,
direct, label, host, device, test, job) say which result it is.  Each
expected line is matched to an imported result: over the whole file, the
pairs whose figures agree go first, then those agreeing with most keys (a
key the result states otherwise counts against it), each line and result
used once - so the file order of the lines does not decide the pairing;
then each of its figures is:

  exact    the result has it, within half a unit of the last digit
           written, and every other key of the line agrees;
  wrong    the result has a different value (within 10% when no other
           figure of the line agrees: farther is another figure), or the
           value on a result whose op/conditions/label disagree;
  incomplete  the value is right but a key the line names (a condition,
           the label) is unknown in the result;
  missing  no result has it.

Imported results no expected line took are counted as extra (a figure
imported that a person does not read as a result there).  Labels agree
when the expected label's words all occur in the result's label, host,
device or job (case and punctuation ignored): the label is where a person
would see the system's name; `label=-` expects no label (a label
where a person reads none counts as wrong).  Prints a line per file and the totals; -v
prints each figure that is not exact.
"""
import json
import math
import os
import re
import subprocess
import sys
import unicodedata

FIGURE_KEYS = re.compile(r"^(bw_bytes|iops|io_bytes|runtime_ns|access_time_ns"
                         r"|(s|c)?lat_[a-z0-9]+_ns|cpu_(usr|sys))$")
NAME_KEYS = ("label", "host", "device", "job")


def parse_expect(path):
    want, lines = None, []
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            raw = raw.strip()
            if not raw or raw.startswith("#"):
                continue
            if raw.startswith("results="):
                want = int(raw.split("=", 1)[1])
                continue
            fields = {}
            for m in re.finditer(r'(\w+)=("([^"]*)"|\S+)', raw):
                fields[m.group(1)] = (m.group(3) if m.group(3) is not None
                                      else m.group(2))
            # "op=randread": iodb's op=read pattern=rand, as testers
            # often write it (fio's rw= spelling)
            op = fields.get("op", "")
            if op in ("randread", "randwrite", "randrw"):
                fields["op"] = op[4:]
                fields.setdefault("pattern", "rand")
            if fields:
                lines.append(fields)
    return want, lines


def number(s):
    """'95.52*1048576' or '363e6' -> (value, tolerance) or None."""
    parts = s.split("*")
    try:
        v = float(parts[0])
    except ValueError:
        return None
    m = re.match(r"^[-+]?(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$", parts[0])
    dec = len(m.group(2) or "") if m else 0
    exp = int(m.group(3) or 0) if m else 0
    tol = 0.5 * 10 ** (exp - dec)
    for f in parts[1:]:
        try:
            f = float(f)
        except ValueError:
            return None
        v *= f
        tol *= f
    return v, tol * 1.0000001 + 1e-9 * abs(v)


def words(s):
    # NFKC: full-width digits and letters ("ＳＤその１") are the same words
    # iodb stores folded (docs/documents.md: full-width forms)
    s = unicodedata.normalize("NFKC", s or "")
    # a run of ASCII letters and digits is a word of its own even glued
    # to other scripts ("docker里面测试结果": "docker", "里面测试结果")
    return re.findall(r"[a-z0-9]+|[^\W_a-z0-9]+", s.lower())


def has_key(res, k):
    if k == "label":
        return bool(res.get("label") or res.get("host"))
    return res.get(k) is not None


def key_agrees(res, k, v):
    if k == "label" and v == "-":
        # "-": no label, as in tests/t_pasted.c (a host or device may be
        # known; the label a person would read is not)
        return not res.get("label")
    if k in NAME_KEYS and k == "label":
        hay = " ".join(words(" ".join(str(res.get(x) or "")
                                       for x in NAME_KEYS)))
        hay = " " + hay + " "
        # a word of Latin letters or digits matches a whole word ("with"
        # is not in "without"); a word of other scripts (CJK runs are one
        # "word" to \W) may be part of one ("서버a" in "서버a의")
        return all(" " + w + " " in hay or (not w.isascii() and w in hay)
                   for w in words(v))
    got = res.get(k)
    if v == "-" or (k in ("direct", "bs", "iodepth", "numjobs")
                    and v == "-1"):
        return got is None
    if got is None:
        return False
    if isinstance(got, bool):
        return int(got) == int(v) if v.isdigit() else False
    if isinstance(got, (int, float)):
        n = number(v)
        if n is None:
            return False
        # the export writes times as whole nanoseconds
        slack = 0.5 if k.endswith("_ns") else 0
        return abs(got - n[0]) <= n[1] + slack
    return str(got) == v or (k in NAME_KEYS and v in str(got))


def score_file(iodb, path, verbose):
    base = os.path.splitext(path)[0]
    want, lines = parse_expect(base + ".expect")
    # Invalid UTF-8 (a diagnostic quoting a raw byte) must not crash the
    # scorer: it shows as \xNN; in the JSON it makes the output unreadable,
    # so every figure then counts as missing.
    p = subprocess.run([iodb, "-q", "import", "--dry-run", path],
                       capture_output=True, text=True,
                       errors="backslashreplace")
    try:
        got = json.loads(p.stdout) if p.stdout.strip() else []
    except json.JSONDecodeError:
        got = []
    used = [False] * len(got)
    c = {"figures": 0, "exact": 0, "incomplete": 0, "wrong": 0,
         "missing": 0}
    notes = []
    # Pair expected lines with results over the whole file, strongest pairs
    # first: a pair whose figures agree goes before one that agrees on keys
    # only, so a line of another tool's figures written first in the file
    # (a result iodb does not import) cannot take the result a later line
    # names by its figures.
    pairs = []
    for li, exp in enumerate(lines):
        figs = [k for k in exp if FIGURE_KEYS.match(k) and exp[k] != "-"]
        for i, r in enumerate(got):
            # keys it has with another value count against it: a
            # result that leaves a key unknown is nearer than one that
            # says otherwise (a 4 KiB read is not the 4 MiB read's
            # result because both name the same depth)
            n = sum(1 if key_agrees(r, k, v) else
                    -1 if has_key(r, k) and v != "-" else 0
                    for k, v in exp.items())
            if n < 0:
                continue
            agree = sum(1 for k in figs if key_agrees(r, k, exp[k]))
            if not agree:
                # no figure agrees: the result of the same conditions is
                # this line's only when a figure is near (within 10%: a
                # unit convention or a rounding gone wrong); else it is
                # another figure of the source (an iozone column under a
                # fio line's conditions) and this line's are missing
                near = False
                for k in figs:
                    g, v = r.get(k), number(exp[k])
                    if isinstance(g, (int, float)) and v and v[0]:
                        near |= abs(g - v[0]) <= 0.1 * abs(v[0])
                if figs and not near:
                    continue
            pairs.append((-agree, -n, li, i))
    pairs.sort()
    match = [None] * len(lines)
    for _, _, li, i in pairs:
        if match[li] is None and not used[i]:
            match[li], used[i] = i, True
    for li, exp in enumerate(lines):
        figs = [k for k in exp if FIGURE_KEYS.match(k) and exp[k] != "-"]
        best = match[li]
        for k in figs:
            c["figures"] += 1
            if best is None or got[best].get(k) is None:
                c["missing"] += 1
                notes.append("missing %s=%s (%s)" % (k, exp[k], fmt(exp)))
                continue
            r = got[best]
            others = all(key_agrees(r, kk, vv) for kk, vv in exp.items()
                         if not FIGURE_KEYS.match(kk) or vv == "-")
            if key_agrees(r, k, exp[k]) and others:
                c["exact"] += 1
            elif key_agrees(r, k, exp[k]) and all(
                    key_agrees(r, kk, vv) or not has_key(r, kk)
                    for kk, vv in exp.items() if not FIGURE_KEYS.match(kk)):
                # the value right, a condition or label left unknown
                c["incomplete"] += 1
                notes.append("incomplete %s=%s (%s | got %s)"
                             % (k, exp[k], fmt(exp), fmt_got(r)))
            else:
                c["wrong"] += 1
                notes.append("wrong %s=%s got %s (%s | got %s)"
                             % (k, exp[k], r.get(k), fmt(exp), fmt_got(r)))
    c["extra"] = used.count(False)
    for i, r in enumerate(got):
        if not used[i]:
            notes.append("extra result: %s" % fmt_got(r))
    c["results_want"] = want if want is not None else len(lines)
    c["results_got"] = len(got)
    return c, notes


def fmt(exp):
    return " ".join("%s=%s" % kv for kv in exp.items()
                    if not FIGURE_KEYS.match(kv[0]))


def fmt_got(r):
    keys = ("op", "pattern", "bs", "iodepth", "numjobs", "label", "host",
            "device", "bw_bytes", "iops", "lat_mean_ns", "line_from")
    return " ".join("%s=%s" % (k, r.get(k)) for k in keys
                    if r.get(k) is not None)


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv
    if len(args) < 2:
        sys.exit(__doc__)
    iodb, files = args[0], args[1:]
    tot = {"figures": 0, "exact": 0, "incomplete": 0, "wrong": 0,
           "missing": 0, "extra": 0}
    for f in files:
        if f.endswith(".expect") or not os.path.exists(
                os.path.splitext(f)[0] + ".expect"):
            continue
        c, notes = score_file(iodb, f, verbose)
        for k in tot:
            tot[k] += c[k]
        print("%-56s figures %4d exact %4d incomplete %3d missing %4d "
              "wrong %3d extra %3d"
              % (os.path.basename(f)[:56], c["figures"], c["exact"],
                 c["incomplete"], c["missing"], c["wrong"], c["extra"]))
        if verbose:
            for n in notes:
                print("    " + n)
    pct = 100.0 * tot["exact"] / tot["figures"] if tot["figures"] else 0
    print("TOTAL figures %d exact %d (%.1f%%) incomplete %d missing %d "
          "wrong %d extra results %d"
          % (tot["figures"], tot["exact"], pct, tot["incomplete"],
             tot["missing"], tot["wrong"], tot["extra"]))


if __name__ == "__main__":
    main()
