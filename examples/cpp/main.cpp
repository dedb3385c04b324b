// The C API from C++ through ludeme.hpp: perft against the specs' numbers,
// refusals with their codes, copies, and a whole game of Barca between two built-in
// players, with its record read back. Exits 1 on any mismatch.
//
//   bash examples/cpp/run.sh   (QUICK=1: perft to depth 3, lighter players: for valgrind)
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ludeme.hpp"

static int failures = 0;

static void expect(bool ok, const std::string &what) {
    if (!ok) {
        std::fprintf(stderr, "mismatch: %s\n", what.c_str());
        failures++;
    }
}

struct Perft {
    const char *game;
    const char *variant;  // nullptr: the default
    std::vector<uint64_t> nodes;  // depth 1, 2, ...
};

// ../shared/spec/{surakarta,barca}.md, "Reference numbers".
static const Perft spec_perft[] = {
    {"surakarta", nullptr, {16, 256, 5382, 111122}},
    {"surakarta", "orthogonal", {6, 36, 402, 4460}},
    {"barca", nullptr, {38, 1404, 66286, 3046014}},
};

static void check_perft(std::size_t max_depth) {
    for (const Perft &p : spec_perft) {
        ludeme::Game game = p.variant ? ludeme::Game(p.game, p.variant) : ludeme::Game(p.game);
        for (std::size_t depth = 1; depth <= p.nodes.size() && depth <= max_depth; depth++) {
            uint64_t nodes = game.perft(static_cast<uint32_t>(depth));
            std::printf("perft %s %s %zu: %llu\n", p.game, p.variant ? p.variant : "(default)", depth,
                        static_cast<unsigned long long>(nodes));
            expect(nodes == p.nodes[depth - 1], std::string("perft of ") + p.game + " at depth " +
                                                    std::to_string(depth));
        }
    }
}

static void check_refusal_and_copies() {
    ludeme::Game game("surakarta");
    const std::string start = game.position();
    expect(game.moves().size() == 16 && game.legal_actions().size() == 16, "16 moves at the start");
    try {
        game.play("b2-b5");
        expect(false, "b2-b5 was accepted");
    } catch (const ludeme::Error &error) {
        std::printf("refused: %s\n", error.what());
        expect(std::string(error.what()).rfind("illegal move b2-b5: ", 0) == 0, "the refusal's message");
        expect(error.code() == LUDEME_ERROR_ILLEGAL_MOVE, "an illegal move's code");
    }
    try {
        game.play("zz");
        expect(false, "zz was accepted");
    } catch (const ludeme::Error &error) {
        expect(error.code() == LUDEME_ERROR_MOVE_TEXT, "text that is no move: its own code");
    }
    expect(game.position() == start, "a refused move leaves the position unchanged");

    ludeme::Game copy = game;  // ludeme_game_clone: goes its own way
    copy.play("b2-c3");
    expect(copy.position() == "bbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b", "the position after b2-c3");
    expect(game.position() == start, "a copy's move leaves the original alone");
    expect(copy.undo() == std::optional<std::string>("b2-c3") && !copy.undo(), "undo");
    ludeme::Game moved = std::move(copy);
    expect(moved.position() == start, "a moved game");
    try {
        (void)copy.position();  // NOLINT: use after move, on purpose
        expect(false, "a moved-from game answered");
    } catch (const ludeme::Error &) {
    }
    try {
        (void)game.best_move("ab:fast");
        expect(false, "an unknown player was accepted");
    } catch (const ludeme::Error &error) {
        std::printf("refused: %s\n", error.what());
        expect(error.code() == LUDEME_ERROR_PLAYER, "an unknown player's code");
    }
}

// Barca: alpha-beta on a node budget (deterministic) against MCTS (seeded).
static void play_a_game(bool quick) {
    const char *players[] = {quick ? "ab:500" : "ab:3000", quick ? "mcts:50" : "mcts:300"};
    ludeme::Game game("barca");
    std::vector<std::string> played;
    const std::size_t max_plies = 400;
    while (game.to_act() != ludeme::Game::over && played.size() < max_plies) {
        int seat = game.to_act();
        std::optional<std::string> move = game.best_move(players[seat], played.size());
        expect(move.has_value(), "a move while the game goes on");
        if (!move) break;
        game.play(*move);
        if (played.size() % 2 == 0) std::printf("%s%zu.", played.empty() ? "" : "\n", played.size() / 2 + 1);
        std::printf(" %s", move->c_str());
        played.push_back(*move);
    }
    std::printf("\n");
    std::optional<std::string> outcome = game.outcome();
    std::printf("%s (white: %s, black: %s) after %zu plies\n",
                outcome ? outcome->c_str() : "unfinished", players[0], players[1], played.size());
    expect(outcome.has_value(), "the game ends within " + std::to_string(max_plies) + " plies");
    expect(game.moves().empty() && !game.best_move(players[0]), "no moves once over");
    if (outcome && !played.empty()) {
        try {
            game.play(played.back());
            expect(false, "a move was accepted once the game is over");
        } catch (const ludeme::Error &error) {
            expect(error.code() == LUDEME_ERROR_GAME_OVER, "a move once over: its own code");
        }
    }

    const std::string record = game.record();
    std::printf("%s", record.c_str());
    ludeme::Game replayed = ludeme::Game::from_record(record);
    expect(replayed.position() == game.position() && replayed.outcome() == outcome,
           "the record replays to the same end");
    expect(game.svg().rfind("<svg", 0) == 0, "an SVG picture");
}

int main() {
    const bool quick = std::getenv("QUICK") != nullptr;
    std::printf("ludeme %s\n", ludeme::version().c_str());
    try {
        check_perft(quick ? 3 : 4);
        check_refusal_and_copies();
        play_a_game(quick);
    } catch (const ludeme::Error &error) {
        std::fprintf(stderr, "unexpected error: %s\n", error.what());
        return 1;
    }
    if (failures) {
        std::fprintf(stderr, "%d mismatches\n", failures);
        return 1;
    }
    std::printf("C++ example: every check passed\n");
    return 0;
}
