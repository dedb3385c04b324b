/*
 * The cost of a call through the C API: random games played by action
 * number (ludeme_game_legal_actions + ludeme_game_play_action, a new game
 * when one ends), and perft of the start position, for every game. Its
 * twin in Rust, examples/plies.rs, does the same on the game driver
 * directly; crates/capi/bench/run.sh builds and runs both.
 *
 *   plies [SECONDS]     random plies for SECONDS (default 1) per game, then perft
 *   plies 0 PLIES [GAME]  exactly PLIES random plies per game (or of GAME),
 *                         no perft (for callgrind: instructions per ply)
 */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ludeme.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The same picks as the Rust twin: a 64-bit LCG, its high bits. */
static uint64_t next_random(uint64_t *state) {
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return *state >> 33;
}

static LudemeGame *new_game(const char *name) {
  char *error = NULL;
  LudemeGame *game = ludeme_game_new(name, NULL, NULL, &error);
  if (game == NULL) {
    fprintf(stderr, "plies: %s\n", error);
    exit(1);
  }
  return game;
}

static void random_plies(const char *name, double seconds, uint64_t max_plies) {
  int64_t actions[4096];
  uint64_t state = 1, plies = 0, games = 0;
  LudemeGame *game = new_game(name);
  double start = now(), elapsed = 0;
  while (max_plies ? plies < max_plies : elapsed < seconds) {
    for (int i = 0; i < 1000; i++) {
      size_t count = ludeme_game_legal_actions(game, actions, 4096);
      if (count == 0 || count > 4096) {
        ludeme_game_free(game);
        game = new_game(name);
        games++;
        continue;
      }
      if (ludeme_game_play_action(game, actions[next_random(&state) % count], NULL) != 0) {
        fprintf(stderr, "plies: %s refused one of its legal actions\n", name);
        exit(1);
      }
      plies++;
    }
    elapsed = now() - start;
  }
  ludeme_game_free(game);
  printf("%-10s C API    random plies by action: %10.0f plies/s (%llu games)\n", name,
         (double)plies / elapsed, (unsigned long long)games);
}

static void perft(const char *name, uint32_t depth) {
  LudemeGame *game = new_game(name);
  double start = now();
  uint64_t nodes = ludeme_game_perft(game, depth);
  double elapsed = now() - start;
  ludeme_game_free(game);
  printf("%-10s C API    perft %u: %llu nodes in %.3f s (%.1f M nodes/s)\n", name, depth,
         (unsigned long long)nodes, elapsed, (double)nodes / elapsed * 1e-6);
}

int main(int argc, char **argv) {
  double seconds = argc > 1 ? atof(argv[1]) : 1.0;
  uint64_t max_plies = argc > 2 ? strtoull(argv[2], NULL, 10) : 0;
  static const struct {
    const char *name;
    uint32_t depth;
  } games[] = {{"barca", 5}, {"barricade", 8}, {"surakarta", 6}};
  const char *only = argc > 3 ? argv[3] : NULL;
  for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
    if (only != NULL && strcmp(only, games[i].name) != 0) continue;
    random_plies(games[i].name, seconds, max_plies);
    if (max_plies == 0) perft(games[i].name, games[i].depth);
  }
  return 0;
}
