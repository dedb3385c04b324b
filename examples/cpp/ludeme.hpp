// ludeme.hpp: a header-only C++17 wrapper of the C API (ludeme.h).
//
// A Game owns its LudemeGame * (moved, copied with ludeme_game_clone, freed
// by the destructor); every char * the library returns is taken into a
// String (std::unique_ptr freeing with ludeme_string_free) and copied into a
// std::string; a refusal throws ludeme::Error with the library's code (a
// LudemeError: LUDEME_ERROR_ILLEGAL_MOVE, LUDEME_ERROR_GAME_OVER, ...) and
// message.
#ifndef LUDEME_HPP
#define LUDEME_HPP

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "ludeme.h"

namespace ludeme {

// The library's refusal: its code (a LudemeError, never LUDEME_OK) and its
// one-line message (`illegal move b2-b5: ...`).
class Error : public std::runtime_error {
  public:
    Error(int code, const std::string &message) : std::runtime_error(message), code_(code) {}
    // LUDEME_ERROR_MOVE_TEXT, LUDEME_ERROR_ILLEGAL_MOVE, LUDEME_ERROR_GAME_OVER, ...
    int code() const noexcept { return code_; }

  private:
    int code_;
};

struct StringFree {
    void operator()(char *text) const noexcept { ludeme_string_free(text); }
};
// A string the library returned, freed when it goes out of scope.
using String = std::unique_ptr<char, StringFree>;

namespace detail {
// The text of a returned string (nullopt for NULL), freed.
inline std::optional<std::string> take(char *raw) {
    String owned(raw);
    if (!owned) return std::nullopt;
    return std::string(owned.get());
}
// Throws the library's last error when `failed`: its code, and the message
// in `error` (freed either way) or else the last error's.
inline void check(bool failed, char *error) {
    String owned(error);
    if (!failed) return;
    int code = ludeme_last_error();
    if (!owned) owned.reset(ludeme_last_error_message());
    throw Error(code, owned ? owned.get() : "ludeme: failed without a reason");
}
// A C string for an argument: an embedded NUL would cut it short silently.
inline const char *c_str(const std::string &text) {
    if (text.find('\0') != std::string::npos) {
        throw Error(LUDEME_ERROR_BAD_ARGUMENT, "ludeme: argument contains a NUL byte");
    }
    return text.c_str();
}
inline const char *c_str(const std::optional<std::string> &text) {
    return text ? c_str(*text) : nullptr;
}
}  // namespace detail

inline std::string version() { return ludeme_version(); }

class Game {
  public:
    static constexpr int chance = -1;  // to_act() at a chance node (a die)
    static constexpr int over = -2;    // to_act() once the game is over

    // The start (or `position`) of `game` under `variant` (nullopt: default).
    explicit Game(const std::string &game, const std::optional<std::string> &variant = std::nullopt,
                  const std::optional<std::string> &position = std::nullopt) {
        char *error = nullptr;
        raw_ = ludeme_game_new(detail::c_str(game), detail::c_str(variant), detail::c_str(position),
                               &error);
        detail::check(raw_ == nullptr, error);
    }
    // The game a record holds, replayed.
    static Game from_record(const std::string &record) {
        char *error = nullptr;
        LudemeGame *raw = ludeme_game_from_record(detail::c_str(record), &error);
        detail::check(raw == nullptr, error);
        return Game(raw);
    }

    Game(const Game &other) : raw_(ludeme_game_clone(other.raw_)) {}
    Game(Game &&other) noexcept : raw_(std::exchange(other.raw_, nullptr)) {}
    Game &operator=(Game other) noexcept {  // copy or move, then swap
        std::swap(raw_, other.raw_);
        return *this;
    }
    ~Game() { ludeme_game_free(raw_); }

    std::string position() const { return text(ludeme_game_position(get())); }
    std::string record() const { return text(ludeme_game_record(get())); }
    std::string svg() const { return text(ludeme_game_svg(get())); }

    // The legal moves (at a chance node, its outcomes), sorted; none once over.
    std::vector<std::string> moves() const {
        std::vector<std::string> lines;
        std::string all = text(ludeme_game_moves(get()));
        for (std::size_t start = 0; start < all.size();) {
            std::size_t end = all.find('\n', start);
            if (end == std::string::npos) end = all.size();
            if (end > start) lines.push_back(all.substr(start, end - start));
            start = end + 1;
        }
        return lines;
    }

    std::vector<int64_t> legal_actions() const {
        std::vector<int64_t> actions(ludeme_game_legal_actions(get(), nullptr, 0));
        actions.resize(ludeme_game_legal_actions(get(), actions.data(), actions.size()));
        return actions;
    }

    // Plays a move; throws Error (the game unchanged) when it is refused,
    // its code the one returned.
    void play(const std::string &move) {
        char *error = nullptr;
        int status = ludeme_game_play(get(), detail::c_str(move), &error);
        detail::check(status != LUDEME_OK, error);
    }
    void play_action(int64_t action) {
        char *error = nullptr;
        int status = ludeme_game_play_action(get(), action, &error);
        detail::check(status != LUDEME_OK, error);
    }
    // The move taken back ("" for a pending first decision); nullopt at the start.
    std::optional<std::string> undo() { return detail::take(ludeme_game_undo(get())); }

    uint64_t perft(uint32_t depth) const { return ludeme_game_perft(get(), depth); }
    // The seat to act (0, 1, ...), or chance, or over.
    int to_act() const { return ludeme_game_to_act(get()); }
    // nullopt while the game goes on, else `white wins (...)`.
    std::optional<std::string> outcome() const { return detail::take(ludeme_game_outcome(get())); }

    // The move a built-in player (`mcts:200`, `ab:2000`, `greedy`, ...)
    // chooses now; nullopt once the game is over (the library leaves `error`
    // alone then); Error for a bad player.
    std::optional<std::string> best_move(const std::string &player, uint64_t seed = 0) const {
        char *error = nullptr;
        std::optional<std::string> move =
            detail::take(ludeme_game_best_move(get(), detail::c_str(player), seed, &error));
        detail::check(!move && error != nullptr, error);
        return move;
    }

    // The C handle, still owned by this Game.
    const LudemeGame *raw() const noexcept { return raw_; }

  private:
    explicit Game(LudemeGame *raw) noexcept : raw_(raw) {}
    LudemeGame *get() const {
        if (raw_ == nullptr) throw Error(LUDEME_ERROR_BAD_ARGUMENT, "ludeme: the game was moved from");
        return raw_;
    }
    static std::string text(char *raw) {
        std::optional<std::string> owned = detail::take(raw);
        detail::check(!owned, nullptr);
        return *owned;
    }

    LudemeGame *raw_ = nullptr;
};

}  // namespace ludeme

#endif  // LUDEME_HPP
