//! The kit through the two games written with it: their whole test suites
//! (perft against counts from the rules on a plain array board and against
//! Othello's published counts, the battery on both sizes, the ends, the
//! errors) run as the kit's own tests, each kept in its game's crate.

#[path = "../../breakthrough/tests/rules.rs"]
mod breakthrough;

#[path = "../../othello/tests/rules.rs"]
mod othello;
