// Ludeme.cs: the C API (ludeme.h) from C# by P/Invoke.
//
// A LudemeGame owns a GameHandle (a SafeHandle freed by ludeme_game_free).
// Strings are UTF-8 both ways whatever the runtime's default marshalling:
// arguments go as NUL-terminated UTF-8 byte arrays, results come back as
// IntPtr, decoded here and freed with ludeme_string_free. A refusal throws
// LudemeException with the library's message.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Ludeme
{
    public sealed class LudemeException : Exception
    {
        public LudemeException(string message) : base(message) { }
    }

    sealed class GameHandle : SafeHandle
    {
        GameHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle()
        {
            Native.ludeme_game_free(handle);
            return true;
        }
    }

    static class Native
    {
        const string Lib = "ludeme";
        [DllImport(Lib)] public static extern GameHandle ludeme_game_new(byte[] game, byte[] variant, byte[] position, ref IntPtr error);
        [DllImport(Lib)] public static extern GameHandle ludeme_game_from_record(byte[] record, ref IntPtr error);
        [DllImport(Lib)] public static extern GameHandle ludeme_game_clone(GameHandle game);
        [DllImport(Lib)] public static extern void ludeme_game_free(IntPtr game);
        [DllImport(Lib)] public static extern IntPtr ludeme_game_position(GameHandle game);
        [DllImport(Lib)] public static extern IntPtr ludeme_game_moves(GameHandle game);
        [DllImport(Lib)] public static extern int ludeme_game_play(GameHandle game, byte[] move, ref IntPtr error);
        [DllImport(Lib)] public static extern int ludeme_game_play_action(GameHandle game, long action, ref IntPtr error);
        [DllImport(Lib)] public static extern IntPtr ludeme_game_undo(GameHandle game);
        [DllImport(Lib)] public static extern ulong ludeme_game_perft(GameHandle game, uint depth);
        [DllImport(Lib)] public static extern int ludeme_game_to_act(GameHandle game);
        [DllImport(Lib)] public static extern IntPtr ludeme_game_outcome(GameHandle game);
        [DllImport(Lib)] public static extern IntPtr ludeme_game_best_move(GameHandle game, byte[] player, ulong seed, ref IntPtr error);
        [DllImport(Lib)] public static extern IntPtr ludeme_game_record(GameHandle game);
        [DllImport(Lib)] public static extern IntPtr ludeme_game_svg(GameHandle game);
        [DllImport(Lib)] public static extern UIntPtr ludeme_game_legal_actions(GameHandle game, long[] output, UIntPtr capacity);
        [DllImport(Lib)] public static extern void ludeme_string_free(IntPtr text);
        [DllImport(Lib)] public static extern IntPtr ludeme_version();

        // A NUL-terminated UTF-8 copy of `text` (null for null).
        public static byte[] Utf8(string text)
        {
            if (text == null) return null;
            if (text.IndexOf('\0') >= 0) throw new ArgumentException("a string for ludeme contains a NUL");
            return Encoding.UTF8.GetBytes(text + "\0");
        }

        // The UTF-8 text at `text` (null for NULL), not freed.
        public static string Decode(IntPtr text)
        {
            if (text == IntPtr.Zero) return null;
            int length = 0;
            while (Marshal.ReadByte(text, length) != 0) length++;
            byte[] bytes = new byte[length];
            Marshal.Copy(text, bytes, 0, length);
            return Encoding.UTF8.GetString(bytes);
        }

        // The text of a string the library returned (null for NULL), freed.
        public static string Take(IntPtr text)
        {
            try { return Decode(text); }
            finally { ludeme_string_free(text); }
        }

        // Throws the message in `error` (freed either way) when `failed`.
        public static void Check(bool failed, IntPtr error)
        {
            string message = Take(error);
            if (failed) throw new LudemeException(message ?? "ludeme: failed without a reason");
        }
    }

    public sealed class LudemeGame : IDisposable
    {
        public const int Chance = -1; // ToAct at a chance node (a die)
        public const int Over = -2;   // ToAct once the game is over

        readonly GameHandle handle;

        LudemeGame(GameHandle handle) { this.handle = handle; }

        // The start (or `position`) of `game` under `variant` (null: the default).
        public LudemeGame(string game, string variant = null, string position = null)
        {
            IntPtr error = IntPtr.Zero;
            handle = Native.ludeme_game_new(Native.Utf8(game), Native.Utf8(variant), Native.Utf8(position), ref error);
            Native.Check(handle.IsInvalid, error);
        }

        // The game a record holds, replayed.
        public static LudemeGame FromRecord(string record)
        {
            IntPtr error = IntPtr.Zero;
            GameHandle handle = Native.ludeme_game_from_record(Native.Utf8(record), ref error);
            Native.Check(handle.IsInvalid, error);
            return new LudemeGame(handle);
        }

        public static string Version { get { return Native.Decode(Native.ludeme_version()); } }

        public LudemeGame Clone() { return new LudemeGame(Native.ludeme_game_clone(handle)); }
        public void Dispose() { handle.Dispose(); }

        public string Position { get { return Native.Take(Native.ludeme_game_position(handle)); } }
        public string Record { get { return Native.Take(Native.ludeme_game_record(handle)); } }
        public string Svg { get { return Native.Take(Native.ludeme_game_svg(handle)); } }
        // The seat to act (0, 1, ...), or Chance, or Over.
        public int ToAct { get { return Native.ludeme_game_to_act(handle); } }
        // null while the game goes on, else `white wins (...)`.
        public string Outcome { get { return Native.Take(Native.ludeme_game_outcome(handle)); } }

        // The legal moves (at a chance node, its outcomes), sorted; none once over.
        public string[] Moves()
        {
            return Native.Take(Native.ludeme_game_moves(handle)).Split(new[] { '\n' }, StringSplitOptions.RemoveEmptyEntries);
        }

        public long[] LegalActions()
        {
            ulong count = (ulong)Native.ludeme_game_legal_actions(handle, null, UIntPtr.Zero);
            long[] actions = new long[count];
            Native.ludeme_game_legal_actions(handle, actions, (UIntPtr)count);
            return actions;
        }

        // Plays a move; throws LudemeException (the game unchanged) when it is refused.
        public void Play(string move)
        {
            IntPtr error = IntPtr.Zero;
            int status = Native.ludeme_game_play(handle, Native.Utf8(move), ref error);
            Native.Check(status != 0, error);
        }

        public void PlayAction(long action)
        {
            IntPtr error = IntPtr.Zero;
            int status = Native.ludeme_game_play_action(handle, action, ref error);
            Native.Check(status != 0, error);
        }

        // The move taken back ("" for a pending first decision); null at the start.
        public string Undo() { return Native.Take(Native.ludeme_game_undo(handle)); }

        public ulong Perft(uint depth) { return Native.ludeme_game_perft(handle, depth); }

        // The move a built-in player (`mcts:200`, `ab:2000`, `greedy`, ...) chooses
        // now; null once the game is over; LudemeException for a bad player.
        public string BestMove(string player, ulong seed = 0)
        {
            IntPtr error = IntPtr.Zero;
            string move = Native.Take(Native.ludeme_game_best_move(handle, Native.Utf8(player), seed, ref error));
            Native.Check(move == null && error != IntPtr.Zero, error);
            return move;
        }
    }
}
