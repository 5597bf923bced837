#!/bin/sh
# make bench-runner: iodb run and fio side by side on the same file.
#
# For each workload, PAIRS pairs; in a pair each tool runs RUNTIME seconds
# in all, in SLICES alternating slices (iodb, fio, fio, iodb, ...: who goes
# first alternates by slice and by pair), identical options.  Slicing
# cancels what the device does slowly (a shared VM's throughput drifts by
# 10% over seconds).  Per pair, over its slices, the ratios iodb/fio of
# IOPS, of CPU time per I/O (the job threads' user + system time, as each
# tool reports it in its JSON, times the runtime, over the I/O count) and
# of mean total latency; the table shows the medians of the pairwise
# ratios, and the median IOPS of each tool.
#
#   IODB=./iodb FIO=fio FILE=./iodb-bench.dat SIZE=1g RUNTIME=5 PAIRS=5
#   SLICES=5               (RUNTIME is split into this many slices)
#   WORKLOADS="rr1 rr32"   (a subset, by key; default all)
#   FIO_CPUS=same          (give fio the CPUs iodb places its thread on;
#                           default: fio's own default, the scheduler's)
#   PAIRS_DIR=DIR          (keep each workload's per-pair figures there)
#   RAM=1                  (target: a loop device over SIZE bytes of
#                           /dev/shm (RAMDIR), made and removed here; root)
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
SLICES=${SLICES:-5}
PAIRS_DIR=${PAIRS_DIR:-}
FIO_CPUS=${FIO_CPUS:-}
RAM=${RAM:-0}
RAMFILE=
LOOP=
KEEP=${KEEP:-0}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/iodb-bench-runner.XXXXXX")
CREATED=0
cleanup() {
	rm -rf "$TMP"
	if [ -n "$LOOP" ]; then losetup -d "$LOOP"; fi
	if [ -n "$RAMFILE" ]; then rm -f "$RAMFILE"; fi
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

# RAM=1: the target is a loop device over a file in /dev/shm, which this
# script creates and removes: the device costs next to nothing, so the
# comparison is of the two engines' own costs, not of a shared disk
if [ "$RAM" = 1 ]; then
	command -v losetup >/dev/null || { echo "bench-runner: RAM=1 needs losetup" >&2; exit 1; }
	RAMFILE=$(mktemp "${RAMDIR:-/dev/shm}/iodb-bench-ram.XXXXXX")
	echo "bench-runner: RAM=1: $SIZE in $RAMFILE behind a loop device" >&2
	"$FIO" --name=layout --filename="$RAMFILE" --size="$SIZE" --rw=write \
		--bs=1m --ioengine=psync --output=/dev/null
	LOOP=$(losetup -f --show "$RAMFILE") || { echo "bench-runner: losetup failed (root?)" >&2; exit 1; }
	FILE=$LOOP
elif [ -e "$FILE" ] && [ ! -f "$FILE" ]; then
	# the workloads write: never to a device or anything but a plain file
	echo "bench-runner: $FILE is not a regular file; the benchmark writes to its target (use RAM=1 for a loop device it makes)" >&2
	exit 1
fi

# the file: laid out once by fio (random data), then shared by both tools
if [ ! -e "$FILE" ]; then
	echo "bench-runner: laying out $FILE ($SIZE)" >&2
	"$FIO" --name=layout --filename="$FILE" --size="$SIZE" --rw=write \
		--bs=1m --direct=1 --ioengine=io_uring --iodepth=8 \
		--output=/dev/null
	CREATED=1
fi

# I/Os, runtime (ms), job-thread CPU ns and summed latency (ns) of one
# fio-format JSON file, tab-separated
raw() {
	jq -r '.jobs[0] as $j
		| ($j.read.total_ios + $j.write.total_ios) as $n
		| ([$j.read.runtime, $j.write.runtime] | max) as $rt
		| [$n, $rt, (($j.usr_cpu + $j.sys_cpu) / 100 * $rt * 1e6),
		   ($j.read.lat_ns.mean * $j.read.total_ios
		    + $j.write.lat_ns.mean * $j.write.total_ios)]
		| @tsv' "$1"
}

run_iodb() {
	# shellcheck disable=SC2086
	"$IODB" --db "$TMP/bench.db" -q run $1 --ioengine=io_uring \
		--direct=1 --size="$SIZE" --runtime="${SLICE_MS}ms" \
		--time_based --allow-destructive --name=bench \
		--output-format=json "$FILE" > "$TMP/i.json"
	raw "$TMP/i.json" >> "$TMP/i.tsv"
}

run_fio() {
	# shellcheck disable=SC2086
	"$FIO" --ioengine=io_uring $1 $FIO_PIN --direct=1 --size="$SIZE" \
		--runtime="${SLICE_MS}ms" --time_based --name=bench \
		--filename="$FILE" --output-format=json > "$TMP/f.json"
	raw "$TMP/f.json" >> "$TMP/f.tsv"
}

# IOPS, CPU ns per I/O and mean latency of the slices in a .tsv
totals() {
	awk -F'\t' '{ n += $1; rt += $2; cpu += $3; lat += $4 }
		END { printf "%.6f\t%.3f\t%.3f\n", n * 1000 / rt, cpu / n, lat / n }' "$1"
}

median() { sort -g | awk '{ v[NR] = $1 } END {
	if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

SLICE_MS=$((RUNTIME * 1000 / SLICES))
printf '%-36s %10s %10s %8s %13s %9s %9s %8s %8s\n' workload \
	"iodb IOPS" "fio IOPS" "IOPS x" "IOPS x" "iodb ns" "fio ns" "CPU x" \
	"lat x"
printf '%-36s %10s %10s %8s %13s %9s %9s %8s %8s\n' "" median median \
	"iodb/fio" "pairs' range" "CPU/IO" "CPU/IO" "iodb/fio" "iodb/fio"
for key in $WORKLOADS; do
	line=$(echo "$ALL" | grep "^$key|") || { echo "unknown workload $key" >&2; exit 2; }
	label=$(echo "$line" | cut -d'|' -f2)
	opts=$(echo "$line" | cut -d'|' -f3)
	FIO_PIN=
	if [ "$FIO_CPUS" = same ]; then
		# shellcheck disable=SC2086
		cpus=$("$IODB" --db "$TMP/bench.db" -q run $opts \
			--size="$SIZE" --runtime=100ms --time_based \
			--allow-destructive --output-format=json "$FILE" |
			jq -r '.jobs[0]["job options"].cpus_allowed // empty')
		[ -z "$cpus" ] || FIO_PIN="--cpus_allowed=$cpus"
	fi
	: > "$TMP/pairs"
	p=1
	while [ "$p" -le "$PAIRS" ]; do
		: > "$TMP/i.tsv"
		: > "$TMP/f.tsv"
		s=1
		while [ "$s" -le "$SLICES" ]; do
			# who goes first alternates by slice and by pair
			if [ $(((p + s) % 2)) -eq 0 ]; then
				run_iodb "$opts"; run_fio "$opts"
			else
				run_fio "$opts"; run_iodb "$opts"
			fi
			s=$((s + 1))
		done
		paste "$TMP/i.tsv" "$TMP/f.tsv" >> "$TMP/slices-$key"
		totals "$TMP/i.tsv" > "$TMP/i.tot"
		totals "$TMP/f.tsv" > "$TMP/f.tot"
		paste "$TMP/i.tot" "$TMP/f.tot" >> "$TMP/pairs"
		p=$((p + 1))
	done
	[ -z "$PAIRS_DIR" ] || cp "$TMP/pairs" "$PAIRS_DIR/pairs-$key"
	iops_i=$(cut -f1 "$TMP/pairs" | median)
	iops_f=$(cut -f4 "$TMP/pairs" | median)
	cpu_i=$(cut -f2 "$TMP/pairs" | median)
	cpu_f=$(cut -f5 "$TMP/pairs" | median)
	r_iops=$(awk '{ print $1 / $4 }' "$TMP/pairs" | median)
	r_range=$(awk '{ r = $1 / $4; if (NR == 1 || r < lo) lo = r
		if (NR == 1 || r > hi) hi = r }
		END { printf "%.3f-%.3f", lo, hi }' "$TMP/pairs")
	r_cpu=$(awk '{ print $2 / $5 }' "$TMP/pairs" | median)
	r_lat=$(awk '{ print $3 / $6 }' "$TMP/pairs" | median)
	printf '%-36s %10.0f %10.0f %8.3f %13s %9.0f %9.0f %8.3f %8.3f\n' \
		"$label" "$iops_i" "$iops_f" "$r_iops" "$r_range" "$cpu_i" \
		"$cpu_f" "$r_cpu" "$r_lat"
done
echo "($PAIRS pairs per workload, each ${RUNTIME}s per tool in $SLICES alternating slices of ${SLICE_MS}ms, on $FILE; $("$FIO" --version)${FIO_CPUS:+; fio given iodb's CPUs}${LOOP:+; RAM-backed loop device})"
