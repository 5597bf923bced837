#!/bin/sh
# Run one libFuzzer target (built by `make fuzz`) from the kept corpus:
#   sh tests/fuzz/run.sh NAME SECONDS    fuzz NAME for SECONDS
#   sh tests/fuzz/run.sh -merge NAME     minimize what it found back into
#                                        tests/fuzz/corpus-NAME
# New inputs go to build-fuzz/corpus-NAME (libFuzzer writes into its FIRST
# corpus directory: never the repository's, never ../shared).  The format's
# dictionary, tests/fuzz/NAME.dict, is used when there is one.  Exits
# non-zero on a finding (the crashing input is in build-fuzz/).
set -eu
cd "$(dirname "$0")/../.."
if [ "$1" = -merge ]; then
	name=$2
	keep=tests/fuzz/corpus-$name
	mkdir -p "$keep" build-fuzz/corpus-"$name"
	rm -rf build-fuzz/merge-"$name"
	mkdir -p build-fuzz/merge-"$name"
	LSAN_OPTIONS=suppressions=$PWD/tests/fuzz/lsan.supp \
	build-fuzz/fuzz-"$name" -merge=1 -max_len=4096 \
		build-fuzz/merge-"$name" "$keep" build-fuzz/corpus-"$name" \
		2>build-fuzz/merge-"$name".log
	# keep the repository small: the largest inputs go first until the
	# corpus is under FUZZ_KEEP_KB (20) KiB
	cap=$(( ${FUZZ_KEEP_KB:-20} * 1024 ))
	cd build-fuzz/merge-"$name"
	total=$(cat ./* 2>/dev/null | wc -c)
	# shellcheck disable=SC2012
	ls -S | while read -r f; do
		[ "$total" -le "$cap" ] && break
		size=$(wc -c <"./$f")
		rm -f "./$f"
		total=$((total - size))
	done
	cd - >/dev/null
	rm -rf "$keep"
	mv build-fuzz/merge-"$name" "$keep"
	echo "$name: $(ls "$keep" | wc -l) inputs, $(cat "$keep"/* | wc -c) bytes"
	exit 0
fi
name=$1
secs=$2
work=build-fuzz/corpus-$name
mkdir -p "$work"
dict=
[ -f tests/fuzz/"$name".dict ] && dict=-dict=tests/fuzz/$name.dict
seeds=
[ -d tests/fuzz/corpus-"$name" ] && seeds=tests/fuzz/corpus-$name
# build-fuzz/seed-NAME: more inputs to start from (e.g. ../shared's corpus
# copied there), read only like the kept corpus
[ -d build-fuzz/seed-"$name" ] && seeds="$seeds build-fuzz/seed-$name"
# the report renderer is slow (Pango lays out every chart): let inputs
# grow at once rather than by libFuzzer's length control
extra=
[ "$name" = report ] && extra="-len_control=0 -max_len=4096"
log=build-fuzz/fuzz-$name.log
# fontconfig and pango keep caches for the life of the process
LSAN_OPTIONS=suppressions=$PWD/tests/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}
export LSAN_OPTIONS
if build-fuzz/fuzz-"$name" -max_total_time="$secs" -max_len=65536 \
	-timeout=20 -rss_limit_mb=2048 -artifact_prefix=build-fuzz/"$name"- \
	-print_final_stats=1 $extra $dict "$work" $seeds >"$log" 2>&1; then
	printf '%-10s ok   %s\n' "$name" "$(grep -E 'DONE' "$log" | tail -1)"
else
	printf '%-10s FAILED (see %s)\n' "$name" "$log"
	tail -40 "$log"
	exit 1
fi
