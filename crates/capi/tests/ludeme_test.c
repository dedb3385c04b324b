/* The C API against the specs' numbers and its own contract: perft, play,
 * undo and refusal with the state unchanged, every variant, records in and
 * out, actions, best moves, NULL and bad UTF-8 arguments, a 1 MB string, a
 * thousand games created and freed; every error code and the last error
 * (error_codes.c); the search (analyse.c); endgame tables (tables.c, on
 * the tables run.sh generates); and, given the path of an analyse.tsv file
 * as the argument, the search on each of its lines. Run under valgrind by
 * run.sh. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

int failures = 0;

int starts_with(const char *text, const char *prefix) {
    return text != NULL && strncmp(text, prefix, strlen(prefix)) == 0;
}

LudemeGame *game(const char *name, const char *variant, const char *position) {
    char *error = NULL;
    LudemeGame *g = ludeme_game_new(name, variant, position, &error);
    if (g == NULL) {
        fprintf(stderr, "cannot start %s: %s\n", name, error ? error : "?");
        ludeme_string_free(error);
        failures++;
    }
    return g;
}

/* The specs' perft numbers (spec/surakarta, spec/barca, spec/barricade). */
static void perft_of_every_game(void) {
    LudemeGame *s = game("surakarta", NULL, NULL);
    CHECK(ludeme_game_perft(s, 1) == 16);
    CHECK(ludeme_game_perft(s, 2) == 256);
    CHECK(ludeme_game_perft(s, 3) == 5382);
    CHECK(ludeme_game_perft(s, 4) == 111122);
    CHECK(ludeme_game_perft(s, 21) == 0); /* beyond the limit */
    ludeme_game_free(s);
    LudemeGame *o = game("surakarta", "orthogonal", NULL);
    CHECK(ludeme_game_perft(o, 4) == 4460);
    ludeme_game_free(o);
    LudemeGame *b = game("barca", NULL, NULL);
    CHECK(ludeme_game_perft(b, 1) == 38);
    CHECK(ludeme_game_perft(b, 3) == 66286);
    ludeme_game_free(b);
    LudemeGame *m = game("barricade", NULL, NULL);
    CHECK(ludeme_game_to_act(m) == -1); /* the die first */
    CHECK(ludeme_game_perft(m, 2) == 176);
    ludeme_game_free(m);
    LudemeGame *r = game("barricade", NULL, "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 5");
    CHECK(ludeme_game_perft(r, 1) == 167); /* 1 + 2 x 83 */
    ludeme_game_free(r);
    CHECK(ludeme_game_perft(NULL, 2) == 0);
}

static void play_undo_and_refusal(void) {
    LudemeGame *g = game("surakarta", NULL, NULL);
    char *before = ludeme_game_position(g);
    char *error = NULL;
    CHECK(ludeme_game_play(g, "b2-b5", &error) == LUDEME_ERROR_ILLEGAL_MOVE);
    CHECK(starts_with(error, "illegal move b2-b5: "));
    ludeme_string_free(error);
    error = NULL;
    CHECK(ludeme_game_play(g, "zz", &error) == LUDEME_ERROR_MOVE_TEXT);
    CHECK(starts_with(error, "not a move: "));
    ludeme_string_free(error);
    CHECK(ludeme_game_play(g, "zz", NULL) == LUDEME_ERROR_MOVE_TEXT); /* no error wanted */
    char *unchanged = ludeme_game_position(g);
    CHECK(strcmp(before, unchanged) == 0);
    ludeme_string_free(unchanged);
    CHECK(ludeme_game_to_act(g) == 0);
    CHECK(ludeme_game_play(g, "b2-c3", NULL) == 0);
    char *after = ludeme_game_position(g);
    CHECK(strcmp(after, "bbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b") == 0);
    ludeme_string_free(after);
    CHECK(ludeme_game_to_act(g) == 1);
    char *moves = ludeme_game_moves(g);
    CHECK(moves != NULL && strchr(moves, '\n') != NULL);
    ludeme_string_free(moves);
    char *undone = ludeme_game_undo(g);
    CHECK(undone != NULL && strcmp(undone, "b2-c3") == 0);
    ludeme_string_free(undone);
    CHECK(ludeme_game_undo(g) == NULL); /* at the start */
    char *again = ludeme_game_position(g);
    CHECK(strcmp(before, again) == 0);
    ludeme_string_free(again);
    ludeme_string_free(before);
    CHECK(ludeme_game_outcome(g) == NULL);
    ludeme_game_free(g);

    /* A won game says so, and refuses every move: the game is over. */
    LudemeGame *w = game("surakarta", NULL, "6/2b3/6/6/1w4/6 w");
    CHECK(ludeme_game_play(w, "b2xc5", NULL) == 0);
    char *outcome = ludeme_game_outcome(w);
    CHECK(outcome != NULL && strcmp(outcome, "white wins (no pieces left)") == 0);
    ludeme_string_free(outcome);
    CHECK(ludeme_game_to_act(w) == -2);
    error = NULL;
    CHECK(ludeme_game_play(w, "c5-c4", &error) == LUDEME_ERROR_GAME_OVER);
    CHECK(error != NULL && strcmp(error, "illegal move c5-c4: the game is over") == 0);
    ludeme_string_free(error);
    ludeme_game_free(w);
}

static void every_variant_starts_and_plays(void) {
    char *lines = ludeme_variants();
    CHECK(lines != NULL);
    int count = 0;
    for (char *line = strtok(lines, "\n"); line != NULL; line = strtok(NULL, "\n")) {
        char *space = strchr(line, ' ');
        CHECK(space != NULL);
        if (space == NULL) continue;
        *space = '\0';
        LudemeGame *g = game(line, space + 1, NULL);
        if (g == NULL) continue;
        count++;
        /* A few plies of the built-in random player (and the die). */
        for (int ply = 0; ply < 20 && ludeme_game_to_act(g) != -2; ply++) {
            char *error = NULL;
            char *mv = ludeme_game_best_move(g, "random", (uint64_t)ply, &error);
            CHECK(mv != NULL && error == NULL);
            if (mv == NULL) break;
            CHECK(ludeme_game_play(g, mv, NULL) == 0);
            ludeme_string_free(mv);
        }
        char *svg = ludeme_game_svg(g);
        CHECK(starts_with(svg, "<svg"));
        ludeme_string_free(svg);
        ludeme_game_free(g);
    }
    CHECK(count >= 14); /* five games, their variants and options */
    ludeme_string_free(lines);
}

static void records_in_and_out(void) {
    LudemeGame *g = game("barca", NULL, NULL);
    CHECK(ludeme_game_play(g, "d2-c3", NULL) == 0);
    CHECK(ludeme_game_play(g, "d9-c8", NULL) == 0);
    char *record = ludeme_game_record(g);
    CHECK(strstr(record, "[Game \"barca\"]") != NULL);
    CHECK(strstr(record, "d2-c3 d9-c8 *") != NULL);
    char *error = NULL;
    LudemeGame *back = ludeme_game_from_record(record, &error);
    CHECK(back != NULL && error == NULL);
    char *p1 = ludeme_game_position(g), *p2 = ludeme_game_position(back);
    CHECK(strcmp(p1, p2) == 0);
    char *record2 = ludeme_game_record(back);
    CHECK(strcmp(record, record2) == 0);
    ludeme_string_free(p1);
    ludeme_string_free(p2);
    ludeme_string_free(record);
    ludeme_string_free(record2);
    ludeme_game_free(back);
    ludeme_game_free(g);

    /* The contract's form, comments kept when the game goes on. */
    LudemeGame *c = ludeme_game_from_record(
        "[Game \"surakarta\"]\n[Event \"club\"]\n\n1. b2-b3 {opening} e5-e4 *\n", NULL);
    CHECK(c != NULL);
    CHECK(ludeme_game_play(c, "a2-a3", NULL) == 0);
    char *kept = ludeme_game_record(c);
    CHECK(strstr(kept, "[Event \"club\"]") != NULL && strstr(kept, "{opening}") != NULL);
    ludeme_string_free(kept);
    ludeme_game_free(c);

    error = NULL;
    CHECK(ludeme_game_from_record("[Game \"barca\"]\n\nd2-d9 *\n", &error) == NULL);
    CHECK(starts_with(error, "record 1, line 3, column 1: illegal move d2-d9: "));
    ludeme_string_free(error);
}

static void actions(void) {
    /* Red's piece on e2 with a 1 lands on e3's barricade: two decisions. */
    LudemeGame *g = game("barricade", NULL, "e2 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 1");
    size_t count = ludeme_game_legal_actions(g, NULL, 0);
    CHECK(count >= 2);
    int64_t *legal = malloc(count * sizeof *legal);
    CHECK(ludeme_game_legal_actions(g, legal, count) == count);
    for (size_t i = 1; i < count; i++) CHECK(legal[i - 1] < legal[i]);
    int64_t two[2] = {-1, -1};
    CHECK(ludeme_game_legal_actions(g, two, 2) == count); /* writes only 2 */
    CHECK(two[0] == legal[0] && two[1] == legal[1]);
    /* The capture's first decision leaves the seat to decide again. */
    char *before = ludeme_game_position(g);
    int played_two = 0;
    for (size_t i = 0; i < count && !played_two; i++) {
        CHECK(ludeme_game_play_action(g, legal[i], NULL) == 0);
        char *now = ludeme_game_position(g);
        if (strcmp(now, before) == 0) {
            /* Pending: now the places of the barricade. */
            size_t places = ludeme_game_legal_actions(g, NULL, 0);
            CHECK(places > 80);
            int64_t place;
            ludeme_game_legal_actions(g, &place, 1);
            CHECK(ludeme_game_play_action(g, place, NULL) == 0);
            played_two = 1;
        } else {
            char *undone = ludeme_game_undo(g);
            ludeme_string_free(undone);
        }
        ludeme_string_free(now);
    }
    CHECK(played_two);
    char *error = NULL;
    CHECK(ludeme_game_play_action(g, -7, &error) == LUDEME_ERROR_ILLEGAL_ACTION);
    CHECK(starts_with(error, "illegal action -7: "));
    ludeme_string_free(error);
    ludeme_string_free(before);
    free(legal);
    ludeme_game_free(g);
    CHECK(ludeme_game_legal_actions(NULL, NULL, 0) == 0);
}

static void best_moves(void) {
    LudemeGame *g = game("surakarta", NULL, NULL);
    char *a = ludeme_game_best_move(g, "ab:2000", 1, NULL);
    char *b = ludeme_game_best_move(g, "ab:2000", 1, NULL);
    CHECK(a != NULL && b != NULL && strcmp(a, b) == 0); /* a node budget: the same */
    CHECK(ludeme_game_play(g, a, NULL) == 0);
    ludeme_string_free(a);
    ludeme_string_free(b);
    char *m = ludeme_game_best_move(g, NULL, 3, NULL); /* NULL: mcts */
    CHECK(m != NULL);
    ludeme_string_free(m);
    char *error = NULL;
    CHECK(ludeme_game_best_move(g, "ab:fast", 1, &error) == NULL);
    CHECK(starts_with(error, "unknown player \"ab:fast\""));
    ludeme_string_free(error);
    ludeme_game_free(g);
}

static void null_and_bad_arguments(void) {
    char *error = NULL;
    CHECK(ludeme_game_new(NULL, NULL, NULL, &error) == NULL);
    CHECK(error != NULL && strcmp(error, "the game is NULL") == 0);
    ludeme_string_free(error);
    error = NULL;
    CHECK(ludeme_game_new("chess", NULL, NULL, &error) == NULL);
    CHECK(starts_with(error, "unknown game \"chess\""));
    ludeme_string_free(error);
    error = NULL;
    const char bad[] = {'b', 'a', (char)0xff, 'r', 0};
    CHECK(ludeme_game_new(bad, NULL, NULL, &error) == NULL);
    CHECK(starts_with(error, "the game is not UTF-8"));
    ludeme_string_free(error);
    CHECK(ludeme_game_new("barca", NULL, "xx", NULL) == NULL); /* no error wanted */
    error = NULL;
    CHECK(ludeme_game_from_record(NULL, &error) == NULL);
    CHECK(error != NULL);
    ludeme_string_free(error);
    LudemeGame *g = game("barca", NULL, NULL);
    error = NULL;
    CHECK(ludeme_game_play(g, NULL, &error) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(error != NULL && strcmp(error, "the move is NULL") == 0);
    ludeme_string_free(error);
    error = NULL;
    CHECK(ludeme_game_play(g, bad, &error) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(starts_with(error, "the move is not UTF-8"));
    ludeme_string_free(error);
    error = NULL;
    CHECK(ludeme_game_play(NULL, "d2-c3", &error) == LUDEME_ERROR_BAD_ARGUMENT);
    ludeme_string_free(error);
    CHECK(ludeme_game_position(NULL) == NULL);
    CHECK(ludeme_game_moves(NULL) == NULL);
    CHECK(ludeme_game_undo(NULL) == NULL);
    CHECK(ludeme_game_outcome(NULL) == NULL);
    CHECK(ludeme_game_record(NULL) == NULL);
    CHECK(ludeme_game_svg(NULL) == NULL);
    CHECK(ludeme_game_clone(NULL) == NULL);
    CHECK(ludeme_game_to_act(NULL) == LUDEME_ERROR_BAD_ARGUMENT);
    CHECK(ludeme_game_best_move(NULL, "random", 0, NULL) == NULL);
    ludeme_game_free(NULL);
    ludeme_string_free(NULL);
    ludeme_game_free(g);

    /* A 1 MB string as a move, a position and a record: refused in one
     * line, quoted short. */
    size_t size = 1 << 20;
    char *huge = malloc(size + 1);
    memset(huge, 'x', size);
    huge[size] = '\0';
    LudemeGame *h = game("surakarta", NULL, NULL);
    error = NULL;
    CHECK(ludeme_game_play(h, huge, &error) == LUDEME_ERROR_MOVE_TEXT);
    CHECK(error != NULL && strlen(error) < 300 && strchr(error, '\n') == NULL);
    ludeme_string_free(error);
    error = NULL;
    CHECK(ludeme_game_new("surakarta", NULL, huge, &error) == NULL);
    CHECK(error != NULL && strlen(error) < 300);
    ludeme_string_free(error);
    error = NULL;
    CHECK(ludeme_game_from_record(huge, &error) == NULL);
    CHECK(error != NULL && strlen(error) < 300);
    ludeme_string_free(error);
    ludeme_game_free(h);
    free(huge);
}

static void a_thousand_games(void) {
    LudemeGame *games[1000];
    for (int i = 0; i < 1000; i++) {
        games[i] = ludeme_game_new(i % 2 ? "barca" : "surakarta", NULL, NULL, NULL);
        CHECK(games[i] != NULL);
    }
    for (int i = 0; i < 1000; i++) {
        LudemeGame *copy = ludeme_game_clone(games[i]);
        CHECK(copy != NULL);
        ludeme_game_free(copy);
        ludeme_game_free(games[i]);
    }
}

int main(int argc, char **argv) {
    CHECK(ludeme_version() != NULL && strlen(ludeme_version()) > 0);
    perft_of_every_game();
    play_undo_and_refusal();
    every_variant_starts_and_plays();
    records_in_and_out();
    actions();
    best_moves();
    null_and_bad_arguments();
    a_thousand_games();
    error_codes();
    last_error();
    analyse_positions();
    endgame_tables();
    if (argc > 1) analyse_identity(argv[1], NULL);
    if (argc > 2) {
        /* analyse-tables.tsv: the games consult the tables of up to 5
         * pieces. */
        LudemeTables *five = open_tables_of("tables-5");
        if (five != NULL) analyse_identity(argv[2], five);
        ludeme_tables_free(five);
    }
    if (failures) {
        fprintf(stderr, "%d checks failed\n", failures);
        return 1;
    }
    printf("ludeme C API: every check passed\n");
    return 0;
}
