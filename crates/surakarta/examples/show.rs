//! Draws a position: `cargo run --example show -- "TEXT"`.
fn main() {
    let text = std::env::args().nth(1);
    let p: ludeme_surakarta::Position = text
        .as_deref()
        .unwrap_or("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w")
        .parse()
        .unwrap();
    print!("{}", p.diagram(ludeme_surakarta::DiagramStyle::Unicode));
    print!("{}", p.diagram(ludeme_surakarta::DiagramStyle::Ascii));
}
