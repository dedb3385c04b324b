/* ludeme_game_analyse: the line it gives on a few positions, the same on
 * a node budget every time, the game left as it was; and, given an
 * analyse.tsv file, the same move, score, nodes and depth as each of its
 * lines says. */

#include <stdlib.h>
#include <string.h>

#include "check.h"

/* The fields of a `move M score S nodes N depth D pv ...` line. */
typedef struct {
    char move[64];
    long score;
    unsigned long long nodes;
    unsigned depth;
    const char *pv; /* into the line: "M1 M2 ..." */
} Analysis;

/* Reads `line` into `out`: whether it has the form. */
static int parse(const char *line, Analysis *out) {
    int used = 0;
    if (line == NULL || sscanf(line, "move %63s score %ld nodes %llu depth %u pv %n", out->move,
                               &out->score, &out->nodes, &out->depth, &used) != 4 ||
        used == 0) {
        return 0;
    }
    out->pv = line + used;
    return strchr(line, '\n') == NULL;
}

/* Whether `move` is one of the lines of `moves`. */
static int among(const char *moves, const char *move) {
    size_t length = strlen(move);
    for (const char *line = moves; line != NULL && *line != '\0';) {
        const char *end = strchr(line, '\n');
        size_t size = end ? (size_t)(end - line) : strlen(line);
        if (size == length && strncmp(line, move, length) == 0) return 1;
        line = end ? end + 1 : NULL;
    }
    return 0;
}

/* Analyses `g` on `budget` and checks the line: the form, a legal move
 * that leads the principal variation, the game unchanged. Fills `out` and
 * returns the line (the caller's), or NULL. */
static char *analysed(LudemeGame *g, const char *budget, Analysis *out) {
    char *before = ludeme_game_position(g);
    char *error = NULL;
    char *line = ludeme_game_analyse(g, budget, &error);
    if (line == NULL) {
        fprintf(stderr, "analyse.c: analyse %s failed: %s\n", budget, error ? error : "?");
        failures++;
    }
    CHECK(error == NULL && ludeme_last_error() == LUDEME_OK);
    ludeme_string_free(error);
    char *after = ludeme_game_position(g);
    CHECK(before != NULL && after != NULL && strcmp(before, after) == 0);
    ludeme_string_free(before);
    ludeme_string_free(after);
    if (line == NULL) return NULL;
    CHECK(parse(line, out));
    char *moves = ludeme_game_moves(g);
    CHECK(among(moves, out->move));
    ludeme_string_free(moves);
    CHECK(strncmp(out->pv, out->move, strlen(out->move)) == 0);
    CHECK(out->depth >= 1 && out->nodes >= 1);
    return line;
}

void analyse_positions(void) {
    Analysis a, b;
    /* A node budget: the same line twice; the game plays the move. */
    LudemeGame *s = game("surakarta", NULL, NULL);
    char *first = analysed(s, "2000", &a);
    char *again = analysed(s, "2000", &b);
    CHECK(first != NULL && again != NULL && strcmp(first, again) == 0);
    CHECK(a.nodes <= 4000); /* about the budget */
    CHECK(ludeme_game_play(s, a.move, NULL) == LUDEME_OK);
    ludeme_string_free(first);
    ludeme_string_free(again);
    /* After a move, and on a time. */
    char *timed = analysed(s, "50ms", &a);
    ludeme_string_free(timed);
    ludeme_game_free(s);

    LudemeGame *b9 = game("barca", NULL, NULL);
    char *barca = analysed(b9, "3000", &a);
    ludeme_string_free(barca);
    ludeme_game_free(b9);

    /* Barricade after the roll: red moves a piece on a 1. */
    LudemeGame *r = game("barricade", NULL, "e2 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 1");
    char *barricade = analysed(r, "1000", &a);
    ludeme_string_free(barricade);
    ludeme_game_free(r);

    /* A win in one: the capture of the last piece, a forced result
     * (1,000,000 less the plies to it). */
    LudemeGame *w = game("surakarta", NULL, "6/2b3/6/6/1w4/6 w");
    char *won = analysed(w, "1000", &a);
    CHECK(won != NULL && strcmp(won, "move b2xc5 score 999999 nodes 10 depth 1 pv b2xc5") == 0);
    ludeme_string_free(won);
    ludeme_game_free(w);
}

/* Splits `line` at tabs into `fields` (at most `max`): how many. */
static int split(char *line, char **fields, int max) {
    int count = 0;
    for (char *field = line; field != NULL && count < max; count++) {
        fields[count] = field;
        char *tab = strchr(field, '\t');
        if (tab != NULL) *tab = '\0';
        field = tab ? tab + 1 : NULL;
    }
    return count;
}

/* One line of analyse.tsv, `text` as read (the line number `number`):
 * whether the search gives what it says. */
static int identical(const char *text, int number, const LudemeTables *tables) {
    char line[4096];
    snprintf(line, sizeof line, "%s", text);
    char *f[9];
    if (split(line, f, 9) != 8) {
        fprintf(stderr, "analyse.tsv:%d: expected 8 fields: %s\n", number, text);
        return 0;
    }
    const char *variant = strcmp(f[1], "-") == 0 ? NULL : f[1];
    const char *position = strcmp(f[2], "-") == 0 ? NULL : f[2];
    char *error = NULL;
    LudemeGame *g = ludeme_game_new(f[0], variant, position, &error);
    if (g != NULL && tables != NULL && ludeme_game_use_tables(g, tables) != LUDEME_OK) {
        fprintf(stderr, "analyse.tsv:%d: the tables refused: %s\n", number,
                ludeme_last_error_message());
        ludeme_game_free(g);
        g = NULL;
    }
    char *got = g ? ludeme_game_analyse(g, f[3], &error) : NULL;
    Analysis a;
    int same = got != NULL && parse(got, &a) && strcmp(a.move, f[4]) == 0 &&
               a.score == strtol(f[5], NULL, 10) && a.nodes == strtoull(f[6], NULL, 10) &&
               a.depth == strtoul(f[7], NULL, 10);
    if (!same) {
        fprintf(stderr, "analyse.tsv:%d: differs: %s\n  got: %s\n", number, text,
                got ? got : (error ? error : "?"));
    }
    ludeme_string_free(got);
    ludeme_string_free(error);
    ludeme_game_free(g);
    return same;
}

void analyse_identity(const char *path, const LudemeTables *tables) {
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        fprintf(stderr, "cannot read %s\n", path);
        failures++;
        return;
    }
    char text[4096];
    int number = 0, checked = 0, differ = 0;
    while (fgets(text, sizeof text, file) != NULL) {
        number++;
        size_t length = strlen(text);
        if (length == sizeof text - 1 && text[length - 1] != '\n') {
            fprintf(stderr, "analyse.tsv:%d: a line over %zu bytes\n", number, sizeof text - 2);
            differ++;
            break;
        }
        while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == '\r')) {
            text[--length] = '\0';
        }
        if (length == 0 || text[0] == '#') continue;
        checked++;
        if (!identical(text, number, tables)) differ++;
    }
    fclose(file);
    failures += differ;
    CHECK(checked > 0);
    printf("%s: %d lines, %d the same\n", path, checked, checked - differ);
}
