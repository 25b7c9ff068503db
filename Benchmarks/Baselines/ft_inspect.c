/* The floor for `tintype fonts inspect`: plain C reading the same fields through FreeType.
 *
 * For every face of every file: read the file into memory (a copy, as tintype reads it), SHA-256
 * it (Nettle, as tintype does), open the face, pick and decode the names (ids 1, 2, 4, 5, 6, 16,
 * 17, axis and instance names, track names), read hhea, OS/2, post and head, measure H and x when
 * OS/2 is older than version 2, read the variation axes and named instances, and parse trak. Prints the median time of a round.
 *
 *   ft_inspect [--rounds N] [--no-hash] FILE...
 *
 * --no-hash leaves SHA-256 out, to measure the reading work alone.
 */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H
#include FT_FONT_FORMATS_H
#include <nettle/sha2.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_NAME_ID 1024

static unsigned long checksum;
static int hashing = 1;

static int name_rank(const FT_SfntName *n) {
    if (n->platform_id == 3 && (n->encoding_id == 0 || n->encoding_id == 1 || n->encoding_id == 10)) {
        if (n->language_id == 0x409) return 0;
        return (n->language_id & 0xFF) == 0x09 ? 1 : 4;
    }
    if (n->platform_id == 1 && n->encoding_id == 0) return n->language_id == 0 ? 2 : 5;
    if (n->platform_id == 0) return 3;
    return -1;
}

typedef struct { int rank; FT_UInt index; } best_name;

static char *decode_name(FT_Face face, best_name *best, unsigned id) {
    if (id >= MAX_NAME_ID || best[id].rank < 0) return NULL;
    FT_SfntName n;
    if (FT_Get_Sfnt_Name(face, best[id].index, &n)) return NULL;
    char *out = malloc(n.string_len * 3 + 1), *p = out;
    if (n.platform_id == 1) {
        for (FT_UInt i = 0; i < n.string_len; i++) {
            unsigned c = n.string[i];
            if (c < 0x80) *p++ = (char)c; else { *p++ = (char)(0xC0 | (c >> 6)); *p++ = (char)(0x80 | (c & 0x3F)); }
        }
    } else {
        for (FT_UInt i = 0; i + 1 < n.string_len; i += 2) {
            unsigned c = (unsigned)n.string[i] << 8 | n.string[i + 1];
            if (c < 0x80) *p++ = (char)c;
            else if (c < 0x800) { *p++ = (char)(0xC0 | (c >> 6)); *p++ = (char)(0x80 | (c & 0x3F)); }
            else { *p++ = (char)(0xE0 | (c >> 12)); *p++ = (char)(0x80 | ((c >> 6) & 0x3F)); *p++ = (char)(0x80 | (c & 0x3F)); }
        }
    }
    *p = 0;
    checksum += (unsigned long)(p - out);
    return out;
}

static long glyph_top(FT_Face face, unsigned long ch) {
    FT_UInt gi = FT_Get_Char_Index(face, ch);
    if (!gi || FT_Load_Glyph(face, gi, FT_LOAD_NO_SCALE)) return 0;
    if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE || face->glyph->outline.n_points == 0) return 0;
    FT_BBox box;
    FT_Outline_Get_CBox(&face->glyph->outline, &box);
    return box.yMax;
}

static uint32_t be32(const unsigned char *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static uint16_t be16(const unsigned char *p) { return (uint16_t)(p[0] << 8 | p[1]); }

static void read_trak(FT_Face face, best_name *best) {
    FT_ULong tag = FT_MAKE_TAG('t', 'r', 'a', 'k'), length = 0;
    if (FT_Load_Sfnt_Table(face, tag, 0, NULL, &length) || length < 12) return;
    unsigned char *t = malloc(length);
    if (!FT_Load_Sfnt_Table(face, tag, 0, t, &length)) {
        unsigned h = be16(t + 6);
        if (h && h + 8 <= length) {
            unsigned tracks = be16(t + h), sizes = be16(t + h + 2);
            uint32_t size_offset = be32(t + h + 4);
            for (unsigned s = 0; s < sizes && size_offset + 4 * s + 4 <= length; s++) checksum += be32(t + size_offset + 4 * s);
            for (unsigned i = 0; i < tracks && h + 8 + 8 * i + 8 <= length; i++) {
                const unsigned char *e = t + h + 8 + 8 * i;
                checksum += be32(e);
                free(decode_name(face, best, be16(e + 4)));
                unsigned values = be16(e + 6);
                for (unsigned s = 0; s < sizes && values + 2 * s + 2 <= length; s++) checksum += be16(t + values + 2 * s);
            }
        }
    }
    free(t);
}

static int inspect_face(FT_Library lib, const unsigned char *bytes, long size, long index) {
    FT_Face face;
    if (FT_New_Memory_Face(lib, bytes, size, index, &face)) return -1;
    int faces = (int)face->num_faces;
    best_name best[MAX_NAME_ID];
    for (int i = 0; i < MAX_NAME_ID; i++) best[i].rank = -1;
    FT_UInt count = FT_Get_Sfnt_Name_Count(face);
    for (FT_UInt i = 0; i < count; i++) {
        FT_SfntName n;
        if (FT_Get_Sfnt_Name(face, i, &n)) continue;
        int rank = name_rank(&n);
        if (rank < 0 || n.name_id >= MAX_NAME_ID) continue;
        if (best[n.name_id].rank >= 0 && best[n.name_id].rank <= rank) continue;
        best[n.name_id].rank = rank;
        best[n.name_id].index = i;
    }
    static const unsigned ids[] = {16, 1, 17, 2, 4, 5, 6};
    for (unsigned i = 0; i < sizeof ids / sizeof ids[0]; i++) free(decode_name(face, best, ids[i]));
    const char *ps = FT_Get_Postscript_Name(face);
    const char *format = FT_Get_Font_Format(face);
    checksum += (ps ? strlen(ps) : 0) + (format ? strlen(format) : 0) + face->units_per_EM;

    TT_HoriHeader *hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA);
    TT_OS2 *os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    TT_Postscript *post = FT_Get_Sfnt_Table(face, FT_SFNT_POST);
    TT_Header *head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD);
    if (hhea) checksum += (unsigned long)(hhea->Ascender - hhea->Descender + hhea->Line_Gap);
    if (os2 && os2->version != 0xFFFF) {
        checksum += (unsigned long)(os2->sTypoAscender - os2->sTypoDescender + os2->sTypoLineGap)
            + os2->usWinAscent + os2->usWinDescent + (os2->fsSelection & 0x80) + os2->usWeightClass + os2->usWidthClass
            + (os2->fsSelection & 0x201);
        if (os2->version >= 2) checksum += (unsigned long)(os2->sCapHeight + os2->sxHeight);
        else checksum += (unsigned long)(glyph_top(face, 'H') + glyph_top(face, 'x'));
    } else {
        checksum += (unsigned long)(glyph_top(face, 'H') + glyph_top(face, 'x'));
        if (head) checksum += head->Mac_Style & 2;
    }
    if (post) checksum += (unsigned long)(post->underlinePosition + post->underlineThickness);

    FT_MM_Var *mm;
    if ((face->face_flags & FT_FACE_FLAG_MULTIPLE_MASTERS) && !FT_Get_MM_Var(face, &mm)) {
        for (FT_UInt a = 0; a < mm->num_axis; a++) {
            checksum += (unsigned long)(mm->axis[a].minimum + mm->axis[a].def + mm->axis[a].maximum) + mm->axis[a].tag;
            free(decode_name(face, best, mm->axis[a].strid));
        }
        for (FT_UInt s = 0; s < mm->num_namedstyles; s++) {
            for (FT_UInt a = 0; a < mm->num_axis; a++) checksum += (unsigned long)mm->namedstyle[s].coords[a];
            free(decode_name(face, best, mm->namedstyle[s].strid));
            if (mm->namedstyle[s].psid != 0xFFFF) free(decode_name(face, best, mm->namedstyle[s].psid));
        }
        FT_Done_MM_Var(lib, mm);
    }
    read_trak(face, best);
    FT_Done_Face(face);
    return faces;
}

static int inspect_file(FT_Library lib, const char *path) {
    /* Read into memory as tintype's FontFile does (a copy, not a mapping), so both sides read alike. */
    int fd = open(path, O_RDONLY);
    if (fd < 0) return 0;
    struct stat st;
    if (fstat(fd, &st) || st.st_size <= 0) { close(fd); return 0; }
    long size = (long)st.st_size;
    unsigned char *bytes = malloc((size_t)size);
    long done = 0;
    while (bytes && done < size) {
        ssize_t count = read(fd, bytes + done, (size_t)(size - done));
        if (count <= 0) break;
        done += count;
    }
    close(fd);
    if (!bytes || done < size) { free(bytes); return 0; }
    if (hashing) {
        unsigned char digest[SHA256_DIGEST_SIZE];
        struct sha256_ctx context;
        sha256_init(&context);
        sha256_update(&context, (size_t)size, bytes);
        sha256_digest(&context, SHA256_DIGEST_SIZE, digest);
        char hex[65];
        for (int i = 0; i < 32; i++) sprintf(hex + 2 * i, "%02x", digest[i]);
        checksum += (unsigned long)hex[0];
    }
    int faces = inspect_face(lib, bytes, size, 0), done_faces = faces > 0 ? 1 : 0;
    for (long i = 1; i < faces; i++) done_faces += inspect_face(lib, bytes, size, i) > 0;
    free(bytes);
    return done_faces;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int rounds = 1, first = 1;
    if (argc > 2 && strcmp(argv[1], "--rounds") == 0) { rounds = atoi(argv[2]); first = 3; }
    if (first < argc && strcmp(argv[first], "--no-hash") == 0) { hashing = 0; first++; }
    if (rounds < 1 || first >= argc) { fprintf(stderr, "usage: ft_inspect [--rounds N] [--no-hash] FILE...\n"); return 2; }
    FT_Library lib;
    if (FT_Init_FreeType(&lib)) return 1;
    double *times = malloc(sizeof(double) * (size_t)rounds);
    int faces = 0;
    for (int r = 0; r < rounds; r++) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        faces = 0;
        for (int i = first; i < argc; i++) faces += inspect_file(lib, argv[i]);
        clock_gettime(CLOCK_MONOTONIC, &end);
        times[r] = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    }
    qsort(times, (size_t)rounds, sizeof(double), compare_doubles);
    printf("{\"faces\": %d, \"rounds\": %d, \"medianRoundSeconds\": %.9f, \"checksum\": %lu}\n",
           faces, rounds, times[rounds / 2], checksum);
    FT_Done_FreeType(lib);
    free(times);
    return 0;
}
