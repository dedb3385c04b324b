/* What the C tests share: the CHECK macro and its count of failures, and
 * the parts of the test in other files (error_codes.c, analyse.c,
 * tables.c), run by main in ludeme_test.c. */

#ifndef LUDEME_TEST_CHECK_H
#define LUDEME_TEST_CHECK_H

#include <stdio.h>

#include "ludeme.h"

/* The checks failed so far. */
extern int failures;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                        \
        }                                                                      \
    } while (0)

/* Whether `text` starts with `prefix` (and is not NULL). */
int starts_with(const char *text, const char *prefix);

/* A new game, or NULL with the failure counted and said. */
LudemeGame *game(const char *name, const char *variant, const char *position);

/* error_codes.c: for every function that can refuse, each kind of refusal
 * its own code (returned or reported), the last error, a one-line message
 * and the game unchanged; the codes' values; the last error. */
void error_codes(void);
void last_error(void);

/* analyse.c: ludeme_game_analyse on a few positions; and on every line of
 * an analyse.tsv file (game, variant, position, budget, then the move,
 * score, nodes and depth expected), each difference said and counted, the
 * games consulting `tables` if not NULL (analyse-tables.tsv). */
void analyse_positions(void);
void analyse_identity(const char *path, const LudemeTables *tables);

/* tables.c: endgame tables opened, probed and consulted; the path of
 * `name` in the directory run.sh prepares (LUDEME_TEST_DIR: `tables`, the
 * tables of up to 4 pieces; `empty`; `damaged`, a table file that is not
 * one; `tables-5`, those of up to 5 pieces) written to `out`, or 0 with
 * the failure counted and said; the tables of `name` opened (NULL: the
 * failure counted and said). */
void endgame_tables(void);
int test_path(char *out, size_t size, const char *name);
LudemeTables *open_tables_of(const char *name);
LudemeTables *open_tables(void);

#endif
