#!/bin/sh
# Instruction counts of `iodb import` (valgrind's callgrind counts the
# same on a busy machine, unlike wall-clock time): 400 fio text files,
# 400 fio terse files (copies of samples/fio-text, each made unique by a
# trailing note line) and 1000 fio JSON files (bench/gen_fio_json.py).
# usage: sh bench/import_icount.sh [IODB]   (default ./iodb)
# Prints the total without SHA-256 (printed apart) and the reader
# (detect, parse and, when the writer is behind, its SHA-256 and JSON
# texts) and writer (store) threads' shares: valgrind's CPU
# has no SHA instructions, so Nettle's portable code runs here, many
# times what SHA-NI costs on the machine itself (1.7 GB/s).  A process
# start alone costs about 2M instructions (8M before libxml2 was opened
# on first use and libcrypto replaced by Nettle).
set -eu
cd "$(dirname "$0")/.."
IODB=${1:-./iodb}
OUT=bench/out/icount
rm -rf "$OUT"
mkdir -p "$OUT/fio-text" "$OUT/fio-terse"
for kind in txt:fio-text terse:fio-terse; do
	ext=${kind%%:*}
	dir=$OUT/${kind#*:}
	set -- samples/fio-text/*."$ext"
	n=$#
	i=0
	while [ "$i" -lt 400 ]; do
		k=$((i % n + 1))
		eval "f=\${$k}"
		{ cat "$f"; echo "note: copy $i"; } >"$dir/f$i.$ext"
		i=$((i + 1))
	done
done
python3 bench/gen_fio_json.py "$OUT/fio-json" 1000 samples/fio-json/*.json \
	>/dev/null
for kind in fio-text fio-terse fio-json; do
	rm -f "$OUT/x.db" "$OUT/x.db-wal" "$OUT/x.db-shm"
	valgrind --tool=callgrind --callgrind-out-file="$OUT/$kind.cg" \
		"$IODB" -q --db "$OUT/x.db" import "$OUT/$kind" >/dev/null 2>&1
	callgrind_annotate --inclusive=yes "$OUT/$kind.cg" 2>/dev/null |
		awk -v k="$kind" '
		/PROGRAM TOTALS/ { t = $1 }
		/ingest\/import.c:reader_main \[/ { r = $1 }
		/ingest\/record.c:ingest_record_replay \[/ { w = $1 }
		/store\/sink.c:store_sink_begin \[/ { b = $1 }
		/util\/sha256.c:util_sha256_hex_of \[/ { h = $1 }
		END {
			gsub(",", "", t); gsub(",", "", r)
			gsub(",", "", w); gsub(",", "", b); gsub(",", "", h)
			printf "%-10s %5.0fM instructions without SHA-256 " \
			       "(%.0fM); threads, SHA-256 included: reader " \
			       "%.0fM, writer %.0fM\n", k, (t - h) / 1e6, \
			       h / 1e6, r / 1e6, (w + b) / 1e6
		}'
done
