/*
 * Test names and headings in many languages: see testnames.h.
 *
 * The text is lowercased (ASCII, Latin-1 and Cyrillic capitals; Hangul and
 * kana have no case) into a scratch buffer with U+00A0 (NBSP, which copied
 * web pages are full of) turned into two blanks so offsets stay those of
 * the source.  Words are then looked up in small keyword lists.  Words
 * that start with an ASCII letter must start at a word boundary ("thread"
 * holds no "read") and may be prefixes ("lese" for Lesen, Lesezugriff;
 * "schreib" for Schreiben); the others need no boundary.  Full-width
 * forms ("５１２．３", "（MB/s）") are folded before the text gets here, by
 * the normalization pass.
 *
 * CrystalDiskMark's GUI names (what people type into tables) mean, per
 * version (see ingest/diskmark.c for the sources): "Seq Q32T1" (CDM 5/6)
 * 128 KiB at QD32, one thread; a bare "Seq" (CDM 5) 1 MiB at QD1; "4K" /
 * "4KiB" random 4 KiB, QD1 when no Q is given; "SEQ1M Q8T1", "RND4K Q32T16"
 * (CDM 7/8) say everything.
 */
#include "ingest/testnames.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ingest/fio_options.h"
#include "model/units.h"

#define TN_BUF 1024
#define KIB    1024LL

/* Keyword lists; NULL-terminated.  English entries are lowercase. */
static const char *const kw_seq[] = {
    "sequential",
    "seq",
    "순차",
    "シーケンシャル",
    "シーケンシャル",
    "順次",
    "逐次",
    "顺序",
    "順序",
    "连续",
    "連續",
    "循序",
    "secuencial",
    "séquentiel",
    "sekwencyj",
    "последовательн",
    "посл.", /* "Посл. чтение": its abbreviation, dot and all */
    "連続",
    "시퀀셜",
    "sıralı",
    "sirali",
    "linear", /* "Linear write (4M T1Q32)" */
    "линейн", /* "Линейное чтение (4M T6 Q16)": linear, sequential */
    NULL,
};
static const char *const kw_rand[] = {
    "random",	 "rand",      "rnd",	    "랜덤",	"무작위",    "임의",
    "ランダム",	 "随机",      "隨機",	    "zufällig", "zufaellig", "wahlfrei",
    "aléatoire", "aleatoire", "au hasard",  "aleatori", "aleatór",   "casuale",
    "losow",	 "случайн",   "произвольн", "rastgele", "случ.",     NULL,
};
static const char *const kw_read[] = {
    "read",   "읽기", "읽음",	 "リード", "読み",    "読込",	 "読出",
    "读",     "讀",   "leitura", "lese",   "lecture", "lectura", "lettura",
    "odczyt", "чтен", "читан",	 "okuma",  "lire",    NULL,
};
static const char *const kw_write[] = {
    "write",   "writing",  "쓰기",     "ライト",  "書き",   "書込",
    "写",      "寫",	   "escritur", "escrita", "gravaç", "gravac",
    "schreib", "écriture", "ecriture", "écrire",  "ecrire", "scrittur",
    "zapis",   "запис",	   "yazma",    NULL,
};
static const char *const kw_bs[] = {
    "block size",
    "blocksize",
    "block-size",
    "bs",
    "record size",
    "블록사이즈",
    "블록 사이즈",
    "블록size",
    "블록 size",
    "블록크기",
    "블록 크기",
    "블록",
    "ブロックサイズ",
    "ブロック",
    "块大小",
    "區塊大小",
    "区块大小",
    "块",
    "io size",
    "i/o size",
    "blockgröße",
    "blockgroesse",
    "taille de bloc",
    "taille des blocs",
    "tamaño de bloque",
    "tamanho do bloco",
    "tamanho de bloco",
    "dimensione del blocco",
    "dimensione blocco",
    "rozmiar bloku",
    "размер блока",
    NULL,
};
static const char *const kw_qd[] = {
    "queue depth",
    "queue-depth",
    "iodepth",
    "io depth",
    "qd",
    "큐뎁스",
    "큐 뎁스",
    "큐깊이",
    "큐 깊이",
    "キュー深度",
    "キューデプス",
    "队列深度",
    "隊列深度",
    "佇列深度",
    "warteschlangentiefe",
    "profondeur de file",
    "profondeur de la file",
    "profundidad de cola",
    "profundidade da fila",
    "profondità della coda",
    "głębokość kolejki",
    "глубина очереди",
    NULL,
};
/* "queue 1 Threads", "Queue 8 Thread 1": CrystalDiskMark's settings
 * written out, the queue's count after the word (iodepth) */
static const char *const kw_queue[] = {
    "queue",
    NULL,
};
/* fio's option written short, with its value: "(depth=256, jobs=8)" */
static const char *const kw_qd_set[] = {
    "depth=",
    "depth =",
    NULL,
};
static const char *const kw_threads[] = {
    "threads",
    "thread",
    "numjobs",
    "num jobs",
    "jobs",
    "processes",
    "process",
    "스레드",
    "쓰레드",
    "スレッド",
    "线程",
    "執行緒",
    "線程",
    "hilos",
    "wątk",
    "поток",
    /* concurrency: "并发", "並發", "並列", "병렬" */
    "\xe5\xb9\xb6\xe5\x8f\x91",
    "\xe4\xb8\xa6\xe7\x99\xbc",
    "\xe4\xb8\xa6\xe5\x88\x97",
    "\xeb\xb3\x91\xeb\xa0\xac",
    NULL,
};
/*
 * Counts of jobs written short after their number, each a whole word:
 * "(1 job)", "XFS (8thr)" ("job" before a number is a job's name: "Job 1")
 */
static const char *const kw_threads_short[] = {"job", "thr", NULL};
static const char *const kw_iops[] = {"iops", "reads/s", "writes/s", NULL};
static const char *const kw_bw[] = {
    "throughput",
    "bandwidth",
    "bw",
    "transfer rate",
    "speed",
    "スループット",
    "帯域",
    "転送速度",
    "転送",
    "速度",
    "처리량",
    "대역폭",
    "속도",
    "전송",
    "吞吐",
    "带宽",
    "帶寬",
    "速率",
    "durchsatz",
    "übertragungsrate",
    "geschwindigkeit",
    "datenrate",
    "débit",
    "debit",
    "bande passante",
    "bandbreite",
    "ancho de banda",
    "larghezza di banda",
    "largura de banda",
    "vitesse",
    "velocidad",
    "velocidade",
    "taxa de transfer",
    "rendimiento",
    "velocità",
    "prędkość",
    "przepustowość",
    "скорость",
    "швидкість",
    "пропускн",
    NULL,
};
static const char *const kw_lat[] = {
    "latency",
    "lat",
    "response time",
    "レイテンシ",
    "レイテンシー",
    "遅延",
    "応答時間",
    "지연",
    "레이턴시",
    "응답시간",
    "응답 시간",
    "延迟",
    "延遲",
    /* "时延", "延时": latency as Chinese posts also write it */
    "时延",
    "時延",
    "延时",
    "延時",
    "响应时间",
    "latenz",
    "latence",
    "latencia",
    "latência",
    "latenza",
    "opóźnien",
    "задержк",
    "время отклика",
    "antwortzeit",
    "temps de réponse",
    "tiempo de respuesta",
    "tempo de resposta",
    NULL,
};
static const char *const kw_datasheet[] = {
    "datasheet",
    "data sheet",
    "spec",
    "rated",
    "vendor",
    "manufacturer",
    "데이터시트",
    "데이터 시트",
    "사양",
    "스펙",
    "제조사",
    "データシート",
    "仕様",
    "公称",
    "カタログ",
    "规格",
    "規格",
    "标称",
    "標稱",
    /* "额定读取速度", "定格": rated, as 标称 */
    "额定",
    "額定",
    "定格",
    "官方",
    "datenblatt",
    "herstellerangabe",
    "hersteller",
    /* "Dane producenta:", "Données constructeur", "Заявленные": a
     * maker's figures over the same lines as a run's */
    "producent",
    "constructeur",
    "заявлен",
    "fiche technique",
    "ficha técnica",
    "especifica",
    "спецификац",
    "official",
    "공칭",
    "제원",
    "公表値",
    "参数",
    /* reference figures of a class of drives, no measurement:
     * "Referências de Performance", "目安" */
    "referênc",
    "目安",
    "参考値",
    NULL,
};
static const char *const kw_interface[] = {
    "interface",      "bus",  "인터페이스", "インターフェース",
    "インタフェース", "接口", "介面",	    NULL,
};
static const char *const kw_access[] = {
    "access time",	"acc.time",	 "acc. time",	     "seek time",
    "アクセスタイム",	"アクセス時間",	 "액세스 타임",	     "액세스타임",
    "접근 시간",	"访问时间",	 "存取时间",	     "寻道时间",
    "zugriffszeit",	"temps d'accès", "tiempo de acceso", "tempo de acesso",
    "tempo di accesso", "czas dostępu",	 "время доступа",    NULL,
};
static const char *const kw_stat[] = {
    "max",
    "min",
    "p99",
    "p95",
    "p90",
    "p50",
    "99th",
    "95th",
    "99.9",
    "percentile",
    "stdev",
    "std dev",
    "std.",
    "deviation",
    "최대",
    "최소",
    "最大",
    "最小",
    "标准差",
    "標準偏差",
    /* "Velocidade Máxima", "velocità massima", "maksimum", "максимальная" */
    "máx",
    "mín",
    "massim",
    "minim",
    "maksimum",
    "максим",
    "миним",
    NULL,
};
static const char *const kw_index[] = {
    "index", "#",    "no",   "no.",  "idx",  "번호",
    "순번",  "番号", "序号", "編號", "编号", NULL,
};

/*
 * Words of the languages that write decimal commas ("512,3"): German,
 * French, Spanish, Portuguese, Italian, Polish, Russian.
 */
static const char *const kw_decimal_comma[] = {
    "okuma",
    "yazma",
    "sıralı",
    "rastgele",
    "gecikme",
    "sürücü",
    "lese",
    "schreib",
    "zufällig",
    "wahlfrei",
    "durchsatz",
    "latenz",
    "sequenziell",
    "sequentiell",
    "geschwindigkeit",
    "übertragungsrate",
    "datenblatt",
    "lecture",
    "écriture",
    "ecriture",
    "aléatoire",
    "aleatoire",
    "séquentiel",
    "sequentiel",
    "débit",
    "latence",
    "vitesse",
    "lectura",
    "escritura",
    "aleatori",
    "secuencial",
    "velocidad",
    "latencia",
    "leitura",
    "escrita",
    "gravaç",
    "aleatór",
    "sequencial",
    "velocidade",
    "latência",
    "lettura",
    "scrittura",
    "casuale",
    "sequenziale",
    "velocità",
    "latenza",
    "odczyt",
    "zapis",
    "losow",
    "sekwencyj",
    "prędkość",
    "przepustowość",
    "opóźnien",
    "чтен",
    "запис",
    "случайн",
    "последовательн",
    "скорость",
    "задержк",
    NULL,
};

/* A column header saying its cells name tests ("Test", "항목", "テスト"). */
static const char *const kw_test_header[] = {
    "test",  "tests",	  "test case",	"benchmark", "workload",
    "item",  "test name", "test names", "항목",	     "테스트",
    "시험",  "テスト",	  "項目",	"测试",	     "测试项目",
    "測試",  "项目",	  "teste",	"prova",     "prueba",
    "essai", "testfall",  "próba",	"тест",	     NULL,
};

/* A column header saying its cells are the figures ("Value", "결과"). */
static const char *const kw_value_header[] = {
    "value",	   "values",   "result",   "results", "score",	   "measured",
    "measurement", "값",       "결과",	   "측정값",  "結果",	   "値",
    "測定値",	   "结果",     "测量值",   "數值",    "数值",	   "ergebnis",
    "wert",	   "messwert", "résultat", "valeur",  "resultado", "valor",
    "risultato",   "valore",   "wynik",	   "wartość", "результат", "значение",
    NULL,
};

/* A column header for remarks ("Notes", "비고"): no system, no figure. */
static const char *const kw_note_header[] = {
    "note",	   "notes",	  "remark",	   "remarks",	  "comment",
    "comments",	   "비고",	  "메모",	   "備考",	  "注記",
    "备注",	   "備註",	  "bemerkung",	   "bemerkungen", "anmerkung",
    "remarque",	   "remarques",	  "nota",	   "notas",	  "observação",
    "observações", "observación", "observaciones", "uwagi",	  "примечание",
    NULL,
};

/* A row of averages or totals ("Average", "평균", "ave", "Σ"): no system of
 * its own. */
static const char *const kw_aggregate[] = {
    "average", "avg",	  "avg.",	  "mean",	"total",  "sum",
    "평균",    "합계",	  "総計",	  "平均",	"合計",	  "平均值",
    "总计",    "合计",	  "durchschnitt", "mittelwert", "summe",  "gesamt",
    "moyenne", "média",	  "media",	  "promedio",	"totale", "średnia",
    "suma",    "среднее", "итого",	  "всего",	"平均値", "均值",
    "平均數",  "median",  "中央値",	  "중앙값",	"中位数", "médiane",
    "mediana", "медиана", "moy.",	  "ø",		"ave",	  "ave.",
    "Σ",       "∑",	  NULL,
};

/*
 * A header naming a quantity that is no benchmark figure: temperature,
 * power, price, date, capacity, class ("최고 온도 (°C)", "Price",
 * "소비전력 (W)", "측정일", "Capacity").  ASCII words match whole.
 */
static const char *const kw_other[] = {
    "temperature", "temp",    "°c",	   "℃",	       "power",
    "watt",	   "watts",   "price",	   "prices",   "cost",
    "msrp",	   "usd",     "krw",	   "eur",      "jpy",
    "cny",	   "date",    "dated",	   "datum",    "capacity",
    "class",	   "preis",   "prix",	   "preço",    "precio",
    "prezzo",	   "cena",    "kapazität", "capacité", "capacidad",
    "온도",	   "전력",    "소비전력",  "가격",     "날짜",
    "측정일",	   "일자",    "용량",	   "등급",     "温度",
    "消費電力",	   "電力",    "功耗",	   "功率",     "価格",
    "价格",	   "價格",    "日付",	   "日期",     "容量",
    "температур",  "мощност", "цена",	   "стоимост", "дата",
    "ёмкост",	   "емкост",  NULL,
};

/* Network transfers, no storage benchmark (lowercase; ASCII ones whole
 * words).  A storage access protocol (SMB, CIFS, Samba, NFS, iSCSI) is
 * none: a disk benchmark over a share still measures storage. */
static const char *const kw_network[] = {
    "network",
    "cdn",
    "networking",
    "scp",
    "sftp",
    "http",
    "https",
    "ftp",
    "iperf",
    "iperf3",
    "upload",
    "wifi",
    "wi-fi",
    "wlan",
    "ethernet",
    "speedtest",
    "download",
    "packet loss",
    "jitter",
    "ping",
    "下载",
    "下載",
    "丢包",
    "丟包",
    "ダウンロード",
    "パケットロス",
    "다운로드",
    "패킷 손실",
    "네트워크",
    "업로드",
    "와이파이",
    "网络",
    "網路",
    "上传",
    "上傳",
    "ネットワーク",
    "アップロード",
    "通信速度",
    /* in other languages: de, fr, pt, pl, ru */
    "netzwerk",
    "paketverlust",
    "r\xc3\xa9seau",
    "t\xc3\xa9l\xc3\xa9"
    "chargement",
    "perte de paquets",
    "descarga",
    "p\xc3\xa9rdida de paquetes",
    "perda de pacotes",
    "rede",
    "sie\xc4\x87",
    "\xd1\x81\xd0\xb5\xd1\x82\xd1\x8c", /* сеть */
    NULL,
};

/* What only a network speed test reports, whatever the link: its
 * transfers' directions, its ping, jitter and packet loss, its tools
 * (lowercase; ASCII ones whole words; "ioping" is a word of its own). */
static const char *const kw_speedtest[] = {
    "download",
    "upload",
    "packet loss",
    "jitter",
    "ping",
    "speedtest",
    "iperf",
    "iperf3",
    "下载",
    "下載",
    "上传",
    "上傳",
    "丢包",
    "丟包",
    "ダウンロード",
    "アップロード",
    "パケットロス",
    "다운로드",
    "업로드",
    "패킷 손실",
    "paketverlust",
    "t\xc3\xa9l\xc3\xa9"
    "chargement",
    "perte de paquets",
    "descarga",
    "p\xc3\xa9rdida de paquetes",
    "perda de pacotes",
    NULL,
};

/* A header of elapsed times ("所要時間", "Elapsed (s)"): runtimes. */
static const char *const kw_runtime[] = {
    "elapsed",	 "runtime",	 "run time",
    "duration",	 "所要時間",	 "経過時間",
    "実行時間",	 "소요 시간",	 "소요시간",
    "경과 시간", "耗时",	 "用时",
    "耗時",	 "laufzeit",	 "dauer",
    "durée",	 "duración",	 "duração",
    "durata",	 "czas trwania", "время выполнения",
    NULL,
};

/* A unit of no benchmark figure in brackets: "(°C)", "(W)", "($)" ... */
static const char *const kw_other_unit[] = {
    "(w)",  "[w]",  "(원)", "[원]", "($)",    "[$]",	"(€)",
    "[€]",  "(¥)",  "[¥]",  "(円)", "[円]",   "(元)",	"[元]",
    "(gb)", "[gb]", "(tb)", "[tb]", "(만원)", "(万円)", NULL,
};

static int is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int is_alnum(int c)
{
	return is_alpha(c) || is_digit(c);
}

/* Lowercase ASCII copy with NBSP as two blanks; returns its length. */
static size_t fold(const char *s, size_t len, char *out, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < len && k + 1 < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == 0xc2 && i + 1 < len &&
		    (unsigned char)s[i + 1] == 0xa0 && k + 2 < n) {
			out[k++] = ' ';
			out[k++] = ' ';
			i++;
			continue;
		}
		if ((c == 0xc3 || c == 0xd0) && i + 1 < len && k + 2 < n) {
			unsigned char d = (unsigned char)s[i + 1];

			/* À-Þ (not ×) and А-Я lowercase in as many bytes */
			if (c == 0xc3 && d >= 0x80 && d <= 0x9e && d != 0x97) {
				out[k++] = (char)c;
				out[k++] = (char)(d + 0x20);
				i++;
				continue;
			}
			if (c == 0xd0 && d >= 0x90 && d <= 0xaf) {
				out[k++] = (char)(d < 0xa0 ? 0xd0 : 0xd1);
				out[k++] =
				    (char)(d < 0xa0 ? d + 0x20 : d - 0x20);
				i++;
				continue;
			}
		}
		if (c == '\t' || c == '\r' || c == '\n')
			c = ' ';
		out[k++] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
	}
	out[k] = '\0';
	return k;
}

/*
 * Whether an English keyword at h+p starts a word: "read" in "thread"
 * does not, "read" in "randread", "seqread" and "reread" does.  With
 * cased (h as written, case kept, at the same offsets), a capital after a
 * small letter starts one too: "DiskRead", a camel-case test's name.
 */
static int word_start(const char *h, const char *cased, size_t p)
{
	if (!p || !is_alpha(h[p - 1]))
		return 1;
	if (cased && cased[p] >= 'A' && cased[p] <= 'Z' &&
	    cased[p - 1] >= 'a' && cased[p - 1] <= 'z')
		return 1;
	if (p >= 4 && !memcmp(h + p - 4, "rand", 4))
		return 1;
	/* "randomwrite-4k", "rndread": a pattern word glued to it */
	if ((p >= 6 && !memcmp(h + p - 6, "random", 6)) ||
	    (p >= 3 && !memcmp(h + p - 3, "rnd", 3)))
		return 1;
	if (p >= 3 && !memcmp(h + p - 3, "seq", 3))
		return 1;
	/* "ddwrite:", "ddreadback:" (a log's captions over dd's outputs):
	 * the tool's name glued to the word, starting a word itself */
	if (p >= 2 && !memcmp(h + p - 2, "dd", 2) &&
	    (p == 2 || !is_alpha(h[p - 3])))
		return 1;
	return p >= 2 && !memcmp(h + p - 2, "re", 2);
}

/*
 * The next occurrence at or after *from of any keyword of kw in h; returns
 * its offset (and its length in *klen) or -1.  cased: see word_start(),
 * or NULL.
 */
static long find_kw_cased(const char *h, const char *cased, size_t hlen,
			  size_t from, const char *const *kw, size_t *klen)
{
	long best = -1;

	for (size_t k = 0; kw[k]; k++) {
		size_t n = strlen(kw[k]);
		const char *p = h + from;
		int ascii = (unsigned char)kw[k][0] < 0x80;

		while (p && (size_t)(p - h) + n <= hlen) {
			p = strstr(p, kw[k]);
			if (!p)
				break;
			/* "2块盘", "4块 nvme": after a count, 块 is the
			 * measure word of the disks counted, no block */
			if (!strcmp(kw[k], "\xe5\x9d\x97") && p > h &&
			    p[-1] >= '0' && p[-1] <= '9') {
				p++;
				continue;
			}
			/* "Dell Latitude 7490", "Latvia": "lat" names a
			 * latency only as a word of its own or as the start
			 * of "latency", "latencies" */
			if (n == 3 && !memcmp(kw[k], "lat", 3) &&
			    is_alpha(p[3]) && strncmp(p + 3, "en", 2)) {
				p++;
				continue;
			}
			/* "32 processor servers": processors (CPUs), no
			 * processes a benchmark ran */
			if (n == 7 && !memcmp(kw[k], "process", 7) &&
			    !strncmp(p + 7, "or", 2)) {
				p++;
				continue;
			}
			/* "respectively", "in respect of": the "re" a word
			 * starts with (word_start()) makes no "spec" there */
			if (n == 4 && !memcmp(kw[k], "spec", 4) && p - h >= 2 &&
			    !memcmp(p - 2, "re", 2)) {
				p++;
				continue;
			}
			if (!ascii || word_start(h, cased, (size_t)(p - h))) {
				if (best < 0 || p - h < best ||
				    (p - h == best && n > *klen)) {
					best = p - h;
					*klen = n;
				}
				break;
			}
			p++;
		}
	}
	return best;
}

static long find_kw(const char *h, size_t hlen, size_t from,
		    const char *const *kw, size_t *klen)
{
	return find_kw_cased(h, NULL, hlen, from, kw, klen);
}

/*
 * Whether the only sequential word of lowercase h is "linear" or
 * "линейн..." (said of a volume's layout too: LVM's linear volumes).
 */
static int linear_only(const char *h, size_t hlen)
{
	size_t from = 0, n = 0;
	long at;
	int linear = 0;

	while (from < hlen && (at = find_kw(h, hlen, from, kw_seq, &n)) >= 0) {
		if ((n != 6 || strncmp(h + at, "linear", 6)) &&
		    (n != 12 || strncmp(h + at, "линейн", 12)))
			return 0;
		linear = 1;
		from = (size_t)at + 1;
	}
	return linear;
}

/*
 * Whether every random word of lowercase h says what a file holds, not
 * how it is accessed: "random" followed by "data", "content(s)" or
 * "bytes" ("dd'ing a 512M file of random content", "a file of random
 * data": incompressible bytes, written or read in order all the same).
 */
static int random_data_only(const char *h, size_t hlen)
{
	static const char *const what[] = {"data", "contents", "content",
					   "bytes", NULL};
	size_t from = 0, n = 0;
	long at;
	int data = 0;

	while (from < hlen && (at = find_kw(h, hlen, from, kw_rand, &n)) >= 0) {
		const char *q = h + at + n;
		size_t k = 0;

		if (n != 6 || strncmp(h + at, "random", 6) || *q != ' ')
			return 0;
		q++;
		while (what[k] && strncmp(q, what[k], strlen(what[k])))
			k++;
		if (!what[k] || isalpha((unsigned char)q[strlen(what[k])]))
			return 0;
		data = 1;
		from = (size_t)at + 1;
	}
	return data;
}

static int has_kw(const char *h, size_t hlen, const char *const *kw)
{
	size_t n = 0;

	return find_kw(h, hlen, 0, kw, &n) >= 0;
}

/*
 * Whether lowercase h names a statistic (kw_stat, a burst).  "Maxtor
 * DiamondMax 9": the drive maker's name starts as "max" does, and names
 * no maximum; "after a 2 minute warmup" no minimum, nor "mini (N150,
 * 4c)", a host (a Mac mini, a mini PC): "mini" alone is no word of one.
 */
static int stat_named(const char *h, const char *orig, size_t hlen)
{
	size_t from = 0, n = 0;
	long at;

	while (from < hlen && (at = find_kw(h, hlen, from, kw_stat, &n)) >= 0) {
		/* "MaxSSD", "MinIO", "MaxCache": a capital glued after
		 * "Max"/"Min" written in title case makes one name */
		int camel = (size_t)at + n < hlen &&
			    isupper((unsigned char)orig[at]) && n == 3 &&
			    islower((unsigned char)orig[at + 1]) &&
			    isupper((unsigned char)orig[at + n]);

		int mini = !strncmp(h + at, "mini", 4) &&
			   ((size_t)at + 4 >= hlen || !is_alpha(h[at + 4]));

		if (strncmp(h + at, "maxtor", 6) &&
		    strncmp(h + at, "minute", 6) && !camel && !mini)
			return 1;
		from = (size_t)at + 1;
	}
	return strstr(h, "burst") != NULL;
}

/* Whether h holds a keyword of kw; ASCII keywords as whole words. */
static int has_word(const char *h, const char *const *kw)
{
	for (size_t k = 0; kw[k]; k++) {
		size_t n = strlen(kw[k]);
		int ascii = (unsigned char)kw[k][0] < 0x80 &&
			    (unsigned char)kw[k][n - 1] < 0x80;

		for (const char *p = strstr(h, kw[k]); p;
		     p = strstr(p + 1, kw[k]))
			if (!ascii ||
			    ((p == h || !is_alpha(p[-1])) && !is_alpha(p[n])))
				return 1;
	}
	return 0;
}

/*
 * Whether lowercase h names a network transfer (kw_network), its URLs
 * left out: "![http://host/read.png](http://host/read.png)" or a link
 * to ".../uploads/net.png" above a table points somewhere, it names no
 * protocol the table measures ("HTTP download", "scp" still do).
 */
static int network_named(const char *h)
{
	char b[TN_BUF];
	size_t n = strlen(h);

	if (!strstr(h, "://"))
		return has_word(h, kw_network);
	if (n >= sizeof(b))
		n = sizeof(b) - 1;
	memcpy(b, h, n);
	b[n] = '\0';
	for (char *u = strstr(b, "://"); u; u = strstr(u, "://")) {
		char *a = u;

		while (a > b && (is_alnum(a[-1]) || a[-1] == '+' ||
				 a[-1] == '-' || a[-1] == '.'))
			a--;
		while (*a && *a != ' ' && *a != '\t' && *a != ')' &&
		       *a != ']' && *a != '>' && *a != '"' && *a != '\'')
			*a++ = ' ';
		u = a;
	}
	return has_word(b, kw_network);
}

/*
 * Whether h names a quantity of kw_other.  "大容量 HDD 阵列", "대용량
 * NAS" (high-capacity) describe a system, no capacity figure: the word
 * after 大/대 does not count; nor does "uSD" in orig (h with its case
 * kept, the same offsets), a microSD card ("SanDisk 4GB uSD"), no
 * dollars.  Nor does "power" of a power profile or mode ("Power-saver",
 * "power saving mode", "Power plan"), a setting the runs were made under,
 * no power figure.
 */
static int other_quantity(const char *h, const char *orig)
{
	static const char *const big[] = {
	    "\xe5\xa4\xa7\xe5\xae\xb9\xe9\x87\x8f", /* 大容量 */
	    "\xeb\x8c\x80\xec\x9a\xa9\xeb\x9f\x89", /* 대용량 */
	    "power-saver",
	    "power saver",
	    "power-saving",
	    "power saving",
	    "power-save",
	    "power save",
	    "power profile",
	    "power plan",
	    "power mode",
	    NULL,
	};
	char b[TN_BUF];
	size_t n = strlen(h);

	if (!has_word(h, kw_other))
		return 0;
	if (n >= sizeof(b))
		return 1;
	memcpy(b, h, n + 1);
	for (size_t k = 0; big[k]; k++)
		for (char *p = strstr(b, big[k]); p; p = strstr(p, big[k]))
			memset(p, ' ', strlen(big[k]));
	for (const char *p = strstr(orig, "uSD"); p && (size_t)(p - orig) < n;
	     p = strstr(p + 1, "uSD"))
		memset(b + (p - orig), ' ', 3);
	return has_word(b, kw_other);
}

/*
 * A block size token at h+p: digits, optional fraction, optional blank,
 * then k/kb/kib/m/mb/mib (ki/mi glued to the digits) not followed by a
 * letter or "/", or a whole number of bytes glued to its "b" ("512B",
 * 512 at least).  bare (after a block-size keyword): a plain number
 * (bytes, at least 512) is accepted too, and g/gb/gib ("bs=1G", "block
 * size 1GiB": dd's largest blocks; a lone "1GB" may be a file's size).
 * Returns bytes or -1.
 */
static int64_t size_at(const char *h, size_t p, int bare, size_t *used)
{
	size_t i = p, u, glued = 0;
	double v;
	char tok[32];

	while (is_digit(h[i]) || (h[i] == '.' && is_digit(h[i + 1])))
		i++;
	if (i == p || i - p > 10)
		return -1;
	u = i;
	if (h[u] == ' ')
		u++;
	if (h[u] == 'k' || h[u] == 'm' || (bare && h[u] == 'g')) {
		size_t e = u + 1;
		const char *suffix = "";

		/* French octets: "4 Ko", "1 Mio" */
		if (h[e] == 'i' && (h[e + 1] == 'b' || h[e + 1] == 'o')) {
			e += 2;
			suffix = "iB";
		} else if (h[e] == 'i' && u == i && !is_alpha(h[e + 1]) &&
			   h[e + 1] != '/') {
			/* the IEC prefix without its B, glued to the number
			 * ("bs=4Ki;", "16Mi" in a cover letter's list of fio
			 * settings): binary, as fio reads it too ("4ki" is
			 * its "k") */
			e++;
			suffix = "i";
		} else if (h[e] == 'b' || h[e] == 'o') {
			e++;
			suffix = "B";
		}
		if (is_alpha(h[e]) || h[e] == '/')
			return -1;
		if (i - p + 4 >= sizeof(tok))
			return -1;
		/* block sizes are binary: 4k, 4KB and 4KiB are 4096 */
		snprintf(tok, sizeof(tok), "%.*s%c%s", (int)(i - p), h + p,
			 h[u] == 'k'   ? 'K'
			 : h[u] == 'm' ? 'M'
				       : 'G',
			 suffix);
		if (units_size(tok, NULL, UNITS_BINARY, UNITS_COMMA_NONE, &v) ||
		    v < 1)
			return -1;
		*used = e - p;
		return units_int64(v);
	}
	/* bytes: "512B", "4096B" (a whole number, 512 at least) */
	if (h[i] == 'b' && !is_alpha(h[i + 1]) && h[i + 1] != '/')
		glued = 1;
	else if (!bare || is_alpha(h[i]) || h[i] == '/' || h[i] == '.')
		return -1;
	if (i - p >= sizeof(tok))
		return -1;
	memcpy(tok, h + p, i - p);
	tok[i - p] = '\0';
	if (units_number(tok, NULL, UNITS_COMMA_NONE, &v) || v < 512 ||
	    v != (double)units_int64(v))
		return -1;
	*used = i - p + glued;
	return units_int64(v);
}

/*
 * An unsigned integer at h+p (at most 7 digits); -1 when none, or when it
 * is the first part of a date, a time, a range or a decimal ("thread ·
 * 2024-05-29" in a thread's byline is no count of 2024 jobs, nor is
 * "jobs 1-8" one of 1).
 */
static int64_t int_at(const char *h, size_t p, size_t *used)
{
	int64_t v = 0;
	size_t i = p;

	while (is_digit(h[i]) && i - p < 8)
		v = v * 10 + (h[i++] - '0');
	if (i == p || is_digit(h[i]))
		return -1;
	if ((h[i] == '-' || h[i] == '.' || h[i] == ':') && is_digit(h[i + 1]))
		return -1;
	*used = i - p;
	return v;
}

/* Skip what may stand between a keyword and its number: blanks, ':', '=',
 * a particle ("는", "は") ... at most max bytes; the digit's offset or -1. */
static long to_digit(const char *h, size_t p, size_t max)
{
	for (size_t i = 0; i < max && h[p + i]; i++) {
		unsigned char c = (unsigned char)h[p + i];

		if (is_digit(c))
			return (long)(p + i);
		if (is_alpha(c) || c == '(' || c == ',' || c == '/' || c == ';')
			return -1;
	}
	return -1;
}

/*
 * The next keyword of kw at or after *from followed by its number: 1 with
 * the number in *out, *from past the keyword, the number from *start to
 * *end; 0 when none is left.
 */
static int next_kw_number(const char *h, size_t hlen, const char *const *kw,
			  int size, size_t *from, int64_t *out, size_t *start,
			  size_t *end)
{
	size_t klen = 0, used;
	long at, d;
	int64_t v;

	while ((at = find_kw(h, hlen, *from, kw, &klen)) >= 0) {
		*from = (size_t)at + klen;
		d = to_digit(h, *from, 14);
		/* "an iodepth of 64", "a queue depth of 8": fio's word or
		 * the queue's, "of", then the number right after it */
		if (d < 0 && kw == kw_qd && !strncmp(h + *from, " of ", 4) &&
		    is_digit(h[*from + 4]))
			d = (long)*from + 4;
		/* "limits the IO depth to 1", "set the queue depth to 32":
		 * the depth it was set to ("from 1 to 32" is a list, see
		 * listed()) */
		if (d < 0 && kw == kw_qd && !strncmp(h + *from, " to ", 4) &&
		    is_digit(h[*from + 4]))
			d = (long)*from + 4;
		if (d < 0)
			continue;
		v = size ? size_at(h, (size_t)d, 1, &used)
			 : int_at(h, (size_t)d, &used);
		if (v > 0) {
			*out = v;
			*start = (size_t)d;
			*end = (size_t)d + used;
			return 1;
		}
	}
	return 0;
}

/* Every keyword of kw followed by a number: the first number found. */
static int64_t kw_number(const char *h, size_t hlen, const char *const *kw,
			 int size, int64_t *out)
{
	size_t from = 0, start, end;

	return next_kw_number(h, hlen, kw, size, &from, out, &start, &end);
}

/*
 * The English number word ending at h + i ("eight", "sixteen", "sixty-four"
 * in "w/ sixteen parallel processes"), whole: its value, 0 when none.
 */
static int64_t number_word_before(const char *h, size_t i)
{
	static const char *const words[] = {
	    "one",	"two",	    "three",   "four",	  "five",   "six",
	    "seven",	"eight",    "nine",    "ten",	  "eleven", "twelve",
	    "thirteen", "fourteen", "fifteen", "sixteen", NULL,
	};

	for (size_t k = 0; words[k]; k++) {
		size_t n = strlen(words[k]);

		if (i >= n && !strncmp(h + i - n, words[k], n) &&
		    (i == n || !is_alnum(h[i - n - 1])))
			return (int64_t)k + 1;
	}
	/* "a single job", "the single thread": one */
	if (i >= 6 && !strncmp(h + i - 6, "single", 6) &&
	    (i == 6 || !is_alnum(h[i - 7])))
		return 1;
	if (i >= 10 && !strncmp(h + i - 10, "thirty-two", 10) &&
	    (i == 10 || !is_alnum(h[i - 11])))
		return 32;
	if (i >= 10 && !strncmp(h + i - 10, "sixty-four", 10) &&
	    (i == 10 || !is_alnum(h[i - 11])))
		return 64;
	return 0;
}

/*
 * "16 threads", "32 jobs": a number just before a threads word; also in
 * words and with "parallel", "concurrent" or a bracketed aside between
 * ("sixteen parallel processes", "eight (macOS can't allocate more)
 * parallel processes", "16 concurrent jobs").  The next one at or after
 * *from: 1 with the number in *out, *from past the keyword and *start at
 * the number; 0 when none is left.  whole: the keyword must end a word
 * ("1thr", "1 job"; not "1 through").
 */
static int next_number_before(const char *h, size_t hlen, const char *const *kw,
			      int whole, size_t *from, int64_t *out,
			      size_t *start)
{
	size_t klen = 0, used;
	long at;

	while ((at = find_kw(h, hlen, *from, kw, &klen)) >= 0) {
		size_t i = (size_t)at;

		*from = (size_t)at + klen;
		if (whole && is_alpha(h[*from]))
			continue;
		while (i > 0 && h[i - 1] == ' ')
			i--;
		if (i >= 8 && !strncmp(h + i - 8, "parallel", 8) &&
		    (i == 8 || h[i - 9] == ' ' || h[i - 9] == ')'))
			for (i -= 8; i > 0 && h[i - 1] == ' ';)
				i--;
		/* "16 concurrent jobs" */
		else if (i >= 10 && !strncmp(h + i - 10, "concurrent", 10) &&
			 (i == 10 || h[i - 11] == ' '))
			for (i -= 10; i > 0 && h[i - 1] == ' ';)
				i--;
		if (i > 0 && h[i - 1] == ')') {
			size_t o = i - 1;

			while (o > 0 && h[o] != '(' && i - o < 64)
				o--;
			if (h[o] == '(')
				for (i = o; i > 0 && h[i - 1] == ' ';)
					i--;
		}
		if (i < (size_t)at && i > 0 && !is_digit(h[i - 1]) &&
		    number_word_before(h, i)) {
			*out = number_word_before(h, i);
			*start = i; /* the word's end: nothing is listed */
			while (*start > 0 && is_alpha(h[*start - 1]))
				(*start)--;
			return 1;
		}
		/* "8thr": glued to the short word only */
		if ((i == (size_t)at && !whole) || i == 0 ||
		    !is_digit(h[i - 1]))
			continue;
		while (i > 0 && is_digit(h[i - 1]))
			i--;
		if (i > 0 && (is_alnum(h[i - 1]) || h[i - 1] == '.'))
			continue;
		*out = int_at(h, i, &used);
		*start = i;
		if (*out > 0)
			return 1;
	}
	return 0;
}

static int claimed(const char *h, size_t hlen, size_t j);

/* The first number before a keyword of kw that no keyword before it
 * claims ("8" in "queue 8 threads" is the queue's): see
 * next_number_before(). */
static int number_before(const char *h, size_t hlen, const char *const *kw,
			 int whole, int64_t *out)
{
	size_t from = 0, start;
	int64_t v;

	while (next_number_before(h, hlen, kw, whole, &from, &v, &start))
		if (!claimed(h, hlen, start)) {
			*out = v;
			return 1;
		}
	return 0;
}

/*
 * A connector of a list of numbers at h+p ("and", "or", "vs", "to", ',',
 * '/', '&', '-'), blanks around it skipped: the offset past it, or 0.
 */
static size_t list_connector(const char *h, size_t p)
{
	static const char *const word[] = {"and", "or", "vs.",
					   "vs",  "to", NULL};
	size_t i = p;

	while (h[i] == ' ')
		i++;
	if (strchr(",/&-", h[i]) && h[i])
		i++;
	else {
		size_t k = 0;

		while (word[k] && (strncmp(h + i, word[k], strlen(word[k])) ||
				   is_alpha(h[i + strlen(word[k])])))
			k++;
		if (!word[k] || (i == p && !strchr(",/&-", h[i])))
			return 0;
		i += strlen(word[k]);
	}
	while (h[i] == ' ')
		i++;
	return i;
}

/*
 * Whether the number at h+j is the one a keyword of a condition states
 * after it ("iodepth 32" in "iodepth 32 and 8 jobs", "队列深度32 线程4",
 * "bs=4k"): then it counts nothing before a word after it.
 */
static int claimed(const char *h, size_t hlen, size_t j)
{
	const char *const *const lists[] = {kw_qd, kw_qd_set, kw_queue,
					    kw_threads, kw_bs};

	for (size_t k = 0; k < sizeof(lists) / sizeof(lists[0]); k++) {
		size_t from = 0, start, end;
		int64_t v;

		while (next_kw_number(h, hlen, lists[k], lists[k] == kw_bs,
				      &from, &v, &start, &end))
			if (start == j)
				return 1;
	}
	return 0;
}

/*
 * Whether the number at h+start (a count a keyword of kw stated) is one of
 * a list: another standing before it ("1 and 8 threads", "one and eight
 * jobs", "1, 4 or 16 jobs"), or, with end (past the number; 0 when the
 * keyword comes after it), another after it that ends the phrase or goes
 * on listing ("numjobs of 1 and 4", "iodepth=1/32,", "qd 1, 8 and 32");
 * one followed by its own word is another condition ("iodepth 32 and 8
 * jobs", "numjobs=4, 8k blocks").
 */
static int listed(const char *h, size_t hlen, const char *const *kw,
		  size_t start, size_t end)
{
	static const char *const goes_on[] = {
	    "and ",  "or ", "on ",  "in ",	    "for ",
	    "with ", "at ", "each", "respectively", NULL};
	size_t i = start, j, used, n = 0;

	/* before: a connector, then a number standing alone */
	while (i > 0 && h[i - 1] == ' ')
		i--;
	j = i;
	if (i > 0 && strchr(",/&-", h[i - 1]))
		j = i - 1;
	else
		for (size_t k = 0; k < 3; k++) {
			static const char *const w[] = {"and", "or", "to"};
			size_t wl = strlen(w[k]);

			if (i >= wl && !strncmp(h + i - wl, w[k], wl) &&
			    (i == wl || h[i - wl - 1] == ' ')) {
				j = i - wl;
				break;
			}
		}
	if (j < i) {
		while (j > 0 && h[j - 1] == ' ')
			j--;
		if (j > 0 && is_digit(h[j - 1])) {
			while (j > 0 && is_digit(h[j - 1]))
				j--;
			if (!j || !(is_alnum(h[j - 1]) || h[j - 1] == '.'))
				return !claimed(h, hlen, j);
		} else if (number_word_before(h, j)) {
			return 1;
		}
	}
	if (!end)
		return 0;
	/* after: a connector, a number, then the end of the phrase */
	j = list_connector(h, end);
	if (j && !strncmp(h + j, "of ", 3))
		j += 3; /* "a queue depth of 1 and of 32" */
	if (!j || !is_digit(h[j]) || int_at(h, j, &used) <= 0)
		return 0;
	j += used;
	if (j >= hlen || strchr(",;:)]", h[j]) ||
	    (h[j] == '.' && !is_digit(h[j + 1])))
		return 1;
	if (h[j] != ' ')
		return 0;
	j++;
	while (goes_on[n] && strncmp(h + j, goes_on[n], strlen(goes_on[n])))
		n++;
	if (goes_on[n])
		return 1;
	return find_kw(h, hlen, j, kw, &used) == (long)j;
}

/*
 * Whether lowercase h states several counts of one condition: two
 * different numbers after the keywords of kw ("numjobs=1 ... numjobs=8",
 * "QD1 and QD32") or before those of before and before_whole ("one job
 * and eight jobs"), or a list of numbers by one ("with 1 and 8 threads",
 * "numjobs of 1 and 4").  Such a statement gives the count to no test.
 */
static int several_counts(const char *h, size_t hlen, const char *const *kw,
			  const char *const *before,
			  const char *const *before_whole)
{
	int64_t first = -1, v;
	size_t from = 0, end, start;

	while (next_kw_number(h, hlen, kw, 0, &from, &v, &start, &end)) {
		if ((first > 0 && v != first) || listed(h, hlen, kw, end, end))
			return 1;
		first = v;
	}
	for (int w = 0; w < 2; w++) {
		const char *const *list = w ? before_whole : before;

		for (from = 0; list && next_number_before(h, hlen, list, w,
							  &from, &v, &start);) {
			if (claimed(h, hlen, start))
				continue;
			if ((first > 0 && v != first) ||
			    listed(h, hlen, list, start, 0))
				return 1;
			first = v;
		}
	}
	return 0;
}

/*
 * Whether lowercase h says which one count it keeps, a few words before
 * it: "only" ("I will focus only on the single job", "here I only show
 * QD1 results"), German "nur" ("nur die Ergebnisse mit QD1"), or "the
 * following are" ("The following are the 4-job results").  kind 0: the
 * jobs' count, 1: the queue depth.  1 when the words up to the clause's
 * end (at most five of them) state the count v, and it alone.
 */
static int number_then_qd(const char *h, size_t hlen, int64_t *out);

static int keeps_count(const char *h, size_t hlen, int kind, int64_t v)
{
	static const char *const keep[] = {"only ", "nur ", "following are ",
					   "following is ", NULL};

	for (size_t i = 0; i < hlen; i++) {
		size_t k = 0, e, words = 0;
		int64_t got = -1;

		if (i && is_alnum(h[i - 1]))
			continue;
		while (keep[k] && strncmp(h + i, keep[k], strlen(keep[k])))
			k++;
		if (!keep[k])
			continue;
		e = i + strlen(keep[k]);
		while (e < hlen && !strchr(",.;:!?()", h[e]) && words < 6)
			if (h[e++] == ' ')
				words++;
		{
			/* the window alone, as a string of its own */
			char w[96];
			size_t n =
			    e - i < sizeof(w) - 1 ? e - i : sizeof(w) - 1;

			memcpy(w, h + i, n);
			w[n] = 0;
			if (kind == 0 &&
			    !kw_number(w, n, kw_threads, 0, &got) &&
			    !number_before(w, n, kw_threads, 0, &got))
				number_before(w, n, kw_threads_short, 1, &got);
			if (kind == 1 && !kw_number(w, n, kw_qd, 0, &got) &&
			    !kw_number(w, n, kw_qd_set, 0, &got))
				number_then_qd(w, n, &got);
			if (got == v &&
			    !(kind == 0
				  ? several_counts(w, n, kw_threads, kw_threads,
						   kw_threads_short)
				  : several_counts(w, n, kw_qd, NULL, NULL)))
				return 1;
		}
	}
	return 0;
}

/*
 * "40QD", "(1 thread, 10QD)", "32 QD": a queue depth written as its
 * number, then "qd" (lowercase h, hlen bytes), the number standing apart
 * from other words ("x40qd" is none).  Into *out; 1 when found.
 */
static int number_then_qd(const char *h, size_t hlen, int64_t *out)
{
	for (size_t i = 1; i + 2 <= hlen; i++) {
		size_t b = i, used;

		if (h[i] != 'q' || h[i + 1] != 'd' ||
		    (i + 2 < hlen && is_alnum(h[i + 2])))
			continue;
		if (h[b - 1] == ' ')
			b--;
		if (!b || !is_digit(h[b - 1]))
			continue;
		while (b > 0 && is_digit(h[b - 1]))
			b--;
		if (b > 0 && (is_alnum(h[b - 1]) || h[b - 1] == '.'))
			continue;
		*out = int_at(h, b, &used);
		if (*out > 0)
			return 1;
	}
	return 0;
}

/*
 * Whether the "t8" at h+i..e (lowercase) counts threads: the text is that
 * alone, brackets and blanks around ("T8", "(T1)"), or it follows a queue
 * depth past a '/', ',', '-' or blanks ("QD1/T1", "Q32 T8", "iodepth=4,
 * T2").  Elsewhere a 't' and a number is a name ("Samsung T7").
 */
static int threads_alone(const char *h, size_t i, size_t e)
{
	size_t b = i, d;

	while (b > 0 && strchr(" ([", h[b - 1]))
		b--;
	while (h[e] && strchr(" )]", h[e]))
		e++;
	if (!b && !h[e])
		return 1;
	while (i > 0 && strchr(" /,-", h[i - 1]))
		i--;
	/* ("-t8" at the start: nothing before the separators) */
	if (!i || i == b || !is_digit(h[i - 1]))
		return 0;
	for (d = i; d > 0 && is_digit(h[d - 1]);)
		d--;
	while (d > 0 && strchr(" =", h[d - 1]))
		d--;
	return (d >= 1 && h[d - 1] == 'q' && (d == 1 || !is_alpha(h[d - 2]))) ||
	       (d >= 2 && !strncmp(h + d - 2, "qd", 2)) ||
	       (d >= 5 && !strncmp(h + d - 5, "depth", 5));
}

/*
 * Whether the "q1" to "q4" at h+i (its digit used 1 byte) is a quarter of
 * a year: "Q1 2026", "Q3 '24", "Q2-2025", a year after it.
 */
static int quarter_of_year(const char *h, size_t i)
{
	size_t j = i + 2, d = 0;

	if (h[i + 1] < '1' || h[i + 1] > '4')
		return 0;
	if (h[j] != ' ' && h[j] != '-' && h[j] != '\'')
		return 0;
	while (h[j] == ' ' || h[j] == '-')
		j++;
	if (h[j] == '\'') {
		j++;
		while (is_digit(h[j + d]))
			d++;
		return d == 2 && !is_alnum(h[j + d]);
	}
	while (is_digit(h[j + d]))
		d++;
	return d == 4 &&
	       (!strncmp(h + j, "19", 2) || !strncmp(h + j, "20", 2)) &&
	       !is_alnum(h[j + d]) && h[j + d] != '.';
}

/*
 * "q32t1", "q8t8", "q32": CrystalDiskMark's compact queue/threads (2 with
 * both, 1 the queue alone); "t1q1", "t8q64": threads first (Vitastor's
 * and others' notes), the same two, no CrystalDiskMark test (3).
 */
static int compact_qt(const char *h, struct testname *t)
{
	for (size_t i = 0; h[i]; i++) {
		size_t used = 0, u2;
		int64_t q, th;

		if (is_digit(h[i]) &&
		    (!i || (!is_alnum(h[i - 1]) && h[i - 1] != '.')) &&
		    (th = int_at(h, i, &used)) > 0 && h[i + used] == 't' &&
		    h[i + used + 1] == '/' && is_digit(h[i + used + 2])) {
			/* "(1T/64Q)", "(16T/32Q)": threads, then the queue,
			 * each its number first (StorageReview's captions) */
			u2 = i + used + 2;
			q = int_at(h, u2, &used);
			if (q > 0 && h[u2 + used] == 'q' &&
			    !is_alnum(h[u2 + used + 1])) {
				t->cond.iodepth = q;
				t->cond.numjobs = th;
				return 3;
			}
		}
		if (h[i] == 't' && (!i || !is_alnum(h[i - 1])) &&
		    is_digit(h[i + 1])) {
			th = int_at(h, i + 1, &used);
			u2 = i + 1 + used;
			if (th > 0 && !is_alnum(h[u2]) && h[u2] != '.' &&
			    t->cond.numjobs < 0 && threads_alone(h, i, u2)) {
				t->cond.numjobs = th;
				return 3;
			}
			/* "4M T6 Q16": the threads, a blank, the queue */
			if (th > 0 && h[u2] == ' ' && h[u2 + 1] == 'q' &&
			    is_digit(h[u2 + 2]) && !quarter_of_year(h, u2 + 1))
				u2++;
			if (th > 0 && h[u2] == 'q' && is_digit(h[u2 + 1])) {
				q = int_at(h, u2 + 1, &used);
				if (q > 0 && !is_alnum(h[u2 + 1 + used])) {
					t->cond.iodepth = q;
					t->cond.numjobs = th;
					return 3; /* no CrystalDiskMark name */
				}
			}
			continue;
		}

		if (h[i] == 'q' && (!i || !is_alpha(h[i - 1])) &&
		    h[i + 1] == '=' && is_digit(h[i + 2])) {
			/* CrystalDiskMark's "(q=32,t=1)" written in another
			 * language's label ("順次読み取り(Q=32,T=1)") */
			q = int_at(h, i + 2, &used);
			u2 = i + 2 + used;
			if (h[u2] == ',')
				u2++;
			while (h[u2] == ' ')
				u2++;
			if (q > 0 && h[u2] == 't' && h[u2 + 1] == '=' &&
			    is_digit(h[u2 + 2])) {
				th = int_at(h, u2 + 2, &used);
				if (th > 0) {
					t->cond.iodepth = q;
					t->cond.numjobs = th;
					return 2;
				}
			}
			continue;
		}
		if (h[i] != 'q' || (i && is_alpha(h[i - 1])) ||
		    !is_digit(h[i + 1]))
			continue;
		q = int_at(h, i + 1, &used);
		if (q <= 0)
			continue;
		/* "Q8 T1": fio-cdm pads the queue to two places */
		if (used == 1 && h[i + 2] == ' ' && h[i + 3] == 't' &&
		    is_digit(h[i + 4]))
			used = 2;
		if (h[i + 1 + used] == 't' && is_digit(h[i + 2 + used])) {
			th = int_at(h, i + 2 + used, &u2);
			if (th <= 0 || is_alpha(h[i + 2 + used + u2]))
				continue;
			t->cond.iodepth = q;
			t->cond.numjobs = th;
			return 2;
		}
		if (is_alpha(h[i + 1 + used]) ||
		    (used == 1 && quarter_of_year(h, i)))
			continue; /* "Q1 2026": a quarter, no queue */
		t->cond.iodepth = q;
		/* "Q32 T8", "Q1/T1": its threads apart from it */
		for (u2 = i + 1 + used; h[u2] && strchr(" /,-", h[u2]);)
			u2++;
		if (h[u2] == 't' && u2 > i + 1 + used &&
		    (th = int_at(h, u2 + 1, &used)) > 0 &&
		    !is_alnum(h[u2 + 1 + used]) && h[u2 + 1 + used] != '.' &&
		    t->cond.numjobs < 0) {
			t->cond.numjobs = th;
			return 3;
		}
		return 1;
	}
	return 0;
}

/*
 * A size in bytes at h+i naming what each I/O of a test moves: "4096
 * bytes fsync test", "`16384 bytes` writes", "512-byte blocks" (the
 * word after it a test's or an I/O's); -1 otherwise ("4096 bytes
 * copied", "512-byte sectors": an amount, a disk's format).
 */
static int64_t bytes_per_test(const char *h, size_t hlen, size_t i)
{
	static const char *const next[] = {
	    "fsync", "fdatasync", "sync",     "test",	 "tests",
	    "block", "blocks",	  "writes",   "reads",	 "i/o",
	    "io",    "ios",	  "requests", "records", NULL,
	};
	size_t j = i, n;
	int64_t v = 0;

	while (j < hlen && is_digit(h[j]) && j - i < 9)
		v = v * 10 + (h[j++] - '0');
	if (j == i || is_digit(h[j]))
		return -1;
	if (h[j] == ' ' || h[j] == '-')
		j++;
	if (strncmp(h + j, "byte", 4))
		return -1;
	j += 4;
	if (h[j] == 's')
		j++;
	if (j < hlen && is_alnum(h[j]))
		return -1;
	while (j < hlen && strchr(" `'\"*", h[j]))
		j++;
	for (size_t w = 0; next[w]; w++) {
		n = strlen(next[w]);
		if (!strncmp(h + j, next[w], n) &&
		    (j + n >= hlen || !is_alnum(h[j + n])))
			return v;
	}
	return -1;
}

/*
 * Whether the number at h[i] is the value of an option other than a
 * block size ("seg=1m", "size=16g", "cache=512m", "recordsize=128k"): a
 * word of letters, then '=' right before it.  The block size's own
 * keys ("bs=", "blocksize=") kw_number() read first; dd's "ibs=",
 * "obs=" are block sizes too.
 */
static int option_value(const char *h, size_t i)
{
	size_t a = i - 1;

	if (i < 2 || h[i - 1] != '=' || !is_alpha(h[i - 2]))
		return 0;
	while (a > 0 && (is_alpha(h[a - 1]) || h[a - 1] == '_'))
		a--;
	if (i - 1 - a >= 2 && !memcmp(h + i - 3, "bs", 2))
		return 0;
	return !(i - 1 - a >= 5 && memmem(h + a, i - 1 - a, "block", 5));
}

/*
 * Whether the figure at h + i is glued to a processor architecture's name
 * before it ("6.16.8-400.fc42.aarch64+16k", "x86_64-4k", "arm64_16k"): a
 * kernel's build (its page size), no block size.  h is folded.
 */
static int arch_glued(const char *h, size_t i)
{
	static const char *const arch[] = {
	    "aarch64", "arm64", "x86_64", "amd64",   "i686",
	    "ppc64le", "ppc64", "s390x",  "riscv64", NULL,
	};

	if (i < 2 || !strchr("+-_", h[i - 1]))
		return 0;
	for (size_t k = 0; arch[k]; k++) {
		size_t n = strlen(arch[k]);

		if (i - 1 >= n && !memcmp(h + i - 1 - n, arch[k], n))
			return 1;
	}
	return 0;
}

/*
 * Whether the size at h + i (used bytes, h folded, hlen bytes) is the
 * amount an action in prose moves: "random writing of 1mb" (a wrapper's
 * test writing 1 MB in 4 KB I/Os), "schreiben von 4 gb", "écriture de 1
 * go".  A verbal noun ("-ing", "schreiben", "lecture", ...), then "of",
 * "von" or "de", then the size, no word of an I/O after it ("reading of
 * 4k blocks").  "random write 1mb", "reads of 4k", "1mb random writes"
 * give a block size.
 */
static int size_of_action(const char *h, size_t hlen, size_t i, size_t used)
{
	static const char *const nouns[] = {
	    "schreiben", "lesen",     "kopieren", "écriture", "lecture",
	    "copie",	 "escritura", "lectura",  "copia",    NULL,
	};
	static const char *const io[] = {
	    "bl",   "chunk", "record", "request",  "i/o", "io",
	    "read", "writ",  "op",     "transfer", NULL,
	};
	size_t e = i, b, w;

	while (e && h[e - 1] == ' ')
		e--;
	for (b = e; b && is_alpha(h[b - 1]); b--)
		;
	if (!((e - b == 2 && !memcmp(h + b, "of", 2)) ||
	      (e - b == 3 && !memcmp(h + b, "von", 3)) ||
	      (e - b == 2 && !memcmp(h + b, "de", 2))))
		return 0;
	for (e = b; e && h[e - 1] == ' '; e--)
		;
	if (e == b)
		return 0;
	for (b = e;
	     b && (is_alpha(h[b - 1]) || (unsigned char)h[b - 1] >= 0x80); b--)
		;
	w = e - b;
	if (!(w > 4 && !memcmp(h + e - 3, "ing", 3))) {
		size_t k = 0;

		while (nouns[k] &&
		       !(strlen(nouns[k]) == w && !memcmp(h + b, nouns[k], w)))
			k++;
		if (!nouns[k])
			return 0;
	}
	for (i += used; i < hlen && h[i] == ' '; i++)
		;
	for (size_t k = 0; io[k]; k++)
		if (hlen - i >= strlen(io[k]) &&
		    !strncmp(h + i, io[k], strlen(io[k])))
			return 0;
	return 1;
}

/*
 * Whether the size at h+i (used bytes, h folded to lower case) opens the
 * name, its unit glued to its number ("128m", not "128 m"), and a
 * sequential or random test's word follows after one blank ("128m
 * sequential read", "256m seq"): the name of a test of that block size.
 */
static int glued_test_size(const char *h, size_t hlen, size_t i, size_t used)
{
	static const char *const words[] = {"sequential", "seq", "random",
					    "rand",	  "rnd", NULL};
	size_t e = i + used;

	for (size_t k = 0; k < i; k++)
		if (h[k] != ' ')
			return 0;
	if (!used || !is_alpha(h[e - 1]) || h[i + used - 2] == ' ' ||
	    e >= hlen || h[e] != ' ')
		return 0;
	for (size_t k = 0; words[k]; k++) {
		size_t n = strlen(words[k]);

		if (hlen - e - 1 >= n && !strncmp(h + e + 1, words[k], n) &&
		    !is_alpha(h[e + 1 + n]))
			return 1;
	}
	return 0;
}

/* A block size standing alone ("4K Q32T1", "Random 4KiB", "SEQ1M"). */
/*
 * Whether the size ending at h+e (h folded to lower case) is a memory's:
 * a cache, buffer or RAM word right after it ("Samsung SP16 8MB Cache
 * here", "8 MB buffer", "64MB DRAM", "512MB RAM"): a drive's or a
 * machine's capacity, no I/O size.
 */
static int size_of_memory(const char *h, size_t hlen, size_t e)
{
	static const char *const words[] = {
	    "cache",
	    "buffer",
	    "ram",
	    "dram",
	    "sram",
	    "memory",
	    "mem",
	    "\xe7\xbc\x93\xe5\xad\x98", /* 缓存 */
	    "\xe3\x82\xad\xe3\x83\xa3\xe3\x83\x83\xe3\x82\xb7"
	    "\xe3\x83\xa5", /* キャッシュ */
	    NULL};

	while (e < hlen && (h[e] == ' ' || h[e] == '-'))
		e++;
	for (size_t k = 0; words[k]; k++) {
		size_t n = strlen(words[k]);

		if (hlen - e >= n && !memcmp(h + e, words[k], n) &&
		    (e + n == hlen || !is_alpha(h[e + n])))
			return 1;
	}
	return 0;
}

static int64_t lone_size(const char *h, size_t hlen)
{
	/* "the best volblocksize is 8k", "recordsize 1M": ZFS's block of a
	 * zvol or a dataset, what a test compares, no I/O size */
	if (memmem(h, hlen, "volblocksize", 12) ||
	    memmem(h, hlen, "recordsize", 10))
		return -1;
	for (size_t i = 0; i < hlen; i++) {
		size_t used = 0;
		int64_t v;

		if (!is_digit(h[i]))
			continue;
		if (i && (is_digit(h[i - 1]) || h[i - 1] == '.' ||
			  h[i - 1] == ',')) {
			continue;
		}
		if (i && is_alpha(h[i - 1]) &&
		    !(i >= 3 && (!memcmp(h + i - 3, "seq", 3) ||
				 !memcmp(h + i - 3, "rnd", 3))))
			continue;
		if (option_value(h, i) || arch_glued(h, i))
			continue;
		v = size_at(h, i, 0, &used);
		if (v < 0)
			v = bytes_per_test(h, hlen, i);
		/*
		 * Without a "block size" word, only what looks like one: a
		 * power of two up to 64 MiB ("64k", "1M").  "(3300 MB, 1900
		 * MB)" beside a datasheet figure is an amount, not a size.
		 */
		if (v > 0 && v <= 64 * 1024 * KIB && !(v & (v - 1)) &&
		    !size_of_action(h, hlen, i, used) &&
		    !size_of_memory(h, hlen, i + used))
			return v;
		/* "128m Sequential Read", "256m Seq": a size glued to its
		 * number opening the name, a test's word right after it,
		 * is the test's block however large (a wrapper's sequential
		 * test of 128 MiB blocks), up to 1 GiB */
		if (v > 64 * 1024 * KIB && v <= 1024 * 1024 * KIB &&
		    !(v & (v - 1)) && glued_test_size(h, hlen, i, used))
			return v;
	}
	return -1;
}

/*
 * A byte rate spelled out: "Megabytes per second", "Mebibytes per
 * second", "Kilobytes/sec", "Gigabyte pro Sekunde": the unit's symbol
 * ("MB/s", "MiB/s", "KB/s"), read in the table's convention as the
 * symbol would be.  Only bytes with a prefix of their own then "per
 * second", "/s", "/sec", "/second", "a second" (German "pro Sekunde");
 * h is folded to lower case.  Returns 1 when found (into t).
 */
static int spelled_rate(const char *h, struct testname *t)
{
	static const struct {
		const char *word, *unit;
	} pre[] = {
	    {"kilo", "KB/s"},  {"mega", "MB/s"},  {"giga", "GB/s"},
	    {"tera", "TB/s"},  {"kibi", "KiB/s"}, {"mebi", "MiB/s"},
	    {"gibi", "GiB/s"}, {"tebi", "TiB/s"},
	};
	static const char *const per[] = {
	    " per second", " per sec",	"/second",	"/sec",
	    "/s",	   " a second", " pro sekunde", NULL,
	};

	for (size_t i = 0; i < sizeof(pre) / sizeof(pre[0]); i++) {
		for (const char *q = strstr(h, pre[i].word); q;
		     q = strstr(q + 1, pre[i].word)) {
			const char *e = q + 4;

			if ((q > h && is_alpha(q[-1])) || strncmp(e, "byte", 4))
				continue;
			e += 4;
			if (*e == 's')
				e++;
			for (size_t k = 0; per[k]; k++) {
				size_t n = strlen(per[k]);

				if (strncmp(e, per[k], n) || is_alpha(e[n]))
					continue;
				strcpy(t->unit, pre[i].unit);
				t->metric = TESTNAME_BW;
				return 1;
			}
		}
	}
	return 0;
}

/* The unit written in the text: "mb/s" (any x/s), "iops", "ms" ... */
static void find_unit(const char *h, const char *orig, size_t hlen,
		      struct testname *t)
{
	const char *p = strstr(h, "/s");
	static const char *const lat[] = {
	    "ms", "us", "µs", "\xce\xbcs", "usec", "msec", "ns", "nsec", NULL};

	/* bit rates: "Mbps", "Gbit/s" (table_value.c divides by 8) */
	static const char *const bits[] = {"bps", "bits/s", "bit/s", NULL};

	/* "KiBps", "bw_mibps": a binary prefix is a byte's (no one
	 * writes a link's bits so), whatever the case */
	for (const char *q = strstr(h, "ibps"); q; q = strstr(q + 1, "ibps")) {
		if (q == h || !strchr("kmgt", q[-1]) ||
		    (q - 1 > h && is_alnum(q[-2])) || is_alnum(q[4]))
			continue;
		snprintf(t->unit, sizeof(t->unit), "%ciB/s",
			 toupper((unsigned char)q[-1]));
		t->metric = TESTNAME_BW;
		return;
	}
	for (size_t k = 0; bits[k]; k++) {
		size_t n = strlen(bits[k]);

		for (const char *q = strstr(h, bits[k]); q;
		     q = strstr(q + 1, bits[k])) {
			if (q == h || !strchr("kmgt", q[-1]) ||
			    (q - 1 > h && is_alnum(q[-2])) || is_alnum(q[n]))
				continue;
			memcpy(t->unit, orig + (q - 1 - h), n + 1);
			t->unit[n + 1] = '\0';
			t->metric = TESTNAME_BW;
			return;
		}
	}
	if (spelled_rate(h, t))
		return;
	/* "MB/s", "KiB/s"; French "Mo/s" */
	if (p && p > h &&
	    (p[-1] == 'b' || p[-1] == 'B' ||
	     (p[-1] == 'o' && p - 1 > h && strchr("kmgt", p[-2])))) {
		const char *b = p;

		while (b > h && is_alpha(b[-1]) && p - b < 4)
			b--;
		if (p - b + 2 < (long)sizeof(t->unit)) {
			size_t e = (size_t)(p - h) + 2;

			if (!strncmp(h + e, "ec", 2))
				e += 2;
			memcpy(t->unit, orig + (b - h), e - (size_t)(b - h));
			t->unit[e - (size_t)(b - h)] = '\0';
		}
		t->metric = TESTNAME_BW;
		return;
	}
	/* "MB/秒" (per second in Chinese and Japanese), "MB/초" (Korean) */
	p = strstr(h, "b/\xe7\xa7\x92");
	if (!p)
		p = strstr(h, "b/\xec\xb4\x88");
	if (p) {
		const char *b = p + 1;

		while (b > h && is_alpha(b[-1]) && p + 1 - b < 4)
			b--;
		if (p + 5 - b < (long)sizeof(t->unit)) {
			memcpy(t->unit, orig + (b - h), (size_t)(p + 5 - b));
			t->unit[p + 5 - b] = '\0';
		}
		t->metric = TESTNAME_BW;
		return;
	}
	/* Russian "МБ/с", "КиБ/с": folded to "мб/с", "киб/с" */
	p = strstr(h, "\xd0\xb1/\xd1\x81");
	if (p) {
		const char *b = p;

		while (b - h >= 2 && (unsigned char)b[-2] == 0xd0 && p - b < 4)
			b -= 2;
		if (p + 5 - b < (long)sizeof(t->unit)) {
			memcpy(t->unit, orig + (b - h), (size_t)(p + 5 - b));
			t->unit[p + 5 - b] = '\0';
		}
		t->metric = TESTNAME_BW;
		return;
	}
	if (has_kw(h, hlen, kw_iops) || strstr(h, "kiops")) {
		/* thousands: "kIOPS", "K IOPS", "IOPS (K)", "IOPS (x1000)" */
		static const char *const k[] = {
		    "kiops",
		    "k iops",
		    "k-iops",
		    "iops (k)",
		    "iops(k)",
		    "iops [k]",
		    "iops (x1000)",
		    "iops (×1000)",
		    "iops (x1k)",
		    "iops (千)",
		    "iops (thousands)",
		    "iops (in thousands)",
		    "thousands of iops",
		    NULL,
		};

		strcpy(t->unit, "IOPS");
		for (size_t i = 0; k[i]; i++) {
			const char *q = strstr(h, k[i]);

			/* "4K IOPS" is IOPS of 4K blocks */
			if (q && !(q > h && (is_alnum(q[-1]) || q[-1] == '.')))
				strcpy(t->unit, "kIOPS");
		}
		t->metric = TESTNAME_IOPS;
		return;
	}
	for (size_t k = 0; lat[k]; k++) {
		size_t n = strlen(lat[k]);

		for (const char *q = strstr(h, lat[k]); q;
		     q = strstr(q + 1, lat[k])) {
			if ((q > h && is_alnum(q[-1])) || is_alnum(q[n]))
				continue;
			memcpy(t->unit, orig + (q - h), n);
			t->unit[n] = '\0';
			t->metric = TESTNAME_LAT;
			return;
		}
	}
	/* the unit in words: "Latency (Microsecond)", "延迟(微秒)" */
	{
		static const struct {
			const char *word, *unit;
		} words[] = {
		    {"microsecond", "us"},
		    {"millisecond", "ms"},
		    {"nanosecond", "ns"},
		    {"\xe5\xbe\xae\xe7\xa7\x92", "us"}, /* 微秒 */
		    {"\xe6\xaf\xab\xe7\xa7\x92", "ms"}, /* 毫秒 */
		    {"\xe7\xba\xb3\xe7\xa7\x92", "ns"}, /* 纳秒 */
		    {"\xe3\x83\x9e\xe3\x82\xa4\xe3\x82\xaf\xe3\x83\xad"
		     "\xe7\xa7\x92",
		     "us"}, /* マイクロ秒 */
		    {"\xe3\x83\x9f\xe3\x83\xaa\xe7\xa7\x92", "ms"}, /* ミリ秒 */
		    {"\xeb\xa7\x88\xec\x9d\xb4\xed\x81\xac\xeb\xa1\x9c"
		     "\xec\xb4\x88",
		     "us"}, /* 마이크로초 */
		    {"\xeb\xb0\x80\xeb\xa6\xac\xec\xb4\x88", "ms"}, /* 밀리초 */
		};

		for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++) {
			const char *q = strstr(h, words[k].word);

			if (!q || (q > h && is_alpha(q[-1])))
				continue;
			strcpy(t->unit, words[k].unit);
			t->metric = TESTNAME_LAT;
			return;
		}
	}
}

/* A statement that the figures are in seconds: "(s)", "[sec]", "(unit:
 * seconds, writes include sync)", "（单位：秒）", "in Sekunden" */
static int seconds_named(const char *h)
{
	static const char *const sec[] = {
	    "(s)",	   "[s]",	  "(sec)",	 "[sec]",
	    "(秒)",	   "(초)",	  "(с)",	 "（秒）",
	    "(seconds)",   "unit: s)",	  "unit: sec",	 "units: sec",
	    "unit: s,",	   "单位：秒",	  "单位: 秒",	 "单位:秒",
	    "單位：秒",	   "單位: 秒",	  "単位：秒",	 "単位: 秒",
	    "単位は秒",	   "단위: 초",	  "단위：초",	 "단위:초",
	    "in seconds",  "in sekunden", "en secondes", "em segundos",
	    "en segundos", "in secondi",  "в секундах",	 "w sekundach",
	    NULL};

	for (size_t i = 0; sec[i]; i++)
		if (strstr(h, sec[i]))
			return 1;
	return 0;
}

void testname_init(struct testname *t)
{
	memset(t, 0, sizeof(*t));
	t->cond = (struct iodb_cond)IODB_COND_INIT;
}

/*
 * Whether the direction word at h[at] is said as a share of a mixed load
 * ("30% writes", "70 % reads", "0% writes"): a percentage under 100 right
 * before it.  That names the mix, no direction of its figures ("100%
 * reads" does).  A latency after the word ("99% Read Latency") makes the
 * share its percentile (table_value.c), the direction the row's.  The
 * word ends at h[end].
 */
static int mix_share(const char *h, size_t at, size_t end)
{
	size_t e = at, b;
	long v = 0;

	while (h[end] == ' ')
		end++;
	if (!strncmp(h + end, "lat", 3))
		return 0;
	if (e && h[e - 1] == ' ')
		e--;
	if (!e || h[e - 1] != '%')
		return 0;
	b = --e;
	while (b && (isdigit((unsigned char)h[b - 1]) || h[b - 1] == '.'))
		b--;
	if (b == e || !isdigit((unsigned char)h[b]) ||
	    (b && is_alnum(h[b - 1])))
		return 0;
	for (size_t i = b; i < e && isdigit((unsigned char)h[i]) && v < 100;
	     i++)
		v = v * 10 + (h[i] - '0');
	return v < 100;
}

/*
 * The one direction a mixed test's row names last, set off from the
 * mix's name: in brackets ("Mixed R/W 8K QD16 (Read)", "randrw [W]",
 * "混合读写（读）") or after a colon or a dash between blanks ("Mixed
 * 70/30 - Write", "R/W mix: Read").  Such a row holds that direction's
 * result of the mixed job.  Unknown when the last word names no single
 * direction ("(Read cache)", "(4K)").  A lone "r" or "w" only in
 * brackets.
 */
static int is_index(const char *h, size_t hlen, const char *const *kw);

static enum iodb_op tail_direction(const char *h, size_t hlen)
{
	size_t e = hlen, b, n, k;
	int br = 0, r, w;
	char word[24];

	while (e && h[e - 1] == ' ')
		e--;
	if (e && (h[e - 1] == ')' || h[e - 1] == ']'))
		br = 1, e--;
	else if (e >= 3 && !memcmp(h + e - 3, "\xef\xbc\x89", 3)) /* ） */
		br = 1, e -= 3;
	while (e && h[e - 1] == ' ')
		e--;
	for (b = e;
	     b && (is_alpha(h[b - 1]) || (unsigned char)h[b - 1] >= 0x80); b--)
		if (b >= 3 && (!memcmp(h + b - 3, "\xef\xbc\x88", 3) ||
			       !memcmp(h + b - 3, "\xef\xbc\x9a", 3)))
			break; /* "（", "：" */
	n = e - b;
	if (!n || n >= sizeof(word))
		return IODB_OP_UNKNOWN;
	k = b;
	while (k && h[k - 1] == ' ')
		k--;
	if (!k)
		return IODB_OP_UNKNOWN;
	if (br ? !(h[k - 1] == '(' || h[k - 1] == '[' ||
		   (k >= 3 && !memcmp(h + k - 3, "\xef\xbc\x88", 3)))
	       : !(h[k - 1] == ':' ||
		   (k >= 3 && !memcmp(h + k - 3, "\xef\xbc\x9a", 3)) ||
		   (h[k - 1] == '-' && k < b && k >= 2 && h[k - 2] == ' ')))
		return IODB_OP_UNKNOWN;
	memcpy(word, h + b, n);
	word[n] = 0;
	if (br && n == 1 && (word[0] == 'r' || word[0] == 'w'))
		return word[0] == 'r' ? IODB_OP_READ : IODB_OP_WRITE;
	r = is_index(word, n, kw_read) || !strcmp(word, "reads") ||
	    !strcmp(word, "reading");
	w = is_index(word, n, kw_write) || !strcmp(word, "writes");
	if (!r && !w && (unsigned char)word[0] >= 0x80) {
		/* "读取", "写入", "読み込み", "書き込み" */
		size_t l = 0;

		r = find_kw(word, n, 0, kw_read, &l) == 0;
		w = find_kw(word, n, 0, kw_write, &l) == 0;
	}
	return r == w ? IODB_OP_UNKNOWN : r ? IODB_OP_READ : IODB_OP_WRITE;
}

/* Whether lowercase h ends at e (blanks before e aside) in a word "q<n>t<n>"
 * (CrystalDiskMark's queue and threads: "rnd4k q1t1", "seq1mq8t1"). */
static int queue_threads_before(const char *h, size_t e)
{
	size_t d;

	while (e && h[e - 1] == ' ')
		e--;
	for (d = 0; e && h[e - 1] >= '0' && h[e - 1] <= '9'; d++)
		e--;
	if (!d || !e || h[--e] != 't')
		return 0;
	for (d = 0; e && h[e - 1] >= '0' && h[e - 1] <= '9'; d++)
		e--;
	if (!d || !e || h[--e] != 'q')
		return 0;
	/* "q1t1" a word of its own, or glued to the size ("seq1mq8t1") */
	return !e || h[e - 1] == ' ' || h[e - 1] == 'k' || h[e - 1] == 'm';
}

/*
 * The directions named, in order of appearance; orig is h with case kept
 * ("DiskRead", "DiskWrite": a camel-case name's words).
 */
static void find_ops(const char *h, const char *orig, size_t hlen,
		     struct testname *t)
{
	/* sysbench fileio's test modes ("seqrd results (in MiB/s):"): the
	 * direction in a word of their own; its mixed ones ("seqrewr",
	 * "rndrw") name none */
	static const char *const sb_read[] = {"seqrd", "rndrd", NULL};
	static const char *const sb_write[] = {"seqwr", "rndwr", NULL};
	size_t from = 0;
	int sr = has_word(h, sb_read), sw = has_word(h, sb_write);
	enum iodb_op tail = tail_direction(h, hlen);

	/* "Mixed R/W 8K QD16 (Read)", "randrw (write)": the mixed job's
	 * read or write half, the later, more specific word */
	if (tail != IODB_OP_UNKNOWN && testname_mixed(h, hlen))
		sr = tail == IODB_OP_READ, sw = !sr;
	if (sr != sw) {
		t->ops[0] = t->cond.op = sr ? IODB_OP_READ : IODB_OP_WRITE;
		t->n_ops = 1;
		return;
	}
	/* "R/W", "W/R" as a word: both directions, in that order */
	for (const char *p = h; (p = strchr(p, '/')) != NULL; p++) {
		if (p == h || !(p[-1] == 'r' || p[-1] == 'w') ||
		    !(p[1] == 'r' || p[1] == 'w') || p[-1] == p[1] ||
		    (p - 1 > h && is_alnum(p[-2])) || is_alnum(p[2]))
			continue;
		t->ops[0] = p[-1] == 'r' ? IODB_OP_READ : IODB_OP_WRITE;
		t->ops[1] = p[1] == 'r' ? IODB_OP_READ : IODB_OP_WRITE;
		t->n_ops = 2;
		if (tail != IODB_OP_UNKNOWN) /* "R/W 4K (W)" */
			t->ops[0] = t->cond.op = tail, t->n_ops = 1;
		return;
	}

	for (;;) {
		size_t lr = 0, lw = 0;
		long r = find_kw_cased(h, orig, hlen, from, kw_read, &lr);
		long w = find_kw_cased(h, orig, hlen, from, kw_write, &lw);
		enum iodb_op op;

		if (r < 0 && w < 0)
			break;
		if (w < 0 || (r >= 0 && r < w)) {
			const char *e = h + r + lr;

			from = (size_t)r + lr;
			/* "Card reader", "readahead", "README", "ready":
			 * words that start as "read" and name no read */
			if (lr == 4 && !memcmp(h + r, "read", 4) &&
			    ((e[0] == 'e' && e[1] == 'r') || e[0] == 'y' ||
			     !strncmp(e, "ahead", 5) ||
			     (e[0] == 'm' && e[1] == 'e' && !is_alpha(e[2]))))
				continue;
			op = IODB_OP_READ;
		} else {
			const char *e = h + w + lw;

			from = (size_t)w + lw;
			/* "cache=writeback", "write-through": a cache mode,
			 * no write direction */
			if (e[0] == '-')
				e++;
			/* "Writers", "writer threads": a count of the
			 * program's writing threads, no write of its own (as
			 * "reader" is no read) */
			if (lw == 5 && !memcmp(h + w, "write", 5) &&
			    e == h + w + lw && e[0] == 'r' &&
			    (e[1] == 's' ? !is_alpha(e[2]) : !is_alpha(e[1])))
				continue;
			if (lw == 5 && !memcmp(h + w, "write", 5) &&
			    (!strncmp(e, "back", 4) ||
			     !strncmp(e, "through", 7) ||
			     !strncmp(e, "around", 6)))
				continue;
			op = IODB_OP_WRITE;
		}
		/* "A mixed load, 30% writes": the mix's share, no
		 * direction of the figures */
		if (mix_share(h, from - (op == IODB_OP_READ ? lr : lw), from))
			continue;
		if (t->n_ops && t->ops[t->n_ops - 1] == op)
			continue;
		if (t->n_ops < TESTNAME_MAX_OPS)
			t->ops[t->n_ops++] = op;
	}
	/* "rd seq", "wr rand" (a mail's hand table, its columns short):
	 * "rd" and "wr" as words of their own name the directions, but only
	 * beside an access pattern and without each other ("RD" alone may
	 * be anything's initials) */
	if (!t->n_ops && t->cond.pattern != IODB_PATTERN_UNKNOWN) {
		static const char *const ab_read[] = {"rd", NULL};
		static const char *const ab_write[] = {"wr", NULL};
		int ar = has_word(h, ab_read), aw = has_word(h, ab_write);

		if (ar != aw)
			t->ops[t->n_ops++] = ar ? IODB_OP_READ : IODB_OP_WRITE;
	}
	/* "RND4K Q1T1 R", "SEQ1M Q8T1 W" (a hand table's short rows): a
	 * lone "r" or "w" as the last word, right after a CrystalDiskMark
	 * queue and threads word ("q1t1"), is the test's direction; "Q1T1
	 * W" anywhere else, or a letter before the queue, names none */
	if (!t->n_ops && t->cond.pattern != IODB_PATTERN_UNKNOWN && hlen >= 6) {
		size_t e = hlen;

		while (e && h[e - 1] == ' ')
			e--;
		if (e >= 6 && (h[e - 1] == 'r' || h[e - 1] == 'w') &&
		    h[e - 2] == ' ' && queue_threads_before(h, e - 2))
			t->ops[t->n_ops++] =
			    h[e - 1] == 'r' ? IODB_OP_READ : IODB_OP_WRITE;
	}
	if (t->n_ops == 2 && t->ops[0] == t->ops[1])
		t->n_ops = 1;
	/* "Read/Write (Write)": both directions joined, then one */
	if (t->n_ops >= 2 && tail != IODB_OP_UNKNOWN && strchr(h, '/'))
		t->ops[0] = tail, t->n_ops = 1;
	if (t->n_ops == 1)
		t->cond.op = t->ops[0];
}

/*
 * Whether lowercase h from byte i starts the words of phrase, one blank
 * or more (or a quote, backtick or '*' of Markdown) between them, the
 * phrase's last word whole.  Returns the end or 0.
 */
static size_t phrase_at(const char *h, size_t hlen, size_t i,
			const char *phrase)
{
	const char *p = phrase;

	while (*p) {
		if (*p == ' ') {
			size_t j = i;

			while (j < hlen && strchr(" `'\"*_", h[j]))
				j++;
			if (j == i)
				return 0;
			i = j;
			p++;
			continue;
		}
		if (i >= hlen || h[i] != *p)
			return 0;
		i++, p++;
	}
	return i < hlen && is_alnum(h[i]) ? 0 : i;
}

/*
 * The direction a benchmark has by its definition, named without a
 * direction word: an fsync test (write, then fsync: "Disk `fsync`
 * test", "fsync benchmark", pg_test_fsync), Ceph's OSD bench ("ceph tell
 * osd.N bench" writes TOTAL_BYTES in BYTES_PER_WRITE blocks; "OSD
 * Bench: Small I/O").  Unknown otherwise.
 */
static enum iodb_op defined_direction(const char *h, size_t hlen)
{
	static const char *const writes[] = {
	    "fsync test",	   "fsync tests",   "fsync benchmark",
	    "fsync benchmarks",	   "fsync bench",   "fdatasync test",
	    "fdatasync benchmark", "pg_test_fsync", "osd bench",
	    "osd benchmark",	   "tell osd",	    NULL,
	};

	for (size_t i = 0; i < hlen; i++) {
		if (i > 0 && (is_alnum(h[i - 1]) || h[i - 1] == '_'))
			continue;
		for (size_t w = 0; writes[w]; w++)
			if (h[i] == writes[w][0] &&
			    phrase_at(h, hlen, i, writes[w]))
				return IODB_OP_WRITE;
		/* "osd.3 bench", "osd.x bench", "osd.* bench" */
		if (!strncmp(h + i, "osd.", 4)) {
			size_t j = i + 4;

			while (j < hlen && (is_alnum(h[j]) || h[j] == '*'))
				j++;
			if (j > i + 4 && phrase_at(h, hlen, j, " bench"))
				return IODB_OP_WRITE;
		}
	}
	return IODB_OP_UNKNOWN;
}

/* Exactly one of the words of kw, alone. */
static int is_index(const char *h, size_t hlen, const char *const *kw)
{
	struct {
		const char *s;
		size_t n;
	} w = {h, hlen};

	while (w.n && w.s[0] == ' ')
		w.s++, w.n--;
	while (w.n && w.s[w.n - 1] == ' ')
		w.n--;
	for (size_t k = 0; kw[k]; k++)
		if (strlen(kw[k]) == w.n && !memcmp(kw[k], w.s, w.n))
			return 1;
	return 0;
}

/*
 * "Stability Notes", "Test comments": one or two words of letters before
 * a plural remarks word is still a column of remarks.  Only the plural
 * ("Notes", not "Note"), so a row name ending in a single note stays.
 */
static int note_qualified(const char *h, size_t hlen)
{
	static const char *const tail[] = {" notes", " remarks", " comments",
					   NULL};
	size_t words = 1;

	while (hlen && h[hlen - 1] == ' ')
		hlen--;
	for (size_t k = 0; tail[k]; k++) {
		size_t n = strlen(tail[k]);

		if (hlen <= n || memcmp(h + hlen - n, tail[k], n))
			continue;
		for (size_t i = 0; i < hlen - n; i++) {
			if (h[i] == ' ' && i && h[i - 1] != ' ')
				words++;
			else if (h[i] != ' ' && !isalpha((unsigned char)h[i]))
				return 0;
		}
		return words <= 2;
	}
	return 0;
}

/* The CrystalDiskMark export label forms ("Sequential Read (Q= 32,T= 1)"). */
static int cdm_export_label(const char *s, size_t len, const char *h,
			    struct testname *t)
{
	struct diskmark_test dt;

	if (!strstr(h, "(q=") && !strstr(h, "(t=") && !strstr(h, "(qd=") &&
	    !strstr(h, "mib (q"))
		return 0;
	if (diskmark_label(s, len, &dt))
		return 0;
	t->cond.pattern = dt.cond.pattern;
	t->cond.bs = dt.cond.bs;
	t->cond.iodepth = dt.cond.iodepth;
	t->cond.numjobs = dt.cond.numjobs;
	if (dt.cond.op != IODB_OP_UNKNOWN) {
		t->cond.op = dt.cond.op;
		t->ops[0] = dt.cond.op;
		t->n_ops = 1;
	}
	t->cdm = 1;
	t->found += 3;
	return 1;
}

/*
 * Whether s[i] (len bytes in all) is the 'Q' of a CrystalDiskMark name
 * typed without its blank: "SEQ1MQ8T1", "RND4KQ32T1", "seq128kq32t1" -
 * "SEQ" or "RND" starting a word, a size in K or M, then Q, digits, T,
 * digits and the word's end.  Names only shaped so ("SEQ1MQ8", no T;
 * "XSEQ1MQ8T1", "SEQ1MQ8T1X" in a longer word) are not.
 */
static int cdm_glued_at(const char *s, size_t len, size_t i)
{
	size_t a = i, j = i + 1, d;

	if (a < 5 || ((s[a - 1] | 0x20) != 'k' && (s[a - 1] | 0x20) != 'm'))
		return 0;
	a--;
	for (d = 0; a > 0 && s[a - 1] >= '0' && s[a - 1] <= '9'; d++)
		a--;
	if (!d || a < 3 ||
	    (strncasecmp(s + a - 3, "seq", 3) &&
	     strncasecmp(s + a - 3, "rnd", 3)) ||
	    (a > 3 && isalnum((unsigned char)s[a - 4])))
		return 0;
	for (d = 0; j < len && s[j] >= '0' && s[j] <= '9'; d++)
		j++;
	if (!d || j >= len || (s[j] | 0x20) != 't')
		return 0;
	for (d = 0, j++; j < len && s[j] >= '0' && s[j] <= '9'; d++)
		j++;
	return d && (j == len || !isalnum((unsigned char)s[j]));
}

/*
 * CrystalDiskMark's "(Q= 32,T= 1)" as a translation or a hand copy writes
 * it: "(Q = 32、T = 1)", "(QD = 32)", and fio-cdm's glued "4KQD32".  Into
 * out (n bytes): blanks around an '=' between a letter and a digit
 * dropped, an ideographic or full-width comma between a digit and a
 * letter made ',', a blank put between a size in K and its "QD".  Returns the
 * new length, or 0 when nothing changed (out unused).
 */
static size_t tidy_qt(const char *s, size_t len, char *out, size_t n)
{
	size_t k = 0;
	int changed = 0, spaced = 0;

	if (len >= n)
		return 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == ' ') {
			size_t a = i, b = i;
			int digit_after;

			while (b < len && s[b] == ' ')
				b++;
			/* "Q = 32": the blanks before '=' */
			if (b < len && s[b] == '=' && k &&
			    ((out[k - 1] | 0x20) >= 'a' &&
			     (out[k - 1] | 0x20) <= 'z')) {
				changed = 1;
				i = b - 1;
				continue;
			}
			/* "= 32": the blanks after an '=' kept above */
			digit_after = b < len && s[b] >= '0' && s[b] <= '9';
			if (k && out[k - 1] == '=' && digit_after && a > 0 &&
			    changed) {
				i = b - 1;
				continue;
			}
		}
		/* "4KQD32" (fio-cdm's shell row): "4K QD32" */
		if ((c | 0x20) == 'q' && i + 2 < len &&
		    (s[i + 1] | 0x20) == 'd' && s[i + 2] >= '0' &&
		    s[i + 2] <= '9' && k >= 2 && (out[k - 1] | 0x20) == 'k' &&
		    out[k - 2] >= '0' && out[k - 2] <= '9' && !spaced &&
		    len + 1 < n) {
			/* once: the one byte more fits */
			out[k++] = ' ';
			out[k++] = (char)c;
			changed = spaced = 1;
			continue;
		}
		/* "SEQ1MQ8T1", "RND4KQ32T1": CrystalDiskMark's name typed
		 * without its blank, "SEQ1M Q8T1" */
		if ((c | 0x20) == 'q' && cdm_glued_at(s, len, i) &&
		    k + (len - i) + 1 < n) {
			out[k++] = ' ';
			out[k++] = (char)c;
			changed = 1;
			continue;
		}
		if (c == 0xe3 && i + 2 < len &&
		    (unsigned char)s[i + 1] == 0x80 &&
		    (unsigned char)s[i + 2] == 0x81 && k && out[k - 1] >= '0' &&
		    out[k - 1] <= '9') { /* U+3001 、 */
			out[k++] = ',';
			changed = 1;
			i += 2;
			continue;
		}
		if (c == 0xef && i + 2 < len &&
		    (unsigned char)s[i + 1] == 0xbc &&
		    (unsigned char)s[i + 2] == 0x8c && k && out[k - 1] >= '0' &&
		    out[k - 1] <= '9') { /* U+FF0C ， */
			out[k++] = ',';
			changed = 1;
			i += 2;
			continue;
		}
		out[k++] = (char)c;
	}
	out[k] = '\0';
	return changed ? k : 0;
}

int testname_word_at(const char *s, size_t len, size_t i, const char *w)
{
	size_t n = strlen(w);

	if (i + n > len || strncasecmp(s + i, w, n))
		return 0;
	if ((unsigned char)w[0] >= 0x80)
		return 1;
	return (i == 0 || !isalpha((unsigned char)s[i - 1])) &&
	       (i + n == len || !isalpha((unsigned char)s[i + n]));
}

long testname_first_word(const char *s, size_t len, const char *const *words)
{
	for (size_t i = 0; i < len; i++)
		for (size_t w = 0; words[w]; w++)
			if (testname_word_at(s, len, i, words[w]))
				return (long)i;
	return -1;
}

/*
 * The words a column header says "test" with, whole (a narrower list than
 * kw_test_header: "Item", "항목", "Workload" head a row's name that need
 * not be what the author calls the test).
 */
static const char *const kw_test_word[] = {
    "test",	  "tests",     "test case",  "test cases", "test name",
    "test names", "benchmark", "benchmarks", "테스트",	   "테스트 항목",
    "시험",	  "テスト",    "テスト項目", "测试",	   "测试项",
    "测试项目",	  "測試",      "測試項目",   "teste",	   "prova",
    "prueba",	  "essai",     "testfall",   "próba",	   "тест",
    NULL,
};

int testname_header_says_test(const char *s, size_t len)
{
	char h[64];
	size_t hlen;

	if (len >= sizeof(h))
		return 0;
	hlen = fold(s, len, h, sizeof(h));
	return is_index(h, hlen, kw_test_word);
}

/*
 * One side of a ratio at s[*i] (len bytes): an optional direction letter
 * ("R", "W"), a whole number of one to three digits and an optional '%'.
 * Returns the number and moves *i past it, the letter into *dir (0 none,
 * 'r' or 'w'); -1 when no number stands there.
 */
static long ratio_side(const char *s, size_t len, size_t *i, int *dir)
{
	size_t j = *i, b;
	long v = 0;

	*dir = 0;
	if (j + 1 < len && strchr("rRwW", s[j]) && is_digit(s[j + 1]))
		*dir = s[j++] | 0x20;
	for (b = j; j < len && is_digit(s[j]) && j - b < 4; j++)
		v = v * 10 + (s[j] - '0');
	if (j == b || j - b > 3)
		return -1;
	if (j < len && s[j] == '%')
		j++;
	*i = j;
	return v;
}

int testname_ratio(const char *s, size_t len, struct testname_ratio *out)
{
	int found = 0;

	for (size_t i = 0; i < len; i++) {
		size_t j = i, b;
		long x, y;
		int d1, d2;
		char sep;

		if (i && (is_alnum(s[i - 1]) || strchr("./:%,", s[i - 1])))
			continue;
		x = ratio_side(s, len, &j, &d1);
		if (x < 0)
			continue;
		while (j < len && s[j] == ' ')
			j++;
		if (j >= len || (s[j] != '/' && s[j] != ':'))
			continue;
		sep = s[j++];
		while (j < len && s[j] == ' ')
			j++;
		b = j;
		y = ratio_side(s, len, &j, &d2);
		if (y < 0 ||
		    (j < len && (is_alnum(s[j]) || s[j] == '/' || s[j] == ':' ||
				 s[j] == '%')) ||
		    (j + 1 < len && (s[j] == '.' || s[j] == ',') &&
		     is_digit(s[j + 1])))
			continue;
		if (!x || !y || (x + y != 100 && !(sep == ':' && x + y == 10)))
			continue;
		if ((d1 || d2) && !(d1 && d2 && d1 != d2))
			continue; /* "R70/30", "R70/R30": no ratio */
		if (found)
			return 0; /* two ratios: which is the row's is not said
				   */
		found = 1;
		out->at = i;
		out->n = j - i;
		out->lettered = d1 != 0;
		out->first =
		    (double)(d1 == 'w' ? y : x) * (x + y == 10 ? 10 : 1);
		i = b;
	}
	return found;
}

int testname_mixed(const char *s, size_t len)
{
	static const char *const words[] = {"mix",	 "mixed",      "randrw",
					    "readwrite", "read-write", "混合",
					    "혼합",	 "ミックス",   NULL};

	if (testname_first_word(s, len, words) >= 0)
		return 1;
	for (size_t i = 0; i < len; i++)
		if (testname_word_at(s, len, i, "rw") &&
		    (i + 2 == len || s[i + 2] != '=') &&
		    (i == 0 || s[i - 1] != '-'))
			return 1;
	return 0;
}

/*
 * The access pattern word w (n bytes, folded) names as a whole: a pattern
 * keyword alone ("rand", "random", "rnd", "seq", "sequential", "랜덤") or
 * glued to one direction ("randread", "seqwrite", "randomwrite",
 * "randrw", "랜덤읽기"); unknown for any other word, one that only starts
 * like one ("sequoia", "randomized", "seqno", "randall").
 */
static enum iodb_pattern pattern_word(const char *w, size_t n)
{
	static const char *const fio_dirs[] = {"rw", "trim", "readwrite", NULL};
	static const char *const *const lists[] = {kw_seq, kw_rand};
	static const char *const *const dirs[] = {kw_read, kw_write, fio_dirs};

	for (size_t l = 0; l < 2; l++)
		for (size_t k = 0; lists[l][k]; k++) {
			size_t kl = strlen(lists[l][k]);
			int whole = kl == n;

			if (kl > n || memcmp(w, lists[l][k], kl))
				continue;
			for (size_t d = 0; !whole && d < 3; d++)
				for (size_t m = 0; !whole && dirs[d][m]; m++)
					whole =
					    strlen(dirs[d][m]) == n - kl &&
					    !memcmp(w + kl, dirs[d][m], n - kl);
			if (whole)
				return l ? IODB_PATTERN_RAND : IODB_PATTERN_SEQ;
		}
	return IODB_PATTERN_UNKNOWN;
}

/* The directions op stands for, as bits (1u << op). */
static unsigned op_dirs(enum iodb_op op)
{
	if (op == IODB_OP_READWRITE || op == IODB_OP_COPY)
		return 1u << IODB_OP_READ | 1u << IODB_OP_WRITE;
	return op == IODB_OP_UNKNOWN ? 0 : 1u << op;
}

enum iodb_pattern testname_job_pattern(const char *name, unsigned dirs)
{
	/* fio's rw values, the directions each runs; not "rw" and
	 * "readwrite": a job so named is as often a random mix ("rw" over
	 * randwrite in samples/fio-text/randwrite-4k-qd64-libaio.*) */
	static const struct {
		const char *rw;
		enum iodb_op a, b;
	} fio_rw[] = {
	    {"read", IODB_OP_READ, IODB_OP_UNKNOWN},
	    {"write", IODB_OP_WRITE, IODB_OP_UNKNOWN},
	    {"trim", IODB_OP_TRIM, IODB_OP_UNKNOWN},
	    {"randread", IODB_OP_READ, IODB_OP_UNKNOWN},
	    {"randwrite", IODB_OP_WRITE, IODB_OP_UNKNOWN},
	    {"randtrim", IODB_OP_TRIM, IODB_OP_UNKNOWN},
	    {"randrw", IODB_OP_READWRITE, IODB_OP_UNKNOWN},
	    {"trimwrite", IODB_OP_TRIM, IODB_OP_WRITE},
	    {"randtrimwrite", IODB_OP_TRIM, IODB_OP_WRITE},
	};
	enum iodb_pattern p = IODB_PATTERN_UNKNOWN, w;
	struct testname tn;
	unsigned named = 0;
	char h[TN_BUF];
	size_t len, n, i = 0, a;

	if (!name || !*name)
		return IODB_PATTERN_UNKNOWN;
	len = strlen(name);
	if (len >= sizeof(h))
		return IODB_PATTERN_UNKNOWN;
	for (size_t k = 0; k < sizeof(fio_rw) / sizeof(fio_rw[0]); k++)
		if (!strcasecmp(name, fio_rw[k].rw))
			return dirs & ~(op_dirs(fio_rw[k].a) |
					op_dirs(fio_rw[k].b))
				   ? IODB_PATTERN_UNKNOWN
				   : fio_rw_pattern(fio_rw[k].rw);
	/* its words: runs of letters, digits and other scripts' bytes, a
	 * number glued after letters a word of its own ("randread4k") */
	n = fold(name, len, h, sizeof(h));
	while (i < n) {
		while (i < n && !is_alnum(h[i]) && (unsigned char)h[i] < 0x80)
			i++;
		a = i;
		while (i < n &&
		       (is_alnum(h[i]) || (unsigned char)h[i] >= 0x80) &&
		       !(i > a && is_digit(h[i]) && is_alpha(h[i - 1])))
			i++;
		if (i == a)
			break;
		w = pattern_word(h + a, i - a);
		if (w == IODB_PATTERN_UNKNOWN)
			continue;
		if (p != IODB_PATTERN_UNKNOWN && w != p)
			return IODB_PATTERN_UNKNOWN; /* "seq-then-rand" */
		p = w;
	}
	if (p == IODB_PATTERN_UNKNOWN)
		return p;
	testname_parse(name, len, 0, &tn);
	if (tn.other || tn.network ||
	    (tn.cond.pattern != IODB_PATTERN_UNKNOWN && tn.cond.pattern != p))
		return IODB_PATTERN_UNKNOWN;
	if (testname_mixed(name, len))
		named = op_dirs(IODB_OP_READWRITE);
	for (int k = 0; k < tn.n_ops; k++)
		named |= op_dirs(tn.ops[k]);
	/* a direction the job ran that its name does not name: the name
	 * is no statement of this job's workload ("seq-read" over writes) */
	if (named && (dirs & ~named))
		return IODB_PATTERN_UNKNOWN;
	return p;
}

/*
 * Whether the negation word at byte i (n bytes) of s negates another flag,
 * not the direct I/O named at byte d: the word right after it ("without",
 * "no", "not" then "O_SYNC", "sync=1", "fsync") is a flag of its own, and
 * the negation stands after d ("with O_DIRECT and without O_SYNC",
 * "O_DIRECT, not O_SYNC"), or before it with "but", "with" or a sentence
 * break between that flag and d ("without O_SYNC but with O_DIRECT").
 * "without O_SYNC and O_DIRECT" negates both: no.
 */
static int negates_other_flag(const char *s, size_t len, size_t d, size_t i,
			      size_t n)
{
	static const char *const flags[] = {
	    "o_sync",	   "o_dsync",	 "sync",	   "dsync",
	    "fsync",	   "fdatasync",	 "end_fsync",	   "oflag=sync",
	    "oflag=dsync", "conv=fsync", "conv=fdatasync", NULL};
	static const char *const turn[] = {"but", "with", "using", "aber",
					   "mit", "mais", "avec",  NULL};
	size_t j = i + n, f;
	int other = 0;

	if ((unsigned char)s[i] >= 0x80)
		return 0; /* "なし", "없": after what they negate */
	while (j < len && strchr(" `'\"*(", s[j]))
		j++;
	if (j + 4 <= len && !strncasecmp(s + j, "the ", 4))
		j += 4;
	for (size_t w = 0; flags[w] && !other; w++)
		other = testname_word_at(s, len, j, flags[w]);
	if (!other || j == d)
		return 0;
	if (i > d)
		return 1;
	/* before the direct word: only when something turns back to it */
	f = j;
	for (size_t k = f; k < d; k++) {
		if (s[k] == ';' || s[k] == '.')
			return 1;
		for (size_t w = 0; turn[w]; w++)
			if (testname_word_at(s, len, k, turn[w]))
				return 1;
	}
	return 0;
}

/*
 * Where the word "direct" stands alone among fio's option words: right
 * after the tool's name or right before an option with its value ("fio
 * direct iodepth=32", "direct iodepth=8 numjobs=4"), as fio's option
 * direct written without its "=1".  -1 when not ("direct comparison",
 * "direct-attached", "direct=0").
 */
static long bare_direct(const char *s, size_t len)
{
	for (size_t i = 0; i + 6 <= len; i++) {
		size_t j = i + 6, p, k;

		if (!testname_word_at(s, len, i, "direct") ||
		    (j < len && s[j] != ' ' && s[j] != ','))
			continue;
		/* the word before: "fio" */
		for (p = i; p && s[p - 1] == ' ';)
			p--;
		if (p >= 3 && !strncasecmp(s + p - 3, "fio", 3) &&
		    (p == 3 || !isalnum((unsigned char)s[p - 4])) && p < i)
			return (long)i;
		/* the word after: "iodepth=32" */
		while (j < len && s[j] == ' ')
			j++;
		for (k = j;
		     k < len && (isalpha((unsigned char)s[k]) || s[k] == '_');)
			k++;
		if (k > j && k + 1 < len && s[k] == '=' &&
		    isalnum((unsigned char)s[k + 1]) && j > i + 6)
			return (long)i;
	}
	return -1;
}

int testname_says_direct(const char *s, size_t len)
{
	static const char *const yes[] = {
	    "o_direct", "direct=1", "direct=true", "direct io", "direct i/o",
	    "direct-io", "directio", "oflag=direct", "iflag=direct",
	    "direct=yes", "buffered=0",
	    /* "直接IO", "绕过缓存" (bypassing the cache), "en E/S directes" */
	    "\xe7\x9b\xb4\xe6\x8e\xa5io", "\xe7\x9b\xb4\xe6\x8e\xa5i/o",
	    "\xe7\xbb\x95\xe8\xbf\x87\xe7\xbc\x93\xe5\xad\x98",
	    "\xe7\xbb\x95\xe8\xbf\x87\xe9\xa1\xb5\xe7\xbc\x93\xe5\xad\x98",
	    "e/s directe", "e/s directes", NULL};
	/* "DIRECTIOをOFFにして", "direct I/O off", "关闭 O_DIRECT" */
	static const char *const no[] = {"off",
					 "\xe3\x82\xaa\xe3\x83\x95",
					 "\xe5\x85\xb3\xe9\x97\xad",
					 "\xe7\xa6\x81\xe7\x94\xa8",
					 "not",
					 "no",
					 "without",
					 "ohne",
					 "nicht",
					 "kein",
					 "keine",
					 "sans",
					 "pas",
					 "sin",
					 "sem",
					 "non",
					 "buffered",
					 "direct=0",
					 "direct=false",
					 "不",
					 "没",
					 "未",
					 "无",
					 "無",
					 "非",
					 "なし",
					 "ない",
					 "않",
					 "없",
					 "без",
					 "не",
					 NULL};

	long d = testname_first_word(s, len, yes);

	if (d < 0)
		d = bare_direct(s, len);
	if (d < 0) {
		static const char *const off[] = {"direct=0", "direct=false",
						  NULL};

		return testname_first_word(s, len, off) >= 0 ? -1 : 0;
	}
	for (size_t i = 0; i < len; i++)
		for (size_t w = 0; no[w]; w++)
			/* fio's "-direct=1 -buffered=0" says it twice; "without
			 * O_SYNC" after "with O_DIRECT" negates O_SYNC only */
			if (testname_word_at(s, len, i, no[w]) &&
			    !(!strcmp(no[w], "buffered") &&
			      testname_word_at(s, len, i, "buffered=0")) &&
			    (strchr(no[w], '=') || !strcmp(no[w], "buffered") ||
			     !negates_other_flag(s, len, (size_t)d, i,
						 strlen(no[w]))))
				return -1;
	return 1;
}

/* Whether byte e of s (len bytes) ends a clause (testname_direct_ops()). */
static size_t clause_cut(const char *s, size_t len, size_t e)
{
	static const char *const wide[] = {"\xef\xbc\x8c", /* ， */
					   "\xe3\x80\x81", /* 、 */
					   "\xe3\x80\x82", /* 。 */
					   "\xef\xbc\x9b", /* ； */
					   "\xef\xbc\x88", /* （ */
					   "\xef\xbc\x89", /* ） */
					   NULL};

	if (e >= len)
		return 1;
	if (strchr(",;()", s[e]) || (s[e] == '/' && e && s[e - 1] == ' ') ||
	    ((s[e] == '.' || s[e] == '!' || s[e] == '?') &&
	     (e + 1 == len || s[e + 1] == ' ')))
		return 1;
	for (size_t w = 0; wide[w]; w++)
		if (e + 3 <= len && !memcmp(s + e, wide[w], 3))
			return 3;
	return 0;
}

static int parse_name(const char *s, size_t len, int cdm, int clause,
		      struct testname *t);

/* The bit of the one direction clause s (len bytes) names, 0 none or
 * both ("for the write", "direct I/O reads", "pour l'écriture"). */
static unsigned clause_op_bit(const char *s, size_t len)
{
	struct testname tn;

	parse_name(s, len, 0, 1, &tn);
	if (tn.n_ops != 1 ||
	    (tn.cond.op != IODB_OP_READ && tn.cond.op != IODB_OP_WRITE))
		return 0;
	return 1u << tn.cond.op;
}

/* Whether s (len bytes) holds dd's flag f ("oflag", "iflag") set to
 * direct, alone or first of its values ("oflag=direct,sync"). */
static int dd_direct_flag(const char *s, size_t len, const char *f)
{
	size_t n = strlen(f);

	for (size_t i = 0; i + n + 7 <= len; i++)
		if (testname_word_at(s, len, i, f) && s[i + n] == '=' &&
		    !strncasecmp(s + i + n + 1, "direct", 6))
			return 1;
	return 0;
}

unsigned testname_direct_ops(const char *s, size_t len)
{
	static const char *const cache[] = {
	    "cache",
	    "cached",
	    "buffered",
	    "page cache",
	    "gepuffert",
	    "bufferisé",
	    "\xe7\xbc\x93\xe5\xad\x98", /* 缓存 */
	    "\xe3\x82\xad\xe3\x83\xa3\xe3\x83\x83\xe3\x82\xb7\xe3\x83\xa5",
	    NULL}; /* キャッシュ */
	const unsigned rw = 1u << IODB_OP_READ | 1u << IODB_OP_WRITE;
	unsigned yes = 0, no = 0, prev = 0;

	/* "One of the runs used O_DIRECT, the others did not": a negation
	 * anywhere says no run of all (testname_says_direct()) */
	if (testname_says_direct(s, len) <= 0)
		return 0;
	for (size_t a = 0, e = 0; e <= len; e++) {
		size_t cut = clause_cut(s, len, e), n = e - a;
		unsigned words, flags = 0, m;
		int d;

		if (!cut)
			continue;
		words = clause_op_bit(s + a, n);
		d = testname_says_direct(s + a, n);
		if (dd_direct_flag(s + a, n, "oflag"))
			flags |= 1u << IODB_OP_WRITE;
		if (dd_direct_flag(s + a, n, "iflag"))
			flags |= 1u << IODB_OP_READ;
		/* dd's flags are one side's each: "oflag=direct" opens the
		 * output with O_DIRECT, the file written, never the one
		 * read; named with the other direction, not said which */
		if (flags && flags != rw && words && words != flags)
			return 0;
		m = flags ? flags : words;
		/* "1.2 GB/s read (direct I/O) and 0.9 GB/s write": a bracket
		 * inside the sentence speaks of what stands right before it;
		 * at its end ("... read / ... write (direct I/O).") of all */
		if (d && !m && a && s[a - 1] == '(' && e < len && s[e] == ')') {
			size_t k = e + 1;

			while (k < len && strchr(" `*_", s[k]))
				k++;
			if (k < len && !clause_cut(s, len, k))
				m = prev;
		}
		/* "the read went through the cache": not direct, that one */
		if (!d && words && testname_first_word(s + a, n, cache) >= 0)
			d = -1;
		if (d > 0)
			yes |= m ? m : ~0u;
		else if (d < 0)
			no |= m ? m : ~0u;
		prev = words;
		e += cut - 1;
		a = e + 1;
	}
	if (yes & no)
		return 0;
	return yes == ~0u || (yes & rw) == rw ? TESTNAME_DIRECT_ALL : yes;
}

/*
 * The pattern of a test named by fio's rw option ("rw=read", "--rw=write
 * bs=4k", "readwrite=randrw": fio_rw_pattern(), read, write and rw are
 * sequential by fio's definition): the name starts with the option (a
 * sentence quoting a command elsewhere in it is no such name); unknown
 * otherwise.
 */
static enum iodb_pattern fio_rw_option(const char *h, size_t hlen)
{
	char rw[16];
	size_t v = 0, n = 0;

	while (v < hlen && (h[v] == '-' || h[v] == '`' || h[v] == ' '))
		v++;
	if (!strncmp(h + v, "rw=", 3))
		v += 3;
	else if (!strncmp(h + v, "readwrite=", 10))
		v += 10;
	else
		return IODB_PATTERN_UNKNOWN;
	while (v + n < hlen && is_alpha((unsigned char)h[v + n]) &&
	       n + 1 < sizeof(rw))
		rw[n] = h[v + n], n++;
	rw[n] = '\0';
	if (!n || (v + n < hlen && is_alnum((unsigned char)h[v + n])))
		return IODB_PATTERN_UNKNOWN;
	return fio_rw_pattern(rw);
}

/*
 * A name that is a fio command line ("fio -ioengine=libaio -bs=4k
 * -buffered=1 -rw=randread", a hand table's row header): whether its runs
 * used direct I/O as fio reads its options (fio_options_parse_cmdline()):
 * buffered= is direct='s opposite, both set one flag and the later of
 * the two wins ("-direct=1 -buffered=1" ran buffered), into t.  A name
 * setting neither, or no command, keeps what its words say.
 */
static void fio_command_direct(const char *s, size_t len, struct testname *t)
{
	struct fio_opts o;
	size_t cl;
	long at;

	if (!memmem(s, len, "buffered=", 9) && !memmem(s, len, "direct=", 7))
		return;
	at = fio_options_find_command(s, len, &cl);
	if (at != 0)
		return;
	fio_opts_init(&o);
	if (fio_options_parse_cmdline(s, cl, NULL, &o) == 0 &&
	    o.cond.direct >= 0)
		t->cond.direct = o.cond.direct;
}

/* testname_parse(); clause: a clause of testname_direct_ops()'s, whose
 * direct I/O is not asked of its clauses again */
static int parse_name(const char *s, size_t len, int cdm, int clause,
		      struct testname *t)
{
	char h[TN_BUF], orig[TN_BUF], tidy[TN_BUF];
	size_t hlen, n = 0, tl;
	int qt, linear;

	tl = tidy_qt(s, len, tidy, sizeof(tidy));
	if (tl) {
		s = tidy;
		len = tl;
	}
	testname_init(t);
	hlen = fold(s, len, h, sizeof(h));
	/* the same with case kept, for units as written */
	for (size_t i = 0, k = 0; i < len && k < hlen; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == 0xc2 && i + 1 < len &&
		    (unsigned char)s[i + 1] == 0xa0) {
			orig[k++] = ' ';
			orig[k++] = ' ';
			i++;
			continue;
		}
		orig[k++] = (char)c;
	}
	orig[hlen] = '\0';

	t->index = is_index(h, hlen, kw_index);
	t->test_header = is_index(h, hlen, kw_test_header);
	t->value_header = is_index(h, hlen, kw_value_header);
	t->note_header =
	    is_index(h, hlen, kw_note_header) || note_qualified(h, hlen);
	t->aggregate = is_index(h, hlen, kw_aggregate);
	t->datasheet = has_kw(h, hlen, kw_datasheet);
	t->other = other_quantity(h, orig) || has_word(h, kw_other_unit);
	t->network = network_named(h);
	t->speedtest = t->network && has_word(h, kw_speedtest);
	t->interface = has_kw(h, hlen, kw_interface);
	t->stat = stat_named(h, orig, hlen);
	t->access = has_kw(h, hlen, kw_access);
	if (t->access && t->metric == TESTNAME_NONE)
		t->metric = TESTNAME_LAT;
	find_unit(h, orig, hlen, t);
	if (t->metric == TESTNAME_NONE) {
		if (has_kw(h, hlen, kw_iops))
			t->metric = TESTNAME_IOPS;
		else if (has_kw(h, hlen, kw_lat))
			t->metric = TESTNAME_LAT;
		else if (has_kw(h, hlen, kw_bw))
			t->metric = TESTNAME_BW;
	}
	t->metrics = (has_kw(h, hlen, kw_iops) || strstr(h, "kiops")) +
		     (has_kw(h, hlen, kw_bw) || t->metric == TESTNAME_BW) +
		     (has_kw(h, hlen, kw_lat) || t->metric == TESTNAME_LAT);
	if (t->metric == TESTNAME_NONE) {
		int secs = seconds_named(h);

		/* a column in seconds ("Write Time (s)") holds durations:
		 * never a rate, whatever the page's tool says its unit is */
		if (secs || has_kw(h, hlen, kw_runtime)) {
			t->metric = TESTNAME_RUNTIME;
			if (secs)
				strcpy(t->unit, "s");
		}
	} else if (t->metric == TESTNAME_LAT && !t->unit[0] &&
		   has_kw(h, hlen, kw_lat) && seconds_named(h)) {
		/* "write lat (s)", "Latency [sec]": a latency in seconds,
		 * as "(ms)" and "(us)" are in theirs */
		strcpy(t->unit, "s");
	}
	if (len < TN_BUF && cdm_export_label(s, len, h, t))
		return t->found;

	linear = linear_only(h, hlen);
	if (find_kw(h, hlen, 0, kw_seq, &n) >= 0 &&
	    find_kw(h, hlen, 0, kw_rand, &n) < 0)
		t->cond.pattern = IODB_PATTERN_SEQ;
	else if (find_kw(h, hlen, 0, kw_rand, &n) >= 0 &&
		 find_kw(h, hlen, 0, kw_seq, &n) < 0 &&
		 !random_data_only(h, hlen))
		t->cond.pattern = IODB_PATTERN_RAND;
	if (t->cond.pattern == IODB_PATTERN_UNKNOWN)
		t->cond.pattern = fio_rw_option(h, hlen);
	if (t->cond.pattern != IODB_PATTERN_UNKNOWN)
		t->found++;
	find_ops(h, orig, hlen, t);
	if (!t->n_ops) {
		t->cond.op = defined_direction(h, hlen);
		if (t->cond.op != IODB_OP_UNKNOWN)
			t->ops[t->n_ops++] = t->cond.op;
	}
	if (t->n_ops)
		t->found++;
	/* "条带（4块 linear）": an LVM volume's layout, no access pattern
	 * ("Linear write" is sequential) */
	if (linear && !t->n_ops && t->cond.pattern == IODB_PATTERN_SEQ) {
		t->cond.pattern = IODB_PATTERN_UNKNOWN;
		t->found--;
	}
	/* "顺序写入（O_DIRECT）", "O_DIRECT disk reads", "(fio 1M, 16
	 * jobs, direct=1)", "1GB file, direct I/O": the flag's own name,
	 * fio's option or "direct I/O" says the page cache was bypassed
	 * ("direct" alone may be a direction, "Direct MiB/s" a mode a
	 * header names otherwise).  Said with a negation ("without
	 * O_DIRECT"): not said which */
	if (testname_says_direct(h, hlen) > 0) {
		/* "... MB/s write / ... MB/s read (`dd oflag=direct`)": said
		 * of the write alone, no condition of both */
		unsigned ops =
		    clause ? TESTNAME_DIRECT_ALL : testname_direct_ops(s, len);

		if (ops == TESTNAME_DIRECT_ALL ||
		    (t->n_ops == 1 && (ops & 1u << t->cond.op)))
			t->cond.direct = 1;
	}
	fio_command_direct(s, len, t);
	if (kw_number(h, hlen, kw_bs, 1, &t->cond.bs))
		t->found++;
	if (kw_number(h, hlen, kw_qd, 0, &t->cond.iodepth) ||
	    kw_number(h, hlen, kw_qd_set, 0, &t->cond.iodepth) ||
	    kw_number(h, hlen, kw_queue, 0, &t->cond.iodepth) ||
	    number_then_qd(h, hlen, &t->cond.iodepth))
		t->found++;
	if (kw_number(h, hlen, kw_threads, 0, &t->cond.numjobs) ||
	    number_before(h, hlen, kw_threads, 0, &t->cond.numjobs) ||
	    number_before(h, hlen, kw_threads_short, 1, &t->cond.numjobs))
		t->found++;
	qt = compact_qt(h, t);
	/* "with one job and eight jobs", "QD1 and QD32": no one count */
	if (t->cond.numjobs > 0 &&
	    several_counts(h, hlen, kw_threads, kw_threads, kw_threads_short)) {
		t->cond.numjobs = -1;
		t->found--;
		t->several |= TESTNAME_SEVERAL_JOBS;
	}
	if (t->cond.iodepth > 0 &&
	    (several_counts(h, hlen, kw_qd, NULL, NULL) ||
	     several_counts(h, hlen, kw_queue, NULL, NULL))) {
		t->cond.iodepth = -1;
		t->found--;
		t->several |= TESTNAME_SEVERAL_DEPTHS;
	}
	/* "... focus only on the single job": the one count kept */
	if (t->cond.numjobs > 0 && keeps_count(h, hlen, 0, t->cond.numjobs))
		t->kept |= TESTNAME_SEVERAL_JOBS;
	if (t->cond.iodepth > 0 && keeps_count(h, hlen, 1, t->cond.iodepth))
		t->kept |= TESTNAME_SEVERAL_DEPTHS;
	if (qt) {
		t->found++;
		if (qt == 2 && cdm != TESTNAME_SCRIPT)
			t->cdm = 1;
	}
	if (t->cond.bs < 0) {
		t->cond.bs = lone_size(h, hlen);
		if (t->cond.bs > 0)
			t->found++;
	}
	if (!t->found && !t->metric && !t->index) {
		if (has_kw(h, hlen, kw_bs))
			t->condition = 1;
		else if (has_kw(h, hlen, kw_qd))
			t->condition = 2;
		else if (has_kw(h, hlen, kw_threads))
			t->condition = 3;
	}
	if ((t->cdm || cdm) && cdm != TESTNAME_SCRIPT) {
		/* CrystalDiskMark's GUI names: "Seq Q32T1", "4K Q32T1", "Seq"
		 */
		/*
		 * A size without "Seq"/"Rnd": CDM 3's "512K" and "4K" and CDM
		 * 5/6's "4K Q32T1" are random; every 128 KiB and 1 MiB test
		 * of every version is sequential ("1MiB Q8T1" is SEQ1M Q8T1
		 * without its prefix).  Other sizes: no such test, unknown.
		 */
		if (t->cond.pattern == IODB_PATTERN_UNKNOWN && t->cond.bs > 0) {
			if (t->cond.bs == 4 * KIB || t->cond.bs == 512 * KIB)
				t->cond.pattern = IODB_PATTERN_RAND;
			else if (t->cond.bs == 128 * KIB ||
				 t->cond.bs == 1024 * KIB)
				t->cond.pattern = IODB_PATTERN_SEQ;
			if (t->cond.pattern != IODB_PATTERN_UNKNOWN)
				t->cdm = 1;
		}
		/*
		 * Among CDM 6 to 8 tests a name without its queue is none in
		 * particular: "Sequential read" beside "RND4K Q32T16" is
		 * SEQ1M Q8T1 or SEQ1M Q1T1.  A "Seq Q8T1" without its size is
		 * CDM 7/8's SEQ1M Q8T1 (no 128 KiB test ran at QD8), a "Seq
		 * Q1T1" CDM 7/8's SEQ1M Q1T1 or CDM 5's bare "Seq" (1 MiB
		 * both); only at QD32 was a sequential test 128 KiB (CDM 4-6,
		 * CDM 8's NVMe profile).  Another queue: no default test,
		 * its size unknown.
		 */
		int guess =
		    cdm != TESTNAME_CDM_MODERN || qt || t->cond.iodepth > 0;

		if (t->cond.pattern == IODB_PATTERN_SEQ && t->cond.bs < 0 &&
		    guess) {
			if (!qt || t->cond.iodepth == 1 || t->cond.iodepth == 8)
				t->cond.bs = 1024 * KIB;
			else if (t->cond.iodepth == 32)
				t->cond.bs = 128 * KIB;
			if (t->cond.bs > 0)
				t->cdm = 1;
		}
		if (t->cdm && t->cond.iodepth < 0 && guess)
			t->cond.iodepth = 1;
		if (t->cdm && t->cond.numjobs < 0 && guess)
			t->cond.numjobs = 1;
	}
	return t->found;
}

int testname_parse(const char *s, size_t len, int cdm, struct testname *t)
{
	return parse_name(s, len, cdm, 0, t);
}

void testname_fill(struct testname *dst, const struct testname *src)
{
	enum iodb_op op = dst->cond.op;

	/* the direction goes with the list of directions named */
	iodb_cond_fill(&dst->cond, &src->cond);
	dst->cond.op = op;
	if (dst->n_ops == 0 && src->n_ops) {
		memcpy(dst->ops, src->ops, sizeof(dst->ops));
		dst->n_ops = src->n_ops;
		dst->cond.op = src->cond.op;
	}
	if (dst->metric == TESTNAME_NONE) {
		dst->metric = src->metric;
		memcpy(dst->unit, src->unit, sizeof(dst->unit));
	} else if (dst->metric == src->metric && !dst->unit[0]) {
		/* "| 속도 |" under "결과 (MB/초)": the speed is in its unit */
		memcpy(dst->unit, src->unit, sizeof(dst->unit));
	}
	dst->cdm |= src->cdm;
}

static int clash64(int64_t a, int64_t b)
{
	return a >= 0 && b >= 0 && a != b;
}

int testname_compatible(const struct testname *a, const struct testname *b)
{
	if (a->cond.op != IODB_OP_UNKNOWN && b->cond.op != IODB_OP_UNKNOWN &&
	    a->cond.op != b->cond.op)
		return 0;
	if (a->cond.pattern != IODB_PATTERN_UNKNOWN &&
	    b->cond.pattern != IODB_PATTERN_UNKNOWN &&
	    a->cond.pattern != b->cond.pattern)
		return 0;
	return !clash64(a->cond.bs, b->cond.bs) &&
	       !clash64(a->cond.iodepth, b->cond.iodepth) &&
	       !clash64(a->cond.numjobs, b->cond.numjobs);
}

int testname_canonical(const struct testname *t, char *buf, size_t n)
{
	char size[32];

	buf[0] = '\0';
	if (t->cond.pattern == IODB_PATTERN_UNKNOWN || t->cond.bs <= 0)
		return -1;
	if (t->cond.bs % (1024 * KIB) == 0)
		snprintf(size, sizeof(size), "%lldM",
			 (long long)(t->cond.bs / (1024 * KIB)));
	else if (t->cond.bs % KIB == 0)
		snprintf(size, sizeof(size), "%lldK",
			 (long long)(t->cond.bs / KIB));
	else
		snprintf(size, sizeof(size), "%lld", (long long)t->cond.bs);
	if (t->cond.iodepth > 0 && t->cond.numjobs > 0)
		snprintf(buf, n, "%s%s Q%lldT%lld",
			 t->cond.pattern == IODB_PATTERN_SEQ ? "SEQ" : "RND",
			 size, (long long)t->cond.iodepth,
			 (long long)t->cond.numjobs);
	else
		snprintf(buf, n, "%s%s",
			 t->cond.pattern == IODB_PATTERN_SEQ ? "SEQ" : "RND",
			 size);
	return 0;
}

int testname_direction_only(const char *s, size_t len)
{
	static const char *const *const lists[] = {kw_read, kw_seq, kw_write,
						   kw_rand};
	size_t i = 0, words = 0;
	char h[TN_BUF];
	int any = 0;

	/* cheap first: no word of a direction or a pattern anywhere in
	 * it, no test alone ("note: copy 5", a caption naming a system);
	 * the parse below costs a whole testname_parse() a word */
	if (len >= sizeof(h))
		return 0;
	fold(s, len, h, sizeof(h));
	for (size_t l = 0; l < sizeof(lists) / sizeof(lists[0]) && !any; l++)
		for (size_t k = 0; lists[l][k] && !any; k++)
			any = strstr(h, lists[l][k]) != NULL;
	if (!any)
		return 0;
	/* "read", "Write:": fio's own "read: IOPS=" lines ask this of
	 * every output, a word the lists hold whole needs no parse */
	{
		size_t hl = strlen(h);

		while (hl && strchr(" :", h[hl - 1]))
			h[--hl] = '\0';
		for (size_t k = 0; kw_read[k]; k++)
			if (!strcmp(h, kw_read[k]))
				return 1;
		for (size_t k = 0; kw_write[k]; k++)
			if (!strcmp(h, kw_write[k]))
				return 1;
	}

	while (i < len) {
		struct testname tn;
		size_t a;

		while (i < len && strchr(" \t,/():*-.", s[i]))
			i++;
		a = i;
		while (i < len && !strchr(" \t,/():*-.", s[i]))
			i++;
		if (i == a)
			break;
		words++;
		testname_parse(s + a, i - a, 0, &tn);
		if (!(tn.n_ops || tn.cond.op || tn.cond.pattern) ||
		    tn.cond.bs > 0 || tn.cond.iodepth > 0 ||
		    tn.cond.numjobs > 0 || tn.metric != TESTNAME_NONE ||
		    tn.network || tn.other)
			return 0;
	}
	return words > 0;
}

/* The benchmark tools testname_tool() knows by name, each word folded. */
static const struct {
	const char *word, *tool;
} tools[] = {
    {"crystaldiskmark", "CrystalDiskMark"},
    {"crystal disk mark", "CrystalDiskMark"},
    /*
     * CrystalDiskInfo runs no benchmark: a results table beside
     * "Crystal Disk Info" is its sibling CrystalDiskMark's.
     */
    {"crystal disk info", "CrystalDiskMark"},
    {"crystaldiskinfo", "CrystalDiskMark"},
    {"cdm", "CrystalDiskMark"},
    {"kdiskmark", "KDiskMark"},
    {"hd tune", "HD Tune"},
    {"hdtune", "HD Tune"},
    {"iozone", "iozone"},
    {"hdparm", "hdparm"},
    /*
     * YABS (Yet-Another-Bench-Script) prints fio's bandwidth (KiB/s)
     * divided by 1000 as "MB/s": its tables are its own, in its
     * convention (table_tool_conv), not fio's.  Listed before fio,
     * which its heading names too.
     */
    {"fio disk speed tests", "YABS"},
    {"yet-another-bench-script", "YABS"},
    /*
     * fio-cdm (xlucn/fio-cdm and its shell forks) runs fio and
     * prints its own table in its own unit: its tables are its own
     * (table_mapping.c), not fio's.  Listed before fio.
     */
    {"fio-cdm", "fio-cdm"},
    {"fio", "fio"},
    /* fio's long name, as its man page titles it */
    {"flexible i/o tester", "fio"},
    {"flexible io tester", "fio"},
    {"dd", "dd"},
    {"atto", "ATTO Disk Benchmark"},
    {"as ssd", "AS SSD Benchmark"},
    {"diskspd", "diskspd"},
    /* SdFat's bench and TeensySdioDemo sketches (an SD card on a
     * microcontroller): "size,write,read" over "bytes,KB/sec" */
    {"sdfat", "SdFat"},
    /* Arnd Bergmann's flashbench (an SD card's erase blocks):
     * "4MiB    8.79M/s" */
    {"flashbench", "flashbench"},
    /*
     * Other storage benchmarks whose results people retype into
     * tables: a table under "主机vdbench测试" or "rados bench
     * results" is theirs, never fio's from a command elsewhere in
     * the post ("rbd bench-write" too).
     */
    {"vdbench", "vdbench"},
    {"rados bench", "rados bench"},
    {"rbd bench", "rbd bench"},
    {"iometer", "Iometer"},
    {"elbencho", "elbencho"},
};

/*
 * Whether the folded text h names word as a word of its own ("dd", not
 * "add" or "dd-wrt"): its offset, or -1.
 */
static long tool_word_at(const char *h, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = strstr(h, word); p; p = strstr(p + 1, word))
		if (!((p > h &&
		       (is_alnum(p[-1]) || p[-1] == '.' || p[-1] == '-')) ||
		      is_alnum(p[n]) || p[n] == '/'))
			return p - h;
	return -1;
}

const char *testname_tool(const char *s, size_t len)
{
	/* their commands, options between: "rados -p rbd -t 32 -b 64K
	 * bench 300 write", "rbd -p rbd bench-write img --io-size 4096" */
	static const struct {
		const char *word, *tool;
	} cmds[] = {{"rados", "rados bench"}, {"rbd", "rbd bench"}};
	char h[TN_BUF];
	size_t hlen = fold(s, len, h, sizeof(h));
	const char *best = NULL;
	long best_at = -1;

	for (size_t k = 0; k < sizeof(tools) / sizeof(tools[0]); k++) {
		long at = tool_word_at(h, tools[k].word);

		if (at >= 0 && (best_at < 0 || at < best_at)) {
			best_at = at;
			best = tools[k].tool;
		}
	}
	for (size_t k = 0; k < sizeof(cmds) / sizeof(cmds[0]); k++) {
		size_t n = strlen(cmds[k].word);
		const char *p = strstr(h, cmds[k].word), *b;

		if (!p || (best_at >= 0 && p - h >= best_at) ||
		    (p > h && (is_alnum(p[-1]) || p[-1] == '-')) || p[n] != ' ')
			continue;
		b = strstr(p + n, " bench");
		if (b && b - p < 80 && !memchr(p, '|', (size_t)(b - p)) &&
		    !is_alnum(b[6])) {
			best_at = p - h;
			best = cmds[k].tool;
		}
	}
	(void)hlen;
	return best;
}

/*
 * The one tool of CrystalDiskMark's family (CrystalDiskMark, KDiskMark,
 * fio-cdm: the tools printing "SEQ1M Q8T1", "RND4K Q32T1") that s (len
 * bytes) names, wherever in it, whatever other tools it names too ("dd
 * first, then KDiskMark"), or NULL: none, or two of them ("CrystalDiskMark
 * on Windows, KDiskMark on Linux").
 */
const char *testname_diskmark_tool(const char *s, size_t len)
{
	char h[TN_BUF];
	const char *one = NULL;

	fold(s, len, h, sizeof(h));
	for (size_t k = 0; k < sizeof(tools) / sizeof(tools[0]); k++) {
		const char *t = tools[k].tool;

		if ((strcmp(t, "CrystalDiskMark") && strcmp(t, "KDiskMark") &&
		     strcmp(t, "fio-cdm")) ||
		    tool_word_at(h, tools[k].word) < 0)
			continue;
		if (one && strcmp(one, t))
			return NULL;
		one = t;
	}
	return one;
}

int testname_decimal_comma(const char *s, size_t len)
{
	char h[TN_BUF];
	size_t hlen = fold(s, len, h, sizeof(h));

	return has_kw(h, hlen, kw_decimal_comma);
}

/*
 * Whether the prose fragment s (len bytes) names two different sizes
 * ("bs=4k for random and 1M for sequential", "4K und 128K"): a note
 * that says which size went with which test in words, which no single
 * block size may be taken from.  A size is a number with a size prefix
 * glued or one blank away ("4k", "1 MiB"), not a rate ("500 MB/s"), nor
 * more than 64 MiB (a file's size: "4k random reads on a 1 GiB file").
 */
int testname_sizes_differ(const char *s, size_t len)
{
	double first = -1;

	for (size_t i = 0; i < len; i++) {
		size_t j = i, u;
		double v = 0, f;

		if (s[i] < '0' || s[i] > '9' ||
		    (i &&
		     ((s[i - 1] >= '0' && s[i - 1] <= '9') || s[i - 1] == '.' ||
		      s[i - 1] == ',' || (s[i - 1] >= 'A' && s[i - 1] <= 'Z') ||
		      (s[i - 1] >= 'a' && s[i - 1] <= 'z'))))
			continue;
		while (j < len && s[j] >= '0' && s[j] <= '9')
			v = v * 10 + (s[j++] - '0');
		if (j < len && s[j] == ' ')
			j++;
		for (u = j; u < len && ((s[u] >= 'A' && s[u] <= 'Z') ||
					(s[u] >= 'a' && s[u] <= 'z'));
		     u++)
			;
		if (u == j || (u < len && (s[u] == '/' || s[u] == '.' ||
					   (s[u] >= '0' && s[u] <= '9'))))
			continue;
		f = units_size_factor(s + j, (unsigned long)(u - j),
				      UNITS_BINARY);
		/* a block size: at most 64 MiB ("1 GiB" is a file's size) */
		if (isnan(f) || f < 1024 || v * f > 64.0 * 1048576)
			continue;
		if (first > 0 && v * f != first)
			return 1;
		first = v * f;
		i = u;
	}
	return 0;
}

int testname_screen_sizes(const char *s, size_t len, char *blank)
{
	static const char *const words[] = {
	    "monitor", "monitors", "display", "displays", "screen", "screens",
	    "tv", "tvs", "uhd", "resolution", "video", "videos",
	    "\xe3\x83\xa2\xe3\x83\x8b\xe3\x82\xbf\xe3\x83\xbc", /* モニター */
	    "\xe3\x83\x87\xe3\x82\xa3\xe3\x82\xb9\xe3\x83\x97\xe3\x83\xac"
	    "\xe3\x82\xa4",			    /* ディスプレイ */
	    "\xe7\x94\xbb\xe9\x9d\xa2",		    /* 画面 */
	    "\xe6\x98\xbe\xe7\xa4\xba\xe5\x99\xa8", /* 显示器 */
	    "\xe9\xa1\xaf\xe7\xa4\xba\xe5\x99\xa8", /* 顯示器 */
	    "\xe5\xb1\x8f\xe5\xb9\x95",		    /* 屏幕 */
	    "\xeb\xaa\xa8\xeb\x8b\x88\xed\x84\xb0", /* 모니터 */
	    "\xeb\x94\x94\xec\x8a\xa4\xed\x94\x8c\xeb\xa0\x88\xec\x9d\xb4",
	    /* 디스플레이 */
	    NULL};
	int screen = 0;

	for (size_t i = 0; i + 2 <= len; i++) {
		size_t e = i + 2, w, a;
		int rate = 0;

		if (!s[i] || !strchr("248", s[i]) ||
		    (s[i + 1] != 'K' && s[i + 1] != 'k') ||
		    (i && (((unsigned char)s[i - 1] < 0x80 &&
			    isalnum((unsigned char)s[i - 1])) ||
			   s[i - 1] == '.')))
			continue;
		if (e < len && (unsigned char)s[e] < 0x80 &&
		    isalnum((unsigned char)s[e]))
			continue; /* "4KB", "4KiB", "4k1" */
		/* "4K@60Hz", "4K 60Hz": a refresh rate */
		a = e;
		while (a < len && strchr(" -@", s[a]))
			a++;
		for (w = a; w < len && isdigit((unsigned char)s[w]); w++)
			;
		rate = w > a && w + 2 <= len && !strncasecmp(s + w, "hz", 2);
		if (!rate) {
			size_t k;

			for (k = 0; words[k]; k++) {
				size_t n = strlen(words[k]);

				/* a CJK word glued to what follows it */
				if (n <= len - a &&
				    !strncasecmp(s + a, words[k], n) &&
				    ((unsigned char)words[k][0] >= 0x80 ||
				     a + n == len ||
				     !isalpha((unsigned char)s[a + n])))
					break;
			}
			/* a "4K" of another kind */
			if (!words[k] && !blank)
				return 0;
			if (!words[k])
				continue;
		}
		screen++;
		if (blank)
			blank[i] = blank[i + 1] = ' ';
		i = e - 1;
	}
	return blank ? screen : screen > 0;
}
