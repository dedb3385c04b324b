/* Every error code of ludeme.h returned or reported at least once, checked
 * by value, each with its message (non-empty, one line, the same in
 * `*error` and in ludeme_last_error_message); and the last error after
 * successes and failures. */

#include <stdlib.h>
#include <string.h>

#include "check.h"

/* A message as the contract has it: there, non-empty, one line. */
static int one_line(const char *message) {
    return message != NULL && message[0] != '\0' && strchr(message, '\n') == NULL;
}

/* The last error is `code`, its message one line and equal to `error`
 * (when not NULL); `error` is freed. */
static void expect_failure(int code, char *error, int line) {
    int last = ludeme_last_error();
    char *message = ludeme_last_error_message();
    if (last != code || !one_line(message) || (error != NULL && strcmp(error, message) != 0)) {
        fprintf(stderr, "error_codes.c:%d: expected code %d, got %d: %s / %s\n", line, code, last,
                message ? message : "(NULL)", error ? error : "(NULL)");
        failures++;
    }
    CHECK(ludeme_last_error() == code); /* reading it leaves it alone */
    ludeme_string_free(message);
    ludeme_string_free(error);
}

#define EXPECT_FAILURE(code, error) expect_failure((code), (error), __LINE__)

/* The values themselves: the ABI, and the contract's "-1: refused". */
static void values(void) {
    static const int codes[] = {
        LUDEME_ERROR_ILLEGAL_MOVE, LUDEME_ERROR_MOVE_TEXT,   LUDEME_ERROR_BAD_ARGUMENT,
        LUDEME_ERROR_NAME,         LUDEME_ERROR_POSITION,    LUDEME_ERROR_ILLEGAL_ACTION,
        LUDEME_ERROR_PLAYER,       LUDEME_ERROR_NO_MOVE,     LUDEME_ERROR_PERFT_DEPTH,
        LUDEME_ERROR_NO_SEAT,      LUDEME_ERROR_RECORD,      LUDEME_ERROR_TAG,
        LUDEME_ERROR_BUDGET,       LUDEME_ERROR_INTERNAL,
    };
    size_t count = sizeof codes / sizeof codes[0];
    CHECK(LUDEME_OK == 0);
    for (size_t i = 0; i < count; i++) {
        CHECK(codes[i] == -(int)(i + 1)); /* -1, -2, ... in order, none left out */
    }
    CHECK(LUDEME_ERROR_ILLEGAL_MOVE == -1 && LUDEME_ERROR_MOVE_TEXT == -2);
    CHECK(LUDEME_ERROR_BAD_ARGUMENT == -3 && LUDEME_ERROR_INTERNAL == -14);
}

/* The codes an int function returns: the same as the last error. */
static void returned(void) {
    LudemeGame *g = game("surakarta", NULL, NULL);
    char *error = NULL;
    CHECK(ludeme_game_play(g, "b2-b5", &error) == -1 && ludeme_last_error() == LUDEME_ERROR_ILLEGAL_MOVE);
    EXPECT_FAILURE(LUDEME_ERROR_ILLEGAL_MOVE, error);
    error = NULL;
    CHECK(ludeme_game_play(g, "zz", &error) == -1 && ludeme_last_error() == LUDEME_ERROR_MOVE_TEXT);
    EXPECT_FAILURE(LUDEME_ERROR_MOVE_TEXT, error);
    error = NULL;
    CHECK(ludeme_game_play(g, NULL, &error) == -1 && ludeme_last_error() == LUDEME_ERROR_BAD_ARGUMENT);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, error);
    error = NULL;
    CHECK(ludeme_game_play_action(g, 1 << 20, &error) == -1 && ludeme_last_error() == LUDEME_ERROR_ILLEGAL_ACTION);
    EXPECT_FAILURE(LUDEME_ERROR_ILLEGAL_ACTION, error);
    error = NULL;
    CHECK(ludeme_game_play_action(NULL, 0, &error) == -1 && ludeme_last_error() == LUDEME_ERROR_BAD_ARGUMENT);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, error);
    error = NULL;
    CHECK(ludeme_test_internal_error(&error) == LUDEME_ERROR_INTERNAL);
    CHECK(starts_with(error, "internal error (a panic: "));
    EXPECT_FAILURE(LUDEME_ERROR_INTERNAL, error);
    CHECK(ludeme_test_internal_error(NULL) == LUDEME_ERROR_INTERNAL); /* no error wanted */
    EXPECT_FAILURE(LUDEME_ERROR_INTERNAL, NULL);
    CHECK(ludeme_game_to_act(NULL) == LUDEME_ERROR_BAD_ARGUMENT);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, NULL);
    ludeme_game_free(g);
}

/* The codes a function returning a pointer (or a count) reports. */
static void reported(void) {
    char *error = NULL;
    CHECK(ludeme_game_new("chess", NULL, NULL, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_NAME, error);
    error = NULL;
    CHECK(ludeme_game_new("surakarta", "hexagonal", NULL, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_NAME, error);
    error = NULL;
    CHECK(ludeme_game_new("barca", NULL, "xx", &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_POSITION, error);
    error = NULL;
    CHECK(ludeme_game_new(NULL, NULL, NULL, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, error);
    error = NULL;
    CHECK(ludeme_game_from_record("[Game \"barca\"]\n\nd2-d9 *\n", &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_RECORD, error);
    error = NULL;
    CHECK(ludeme_game_from_record("[Game \"chess\"]\n\n*\n", &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_RECORD, error);

    CHECK(ludeme_game_position(NULL) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, NULL);
    CHECK(ludeme_game_legal_actions(NULL, NULL, 0) == 0);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, NULL);
    CHECK(ludeme_game_clone(NULL) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, NULL);

    LudemeGame *s = game("surakarta", NULL, NULL);
    CHECK(ludeme_game_perft(s, 21) == 0);
    EXPECT_FAILURE(LUDEME_ERROR_PERFT_DEPTH, NULL);
    CHECK(ludeme_game_perft(NULL, 1) == 0);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, NULL);
    error = NULL;
    CHECK(ludeme_game_best_move(s, "ab:fast", 1, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_PLAYER, error);
    error = NULL;
    CHECK(ludeme_game_analyse(s, "fast", &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_BUDGET, error);
    error = NULL;
    CHECK(ludeme_game_analyse(s, "0", &error) == NULL); /* no nodes: no search */
    EXPECT_FAILURE(LUDEME_ERROR_BUDGET, error);
    error = NULL;
    CHECK(ludeme_game_analyse(s, NULL, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, error);
    ludeme_game_free(s);

    /* Chance is to act: no seat to search for. */
    LudemeGame *m = game("barricade", NULL, NULL);
    error = NULL;
    CHECK(ludeme_game_analyse(m, "1000", &error) == NULL);
    CHECK(starts_with(error, "nothing to analyse: chance is to act"));
    EXPECT_FAILURE(LUDEME_ERROR_NO_SEAT, error);
    ludeme_game_free(m);

    /* The game is over: no move, searched or chosen. */
    LudemeGame *w = game("surakarta", NULL, "6/2b3/6/6/1w4/6 w");
    CHECK(ludeme_game_play(w, "b2xc5", NULL) == LUDEME_OK);
    error = NULL;
    CHECK(ludeme_game_analyse(w, "1000", &error) == NULL);
    CHECK(error != NULL && strcmp(error, "nothing to analyse: white wins (no pieces left)") == 0);
    EXPECT_FAILURE(LUDEME_ERROR_NO_MOVE, error);
    error = NULL;
    CHECK(ludeme_game_best_move(w, "random", 1, &error) == NULL);
    CHECK(error == NULL); /* left alone, as the contract says */
    EXPECT_FAILURE(LUDEME_ERROR_NO_MOVE, NULL);
    ludeme_game_free(w);
}

/* Tags: the ones the game writes itself, bad names, and good ones. */
static void tags(void) {
    LudemeGame *g = game("barca", NULL, NULL);
    const char *names[] = {"Event", "Result"};
    const char *values[] = {"club", "1-0"};
    char *error = NULL;
    CHECK(ludeme_game_record_with_tags(g, names, values, 2, &error) == NULL);
    CHECK(starts_with(error, "the tag Result is written by the game itself"));
    EXPECT_FAILURE(LUDEME_ERROR_TAG, error);
    const char *bad[] = {"Two words"};
    error = NULL;
    CHECK(ludeme_game_record_with_tags(g, bad, values, 1, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_TAG, error);
    const char *none[] = {NULL};
    error = NULL;
    CHECK(ludeme_game_record_with_tags(g, names, none, 1, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, error);
    error = NULL;
    CHECK(ludeme_game_record_with_tags(g, NULL, NULL, 1, &error) == NULL);
    EXPECT_FAILURE(LUDEME_ERROR_BAD_ARGUMENT, error);

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

void error_codes(void) {
    values();
    returned();
    reported();
    tags();
}

void last_error(void) {
    /* A success after a failure: LUDEME_OK, and no message. */
    CHECK(ludeme_game_new("chess", NULL, NULL, NULL) == NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_NAME);
    LudemeGame *g = ludeme_game_new("surakarta", NULL, NULL, NULL);
    CHECK(g != NULL && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_last_error_message() == NULL);

    /* A failure, then the functions that leave it alone. */
    CHECK(ludeme_game_play(g, "b2-b5", NULL) == -1 && ludeme_last_error() == LUDEME_ERROR_ILLEGAL_MOVE);
    char *position = ludeme_game_position(NULL);
    CHECK(position == NULL && ludeme_last_error() == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(ludeme_version() != NULL);
    ludeme_string_free(NULL);
    ludeme_game_free(NULL);
    CHECK(ludeme_last_error() == LUDEME_ERROR_BAD_ARGUMENT);

    /* Each success sets it back: results that are NULL without failing
     * too (nothing to undo, the game not over). */
    CHECK(ludeme_game_play(g, "b2-b5", NULL) == -1 && ludeme_last_error() == LUDEME_ERROR_ILLEGAL_MOVE);
    CHECK(ludeme_game_undo(g) == NULL && ludeme_last_error() == LUDEME_OK);
    CHECK(ludeme_game_play(g, "zz", NULL) == -1 && ludeme_last_error() == LUDEME_ERROR_MOVE_TEXT);
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
