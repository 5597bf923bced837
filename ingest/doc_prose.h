/*
 * The system a sentence of prose names: "My problem is with the LVM
 * partition used to house all my data files." names "LVM partition",
 * "以下は、SATA SSDのベンチマークの例です。" names "SATA SSD".  A document
 * that shows several outputs and says whose each is only in the sentence
 * before it (docs/documents.md, "Systems named in prose").
 */
#ifndef IODB_INGEST_DOC_PROSE_H
#define IODB_INGEST_DOC_PROSE_H

#include <stddef.h>

/*
 * The system sentence s (len bytes) names: a device path ("/dev/sdb"), a
 * kernel disk name ("md10", "nvme0n1"), a storage-kind term (SSD, HDD,
 * NVMe, SATA, eMMC, SD card, USB, RAID, LVM, ZFS, btrfs, ext4, Ceph, NFS,
 * VM, ... and their words in de, fr, es, pt, it, pl, ru, zh, ja, ko) with
 * the name-like words around it ("SATA SSD", "Samsung 980 PRO NVMe", "md10
 * array"), or a model name of a capital and digits ("Raspberry Pi 4"),
 * else a model number standing alone ("EVO750", "WD40EFRX"; not a
 * bridge's "ASM1153 enclosure" nor "QD32").
 * A tool's name ("AS SSD", "dd") names no system.  Returns 1 with the
 * name in out (n bytes) when s names exactly one system (mentioned once
 * or more), 0 when it names none, 2 when it names two different ones or
 * compares ("faster than the HDD"): then it labels nothing.  Keeps no
 * pointer into s.
 */
int doc_prose_system(const char *s, size_t len, char *out, size_t n);

/*
 * Whether names a and b (from doc_prose_system()) are one system: the
 * words of one all occur in the other, case ignored ("LVM" and "LVM
 * partition", "/dev/md10" and "md10").
 */
int doc_prose_same(const char *a, const char *b);

/*
 * Whether name s is storage terms alone ("eMMC", "SSD", "NVMe SSD",
 * "eMMC module"): what any system of the kind is called, no model.
 */
int doc_prose_term_only(const char *s);

/*
 * Whether name (doc_prose_system()'s, found in sentence s, len bytes)
 * says which kind of system rather than which one: storage terms alone in
 * the plural ("mounted it on four extra VMs", "the SATA SSDs": several
 * machines or disks), or a name without a model's digit that the sentence
 * points back at with "that", "those" or "same" ("out of that lone
 * QuillFS VM", "the same VM": one the text spoke of before, named there
 * if anywhere).  A prose fallback labels nothing with it; "that Acme
 * X200" keeps its model.
 */
int doc_prose_generic(const char *s, size_t len, const char *name);

/*
 * Whether words s (len bytes, blanks between) hold a word of storage: a
 * noun a storage name ends with, any case ("Fast pool", "Disk check on
 * the old desktop", "Small writes on the card"), a storage-kind term
 * ("zfs dataset test") or "storage" itself ("Storage on the build
 * server").  Plain words with one name what was tested, as a heading
 * does (document.c, topic_plain_heading()).
 */
int doc_prose_storage_words(const char *s, size_t len);

/*
 * Whether every word of name a occurs in b, case ignored: "eMMC" within
 * "Samsung eMMC", not the other way round (a heading that only says what
 * a name holds).
 */
int doc_prose_within(const char *a, const char *b);

/*
 * The next device path in s..e that names a disk ("/dev/sdb",
 * "/dev/mapper/vg-data"; not /dev/null, /dev/zero, /dev/urandom, ...):
 * its start, with its length in *dlen; NULL when none.
 */
const char *doc_prose_device(const char *s, const char *e, size_t *dlen);

/*
 * The file system text s (len bytes: a paragraph) names, its sentences
 * that compare ("faster than ext3") left out: "First I ran it on a fresh
 * ext3 volume." names ext3, "I then reformatted with ext4 (mkfs.ext4
 * -m0)." ext4.  Returns 1 with the name as written in out (n bytes), 0
 * when none is named, 2 when two different ones are.  Keeps no pointer
 * into s.
 */
int doc_prose_filesystem(const char *s, size_t len, char *out, size_t n);

/*
 * The last sentence of s (len bytes), whose start goes into *start and
 * which ends at the returned offset (its stop included); sentences end
 * at ". ", "! ", "? ", '。', '！', '？'.  Call again with len = *start to
 * get the one before; returns 0 when none is left.
 */
size_t doc_prose_last_sentence(const char *s, size_t len, size_t *start);

/*
 * Whether s (len bytes) holds words saying it compares or replaces
 * ("faster than the HDD", "compared to the SSD", "instead of", "im
 * Vergleich zur HDD"): what it names may be the other thing.
 */
int doc_prose_compares(const char *s, size_t len);

/*
 * The one drive model (line_drive_model(): a maker and a model with a
 * digit, "Seagate ST3160812AS") s (len bytes, a paragraph's lines joined
 * by blanks) names, into out (n bytes): 1.  0 when it names none, two
 * different ones, compares ("unlike my old WD...", doc_prose_compares()),
 * likens ("reads like a Seagate ...", doc_prose_likens()) or asks: which
 * drive ran is not said.
 */
int doc_prose_one_drive(const char *s, size_t len, char *out, size_t n);

/*
 * Whether sentence s (len bytes) likens or judges figures against
 * something ("typical of 5400 RPM disks", "a lot like a Seagate ...",
 * "similar to", "on par with", "as expected for", "as fast as"): what it
 * names is what the figures are measured against, not what ran them.
 */
int doc_prose_likens(const char *s, size_t len);

/*
 * Whether sentence s (len bytes) asks which system it is: a question
 * ('?' last) with a word asking for a name ("what", "which", "quel",
 * "welche", "什么", "哪", "何", "어떤"): "I'm curious what is your raid
 * type / harddisk model ?" names no system, it asks for one.
 */
int doc_prose_asks(const char *s, size_t len);

/*
 * Whether heading or caption s (len bytes) is a step of a how-to that
 * names no system: past a step's number ("2、", "Step 3:"), a verb of
 * setting something up first ("Install OS raspberry pi", "Download and
 * Install", "Tạo Swap File", "使用dd命令创建大文件") or last where the
 * language puts it ("Swap-Datei erstellen", "スワップを設定する"), after a
 * worded step ("Step 4:") any imperative verb ("Step 4: Set subsystem
 * parameters.", "Step 2: Check the throughput again"), and no
 * model's word or system named with a capital after it ("Format the new WD
 * Red 4TB" names one; "Create a 512MB swap file" none).
 */
int doc_prose_howto(const char *s, size_t len);

/*
 * The machine a line names by saying where the figures below it were
 * measured: "Measured on Centvester2:", "Tested on box7", "Results for
 * Hetzner CX11:" (also "Benchmarked on", "Ran on", "Results on/from",
 * German "Gemessen auf", "Getestet auf", "Ergebnisse fuer", French "Mesure
 * sur", "Teste sur", "Resultats pour", Spanish and Portuguese "Medido
 * en/em", "Resultados para", Italian "Misurato su", "Risultati per", with
 * their accents).  The name after the phrase: a capital or a digit first,
 * five words and 48 bytes at most, no sentence, no test, metric or tool
 * words ("Results for 4k random read:"), no operating system, article or
 * other plain word first ("Tested on Ubuntu 22.04", "Tested on The NAS"),
 * not two systems ("A and B", "A vs B").  Returns 1 with the name in out
 * (n bytes), else 0.  Keeps no pointer into s.
 */
int doc_prose_measured_on(const char *s, size_t len, char *out, size_t n);

/*
 * The machine a sentence says the tests ran on, anywhere in it: "All
 * tests were run on a t3.micro instance (us-east-1).", "Tested on the
 * Hetzner CX22 server, ..." (also "ran on", "benchmarked on", "measured
 * on", "performed on", "done on", "conducted on", "executed on"), zh
 * "本次测试在 t3.micro（cn-north-1）实例上进行" (在 X 上 and 进行, 测试,
 * 运行, 跑, 执行 or 完成), ja "Raspberry Pi 4 で測定" (X で and 測定, 計測,
 * テスト, 実行, ベンチマーク; X で, でも or から with the verb later in
 * the clause: "Docker Desktop（Debian）からホストへの...を計測").  An article
 * before the name, an aside in brackets and a kind's noun after it (instance,
 * server, VM, box, machine, host, node, VPS, droplet, board, 实例, 服务器, 主机
 * ...) are dropped.  The name: up to the clause's end, one to four words of
 * Latin letters, digits and ". - _ +", the first with a capital or a digit and
 * a letter, a digit in it or two capitalized words or a kind's noun after it;
 * no operating system, weekday, tool, test or size ("ran on 4 threads", "tested
 * on Ubuntu 22.04" name none); not two ("on A and B") nor a comparing sentence.
 * Also a one-line statement of the machine used, its word of use at its edge
 * ("Using a Raspberry Pi 4 with ...", "Environment: Vultr HF-2", "使用阿里云
 * ecs.g6 实例", "AWS の t3.micro (CentOS7)を使用", "X 인스턴스 사용"), a
 * machine's name only.  Returns 1 with the name in out (n bytes).
 */
int doc_prose_ran_on(const char *s, size_t len, char *out, size_t n);

/*
 * The machine a sentence says something was done on or with, anywhere in
 * it: doc_prose_ran_on()'s, or the name after "on a", "on an" or "with"
 * ("when I try the same steps on an ASUS Terminator C3 running FreeNAS",
 * "with an Acme X200 board"), read as doc_prose_ran_on() reads it up to
 * its first word from no capital, digit or bracket (a kind's noun kept:
 * "with a Larkspur T5 borrowed from work" names "Larkspur T5"), the
 * first word a capital ("with 4GB of RAM", "with the old card" name
 * none).  Returns 1 with the name in out (n bytes), 0 when none, 2 when
 * the sentence compares or its phrases name two machines ("on an Acme X4
 * and a Beta T5").  Keeps no pointer into s.
 */
int doc_prose_set_on(const char *s, size_t len, char *out, size_t n);

/*
 * The one machine the sentences of paragraph s (len bytes; or a line of
 * one) say something was done on or with (doc_prose_set_on()), whichever
 * sentence holds the phrase: "Sadly, when I repeat the whole thing on a
 * Zotac ZBOX C327 running TrueNAS, the mount hangs. My guess is the
 * network chip." names "Zotac ZBOX C327", though its last sentence names
 * nothing.  Every other sentence names that machine or no system but a
 * storage term alone (doc_prose_system(), doc_prose_term_only()).
 * Returns 1 with the name in out (n bytes), 0 when no sentence names one,
 * 2 when two name different ones, a sentence names another system, or
 * the naming one compares, likens figures or asks which (no label from
 * the paragraph).  Keeps no pointer into s.
 */
int doc_prose_para_set_on(const char *s, size_t len, char *out, size_t n);

/*
 * The configuration a line of prose ending in ':' says the tests below it
 * ran on: "针对 分布式复制模式还做了如下测试：" (for the distributed-
 * replicated mode we also ran these tests) names 分布式复制模式, "For the
 * replicated volume, we also ran the following tests:" the replicated
 * volume.  The name must say a configuration (a word for one at its end:
 * 模式, 卷, 集群, 配置, mode, setup, volume, pool, array, cluster, ...; or
 * one system as doc_prose_system() names it) and hold no sentence.
 * Returns 1 with the name in out (n bytes), else 0.
 */
int doc_prose_scope_lead(const char *s, size_t len, char *out, size_t n);

/*
 * The names sentence s (len bytes) gives things in order, by their
 * ordinal words: "The first drive is an SSD and the second drive is a USB
 * pen drive." names "SSD" and "USB pen drive".  The sentence is nothing
 * but its clauses: "The first" at its start, then "the second", "the
 * third", ... (to "the sixth") joined by "and", ",", ";", "while",
 * "whereas" or "but"; each an ordinal, maybe a word for a device ("drive",
 * "disk", "one", "SSD", "machine", ...), "is" or "was", then a name: one
 * to six words up to the clause's end, an article before it or a capital
 * or digit first, no comparison, amount or pronoun ("is faster", "is the
 * same", "is connected via USB" name nothing).  Names go into names, max
 * slots of each bytes.  Returns their count (2 or more), else 0.  Keeps
 * no pointer into s.
 */
int doc_prose_ordinal_names(const char *s, size_t len, char *names, size_t each,
			    size_t max);

/*
 * The system a paragraph introducing an output names in its setting
 * sentence, s (len bytes, the paragraph's lines joined by blanks, ending
 * in ':').  Its last sentence only points at the output ("Then tried to
 * hdparm -a 8192 /dev/sda, and got this:": its last word "this", "these",
 * "following", "got" or "get", no name of its own but a device path, no
 * turn to another system: "other", "new", "next", "instead", "moved",
 * ...); the sentence right before it opens with the setting of the runs
 * ("With", "On", "Using" or "Under", "And", "So" or "Now" before it or
 * not) and names one system (doc_prose_system()) inside that opening
 * phrase, before its subject or comma: "With the same disk on a Zorva
 * S-ATA card I got 30-40MB/sec on 2.6.9." names "Zorva S-ATA".  Not a
 * kind of system alone, a likening or a question.  Returns 1 with the
 * name in out (n bytes), else 0.  Keeps no pointer into s.
 */
int doc_prose_setup_intro(const char *s, size_t len, char *out, size_t n);

/*
 * The drive line s (len bytes), the first line with text right below a
 * tool's output, says the output measured: a first-person statement ("my
 * SSD is a Samsung 970 EVO Plus", "mine's a seagate 7200RPM Sata", "我的
 * SSD 是三星的 970 evo plus"), a noun phrase of a kind of drive with words
 * describing it, the line's first sentence ("An old laptop HDD.", "The
 * portable USB hard drive. Not great, ..."), or "That's what I get from
 * ..., <maker's model>, ..." (doc_prose_one_drive()), or a line pointing
 * back at the output to say whose it is, a maker's model right after
 * ("これはSeagate ST3000DM001の例だが、...", "这是 WD Blue 1TB 的结果",
 * "이것은 Samsung 860 EVO의 결과", "This is from my Crucial MX500 1TB.").
 * A remark on the
 * figures ("That is slow for an SSD.", "A bit slow for an SSD.", "Seems
 * low?") names none.  The name into out (n bytes); 1 when named.
 */
int doc_prose_drive_below(const char *s, size_t len, char *out, size_t n);

#endif
