#!/bin/sh
# Regenerate the real fio outputs in this directory (fio >= 3.x installed).
# Each workload runs on a small temporary file for at most a second; the
# JSON goes to samples/fio-json/<case>.json.  tests/t_fio_json.c cross-checks
# what the importer stores against the numbers in these files.
#
#   sh samples/fio-json/make.sh
set -eu

here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/var/tmp}/iodb-fio.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# an engine that queues: libaio where it works, else posixaio
engine=libaio
if ! fio --name=probe --filename="$tmp/probe" --size=64k --bs=4k \
	--ioengine=libaio --rw=read --output=/dev/null >/dev/null 2>&1; then
	engine=posixaio
fi
# O_DIRECT where the file system takes it
direct=1
if ! fio --name=probe --filename="$tmp/probe" --size=64k --bs=4k \
	--direct=1 --rw=read --output=/dev/null >/dev/null 2>&1; then
	direct=0
fi

run() {
	out=$1
	shift
	fio --output="$here/$out" "$@"
	echo "wrote samples/fio-json/$out"
}

# 1. random read 4k at QD8
run randread-4k-qd8.json --output-format=json \
	--name=randread-4k-qd8 --filename="$tmp/f1" --size=16m \
	--rw=randread --bs=4k --iodepth=8 --ioengine=$engine \
	--direct=$direct --runtime=1

# 2. sequential write 128k
run write-128k.json --output-format=json \
	--name=write-128k --filename="$tmp/f2" --size=16m \
	--rw=write --bs=128k --iodepth=4 --ioengine=$engine \
	--direct=$direct --runtime=1

# 3. random 70/30 mix, two jobs reported as one
run randrw-70-30-2jobs.json --output-format=json \
	--name=randrw-70-30 --directory="$tmp" --size=8m \
	--rw=randrw --rwmixread=70 --bs=4k --iodepth=4 --ioengine=$engine \
	--direct=$direct --numjobs=2 --group_reporting --runtime=1

# 4. two groups (stonewall) from a job file: global options + job options
cat >"$tmp/two-groups.fio" <<JOB
[global]
directory=$tmp
size=8m
ioengine=$engine
direct=$direct
runtime=1

[seq-read-64k]
rw=read
bs=64k
iodepth=2

[rand-write-8k]
stonewall
rw=randwrite
bs=8k
iodepth=16
JOB
run two-groups.json --output-format=json "$tmp/two-groups.fio"

# 5. json+: clat histogram bins, and total-latency percentiles as well
run randread-jsonplus.json --output-format=json+ \
	--name=randread-jsonplus --filename="$tmp/f5" --size=8m \
	--rw=randread --bs=4k --iodepth=4 --ioengine=$engine \
	--direct=$direct --lat_percentiles=1 --runtime=1

# 6. two jobs of one name without group_reporting: two entries
run randread-2jobs-separate.json --output-format=json \
	--name=randread-separate --directory="$tmp" --size=4m \
	--rw=randread --bs=4k --iodepth=2 --ioengine=$engine \
	--direct=$direct --numjobs=2 --runtime=1
