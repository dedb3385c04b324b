// The C API from C# through Ludeme.cs: perft against the specs' numbers, a
// legal move and an illegal one, actions, and a short game of Surakarta
// between two built-in players, its record read back. Exits 1 on a mismatch.
//
//   bash examples/csharp/run.sh
using System;
using Ludeme;

static class Program
{
    static int failures = 0;

    static void Expect(bool ok, string what)
    {
        if (ok) return;
        Console.Error.WriteLine("mismatch: " + what);
        failures++;
    }

    // ../shared/spec/{surakarta,barca}.md, "Reference numbers".
    static void CheckPerft(string game, string variant, params ulong[] nodes)
    {
        using (var g = new LudemeGame(game, variant))
        {
            for (uint depth = 1; depth <= nodes.Length; depth++)
            {
                ulong count = g.Perft(depth);
                Console.WriteLine("perft {0} {1} {2}: {3}", game, variant ?? "(default)", depth, count);
                Expect(count == nodes[depth - 1], "perft of " + game + " at depth " + depth);
            }
        }
    }

    static void LegalAndIllegal()
    {
        using (var g = new LudemeGame("surakarta"))
        {
            string start = g.Position;
            Expect(g.Moves().Length == 16 && g.LegalActions().Length == 16, "16 moves at the start");
            try
            {
                g.Play("b2-b5");
                Expect(false, "b2-b5 was accepted");
            }
            catch (LudemeException e)
            {
                Console.WriteLine("refused: " + e.Message);
                Expect(e.Message.StartsWith("illegal move b2-b5: ", StringComparison.Ordinal), "the refusal's message");
            }
            Expect(g.Position == start, "a refused move leaves the position unchanged");
            g.Play("b2-c3");
            Console.WriteLine("after b2-c3: " + g.Position);
            Expect(g.Position == "bbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b" && g.ToAct == 1, "the position after b2-c3");
            using (var copy = g.Clone())
            {
                Expect(copy.Undo() == "b2-c3" && copy.Undo() == null, "undo on a copy");
                Expect(g.Position != copy.Position, "a copy goes its own way");
            }
        }
        using (var g = new LudemeGame("barricade"))
        {
            Expect(g.ToAct == LudemeGame.Chance && g.Moves().Length == 6, "Barricade starts with the die");
        }
    }

    static void ShortGame()
    {
        string[] players = { "ab:2000", "greedy" };
        using (var g = new LudemeGame("surakarta"))
        {
            int plies = 0;
            for (; g.ToAct != LudemeGame.Over && plies < 300; plies++)
            {
                string move = g.BestMove(players[g.ToAct], (ulong)plies);
                g.Play(move);
                Console.Write(plies % 2 == 0 ? (plies == 0 ? "" : "\n") + (plies / 2 + 1) + ". " + move : " " + move);
            }
            Console.WriteLine();
            string outcome = g.Outcome;
            Console.WriteLine("{0} (white: {1}, black: {2}) after {3} plies", outcome ?? "unfinished", players[0], players[1], plies);
            Expect(outcome != null && g.BestMove(players[0]) == null, "the game ends, and no move after");
            string record = g.Record;
            Console.Write(record);
            using (var back = LudemeGame.FromRecord(record))
            {
                Expect(back.Position == g.Position && back.Outcome == outcome, "the record replays to the same end");
            }
        }
        try
        {
            using (var g = new LudemeGame("chess")) { }
            Expect(false, "chess was accepted");
        }
        catch (LudemeException e)
        {
            Console.WriteLine("refused: " + e.Message);
        }
    }

    static int Main()
    {
        Console.WriteLine("ludeme " + LudemeGame.Version);
        try
        {
            CheckPerft("surakarta", null, 16, 256, 5382, 111122);
            CheckPerft("surakarta", "orthogonal", 6, 36, 402, 4460);
            CheckPerft("barca", null, 38, 1404, 66286, 3046014);
            LegalAndIllegal();
            ShortGame();
        }
        catch (LudemeException e)
        {
            Console.Error.WriteLine("unexpected error: " + e.Message);
            return 1;
        }
        if (failures > 0)
        {
            Console.Error.WriteLine(failures + " mismatches");
            return 1;
        }
        Console.WriteLine("C# example: every check passed");
        return 0;
    }
}
