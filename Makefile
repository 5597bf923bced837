# iodb: one non-recursive Makefile.  `make V=1` shows the commands.
PKG_CONFIG ?= pkg-config
CC ?= cc
PREFIX ?= /usr/local
PKGS = sqlite3 libxml-2.0 libcjson cairo pangocairo liburing nettle blkid

# -O3: 4.7% fewer instructions importing fio text than -O2, 1.9% for
# terse (bench/import_icount.sh, 400 files each)
CFLAGS ?= -O3 -g
# snprintf truncation is deliberate where it is used (bounded labels)
WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Werror -Wno-format-truncation
ALL_CFLAGS = -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) -I. \
	$(shell $(PKG_CONFIG) --cflags $(PKGS)) -MMD -MP
# cairo and Pango are not linked into iodb: report/gfx.c opens them when a
# chart is first drawn (their 38 shared objects were most of iodb's start);
# nor is libxml2: ingest/xmllib.c opens it when an HTML page is first read
# (util/dynlib.h).  The tests link them: they read SVG and PNG themselves.
# nor libblkid: bench/safety.c opens it when `iodb run` first checks a
# device.
GFX_PKGS = cairo pangocairo
LAZY_PKGS = $(GFX_PKGS) libxml-2.0 blkid
# SQLite, Nettle, liburing and libcsv are linked in whole from their
# archives when those are installed (else as shared objects, as before):
# each shared object is about 8 system calls and 5 page faults at every
# start, before the first file is read.  `iodb --version` took 6.6-7.3 ms
# of CPU with them shared, 4.4-5.0 ms linked in (perf stat -r 200), on
# a 70 ms import.  The archives are the same build as the shared objects
# (SQLite's compile options identical); a security update of one of them
# needs iodb built again.  `make STATIC_LIBS=` links them all shared.
STATIC_LIBS ?= sqlite3 nettle uring csv
STATIC_A := $(foreach l,$(STATIC_LIBS),\
	$(filter /%,$(shell $(CC) -print-file-name=lib$(l).a)))
STATIC_L := $(patsubst lib%.a,-l%,$(notdir $(STATIC_A)))
LIBS = $(STATIC_A) $(filter-out $(STATIC_L),\
	$(shell $(PKG_CONFIG) --libs $(filter-out $(LAZY_PKGS),$(PKGS))) \
	-lcsv) -lpthread -lm
GFX_LIBS = $(shell $(PKG_CONFIG) --libs $(LAZY_PKGS))

ifneq ($(SANITIZE),)
ALL_CFLAGS += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer
LDFLAGS += -fsanitize=$(SANITIZE)
endif

ifeq ($(V),1)
Q =
else
Q = @
endif

BUILD ?= build
LIB_SRC = $(wildcard model/*.c util/*.c store/*.c ingest/*.c report/*.c bench/*.c)
CLI_SRC = $(wildcard cli/*.c)
TEST_SRC = $(wildcard tests/*.c)
SCHEMA_SQL = $(sort $(wildcard schema/*.sql))

LIB_OBJ = $(LIB_SRC:%.c=$(BUILD)/%.o) $(BUILD)/schema/schema.o \
	$(BUILD)/schema/fresh.o
CLI_OBJ = $(CLI_SRC:%.c=$(BUILD)/%.o)
TEST_OBJ = $(TEST_SRC:%.c=$(BUILD)/%.o)

IODB ?= iodb

all: $(IODB)

$(IODB): $(CLI_OBJ) $(LIB_OBJ)
	@echo "  LINK    $@"
	$(Q)$(CC) $(LDFLAGS) -o $@ $^ $(LIBS)

# the tests read the PNGs they render with cairo itself
$(BUILD)/tests/run: $(TEST_OBJ) $(LIB_OBJ) $(filter-out $(BUILD)/cli/main.o,$(CLI_OBJ))
	@echo "  LINK    $@"
	$(Q)$(CC) $(LDFLAGS) -o $@ $^ $(LIBS) $(GFX_LIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

# The schema travels inside the binary: every schema/NNN-*.sql becomes one
# migration string, applied in file-name order (see store/store.c).
$(BUILD)/schema/schema.c: $(SCHEMA_SQL) schema/embed.sh
	@mkdir -p $(@D)
	@echo "  GEN     $@"
	$(Q)sh schema/embed.sh $(SCHEMA_SQL) > $@

# A new database gets the schema all migrations end with, in one step:
# build/schema/squash applies them to an in-memory database at build time
# and prints what it holds (schema/squash.c).
$(BUILD)/schema/squash: schema/squash.c $(BUILD)/schema/schema.c
	@echo "  CC      $@"
	$(Q)$(CC) -std=c11 -O1 $(shell $(PKG_CONFIG) --cflags sqlite3) -o $@ \
		$^ $(shell $(PKG_CONFIG) --libs sqlite3)

$(BUILD)/schema/fresh.c: $(BUILD)/schema/squash
	@echo "  GEN     $@"
	$(Q)$(BUILD)/schema/squash > $@.tmp && mv $@.tmp $@

$(BUILD)/schema/fresh.o: $(BUILD)/schema/fresh.c
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/schema/schema.o: $(BUILD)/schema/schema.c
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

# The test table: every T_TEST(name) line of tests/t_*.c, in file order.
$(BUILD)/tests/list.h: $(wildcard tests/t_*.c)
	@mkdir -p $(@D)
	$(Q)sed -n 's/^T_TEST(\([a-z0-9_]*\)).*/T(\1)/p' $(sort $^) > $@.tmp
	$(Q)cmp -s $@.tmp $@ || mv $@.tmp $@; rm -f $@.tmp

$(BUILD)/tests/main.o: $(BUILD)/tests/list.h
$(BUILD)/tests/main.o: ALL_CFLAGS += -I$(BUILD)

test: $(IODB) $(BUILD)/tests/run
	$(Q)IODB_BIN=$(abspath $(IODB)) $(BUILD)/tests/run $(T)

# The test runner captures each test's stderr, and a test that dies under
# a sanitizer takes its capture with it: reports go to files instead
# (build-asan/sanitizer.PID, iodb subprocesses included) and are printed
# when the suite fails.  UBSan stops at its first report, so undefined
# behaviour fails the suite instead of scrolling by in a capture.
SAN_LOG = $(CURDIR)/build-asan/sanitizer
asan:
	$(Q)mkdir -p build-asan && rm -f $(SAN_LOG).*
	$(Q)ASAN_OPTIONS=log_path=$(SAN_LOG) \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
	UBSAN_OPTIONS=log_path=$(SAN_LOG):halt_on_error=1:print_stacktrace=1 \
	$(MAKE) BUILD=build-asan IODB=build-asan/iodb \
		SANITIZE=address,undefined CFLAGS="-O1 -g" test || \
	{ for f in $(SAN_LOG).*; do [ -f "$$f" ] && cat "$$f"; done; exit 1; }
	$(Q)for f in $(SAN_LOG).*; do [ -f "$$f" ] || continue; cat "$$f"; \
		exit 1; done

deps:
	sh .ci/deps.sh

install: iodb
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 iodb $(DESTDIR)$(PREFIX)/bin/iodb

demo: iodb
	IODB=$(CURDIR)/iodb sh samples/demo.sh

bench-import: iodb
	sh bench/import.sh

bench-report: iodb
	sh bench/report.sh

bench-runner: iodb
	sh bench/runner.sh

style-check:
	clang-format --dry-run --Werror $(LIB_SRC) $(CLI_SRC) $(TEST_SRC) $(wildcard */*.h)

clean:
	rm -rf build build-asan iodb

.PHONY: all test asan deps install demo bench-import bench-report bench-runner \
	style-check clean

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# libFuzzer targets (build-fuzz/fuzz-NAME): one per importer
# (FUZZ_FORMATS), "any" (detection and whichever parser wins), the
# datasheet reader, the unit parsers, the CPU list parser, the runner's
# job-file reader and the report renderer (random stored values and
# labels into HTML and Markdown).  The library is compiled once with the
# sanitizers into build-fuzz/libiodb.a; each target links what it needs.
# Run one, with its dictionary and the kept corpus, for 60 s:
#   sh tests/fuzz/run.sh dd 60
# (libFuzzer writes new inputs into build-fuzz/corpus-NAME, seeded from
# tests/fuzz/corpus-NAME; `sh tests/fuzz/run.sh -merge NAME` minimizes
# them back into tests/fuzz/corpus-NAME).  `make fuzz-ci` runs every
# target for FUZZ_SECONDS (30) each, two at a time.
FUZZ_FORMATS = fio-json fio-text fio-terse dd hdparm iozone cdm kdiskmark \
	hdtune document fio-summary bonnie ioping ceph-bench
FUZZ_OTHER = any datasheet units cpulist jobfile report
FUZZ_NAMES = $(FUZZ_FORMATS) $(FUZZ_OTHER)
FUZZ_TARGETS = $(FUZZ_NAMES:%=build-fuzz/fuzz-%)
FUZZ_CFLAGS = -std=c11 -D_GNU_SOURCE -g -O1 -I. \
	-fsanitize=fuzzer-no-link,address,undefined \
	$(shell $(PKG_CONFIG) --cflags $(PKGS))
FUZZ_OBJ = $(LIB_SRC:%.c=build-fuzz/obj/%.o) build-fuzz/obj/schema/schema.o \
	build-fuzz/obj/schema/fresh.o
FUZZ_SECONDS ?= 30

fuzz: $(FUZZ_TARGETS)

build-fuzz/obj/%.o: %.c
	@mkdir -p $(@D)
	@echo "  FUZZCC  $<"
	$(Q)clang $(FUZZ_CFLAGS) -MMD -MP -c -o $@ $<

build-fuzz/obj/schema/schema.o: $(BUILD)/schema/schema.c
	@mkdir -p $(@D)
	$(Q)clang $(FUZZ_CFLAGS) -MMD -MP -c -o $@ $<

build-fuzz/obj/schema/fresh.o: $(BUILD)/schema/fresh.c
	@mkdir -p $(@D)
	$(Q)clang $(FUZZ_CFLAGS) -MMD -MP -c -o $@ $<

# the fuzzers' inputs are small: read fio JSON job by job from 1 KiB on,
# so that both readings are fuzzed
build-fuzz/obj/ingest/fio_json.o: FUZZ_CFLAGS += -DFIO_JSON_STREAM_MIN=1024

build-fuzz/libiodb.a: $(FUZZ_OBJ)
	$(Q)rm -f $@ && ar rcs $@ $^

build-fuzz/obj/fuzz-%.o: tests/fuzz/fuzz_ingest.c
	@mkdir -p $(@D)
	$(Q)clang $(FUZZ_CFLAGS) -MMD -MP -DFUZZ_FORMAT='"$*"' -c -o $@ $<

build-fuzz/obj/fuzz-any.o: tests/fuzz/fuzz_ingest.c
	@mkdir -p $(@D)
	$(Q)clang $(FUZZ_CFLAGS) -MMD -MP -c -o $@ $<

build-fuzz/obj/fuzz-datasheet.o build-fuzz/obj/fuzz-units.o \
build-fuzz/obj/fuzz-cpulist.o build-fuzz/obj/fuzz-jobfile.o \
build-fuzz/obj/fuzz-report.o: build-fuzz/obj/fuzz-%.o: tests/fuzz/fuzz_%.c
	@mkdir -p $(@D)
	$(Q)clang $(FUZZ_CFLAGS) -MMD -MP -c -o $@ $<

build-fuzz/fuzz-%: build-fuzz/obj/fuzz-%.o build-fuzz/libiodb.a
	@echo "  FUZZ    $@"
	$(Q)clang -fsanitize=fuzzer,address,undefined -o $@ $^ $(LIBS)

fuzz-ci: fuzz
	$(Q)printf '%s\n' $(FUZZ_NAMES) | \
		xargs -P2 -I{} sh tests/fuzz/run.sh {} $(FUZZ_SECONDS)

.PHONY: fuzz fuzz-ci
-include $(shell find build-fuzz/obj -name '*.d' 2>/dev/null)
