#!/bin/sh
# make bench-report: how report time grows with the number of results.
#
# For each size (1,000, 10,000 and 100,000 results by default) a fresh
# database is filled by importing synthetic fio JSON files through iodb
# itself: 10 systems (--label), 100 jobs (tests) per file, so the report
# always compares 10 systems over 100 tests and only the number of figures
# per cell grows.  Then `iodb report` is timed as HTML, Markdown and PDF
# (A4), and `iodb check`.  Charts are a fixed cost here (10 systems x 100
# tests at every size); the tables and the provenance of every figure grow
# with the results, so the last columns (milliseconds per 1,000 results)
# flatten as the size grows when growth is linear.
set -eu
cd "$(dirname "$0")/.."
IODB=${IODB:-./iodb}
SIZES=${BENCH_SIZES:-"1000 10000 100000"}
OUT=${BENCH_OUT:-bench/out/report}
mkdir -p "$OUT"

gen() { # gen DIR N: N results as N/100 files of 100 jobs, 10 systems
	python3 - "$1" "$2" samples/fio-json/randread-4k-qd8.json <<'PY'
import copy, json, os, random, sys
out, n, tpl = sys.argv[1], int(sys.argv[2]), json.load(open(sys.argv[3]))
job0 = tpl["jobs"][0]
rws = ["read", "write", "randread", "randwrite"]
bss = ["4k", "8k", "16k", "64k", "128k"]
qds = ["1", "4", "16", "32", "64"]
rnd = random.Random(7)
files = max(1, n // 100)
for f in range(files):
    sysdir = os.path.join(out, "sys%d" % (f % 10))
    os.makedirs(sysdir, exist_ok=True)
    doc = copy.deepcopy(tpl)
    doc["timestamp"] = 1700000000 + f
    doc["jobs"] = []
    for j in range(100):
        job = copy.deepcopy(job0)
        rw, bs, qd = rws[j % 4], bss[(j // 4) % 5], qds[(j // 20) % 5]
        job["jobname"] = "%s-%s-qd%s" % (rw, bs, qd)
        job["job options"].update(name=job["jobname"], rw=rw, bs=bs,
                                  iodepth=qd)
        k = rnd.uniform(0.3, 3.0) * (1 + (f % 10))
        live = "write" if "write" in rw else "read"
        dead = "read" if live == "write" else "write"
        job[live] = copy.deepcopy(job0["read"])
        job[dead] = copy.deepcopy(job0["write"])
        for key in ("bw_bytes", "bw", "iops"):
            job[live][key] = type(job0["read"][key])(job0["read"][key] * k)
        doc["jobs"].append(job)
    with open(os.path.join(sysdir, "run%06d.json" % f), "w") as fh:
        json.dump(doc, fh)
PY
}

now() { date +%s.%N; }
# secs T0 T1: seconds between two `now`s
secs() { echo "$2 - $1" | bc -l | awk '{ printf "%.2f", $1 }'; }
# per1k T0 T1 N: milliseconds per 1,000 results
per1k() { echo "($2 - $1) * 1000000 / $3" | bc -l | awk '{ printf "%.1f", $1 }'; }

printf '%8s %9s %8s %8s %8s %8s %10s %10s\n' results import html md pdf \
	check "md ms/1k" "pdf ms/1k"
for n in $SIZES; do
	db="$OUT/r$n.db"
	dir="$OUT/corpus-$n"
	if [ ! -f "$dir/.done" ]; then
		rm -rf "$dir"
		gen "$dir" "$n"
		touch "$dir/.done"
	fi
	rm -f "$db" "$db-wal" "$db-shm"
	t0=$(now)
	for s in "$dir"/sys*; do
		"$IODB" -q --db "$db" import --label "$(basename "$s")" "$s" \
			2>/dev/null
	done
	t1=$(now)
	"$IODB" -q --db "$db" report --format html -o "$OUT/r$n.html"
	t2=$(now)
	"$IODB" -q --db "$db" report --format md -o "$OUT/r$n.md"
	t3=$(now)
	"$IODB" -q --db "$db" report --format pdf -o "$OUT/r$n.pdf"
	t4=$(now)
	"$IODB" -q --db "$db" check >/dev/null 2>&1 || true
	t5=$(now)
	got=$("$IODB" --db "$db" export --format csv | tail -n +2 | wc -l)
	printf '%8s %9s %8s %8s %8s %8s %10s %10s\n' "$got" \
		"$(secs "$t0" "$t1")" "$(secs "$t1" "$t2")" \
		"$(secs "$t2" "$t3")" "$(secs "$t3" "$t4")" \
		"$(secs "$t4" "$t5")" "$(per1k "$t2" "$t3" "$got")" \
		"$(per1k "$t3" "$t4" "$got")"
done
