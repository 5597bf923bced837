#!/bin/sh
# make bench-runner: iodb run and fio side by side on the same file.
#
# For each workload, PAIRS pairs of runs (iodb then fio, fio then iodb,
# alternating), RUNTIME seconds each, identical options.  Per pair the
# ratios iodb/fio of total IOPS, of CPU time per I/O (the job threads'
# user + system time, as each tool reports it in its JSON, times the
# runtime, over the I/O count) and of mean total latency; the table shows
# the medians of the pairwise ratios, and the median IOPS of each tool.
#
#   IODB=./iodb FIO=fio FILE=./iodb-bench.dat SIZE=1g RUNTIME=5 PAIRS=5
#   WORKLOADS="rr1 rr32"   (a subset, by key; default all)
#   KEEP=1                 (keep FILE when this script laid it out)
# FILE is laid out by fio when missing, and then removed at the end.
set -eu
cd "$(dirname "$0")/.."
IODB=${IODB:-./iodb}
FIO=${FIO:-fio}
FILE=${FILE:-./iodb-bench.dat}
SIZE=${SIZE:-1g}
RUNTIME=${RUNTIME:-5}
PAIRS=${PAIRS:-5}
KEEP=${KEEP:-0}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/iodb-bench-runner.XXXXXX")
CREATED=0
cleanup() {
	rm -rf "$TMP"
	if [ "$CREATED" = 1 ] && [ "$KEEP" != 1 ]; then rm -f "$FILE"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

command -v "$FIO" >/dev/null || { echo "bench-runner: fio not found" >&2; exit 1; }
command -v jq >/dev/null || { echo "bench-runner: jq not found" >&2; exit 1; }
[ -x "$IODB" ] || { echo "bench-runner: $IODB not built" >&2; exit 1; }

# key | label | options common to both tools
ALL='rr1|4k randread QD1|--rw=randread --bs=4k --iodepth=1
rr32|4k randread QD32|--rw=randread --bs=4k --iodepth=32
rr128|4k randread QD128|--rw=randread --bs=4k --iodepth=128
rw32|4k randwrite QD32|--rw=randwrite --bs=4k --iodepth=32
sr8|1M read QD8|--rw=read --bs=1m --iodepth=8
sw8|1M write QD8|--rw=write --bs=1m --iodepth=8
mix16|4k randrw 70/30 QD16|--rw=randrw --rwmixread=70 --bs=4k --iodepth=16
rr32r|4k randread QD32 reg. bufs+files|--rw=randread --bs=4k --iodepth=32 --fixedbufs --registerfiles
rr128r|4k randread QD128 reg. bufs+files|--rw=randread --bs=4k --iodepth=128 --fixedbufs --registerfiles'
WORKLOADS=${WORKLOADS:-$(echo "$ALL" | cut -d'|' -f1 | tr '\n' ' ')}

# the file: laid out once by fio (random data), then shared by both tools
if [ ! -f "$FILE" ]; then
	echo "bench-runner: laying out $FILE ($SIZE)" >&2
	"$FIO" --name=layout --filename="$FILE" --size="$SIZE" --rw=write \
		--bs=1m --direct=1 --ioengine=io_uring --iodepth=8 \
		--output=/dev/null
	CREATED=1
fi

# total IOPS, CPU ns per I/O, mean lat ns of one fio-format JSON file
figures() {
	jq -r '.jobs[0] as $j
		| ($j.read.total_ios + $j.write.total_ios) as $n
		| ([$j.read.runtime, $j.write.runtime] | max) as $rt
		| [($j.read.iops + $j.write.iops),
		   (($j.usr_cpu + $j.sys_cpu) / 100 * $rt * 1e6 / $n),
		   (($j.read.lat_ns.mean * $j.read.total_ios
		     + $j.write.lat_ns.mean * $j.write.total_ios) / $n)]
		| @tsv' "$1"
}

run_iodb() {
	# shellcheck disable=SC2086
	"$IODB" --db "$TMP/bench.db" -q run $2 --ioengine=io_uring \
		--direct=1 --size="$SIZE" --runtime="$RUNTIME" --time_based \
		--allow-destructive --name=bench --output-format=json \
		"$FILE" > "$TMP/$1.json"
}

run_fio() {
	# shellcheck disable=SC2086
	"$FIO" --ioengine=io_uring $2 --direct=1 --size="$SIZE" \
		--runtime="$RUNTIME" --time_based --name=bench \
		--filename="$FILE" --output-format=json > "$TMP/$1.json"
}

median() { sort -g | awk '{ v[NR] = $1 } END {
	if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%-36s %10s %10s %8s %9s %9s %8s %8s\n' workload "iodb IOPS" \
	"fio IOPS" "IOPS x" "iodb ns" "fio ns" "CPU x" "lat x"
printf '%-36s %10s %10s %8s %9s %9s %8s %8s\n' "" median median \
	"iodb/fio" "CPU/IO" "CPU/IO" "iodb/fio" "iodb/fio"
for key in $WORKLOADS; do
	line=$(echo "$ALL" | grep "^$key|") || { echo "unknown workload $key" >&2; exit 2; }
	label=$(echo "$line" | cut -d'|' -f2)
	opts=$(echo "$line" | cut -d'|' -f3)
	: > "$TMP/pairs"
	p=1
	while [ "$p" -le "$PAIRS" ]; do
		if [ $((p % 2)) -eq 1 ]; then
			run_iodb i "$opts"; run_fio f "$opts"
		else
			run_fio f "$opts"; run_iodb i "$opts"
		fi
		figures "$TMP/i.json" > "$TMP/i.tsv"
		figures "$TMP/f.json" > "$TMP/f.tsv"
		paste "$TMP/i.tsv" "$TMP/f.tsv" >> "$TMP/pairs"
		p=$((p + 1))
	done
	cp "$TMP/pairs" "$TMP/pairs-$key"
	iops_i=$(cut -f1 "$TMP/pairs" | median)
	iops_f=$(cut -f4 "$TMP/pairs" | median)
	cpu_i=$(cut -f2 "$TMP/pairs" | median)
	cpu_f=$(cut -f5 "$TMP/pairs" | median)
	r_iops=$(awk '{ print $1 / $4 }' "$TMP/pairs" | median)
	r_cpu=$(awk '{ print $2 / $5 }' "$TMP/pairs" | median)
	r_lat=$(awk '{ print $3 / $6 }' "$TMP/pairs" | median)
	printf '%-36s %10.0f %10.0f %8.3f %9.0f %9.0f %8.3f %8.3f\n' \
		"$label" "$iops_i" "$iops_f" "$r_iops" "$cpu_i" "$cpu_f" \
		"$r_cpu" "$r_lat"
done
echo "($PAIRS pairs of ${RUNTIME}s runs per workload on $FILE; $("$FIO" --version))"
