/* Endgame tables from C: opened (a missing directory, an empty one, a
 * damaged table, the tables run.sh generates), probed (a win, a loss, a win the piece count
 * decides, a game without tables, more pieces than the tables hold, a
 * finished game, NULL arguments), and consulted by a game's built-in
 * players and search (after ludeme_game_use_tables, in a copy, after the
 * tables are freed, and no more after ludeme_game_use_tables(g, NULL)).
 * run.sh prepares the directory LUDEME_TEST_DIR names: `tables` (the
 * tables of up to 4 pieces, from `ludeme tables generate`), `empty` (an
 * empty directory) and `damaged` (a table file that is not one). */

#include <stdlib.h>
#include <string.h>

#include "check.h"

int test_path(char *out, size_t size, const char *name) {
    const char *dir = getenv("LUDEME_TEST_DIR");
    if (dir == NULL || dir[0] == '\0') {
        fprintf(stderr, "tables.c: LUDEME_TEST_DIR is not set (run.sh generates the tables "
                        "into it and sets it)\n");
        failures++;
        return 0;
    }
    int written = snprintf(out, size, "%s/%s", dir, name);
    if (written < 0 || (size_t)written >= size) {
        fprintf(stderr, "tables.c: the path %s/%s is too long\n", dir, name);
        failures++;
        return 0;
    }
    return 1;
}

/* The tables in LUDEME_TEST_DIR, or NULL with the failure counted. */
LudemeTables *open_tables(void) { return open_tables_of("tables"); }

/* The tables of the folder `name` in LUDEME_TEST_DIR, or NULL with the
 * failure counted. */
LudemeTables *open_tables_of(const char *name) {
    char dir[4096];
    if (!test_path(dir, sizeof dir, name)) return NULL;
    char *error = NULL;
    LudemeTables *t = ludeme_tables_open(dir, &error);
    if (t == NULL) {
        fprintf(stderr, "tables.c: cannot open %s: %s\n", dir, error ? error : "?");
        failures++;
    }
    ludeme_string_free(error);
    return t;
}

/* The tables' value and DTC of `position` (Surakarta), checked; `line`
 * says where. */
static void probed(const LudemeTables *t, const char *position, int value, int dtc, int line) {
    LudemeGame *g = game("surakarta", NULL, position);
    int got_value = 7, got_dtc = 7;
    int code = ludeme_tables_probe(t, g, &got_value, &got_dtc);
    if (code != LUDEME_OK || ludeme_last_error() != LUDEME_OK || got_value != value ||
        got_dtc != dtc) {
        fprintf(stderr, "tables.c:%d: %s: code %d, value %d, dtc %d; expected value %d, dtc %d\n",
                line, position, code, got_value, got_dtc, value, dtc);
        failures++;
    }
    ludeme_game_free(g);
}

static void opening(void) {
    char missing[4096], empty[4096], damaged[4096];
    if (!test_path(missing, sizeof missing, "no-such-directory") ||
        !test_path(empty, sizeof empty, "empty") || !test_path(damaged, sizeof damaged, "damaged"))
        return;
    char *error = NULL;
    CHECK(ludeme_tables_open(missing, &error) == NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_IO);
    CHECK(error != NULL && strstr(error, "no-such-directory") != NULL);
    CHECK(error != NULL && strchr(error, '\n') == NULL);
    char *message = ludeme_last_error_message();
    CHECK(message != NULL && error != NULL && strcmp(message, error) == 0);
    ludeme_string_free(message);
    ludeme_string_free(error);

    error = NULL;
    CHECK(ludeme_tables_open(empty, &error) == NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_TABLES);
    CHECK(error != NULL && strstr(error, "no endgame tables") != NULL);
    ludeme_string_free(error);
    CHECK(ludeme_tables_open(empty, NULL) == NULL); /* no error wanted */
    CHECK(ludeme_last_error() == LUDEME_ERROR_TABLES);

    error = NULL;
    CHECK(ludeme_tables_open(damaged, &error) == NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_TABLES);
    CHECK(error != NULL && strstr(error, "damaged table") != NULL);
    ludeme_string_free(error);

    error = NULL;
    CHECK(ludeme_tables_open(NULL, &error) == NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(error != NULL && strcmp(error, "the directory is NULL") == 0);
    ludeme_string_free(error);

    LudemeTables *t = open_tables();
    CHECK(t != NULL && ludeme_last_error() == LUDEME_OK);
    ludeme_tables_free(t);
    ludeme_tables_free(NULL);
}

static void probing(const LudemeTables *t) {
    /* White's b2 takes c5, the last black piece: a win in 1. */
    probed(t, "6/2b3/6/6/1w4/6 w", 1, 1, __LINE__);
    /* Black to move would win; white to move loses in 2. */
    probed(t, "6/6/6/6/1b4/w5 w", -1, 2, __LINE__);
    /* Two pieces against one and no capture in reach: the count decides. */
    probed(t, "b5/6/6/6/6/4ww w", 1, -1, __LINE__);

    /* Refusals write nothing. */
    int value = 7, dtc = 7;
    LudemeGame *b = game("barca", NULL, NULL);
    CHECK(ludeme_tables_probe(t, b, &value, &dtc) == LUDEME_ERROR_TABLES);
    CHECK(ludeme_last_error() == LUDEME_ERROR_TABLES);
    char *message = ludeme_last_error_message();
    CHECK(message != NULL && strstr(message, "no endgame tables for barca") != NULL);
    ludeme_string_free(message);
    CHECK(value == 7 && dtc == 7);
    ludeme_game_free(b);

    LudemeGame *five = game("surakarta", NULL, "bb4/6/6/6/6/www3 w");
    CHECK(ludeme_tables_probe(t, five, &value, &dtc) == LUDEME_ERROR_TABLES);
    message = ludeme_last_error_message();
    CHECK(message != NULL &&
          strstr(message, "5 pieces on the board; the tables hold at most 4") != NULL);
    ludeme_string_free(message);
    CHECK(value == 7 && dtc == 7);
    ludeme_game_free(five);

    LudemeGame *o = game("surakarta", "orthogonal", "6/2b3/6/6/1w4/6 w");
    CHECK(ludeme_tables_probe(t, o, &value, &dtc) == LUDEME_ERROR_TABLES);
    CHECK(value == 7 && dtc == 7);
    ludeme_game_free(o);

    LudemeGame *w = game("surakarta", NULL, "6/2b3/6/6/1w4/6 w");
    CHECK(ludeme_game_play(w, "b2xc5", NULL) == LUDEME_OK);
    CHECK(ludeme_tables_probe(t, w, &value, &dtc) == LUDEME_ERROR_GAME_OVER);
    CHECK(value == 7 && dtc == 7);
    ludeme_game_free(w);

    LudemeGame *g = game("surakarta", NULL, "6/2b3/6/6/1w4/6 w");
    CHECK(ludeme_tables_probe(NULL, g, &value, &dtc) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(ludeme_tables_probe(t, NULL, &value, &dtc) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(ludeme_tables_probe(t, g, NULL, &dtc) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(ludeme_tables_probe(t, g, &value, NULL) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(value == 7 && dtc == 7);
    CHECK(ludeme_game_use_tables(NULL, t) == LUDEME_ERROR_BAD_ARGUMENT);
    ludeme_game_free(g);
}

/* The move `player` chooses in `g` (NULL counted as a failure). */
static char *chosen(const LudemeGame *g, const char *player, uint64_t seed) {
    char *error = NULL;
    char *mv = ludeme_game_best_move(g, player, seed, &error);
    if (mv == NULL) {
        fprintf(stderr, "tables.c: %s chose no move: %s\n", player, error ? error : "?");
        failures++;
    }
    ludeme_string_free(error);
    return mv;
}

static int same(const char *a, const char *b) {
    return a != NULL && b != NULL && strcmp(a, b) == 0;
}

static void consulting(LudemeTables *t) {
    /* Three winning moves (each a win in 3): every player plays the
     * tables' one, whatever its seed. */
    LudemeGame *g = game("surakarta", NULL, "5b/6/6/6/6/w5 w");
    CHECK(ludeme_game_use_tables(g, t) == LUDEME_OK && ludeme_last_error() == LUDEME_OK);
    char *best = chosen(g, "ab:300", 1);
    const char *players[] = {"ab:300", "mcts:50", "random", "greedy"};
    for (int i = 0; i < 4; i++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            char *mv = chosen(g, players[i], seed);
            CHECK(same(mv, best));
            ludeme_string_free(mv);
        }
    }

    /* It wins: after it, black to move loses in 2. */
    LudemeGame *after = ludeme_game_clone(g);
    CHECK(after != NULL && best != NULL && ludeme_game_play(after, best, NULL) == LUDEME_OK);
    int value = 7, dtc = 7;
    CHECK(ludeme_tables_probe(t, after, &value, &dtc) == LUDEME_OK);
    CHECK(value == -1 && dtc == 2);
    ludeme_game_free(after);

    /* The search gives the tables' move, searching nothing. */
    char *error = NULL;
    char *line = ludeme_game_analyse(g, "300", &error);
    CHECK(line != NULL && error == NULL);
    char expected[64];
    snprintf(expected, sizeof expected, "move %s ", best ? best : "?");
    CHECK(starts_with(line, expected));
    CHECK(line != NULL && strstr(line, " depth 0") != NULL);
    ludeme_string_free(line);
    ludeme_string_free(error);

    /* A copy consults them too, and keeps them once the caller's are
     * freed (as the game does); reopened for what follows. */
    LudemeGame *copy = ludeme_game_clone(g);
    ludeme_tables_free(t);
    char *copied = chosen(copy, "random", 5);
    CHECK(same(copied, best));
    ludeme_string_free(copied);
    char *kept = chosen(g, "random", 6);
    CHECK(same(kept, best));
    ludeme_string_free(kept);
    ludeme_game_free(copy);

    /* No tables from now on: the search searches (randomness aside). */
    CHECK(ludeme_game_use_tables(g, NULL) == LUDEME_OK && ludeme_last_error() == LUDEME_OK);
    char *any = chosen(g, "random", 1);
    ludeme_string_free(any);
    line = ludeme_game_analyse(g, "300", NULL);
    CHECK(starts_with(line, "move ") && strstr(line, " depth 0 ") == NULL);
    ludeme_string_free(line);
    ludeme_string_free(best);
    ludeme_game_free(g);

    /* Barca has none: refused, the game consulting nothing as before. */
    LudemeTables *again = open_tables();
    LudemeGame *b = game("barca", NULL, NULL);
    char *before = ludeme_game_best_move(b, "ab:300", 1, NULL);
    char *position = ludeme_game_position(b);
    CHECK(ludeme_game_use_tables(b, again) == LUDEME_ERROR_TABLES);
    CHECK(ludeme_last_error() == LUDEME_ERROR_TABLES);
    char *now = ludeme_game_position(b);
    CHECK(same(position, now));
    char *still = ludeme_game_best_move(b, "ab:300", 1, NULL);
    CHECK(same(before, still));
    CHECK(ludeme_game_use_tables(b, NULL) == LUDEME_OK); /* none: fine for any game */
    ludeme_string_free(before);
    ludeme_string_free(still);
    ludeme_string_free(position);
    ludeme_string_free(now);
    ludeme_game_free(b);
    ludeme_tables_free(again);
}

void endgame_tables(void) {
    opening();
    LudemeTables *t = open_tables();
    if (t == NULL) return;
    probing(t);
    consulting(t); /* frees t */
}
