//! Draws a position: `cargo run --example show -- "TEXT"`.
use ludeme_core::{DiagramStyle, Render};

fn main() {
    let text = std::env::args().nth(1);
    let p: ludeme_surakarta::Position = text
        .as_deref()
        .unwrap_or("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w")
        .parse()
        .unwrap();
    print!("{}", p.diagram(DiagramStyle::unicode()));
    print!("{}", p.diagram(DiagramStyle::ascii()));
}
