/* The error story, function by function: for every function that can
 * refuse, each kind of refusal it has returns (an int status) or reports
 * (NULL, or a count of 0) its own code, checked against the header's named
 * constant, never a number; the same code is the last error; the message
 * is one line that names what was refused, the same in `*error` and in
 * ludeme_last_error_message; and the game is unchanged after the refusal.
 * Then the codes' values (the ABI) and the last error after successes and
 * failures. */

#include <stdlib.h>
#include <string.h>

#include "check.h"

/* A string that is not UTF-8. */
static const char not_utf8[] = {'b', 'a', (char)0xff, 'r', 0};

/* A Surakarta game white has just won (no pieces left): over. */
static LudemeGame *won_game(void) {
    LudemeGame *w = game("surakarta", NULL, "6/2b3/6/6/1w4/6 w");
    CHECK(ludeme_game_play(w, "b2xc5", NULL) == LUDEME_OK);
    CHECK(ludeme_game_to_act(w) == -2);
    return w;
}

/* A message as the contract has it: there, non-empty, one line. */
static int one_line(const char *message) {
    return message != NULL && message[0] != '\0' && strchr(message, '\n') == NULL &&
           strchr(message, '\r') == NULL;
}

/* The refusal just made: the last error is `code` (read twice: reading it
 * leaves it alone), its message one line naming `what`, and the same as
 * `error` when `error` is not NULL; `error` is freed. */
static void refusal(int code, const char *what, char *error, int line) {
    int last = ludeme_last_error();
    char *message = ludeme_last_error_message();
    if (last != code || !one_line(message) || strstr(message, what) == NULL ||
        (error != NULL && strcmp(error, message) != 0) || ludeme_last_error() != code) {
        fprintf(stderr, "error_codes.c:%d: expected code %d naming \"%s\", got %d: %s / %s\n", line,
                code, what, last, message ? message : "(NULL)", error ? error : "(NULL)");
        failures++;
    }
    ludeme_string_free(message);
    ludeme_string_free(error);
}

/* An int function refused: it returned `code`, as the last error says. */
static void returned(int code, int got, const char *what, char *error, int line) {
    if (got != code) {
        fprintf(stderr, "error_codes.c:%d: returned %d, not %d (\"%s\")\n", line, got, code, what);
        failures++;
    }
    refusal(code, what, error, line);
}

/* A function returning a string refused: NULL (freed if not), with `code`. */
static void no_string(int code, char *got, const char *what, char *error, int line) {
    if (got != NULL) {
        fprintf(stderr, "error_codes.c:%d: returned \"%s\", not NULL\n", line, got);
        failures++;
        ludeme_string_free(got);
    }
    refusal(code, what, error, line);
}

/* A function returning a game refused: NULL (freed if not), with `code`. */
static void no_game(int code, LudemeGame *got, const char *what, char *error, int line) {
    if (got != NULL) {
        fprintf(stderr, "error_codes.c:%d: returned a game, not NULL\n", line);
        failures++;
        ludeme_game_free(got);
    }
    refusal(code, what, error, line);
}

/* A function returning tables refused: NULL (freed if not), with `code`. */
static void no_tables(int code, LudemeTables *got, const char *what, char *error, int line) {
    if (got != NULL) {
        fprintf(stderr, "error_codes.c:%d: returned tables, not NULL\n", line);
        failures++;
        ludeme_tables_free(got);
    }
    refusal(code, what, error, line);
}

/* The call first, then `error` read (the order of a function's arguments
 * is unspecified in C: `error` read before the call that writes it would
 * leak the message and check nothing). */
#define RETURNS(code, call, what)                                                                  \
    do {                                                                                           \
        int got_ = (call);                                                                         \
        returned((code), got_, (what), error, __LINE__);                                           \
    } while (0)
#define NO_STRING(code, call, what)                                                                \
    do {                                                                                           \
        char *got_ = (call);                                                                       \
        no_string((code), got_, (what), error, __LINE__);                                          \
    } while (0)
#define NO_GAME(code, call, what)                                                                  \
    do {                                                                                           \
        LudemeGame *got_ = (call);                                                                 \
        no_game((code), got_, (what), error, __LINE__);                                            \
    } while (0)
#define NO_TABLES(code, call, what)                                                                \
    do {                                                                                           \
        LudemeTables *got_ = (call);                                                               \
        no_tables((code), got_, (what), error, __LINE__);                                          \
    } while (0)

/* What a game is, to compare before and after a refusal. */
typedef struct {
    char *position, *record, *moves;
    int to_act;
    size_t actions;
} Snapshot;

static Snapshot snapshot(const LudemeGame *g) {
    Snapshot s = {ludeme_game_position(g), ludeme_game_record(g), ludeme_game_moves(g),
                  ludeme_game_to_act(g), ludeme_game_legal_actions(g, NULL, 0)};
    return s;
}

static int same_text(const char *a, const char *b) {
    return a != NULL && b != NULL && strcmp(a, b) == 0;
}

/* `g` is as `before` was (freed). */
static void unchanged(const LudemeGame *g, Snapshot before, int line) {
    Snapshot now = snapshot(g);
    if (!same_text(before.position, now.position) || !same_text(before.record, now.record) ||
        !same_text(before.moves, now.moves) || before.to_act != now.to_act ||
        before.actions != now.actions) {
        fprintf(stderr, "error_codes.c:%d: the game changed: %s -> %s\n", line,
                before.position ? before.position : "?", now.position ? now.position : "?");
        failures++;
    }
    Snapshot both[2] = {before, now};
    for (int i = 0; i < 2; i++) {
        ludeme_string_free(both[i].position);
        ludeme_string_free(both[i].record);
        ludeme_string_free(both[i].moves);
    }
}

#define UNCHANGED(g, before) unchanged((g), (before), __LINE__)

/* The values themselves: the ABI apps were compiled with, -1 to -14 as
 * they always were, new codes after them; no two the same. */
static void values(void) {
    static const int codes[] = {
        LUDEME_ERROR_ILLEGAL_MOVE, LUDEME_ERROR_MOVE_TEXT,      LUDEME_ERROR_BAD_ARGUMENT,
        LUDEME_ERROR_NAME,         LUDEME_ERROR_POSITION,       LUDEME_ERROR_ILLEGAL_ACTION,
        LUDEME_ERROR_PLAYER,       LUDEME_ERROR_NO_MOVE,        LUDEME_ERROR_PERFT_DEPTH,
        LUDEME_ERROR_NO_SEAT,      LUDEME_ERROR_RECORD,         LUDEME_ERROR_TAG,
        LUDEME_ERROR_BUDGET,       LUDEME_ERROR_INTERNAL,       LUDEME_ERROR_GAME_OVER,
        LUDEME_ERROR_TABLES,       LUDEME_ERROR_IO,
    };
    size_t count = sizeof codes / sizeof codes[0];
    CHECK(LUDEME_OK == 0);
    for (size_t i = 0; i < count; i++) {
        CHECK(codes[i] == -(int)(i + 1)); /* -1, -2, ... in order, none left out */
        for (size_t j = 0; j < i; j++) CHECK(codes[i] != codes[j]);
    }
    CHECK(LUDEME_ERROR_ILLEGAL_MOVE == -1 && LUDEME_ERROR_MOVE_TEXT == -2);
    CHECK(LUDEME_ERROR_BAD_ARGUMENT == -3 && LUDEME_ERROR_INTERNAL == -14);
    CHECK(LUDEME_ERROR_GAME_OVER == -15 && LUDEME_ERROR_TABLES == -16 && LUDEME_ERROR_IO == -17);
}

static void game_new(void) {
    char *error = NULL;
    NO_GAME(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_new(NULL, NULL, NULL, &error), "the game is NULL");
    error = NULL;
    NO_GAME(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_new(not_utf8, NULL, NULL, &error),
            "the game is not UTF-8");
    error = NULL;
    NO_GAME(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_new("barca", not_utf8, NULL, &error),
            "the variant is not UTF-8");
    error = NULL;
    NO_GAME(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_new("barca", NULL, not_utf8, &error),
            "the position is not UTF-8");
    error = NULL;
    NO_GAME(LUDEME_ERROR_NAME, ludeme_game_new("chess", NULL, NULL, &error), "chess");
    error = NULL;
    NO_GAME(LUDEME_ERROR_NAME, ludeme_game_new("surakarta", "hexagonal", NULL, &error), "hexagonal");
    error = NULL;
    NO_GAME(LUDEME_ERROR_POSITION, ludeme_game_new("barca", NULL, "xx", &error), "\"xx\"");
    error = NULL; /* no error wanted: the same code, the message kept */
    NO_GAME(LUDEME_ERROR_POSITION, ludeme_game_new("barca", NULL, "xx", NULL), "\"xx\"");
}

static void game_from_record(void) {
    char *error = NULL;
    NO_GAME(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_from_record(NULL, &error), "the record is NULL");
    error = NULL;
    NO_GAME(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_from_record(not_utf8, &error),
            "the record is not UTF-8");
    error = NULL;
    NO_GAME(LUDEME_ERROR_RECORD, ludeme_game_from_record("[Game \"barca\"]\n\nd2-d9 *\n", &error),
            "line 3, column 1: illegal move d2-d9");
    error = NULL;
    NO_GAME(LUDEME_ERROR_RECORD, ludeme_game_from_record("[Game \"chess\"]\n\n*\n", &error), "chess");
    error = NULL;
    NO_GAME(LUDEME_ERROR_RECORD, ludeme_game_from_record("[Game \"barca\"]\n\nzz *\n", &error),
            "line 3");
    error = NULL;
    NO_GAME(LUDEME_ERROR_RECORD, ludeme_game_from_record("[Game \"barca\"]\n\nd2-d9 *\n", NULL),
            "line 3");
}

static void game_clone(void) {
    char *error = NULL; /* no out-parameter: the message is the last one */
    NO_GAME(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_clone(NULL), "the game is NULL");
}

static void game_play(void) {
    LudemeGame *g = game("surakarta", NULL, NULL);
    char *error = NULL;
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_play(NULL, "b2-c3", &error), "the game is NULL");
    Snapshot before = snapshot(g);
    error = NULL;
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_play(g, NULL, &error), "the move is NULL");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_play(g, not_utf8, &error), "the move is not UTF-8");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    RETURNS(LUDEME_ERROR_MOVE_TEXT, ludeme_game_play(g, "zz", &error), "not a move: ");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    RETURNS(LUDEME_ERROR_ILLEGAL_MOVE, ludeme_game_play(g, "b2-b5", &error), "illegal move b2-b5: ");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL; /* no error wanted: the same code returned */
    RETURNS(LUDEME_ERROR_ILLEGAL_MOVE, ludeme_game_play(g, "b2-b5", NULL), "illegal move b2-b5");
    UNCHANGED(g, before);
    /* The old "-1 for every refusal" is gone: a NULL move is no illegal one. */
    CHECK(ludeme_game_play(g, NULL, NULL) != LUDEME_ERROR_ILLEGAL_MOVE);
    CHECK(ludeme_game_play(g, "zz", NULL) != LUDEME_ERROR_ILLEGAL_MOVE);
    ludeme_game_free(g);

    LudemeGame *w = won_game();
    before = snapshot(w);
    error = NULL;
    RETURNS(LUDEME_ERROR_GAME_OVER, ludeme_game_play(w, "c5-c4", &error),
            "illegal move c5-c4: the game is over");
    UNCHANGED(w, before);
    before = snapshot(w);
    error = NULL; /* text is read first: text that is no move says so */
    RETURNS(LUDEME_ERROR_MOVE_TEXT, ludeme_game_play(w, "zz", &error), "not a move: ");
    UNCHANGED(w, before);
    ludeme_game_free(w);
}

static void game_play_action(void) {
    LudemeGame *g = game("surakarta", NULL, NULL);
    char *error = NULL;
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_play_action(NULL, 0, &error), "the game is NULL");
    Snapshot before = snapshot(g);
    error = NULL;
    RETURNS(LUDEME_ERROR_ILLEGAL_ACTION, ludeme_game_play_action(g, 1 << 20, &error),
            "illegal action 1048576: ");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    RETURNS(LUDEME_ERROR_ILLEGAL_ACTION, ludeme_game_play_action(g, -7, NULL), "illegal action -7: ");
    UNCHANGED(g, before);
    ludeme_game_free(g);

    LudemeGame *w = won_game();
    before = snapshot(w);
    error = NULL;
    RETURNS(LUDEME_ERROR_GAME_OVER, ludeme_game_play_action(w, 0, &error),
            "illegal action 0: the game is over");
    UNCHANGED(w, before);
    ludeme_game_free(w);
}

static void game_undo(void) {
    char *error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_undo(NULL), "the game is NULL");
    LudemeGame *g = game("barca", NULL, NULL);
    CHECK(ludeme_game_undo(g) == NULL && ludeme_last_error() == LUDEME_OK); /* the start: no refusal */
    ludeme_game_free(g);
}

static void game_best_move(void) {
    char *error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_best_move(NULL, "random", 1, &error),
              "the game is NULL");
    LudemeGame *g = game("surakarta", NULL, NULL);
    Snapshot before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_best_move(g, not_utf8, 1, &error),
              "the player is not UTF-8");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_PLAYER, ludeme_game_best_move(g, "ab:fast", 1, &error), "\"ab:fast\"");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_PLAYER, ludeme_game_best_move(g, "nobody", 1, &error), "\"nobody\"");
    UNCHANGED(g, before);
    ludeme_game_free(g);

    /* Over: NULL, `*error` left alone as it always was, the code and the
     * message in the last error. */
    LudemeGame *w = won_game();
    before = snapshot(w);
    char *left = NULL;
    char *none = ludeme_game_best_move(w, "random", 1, &left);
    CHECK(left == NULL);
    error = NULL;
    NO_STRING(LUDEME_ERROR_GAME_OVER, none, "no move: the game is over (white wins");
    UNCHANGED(w, before);
    ludeme_game_free(w);
}

static void game_analyse(void) {
    char *error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_analyse(NULL, "1000", &error), "the game is NULL");
    LudemeGame *s = game("surakarta", NULL, NULL);
    Snapshot before = snapshot(s);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_analyse(s, NULL, &error), "the budget is NULL");
    UNCHANGED(s, before);
    before = snapshot(s);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_analyse(s, not_utf8, &error),
              "the budget is not UTF-8");
    UNCHANGED(s, before);
    before = snapshot(s);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BUDGET, ludeme_game_analyse(s, "fast", &error), "fast");
    UNCHANGED(s, before);
    before = snapshot(s);
    error = NULL; /* no nodes: no search */
    NO_STRING(LUDEME_ERROR_BUDGET, ludeme_game_analyse(s, "0", &error), "0");
    UNCHANGED(s, before);
    ludeme_game_free(s);

    LudemeGame *m = game("barricade", NULL, NULL); /* the die first */
    before = snapshot(m);
    error = NULL;
    NO_STRING(LUDEME_ERROR_NO_SEAT, ludeme_game_analyse(m, "1000", &error),
              "nothing to analyse: chance is to act");
    UNCHANGED(m, before);
    ludeme_game_free(m);

    LudemeGame *w = won_game();
    before = snapshot(w);
    error = NULL; /* as the command line says it */
    NO_STRING(LUDEME_ERROR_GAME_OVER, ludeme_game_analyse(w, "1000", &error),
              "nothing to analyse: white wins (no pieces left)");
    UNCHANGED(w, before);
    ludeme_game_free(w);
}

/* The functions that take a game alone: a NULL game is their refusal. */
static void queries(void) {
    char *error = NULL; /* no out-parameter: the message is the last one */
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_position(NULL), "the game is NULL");
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_moves(NULL), "the game is NULL");
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_outcome(NULL), "the game is NULL");
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_record(NULL), "the game is NULL");
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_svg(NULL), "the game is NULL");
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_to_act(NULL), "the game is NULL");

    /* Counts: 0, told from a count of 0 by the last error. */
    CHECK(ludeme_game_perft(NULL, 1) == 0);
    refusal(LUDEME_ERROR_BAD_ARGUMENT, "the game is NULL", NULL, __LINE__);
    int64_t out[2] = {7, 7};
    CHECK(ludeme_game_legal_actions(NULL, out, 2) == 0 && out[0] == 7 && out[1] == 7);
    refusal(LUDEME_ERROR_BAD_ARGUMENT, "the game is NULL", NULL, __LINE__);
    LudemeGame *s = game("surakarta", NULL, NULL);
    Snapshot before = snapshot(s);
    CHECK(ludeme_game_perft(s, 21) == 0);
    refusal(LUDEME_ERROR_PERFT_DEPTH, "not 21", NULL, __LINE__);
    UNCHANGED(s, before);
    ludeme_game_free(s);
    LudemeGame *w = won_game(); /* a count of 0 that is no refusal */
    CHECK(ludeme_game_perft(w, 1) == 0 && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_game_legal_actions(w, NULL, 0) == 0 && ludeme_last_error() == LUDEME_OK);
    ludeme_game_free(w);
}

/* Tags: the ones the game writes itself, bad names, NULLs; and good ones. */
static void record_with_tags(void) {
    LudemeGame *g = game("barca", NULL, NULL);
    const char *names[] = {"Event", "Result"};
    const char *values[] = {"club", "1-0"};
    char *error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT,
              ludeme_game_record_with_tags(NULL, names, values, 1, &error), "the game is NULL");
    Snapshot before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_TAG, ludeme_game_record_with_tags(g, names, values, 2, &error),
              "the tag Result is written by the game itself");
    UNCHANGED(g, before);
    const char *bad[] = {"Two words"};
    before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_TAG, ludeme_game_record_with_tags(g, bad, values, 1, &error), "Two words");
    UNCHANGED(g, before);
    const char *none[] = {NULL};
    before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_record_with_tags(g, names, none, 1, &error),
              "tag value 0 is NULL");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_record_with_tags(g, none, values, 1, &error),
              "tag name 0 is NULL");
    UNCHANGED(g, before);
    const char *garbled[] = {"Event", not_utf8};
    before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_record_with_tags(g, garbled, values, 2, &error),
              "tag name 1 is not UTF-8");
    UNCHANGED(g, before);
    before = snapshot(g);
    error = NULL;
    NO_STRING(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_record_with_tags(g, NULL, NULL, 1, &error),
              "the tag names or values are NULL");
    UNCHANGED(g, before);

    error = NULL;
    char *record = ludeme_game_record_with_tags(g, names, values, 1, &error);
    CHECK(record != NULL && error == NULL && ludeme_last_error() == LUDEME_OK);
    CHECK(record != NULL && strstr(record, "[Event \"club\"]") != NULL);
    ludeme_string_free(record);
    char *plain = ludeme_game_record_with_tags(g, NULL, NULL, 0, NULL);
    char *same = ludeme_game_record(g);
    CHECK(plain != NULL && same != NULL && strcmp(plain, same) == 0);
    ludeme_string_free(plain);
    ludeme_string_free(same);
    ludeme_game_free(g);
}

/* Endgame tables: opened (a directory that cannot be read, one without
 * tables, a damaged table), probed and used (a game without tables, more
 * pieces than they hold, a finished game, NULLs); on the directory run.sh
 * prepares (tables.c). */
static void tables_open(void) {
    char *error = NULL;
    NO_TABLES(LUDEME_ERROR_BAD_ARGUMENT, ludeme_tables_open(NULL, &error), "the directory is NULL");
    error = NULL;
    NO_TABLES(LUDEME_ERROR_BAD_ARGUMENT, ludeme_tables_open(not_utf8, &error),
              "the directory is not UTF-8");
    char missing[4096], empty[4096], damaged[4096], file[4096];
    if (!test_path(missing, sizeof missing, "no-such-directory") ||
        !test_path(empty, sizeof empty, "empty") || !test_path(damaged, sizeof damaged, "damaged") ||
        !test_path(file, sizeof file, "tables/surakarta-1v1.ldmt"))
        return;
    error = NULL;
    NO_TABLES(LUDEME_ERROR_IO, ludeme_tables_open(missing, &error), "no-such-directory: ");
    error = NULL; /* no error wanted: the same code, the message kept */
    NO_TABLES(LUDEME_ERROR_IO, ludeme_tables_open(missing, NULL), "no-such-directory: ");
    error = NULL; /* a file, not a directory */
    NO_TABLES(LUDEME_ERROR_IO, ludeme_tables_open(file, &error), "surakarta-1v1.ldmt: ");
    error = NULL;
    NO_TABLES(LUDEME_ERROR_TABLES, ludeme_tables_open(empty, &error),
              "no endgame tables (files named surakarta-MvO.ldmt)");
    error = NULL;
    NO_TABLES(LUDEME_ERROR_TABLES, ludeme_tables_open(damaged, &error), "damaged table");
}

static void tables_probe(void) {
    LudemeTables *t = open_tables();
    if (t == NULL) return;
    char *error = NULL; /* no out-parameter: the message is the last one */
    int value = 7, dtc = 7;
    LudemeGame *s = game("surakarta", NULL, "6/2b3/6/6/1w4/6 w");
    Snapshot before = snapshot(s);
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_tables_probe(NULL, s, &value, &dtc),
            "the tables are NULL");
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_tables_probe(t, NULL, &value, &dtc),
            "the game is NULL");
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_tables_probe(t, s, NULL, &dtc),
            "the value pointer is NULL");
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_tables_probe(t, s, &value, NULL),
            "the dtc pointer is NULL");
    CHECK(value == 7 && dtc == 7); /* nothing written */
    UNCHANGED(s, before);
    ludeme_game_free(s);

    LudemeGame *b = game("barca", NULL, NULL);
    before = snapshot(b);
    RETURNS(LUDEME_ERROR_TABLES, ludeme_tables_probe(t, b, &value, &dtc),
            "no endgame tables for barca");
    UNCHANGED(b, before);
    ludeme_game_free(b);
    LudemeGame *o = game("surakarta", "orthogonal", "6/2b3/6/6/1w4/6 w");
    before = snapshot(o);
    RETURNS(LUDEME_ERROR_TABLES, ludeme_tables_probe(t, o, &value, &dtc), "no endgame tables for");
    UNCHANGED(o, before);
    ludeme_game_free(o);
    LudemeGame *five = game("surakarta", NULL, "bb4/6/6/6/6/www3 w");
    before = snapshot(five);
    RETURNS(LUDEME_ERROR_TABLES, ludeme_tables_probe(t, five, &value, &dtc),
            "5 pieces on the board; the tables hold at most 4");
    UNCHANGED(five, before);
    ludeme_game_free(five);
    LudemeGame *w = won_game();
    before = snapshot(w);
    RETURNS(LUDEME_ERROR_GAME_OVER, ludeme_tables_probe(t, w, &value, &dtc),
            "nothing to probe: the game is over (white wins (no pieces left))");
    UNCHANGED(w, before);
    ludeme_game_free(w);
    CHECK(value == 7 && dtc == 7); /* nothing written */
    ludeme_tables_free(t);
}

static void game_use_tables(void) {
    LudemeTables *t = open_tables();
    if (t == NULL) return;
    char *error = NULL; /* no out-parameter: the message is the last one */
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_use_tables(NULL, t), "the game is NULL");
    RETURNS(LUDEME_ERROR_BAD_ARGUMENT, ludeme_game_use_tables(NULL, NULL), "the game is NULL");
    LudemeGame *b = game("barca", NULL, NULL);
    Snapshot before = snapshot(b);
    RETURNS(LUDEME_ERROR_TABLES, ludeme_game_use_tables(b, t), "no endgame tables for barca");
    UNCHANGED(b, before);
    ludeme_game_free(b);
    LudemeGame *o = game("surakarta", "orthogonal", NULL);
    before = snapshot(o);
    RETURNS(LUDEME_ERROR_TABLES, ludeme_game_use_tables(o, t), "no endgame tables for");
    UNCHANGED(o, before);
    ludeme_game_free(o);
    ludeme_tables_free(t);
}

static void internal(void) {
    char *error = NULL;
    RETURNS(LUDEME_ERROR_INTERNAL, ludeme_test_internal_error(&error), "internal error (a panic: ");
    error = NULL; /* no error wanted */
    RETURNS(LUDEME_ERROR_INTERNAL, ludeme_test_internal_error(NULL), "internal error (a panic: ");
}

void error_codes(void) {
    values();
    game_new();
    game_from_record();
    game_clone();
    game_play();
    game_play_action();
    game_undo();
    game_best_move();
    game_analyse();
    queries();
    record_with_tags();
    tables_open();
    tables_probe();
    game_use_tables();
    internal();
}

void last_error(void) {
    /* A success after a failure: LUDEME_OK, and no message. */
    CHECK(ludeme_game_new("chess", NULL, NULL, NULL) == NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_NAME);
    LudemeGame *g = ludeme_game_new("surakarta", NULL, NULL, NULL);
    CHECK(g != NULL && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_last_error_message() == NULL);

    /* A failure, then the functions that leave it alone. */
    CHECK(ludeme_game_play(g, "b2-b5", NULL) == LUDEME_ERROR_ILLEGAL_MOVE);
    char *position = ludeme_game_position(NULL);
    CHECK(position == NULL && ludeme_last_error() == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(ludeme_version() != NULL);
    ludeme_string_free(NULL);
    ludeme_game_free(NULL);
    ludeme_tables_free(NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_BAD_ARGUMENT);

    /* Each success sets it back: results that are NULL without failing
     * too (nothing to undo, the game not over). */
    CHECK(ludeme_game_play(g, "b2-b5", NULL) == LUDEME_ERROR_ILLEGAL_MOVE);
    CHECK(ludeme_game_undo(g) == NULL && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_game_play(g, "zz", NULL) == LUDEME_ERROR_MOVE_TEXT);
    CHECK(ludeme_game_outcome(g) == NULL && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_game_perft(g, 21) == 0);
    CHECK(ludeme_game_perft(g, 1) == 16 && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_game_to_act(NULL) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(ludeme_game_to_act(g) == 0 && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_game_play(g, "b2-b3", NULL) == LUDEME_OK && ludeme_last_error() == LUDEME_OK);
    char *moves = ludeme_game_moves(g);
    CHECK(moves != NULL && ludeme_last_error() == LUDEME_OK);
    ludeme_string_free(moves);
    char *lines = ludeme_variants();
    CHECK(lines != NULL && ludeme_last_error() == LUDEME_OK);
    ludeme_string_free(lines);
    ludeme_game_free(g);
}
