# iodb: one non-recursive Makefile.  `make V=1` shows the commands.
PKG_CONFIG ?= pkg-config
CC ?= cc
PREFIX ?= /usr/local
PKGS = sqlite3 libxml-2.0 libcjson cairo pangocairo liburing libcrypto

CFLAGS ?= -O2 -g
# snprintf truncation is deliberate where it is used (bounded labels)
WARN = -Wall -Wextra -Wshadow -Wstrict-prototypes -Werror -Wno-format-truncation
ALL_CFLAGS = -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) -I. \
	$(shell $(PKG_CONFIG) --cflags $(PKGS)) -MMD -MP
# cairo and Pango are not linked into iodb: report/gfx.c opens them when a
# chart is first drawn (their 38 shared objects were most of iodb's start).
GFX_PKGS = cairo pangocairo
LIBS = $(shell $(PKG_CONFIG) --libs $(filter-out $(GFX_PKGS),$(PKGS))) \
	-lcsv -lpthread -lm
GFX_LIBS = $(shell $(PKG_CONFIG) --libs $(GFX_PKGS))

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

asan:
	$(Q)$(MAKE) BUILD=build-asan IODB=build-asan/iodb \
		SANITIZE=address,undefined CFLAGS="-O1 -g" test

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

# libFuzzer targets, one per importer (build-fuzz/fuzz-NAME) and one for
# the datasheet reader (build-fuzz/fuzz-datasheet), the CPU list parser
# (build-fuzz/fuzz-cpulist) and the runner's job-file reader
# (build-fuzz/fuzz-jobfile).  Run one with
#   mkdir -p build-fuzz/corpus-dd
#   build-fuzz/fuzz-dd -max_total_time=60 build-fuzz/corpus-dd ../shared/corpus/dd
# libFuzzer writes the inputs it finds into the FIRST directory: never put
# ../shared (or samples/) first.
FUZZ_FORMATS = fio-json fio-text fio-terse dd hdparm iozone cdm kdiskmark \
	hdtune document
FUZZ_SRC = $(wildcard ingest/*.c model/*.c util/*.c)
fuzz: $(BUILD)/schema/schema.c
	@mkdir -p build-fuzz
	$(Q)for f in $(FUZZ_FORMATS) any; do \
		echo "  FUZZ    build-fuzz/fuzz-$$f"; \
		def=; [ $$f = any ] || def="-DFUZZ_FORMAT=\"$$f\""; \
		clang -std=c11 -D_GNU_SOURCE -g -O1 -I. $$def \
			-fsanitize=fuzzer,address,undefined \
			$$($(PKG_CONFIG) --cflags $(PKGS)) \
			-o build-fuzz/fuzz-$$f tests/fuzz/fuzz_ingest.c \
			$(FUZZ_SRC) $(LIBS) || exit 1; \
	done
	@echo "  FUZZ    build-fuzz/fuzz-datasheet"
	$(Q)clang -std=c11 -D_GNU_SOURCE -g -O1 -I. \
		-fsanitize=fuzzer,address,undefined \
		$$($(PKG_CONFIG) --cflags $(PKGS)) \
		-o build-fuzz/fuzz-datasheet tests/fuzz/fuzz_datasheet.c \
		$(FUZZ_SRC) $(LIBS)
	@echo "  FUZZ    build-fuzz/fuzz-cpulist"
	$(Q)clang -std=c11 -D_GNU_SOURCE -g -O1 -I. \
		-fsanitize=fuzzer,address,undefined \
		-o build-fuzz/fuzz-cpulist tests/fuzz/fuzz_cpulist.c \
		bench/cpulist.c
	@echo "  FUZZ    build-fuzz/fuzz-jobfile"
	$(Q)clang -std=c11 -D_GNU_SOURCE -g -O1 -I. \
		-fsanitize=fuzzer,address,undefined \
		$$($(PKG_CONFIG) --cflags $(PKGS)) \
		-o build-fuzz/fuzz-jobfile tests/fuzz/fuzz_jobfile.c \
		$(LIB_SRC) $(BUILD)/schema/schema.c $(LIBS)

.PHONY: fuzz
