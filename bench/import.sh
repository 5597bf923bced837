#!/bin/sh
# make bench-import: generate the corpus once, then compare side by side.
set -eu
cd "$(dirname "$0")/.."
OUT=bench/out
N=${BENCH_FILES:-10000}
mkdir -p "$OUT"
cc -O2 -o "$OUT/cjson_parse" bench/tools/cjson_parse.c $(pkg-config --cflags --libs libcjson)
if [ ! -f "$OUT/corpus/.done-$N" ]; then
	rm -rf "$OUT/corpus"
	python3 bench/gen_fio_json.py "$OUT/corpus" "$N" samples/fio-json/*.json
	touch "$OUT/corpus/.done-$N"
fi
python3 bench/import_bench.py ./iodb "$OUT/cjson_parse" "$OUT/corpus" "${BENCH_ROUNDS:-3}"
