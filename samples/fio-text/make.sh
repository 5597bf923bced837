#!/bin/sh
# Regenerate the fio cross-check samples: each case runs real fio once with
# --output-format=json,normal,terse and splits the output into
#   <case>.json   the JSON report
#   <case>.txt    the normal text (odd-numbered cases get the command line
#                 as a "$ fio ..." prompt line above it, as pasted logs do)
#   <case>.terse  the terse line(s) (terse version 3 unless the case says
#                 otherwise; with the same "$ fio ..." line as the .txt)
# tests/t_fio_text.c and tests/t_fio_terse.c read these; fio is not needed
# at test time.  Usage: sh samples/fio-text/make.sh  (from anywhere)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=${TMPDIR:-/tmp}/iodb-fio-samples
mkdir -p "$work"
FIO=${FIO:-fio}
n=0

# run CASE ARGS...: one fio invocation
run() {
	name=$1
	shift
	n=$((n + 1))
	out="$work/$name.out"
	"$FIO" --output-format=json,normal,terse "$@" > "$out"
	awk -v j="$here/$name.json" -v t="$here/$name.terse" \
	    -v x="$work/$name.text" '
		# progress lines end in \r; what follows on their line is
		# the start of the JSON or a terse line
		!injson && /\r/ {
			k = length($0)
			while (substr($0, k, 1) != "\r")
				k--
			rest = substr($0, k + 1)
			if (rest == "{" || rest ~ /^[2-5];/) {
				print substr($0, 1, k) > x
				if (rest == "{") {
					injson = 1
					print rest > j
				} else {
					print rest > t
				}
				next
			}
		}
		/^\{$/ { injson = 1 }
		injson { print > j; if ($0 == "}") injson = 0; next }
		/^[2-5];/ { print > t; next }
		{ print > x }' "$out"
	if [ $((n % 2)) -eq 1 ]; then
		printf '$ fio' > "$here/$name.txt"
		for a in "$@"; do printf ' %s' "$a" >> "$here/$name.txt"; done
		printf '\n' >> "$here/$name.txt"
		cat "$work/$name.text" >> "$here/$name.txt"
		if [ -f "$here/$name.terse" ]; then
			head -n 1 "$here/$name.txt" > "$work/$name.cmd"
			cat "$work/$name.cmd" "$here/$name.terse" \
				> "$work/$name.t2"
			mv "$work/$name.t2" "$here/$name.terse"
		fi
	else
		cp "$work/$name.text" "$here/$name.txt"
	fi
	echo "$name"
}

# bw and iops samples every 50 ms so that short runs print them too
f="--filename=$work/data --size=16m --time_based --runtime=300ms"
f="$f --bwavgtime=50 --iopsavgtime=50"

run seq-read-4k-qd1-psync --name=seqread $f --rw=read --bs=4k \
	--ioengine=psync --iodepth=1
run seq-write-1m-qd8-libaio --name=seqwrite $f --rw=write --bs=1m \
	--ioengine=libaio --iodepth=8 --direct=1
run randread-4k-qd32-iouring --name=rr $f --rw=randread --bs=4k \
	--ioengine=io_uring --iodepth=32 --direct=1
run randwrite-4k-qd64-libaio --name=rw $f --rw=randwrite --bs=4k \
	--ioengine=libaio --iodepth=64 --direct=1
run randrw-50-8k-qd16-iouring --name=mix $f --rw=randrw --bs=8k \
	--ioengine=io_uring --iodepth=16
run randrw-70-4k-qd4-2jobs --name=mix70 $f --rw=randrw --rwmixread=70 \
	--bs=4k --ioengine=libaio --iodepth=4 --numjobs=2 --direct=1
run randrw-30-16k-qd8-4jobs-grp --name=mix30 $f --rw=randrw \
	--rwmixread=30 --bs=16k --ioengine=io_uring --iodepth=8 --numjobs=4 \
	--group_reporting
run randrw-90-512b-qd1-psync --name=mix90 $f --rw=randrw --rwmixread=90 \
	--bs=512 --ioengine=psync
run seq-read-512b-qd2-libaio --name=r512 $f --rw=read --bs=512 \
	--ioengine=libaio --iodepth=2 --direct=1
run seq-read-128k-qd64-4jobs-grp --name=r128 $f --rw=read --bs=128k \
	--ioengine=io_uring --iodepth=64 --numjobs=4 --group_reporting \
	--direct=1
run randread-64k-qd4-3jobs --name=rr64 $f --rw=randread --bs=64k \
	--ioengine=libaio --iodepth=4 --numjobs=3
run randwrite-256k-qd1-2jobs-grp --name=rw256 $f --rw=randwrite \
	--bs=256k --ioengine=psync --numjobs=2 --group_reporting
run rw-60-32k-qd8-libaio --name=seqmix $f --rw=rw --rwmixread=60 \
	--bs=32k --ioengine=libaio --iodepth=8 --direct=1
run write-4k-fdatasync --name=sync $f --rw=write --bs=4k \
	--ioengine=psync --fdatasync=1
run randread-4k-qd8-latpct --name=latpct $f --rw=randread --bs=4k \
	--ioengine=io_uring --iodepth=8 --lat_percentiles=1
run randread-16k-qd2-pctlist --name=plist $f --rw=randread --bs=16k \
	--ioengine=libaio --iodepth=2 --percentile_list=50:90:99:99.9 \
	--slat_percentiles=1
run two-groups-stonewall $f --ioengine=io_uring --iodepth=4 --bs=4k \
	--name=g0read --rw=randread --name=g1write --rw=randwrite --stonewall
run randrw-25-4k-qd32-direct --name=mix25 $f --rw=randrw --rwmixread=25 \
	--bs=4k --ioengine=io_uring --iodepth=32 --direct=1
run randwrite-1m-qd16-libaio --name=rw1m $f --rw=randwrite --bs=1m \
	--ioengine=libaio --iodepth=16 --direct=1
run read-4k-gtod-reduce --name=gtod $f --rw=read --bs=4k \
	--ioengine=psync --gtod_reduce=1
run randread-4k-kb-base-1000 --name=kb1000 $f --rw=randread --bs=4k \
	--ioengine=libaio --iodepth=4 --kb_base=1000
run randrw-50-4k-qd2-4jobs --name=mix4j $f --rw=randrw --bs=4k \
	--ioengine=psync --numjobs=4 --eta=always --eta-interval=250ms \
	--runtime=500ms
run randread-8k-qd16-eta --name=eta $f --rw=randread --bs=8k \
	--ioengine=io_uring --iodepth=16 --eta=always --eta-interval=250ms \
	--runtime=500ms

# Terse versions 2, 4 and 5 (3 is fio's default, used above).
run terse-v2-randrw-60-4k --name=v2 $f --rw=randrw --rwmixread=60 \
	--bs=4k --ioengine=libaio --iodepth=4 --terse-version=2
run terse-v4-randwrite-8k --name=v4 $f --rw=randwrite --bs=8k \
	--ioengine=io_uring --iodepth=8 --terse-version=4
run terse-v5-randrw-50-4k-2jobs --name=v5 $f --rw=randrw --bs=4k \
	--ioengine=io_uring --iodepth=4 --numjobs=2 --terse-version=5

# A job file: two jobs in one group, two directions; the job file is kept
# as <case>.fio (the importer's --job-file), the .txt has no command line.
cat > "$here/jobfile-two-jobs.fio" <<JOB
[global]
filename=$work/data
size=16m
time_based
runtime=300ms
ioengine=libaio
direct=1
bwavgtime=50
iopsavgtime=50

[seqr]
rw=read
bs=64k
iodepth=4

[randw]
rw=randwrite
bs=4k
iodepth=16
numjobs=2
JOB
n=1 # even: no command line in the .txt
run jobfile-two-jobs "$here/jobfile-two-jobs.fio"
rm -rf "$work"
