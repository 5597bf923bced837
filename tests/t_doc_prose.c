/*
 * The system a sentence of prose names (ingest/doc_prose.c): made-up
 * sentences, in the languages the documents are written in.
 */
#include <string.h>

#include "ingest/doc_prose.h"
#include "tests/t.h"

static void one(const char *s, int want, const char *name)
{
	char out[96];
	int r = doc_prose_system(s, strlen(s), out, sizeof(out));

	if (r != want)
		T_FAIL("'%s': %d, expected %d ('%s')", s, r, want, out);
	else if (want == 1 && strcmp(out, name))
		T_FAIL("'%s': names '%s', expected '%s'", s, out, name);
}

T_TEST(t_doc_prose_system)
{
	/* one system: the term with the name-like words around it */
	one("Our archive lives on the btrfs volume of the old tower.", 1,
	    "btrfs volume");
	one("Everything below ran on the md3 array.", 1, "md3 array");
	one("The scratch space is a Kingston A2000 NVMe in a USB enclosure "
	    "box.",
	    2, NULL); /* the NVMe and the USB enclosure: two */
	one("My numbers come from a WD Red 4TB HDD.", 1, "WD Red 4TB HDD");
	/* an interface and what a disk plugs into: where it is attached */
	one("A 2TB SSD connected to one of the hub's USB 3.0 ports, then "
	    "tested.",
	    1, "2TB SSD");
	one("The HDD sits on the second SATA controller.", 1, "HDD");
	/* the same disk said more: its part number after '/', its model in
	 * parentheses, the board it sits in (a model, no term of its own) */
	one("Result for my NVMe SSD WD SN570/1TB in the Rock 5B:", 1,
	    "NVMe SSD WD SN570/1TB in the Rock 5B");
	one("Numbers for my NVMe SSD (Kingston SNV2S/2000G) were these:", 1,
	    "NVMe SSD (Kingston SNV2S/2000G)");
	/* past an aside of the disk's figures: the host it sits in, no
	 * second system (the name stops at the disk) */
	one("I ran it to benchmark Crucial P5 Plus 2TB NVMe disk (read: 6600 "
	    "MB/s, write: 5000 MB/s) on Lenovo ThinkCentre M720q (i5-8500T).",
	    1, "Crucial P5 Plus 2TB NVMe disk");
	one("The SSD (rated 550 MB/s) on the HDD.", 2, NULL);
	one("The SSD (7000 MB/s read) in my Lenovo ThinkCentre M75q and the "
	    "HDD.",
	    2, NULL);
	one("I moved the SSD in the Pi 4 to the Pi 5.", 2, NULL);
	one("eMMC in a Rock 5B vs NVMe SSD in a Rock 5B", 2, NULL);
	one("I copied the files from the HDD to the USB stick.", 2, NULL);
	one("I then repeated the runs on /dev/sdc.", 1, "/dev/sdc");
	/* an array's members are no second system */
	one("but the source, a raid1 using 2 IDE drives has the following "
	    "output:",
	    1, "raid1");
	one("The RAID5 of four disks came next.", 1, "RAID5");
	/* how an array is built is its name's: the level alone could be
	 * the other one */
	one("For a raid5 using software raid, I got these numbers:", 1,
	    "raid5 using software raid");
	one("The RAID1 via mdadm came next.", 1, "RAID1 via mdadm");
	one("Then the software raid10 of the same disks:", 1,
	    "software raid10");
	one("Next, the raid1 with 4 disks.", 1, "raid1");
	one("I copied from the raid1 to the 2 SSDs.", 2, NULL);
	one("These were taken on a Raspberry Pi 5 running Ubuntu 24.04.", 1,
	    "Raspberry Pi 5");
	one("Same again on the ZFS pool, and the ZFS pool only.", 1,
	    "ZFS pool");
	/* "for comparison" introduces the system it names */
	one("For comparison, the md3 array:", 1, "md3 array");
	one("Zum Vergleich die Werte der Festplatte:", 1, "Festplatte");
	one("Im Vergleich zur Festplatte ist das schnell.", 2, NULL);
	/* the term's words in other languages and scripts */
	one("\xe4\xb8\x8b\xe9\x9d\xa2\xe6\x98\xaf NVMe SSD \xe7\x9a\x84\xe7"
	    "\xbb\x93\xe6\x9e\x9c\xe3\x80\x82", /* 下面是 NVMe SSD 的结果。 */
	    1, "NVMe SSD");
	one("\xec\x95\x84\xeb\x9e\x98\xeb\x8a\x94 eMMC\xec\x9d\x98 \xec\xb8"
	    "\xa1\xec\xa0\x95\xea\xb0\x92\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4.",
	    /* 아래는 eMMC의 측정값입니다. */
	    1, "eMMC");
	one("Voici les chiffres du disque dur externe :", 1, "disque dur");
	one("Hier die Werte der alten Festplatte:", 1, "Festplatte");
	one("\xd0\x92\xd0\xbe\xd1\x82 \xd1\x86\xd0\xb8\xd1\x84\xd1\x80\xd1\x8b "
	    "\xd0\xb4\xd0\xbb\xd1\x8f \xd0\xb6\xd1\x91\xd1\x81\xd1\x82\xd0\xba"
	    "\xd0\xbe\xd0\xb3\xd0\xbe "
	    "\xd0\xb4\xd0\xb8\xd1\x81\xd0\xba\xd0\xb0:",
	    /* Вот цифры для жёсткого диска: */
	    1,
	    "\xd0\xb6\xd1\x91\xd1\x81\xd1\x82\xd0\xba\xd0\xbe\xd0\xb3\xd0\xbe "
	    "\xd0\xb4\xd0\xb8\xd1\x81\xd0\xba\xd0\xb0");
	one("Aqu\xc3\xad est\xc3\xa1 la tarjeta SD del port\xc3\xa1til.", 1,
	    "SD");
	/* a model number standing alone, no term nor two-word name: the
	 * part a disk sits in is none, nor the words of a test */
	one("Next, one WD40EFRX alone in an ASM1351 enclosure shows these "
	    "figures:",
	    1, "WD40EFRX");
	one("PX3300 \xe3\x82\x92\xe5\x8d\x98\xe4\xbd\x93\xe3\x81\xa7\xe6\xb8"
	    "\xac\xe3\x81\xa3\xe3\x81\x9f\xef\xbc\x9a", /* PX3300
							   を単体で測った： */
	    1, "PX3300");
	one("Mit der SN640X allein ergibt sich:", 1, "SN640X");
	one("For the two old disks (320GB HD322HJ), I ran:", 1,
	    "320GB HD322HJ");
	one("Swapping in the SN640X and then the PM9A3X gives these:", 2, NULL);
	one("The KX2000 was clearly faster than the PX3300 here:", 2, NULL);
	one("At QD32 with CRC32 checks turned on the numbers were these:", 0,
	    NULL);
	one("Then the JMS583 bridge was swapped:", 0, NULL);
	/* nothing: a tool, an introduction, units and test names */
	one("I ran dd a few times.", 0, NULL);
	one("Here are some reference data:", 0, NULL);
	one("Results below, in MB/s, from CrystalDiskMark 8 and AS SSD.", 0,
	    NULL);
	one("Test 3 used 4K blocks at QD32 for 60 seconds.", 0, NULL);
	one("My md5 checksums matched after the copy.", 0, NULL);
	/* two systems, or a comparison: no label */
	one("I copied everything from the HDD to the SSD.", 2, NULL);
	one("The SSD is three times faster than expected.", 2, NULL);
	one("\xe3\x81\x93\xe3\x82\x8c\xe3\x81\xaf HDD \xe3\x82\x88\xe3\x82\x8a"
	    "\xe9\x80\x9f\xe3\x81\x84 SSD \xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82",
	    2, NULL); /* これは HDD より速い SSD です。 */
	one("Both /dev/sda and /dev/sdb were idle.", 2, NULL);
	/* pseudo devices name no disk */
	one("Writing /dev/zero to /dev/null tells nothing.", 0, NULL);
	T_OK(doc_prose_same("LVM", "LVM partition"));
	T_OK(doc_prose_same("/dev/md3", "md3"));
	T_OK(!doc_prose_same("SATA SSD", "m.2 SSD"));
}

T_TEST(t_doc_prose_last_sentence)
{
	const char *s =
	    "My data is on the LVM partition. Here are the figures:";
	size_t st = 0, end = doc_prose_last_sentence(s, strlen(s), &st);

	T_INT(end, strlen(s));
	T_STR(s + st, "Here are the figures:");
	end = doc_prose_last_sentence(s, st, &st);
	T_INT(st, 0);
	T_INT(end, strlen("My data is on the LVM partition."));
	T_INT(doc_prose_last_sentence(s, 0, &st), 0);
}

static void howto(const char *s, int want)
{
	if (doc_prose_howto(s, strlen(s)) != want)
		T_FAIL("'%s': how-to step %d, expected %d", s, !want, want);
}

T_TEST(t_doc_prose_howto)
{
	/* a step's verb first, past its number, in the languages read */
	howto("Install OS on the little board", 1);
	howto("Download and Install", 1);
	howto("Create and Enable the Swap File", 1);
	howto("Step 3: Format the card", 1);
	howto("Step 2 - Write the image to the card", 1);
	howto("2、使用dd命令创建大文件", 1); /* use dd to make a big file */
	howto("3. 创建交换文件", 1);	     /* create the swap file */
	howto("Tạo Swap File", 1);	     /* create the swap file */
	howto("Шаг 2: Создать файл подкачки", 1);
	howto("Krok 3: Utwórz plik wymiany", 1);
	howto("Créer le fichier d'échange", 1);
	howto("Crear el archivo de intercambio", 1);
	/* or last, where the language puts it */
	howto("Swap-Datei anlegen", 1);
	howto("スワップファイルを作成する", 1);
	howto("스왑 파일 만들기", 1);
	/* a step named by its noun, a small word after it, Title Case or
	 * not */
	howto("Montagem do Compartilhamento e Teste de Desempenho", 1);
	howto("Creación del nuevo volumen", 1);
	howto("Einrichtung der Freigabe", 1);
	howto("Installation of the client", 1);
	/* the noun alone or before a name's word may name a setup */
	howto("Installation 2", 0);
	howto("Montage B", 0);
	howto("Installation of the Kestrel K7 1TB", 0);
	/* a size of the file made is no name */
	howto("Create a 512MB swap file", 1);
	/* a step naming the drive keeps it: a model, a storage term */
	howto("Format the new Kestrel K7 1TB", 0);
	howto("Set up the KB2000XT", 0);
	howto("Create the swap file on the SSD", 0);
	/* test headings and names are no steps */
	howto("Write", 0);
	howto("Write speed", 0);
	howto("Make the installer stick", 0);
	howto("2. 测试读取速度", 0); /* test the read speed */
	howto("Flash Drive FIT", 0);
	howto("3 Kingston A400", 0);
	howto("Run 2", 0);
	howto("Sequential read", 0);
}

static void scope(const char *s, const char *name)
{
	char out[96];
	int r = doc_prose_scope_lead(s, strlen(s), out, sizeof(out));

	if (r != (name != NULL))
		T_FAIL("'%s': %d, expected %d", s, r, name != NULL);
	else if (name && strcmp(out, name))
		T_FAIL("'%s': names '%s', expected '%s'", s, out, name);
}

T_TEST(t_doc_prose_scope_lead)
{
	/* 针对 纠删卷模式还做了如下测试： (for the erasure-coded volume mode
	 * we also ran these tests:) */
	scope("\xe9\x92\x88\xe5\xaf\xb9 \xe7\xba\xa0\xe5\x88\xa0\xe5\x8d\xb7"
	      "\xe6\xa8\xa1\xe5\xbc\x8f\xe8\xbf\x98\xe5\x81\x9a\xe4\xba\x86"
	      "\xe5\xa6\x82\xe4\xb8\x8b\xe6\xb5\x8b\xe8\xaf\x95\xef\xbc\x9a",
	      "\xe7\xba\xa0\xe5\x88\xa0\xe5\x8d\xb7\xe6\xa8\xa1\xe5\xbc\x8f");
	/* 针对 这个问题做了如下测试： (for this problem...): no
	 * configuration */
	scope("\xe9\x92\x88\xe5\xaf\xb9 \xe8\xbf\x99\xe4\xb8\xaa\xe9\x97\xae"
	      "\xe9\xa2\x98\xe5\x81\x9a\xe4\xba\x86\xe5\xa6\x82\xe4\xb8\x8b"
	      "\xe6\xb5\x8b\xe8\xaf\x95\xef\xbc\x9a",
	      NULL);
	scope("For the replicated volume, we also ran the following tests:",
	      "replicated volume");
	scope("For the Samsung 980 PRO we ran these:", "Samsung 980 PRO");
	scope("For the record, we ran the following tests:", NULL);
	scope("For the replicated volume, we also ran the following tests.",
	      NULL); /* no ':' - a sentence of its own */
	scope("For the replicated volume we ran fio twice:", NULL);
}

static void set_on(int para, const char *s, int want, const char *name)
{
	char out[96] = "";
	int r = para ? doc_prose_para_set_on(s, strlen(s), out, sizeof(out))
		     : doc_prose_set_on(s, strlen(s), out, sizeof(out));

	if (r != want)
		T_FAIL("'%s': %d, expected %d ('%s')", s, r, want, out);
	else if (want == 1 && strcmp(out, name))
		T_FAIL("'%s': names '%s', expected '%s'", s, out, name);
}

T_TEST(t_doc_prose_set_on)
{
	/* the name after "on a"/"on an"/"with", up to its first word from
	 * no capital or digit */
	set_on(0,
	       "Then, when I redo the same steps on an Orbitek NX4 running "
	       "OpenMediaVault, it hangs.",
	       1, "Orbitek NX4");
	set_on(0,
	       "I repeated everything with a Larkspur T5 borrowed from work.",
	       1, "Larkspur T5");
	set_on(0, "Same again on a Brixel B20 board.", 1, "Brixel B20");
	set_on(0, "The runs below were done on a t3.micro instance.", 1,
	       "t3.micro");
	/* no name: lowercase, a size, an operating system, one word */
	set_on(0, "I ran it with 4GB of RAM.", 0, NULL);
	set_on(0, "Then I tried it with the old card.", 0, NULL);
	set_on(0, "I tried it on a Sunday.", 0, NULL);
	set_on(0, "It came with Ubuntu 22.04 preinstalled.", 0, NULL);
	set_on(0, "I have been with Pinewave for two days.", 0, NULL);
	/* two, or a comparison */
	set_on(0, "I set it up on an Orbitek NX4 and a Larkspur T5.", 2, NULL);
	set_on(0, "It is faster on an Orbitek NX4 than on a Larkspur T5.", 2,
	       NULL);
	/* a paragraph: whichever sentence holds the phrase */
	set_on(1,
	       "Sadly, when I redo it on an Orbitek NX4 running OMV, the "
	       "login drops. I suspect its USB network adapter. Perhaps it "
	       "is all in the page cache.",
	       1, "Orbitek NX4");
	set_on(1,
	       "I moved over with a Larkspur T5, same SSD moved over. It "
	       "feels slower.",
	       1, "Larkspur T5");
	set_on(1, "Nothing to see here. It feels slower.", 0, NULL);
	/* another system named in another sentence, or two phrases */
	set_on(1,
	       "I first set it up on an Orbitek NX4 and it was fine. Later "
	       "I repeated it with a Larkspur T5 as well.",
	       2, NULL);
	set_on(1,
	       "I redid it on an Orbitek NX4. The Larkspur T5 was slower "
	       "anyway.",
	       2, NULL);
}

static void one_drive(const char *s, int want, const char *name)
{
	char out[128] = "";
	int r = doc_prose_one_drive(s, strlen(s), out, sizeof(out));

	if (r != want)
		T_FAIL("'%s': %d, expected %d ('%s')", s, r, want, out);
	else if (want && strcmp(out, name))
		T_FAIL("'%s': names '%s', expected '%s'", s, out, name);
}

T_TEST(t_doc_prose_one_drive)
{
	/* one model, a wrap inside its name joined by a blank */
	one_drive("It's two Western Digital WD800JB-00DUA3 disks on a card.", 1,
		  "Western Digital WD800JB-00DUA3");
	one_drive("One Hitachi HDS722512VLAT80 here, and the Hitachi "
		  "HDS722512VLAT80 again.",
		  1, "Hitachi HDS722512VLAT80");
	/* none, two, or a comparison */
	one_drive("The box has an old disk on a VIA card.", 0, NULL);
	one_drive("A Hitachi HDS722512VLAT80 and a Samsung SP1614N.", 0, NULL);
	one_drive("It is slower than my Seagate ST3160812AS.", 0, NULL);
	one_drive("Unlike my old Maxtor 6Y120L0 this one is quiet.", 0, NULL);
	one_drive("That reads a lot like a Seagate ST2000DM008 to me.", 0,
		  NULL);
	one_drive("Is that normal for a Seagate ST2000DM008?", 0, NULL);
}

/*
 * ja: the machine before で, でも or から, the measuring verb later in
 * the clause, an aside in brackets after it left out; a word of one
 * capital alone is no machine's name.
 */
T_TEST(t_doc_prose_ran_on_ja_clause)
{
	char out[64];
	/* 次に、Parallels Desktop（Ubuntu）から共有フォルダへの書き込み速度を
	 * 測定しました。 */
	const char *a =
	    "\xe6\xac\xa1\xe3\x81\xab\xe3\x80\x81Parallels Desktop"
	    "\xef\xbc\x88Ubuntu\xef\xbc\x89\xe3\x81\x8b\xe3\x82\x89"
	    "\xe5\x85\xb1\xe6\x9c\x89\xe3\x81\xb8\xe3\x81\xae\xe9"
	    "\x80\x9f\xe5\xba\xa6\xe3\x82\x92\xe6\xb8\xac\xe5\xae\x9a"
	    "\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82";
	/* Acme X2でも同様の速度を計測しました。 */
	const char *b = "Acme X2\xe3\x81\xa7\xe3\x82\x82\xe5\x90\x8c"
			"\xe6\xa7\x98\xe3\x81\xae\xe9\x80\x9f\xe5\xba\xa6"
			"\xe3\x82\x92\xe8\xa8\x88\xe6\xb8\xac\xe3\x81\x97"
			"\xe3\x81\x9f\xe3\x80\x82";
	/* Qemuでも同様の速度を計測した。 */
	const char *c = "Qemu\xe3\x81\xa7\xe3\x82\x82\xe5\x90\x8c"
			"\xe6\xa7\x98\xe3\x81\xae\xe9\x80\x9f\xe5\xba\xa6"
			"\xe3\x82\x92\xe8\xa8\x88\xe6\xb8\xac\xe3\x81\x97"
			"\xe3\x81\x9f\xe3\x80\x82";

	T_INT(doc_prose_ran_on(a, strlen(a), out, sizeof(out)), 1);
	T_STR(out, "Parallels Desktop");
	T_INT(doc_prose_ran_on(b, strlen(b), out, sizeof(out)), 1);
	T_STR(out, "Acme X2");
	T_INT(doc_prose_ran_on(c, strlen(c), out, sizeof(out)), 0);
}
