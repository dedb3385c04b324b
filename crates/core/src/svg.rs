//! A small SVG writer for the pictures of [`Render::svg`](crate::Render::svg):
//! the document with its title and background ([`Svg::new`]), the shapes
//! the games draw ([`Shape`]), and the group of transparent hit areas on
//! top ([`Svg::begin_hit_areas`]) that pages make clickable.
//!
//! Every element is one line. Attributes come in one order: `class` or
//! `data-square`, the geometry (for text, the font), a rectangle's `rx`,
//! then `fill`, `stroke` and `stroke-width`. The title, text and square
//! names are escaped (`&`, `<`, `>`, `"`, `'`), so that any position text
//! or name makes a well-formed document.
//!
//! ```
//! use ludeme_core::svg::{Font, Shape, Svg};
//!
//! let mut svg = Svg::new(100, 60, "a <small> board", "#ffffff");
//! svg.draw(Shape::rect(10, 10, 40, 40).fill("#b9a37e"));
//! svg.draw(Shape::circle(30, 30, 15).fill("#1c2833").stroke("#000").stroke_width(2));
//! svg.draw(Shape::text(75, 36, Font::sans(18).bold().centred(), &'E').fill("#ffffff"));
//! svg.begin_hit_areas();
//! svg.draw(Shape::rect(10, 10, 40, 40).square(&"a1"));
//! assert_eq!(
//!     svg.finish(),
//!     r##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60">
//! <title>a &lt;small&gt; board</title>
//! <rect width="100" height="60" fill="#ffffff"/>
//! <rect x="10" y="10" width="40" height="40" fill="#b9a37e"/>
//! <circle cx="30" cy="30" r="15" fill="#1c2833" stroke="#000" stroke-width="2"/>
//! <text x="75" y="36" font-family="sans-serif" font-size="18" font-weight="bold" text-anchor="middle" fill="#ffffff">E</text>
//! <g class="squares" fill="transparent">
//! <rect data-square="a1" x="10" y="10" width="40" height="40"/>
//! </g>
//! </svg>
//! "##
//! );
//! ```

use alloc::string::String;
use core::fmt::{self, Display, Write};

/// An SVG document being written: [`Svg::new`] writes its head, each
/// [`Svg::draw`] one element, [`Svg::finish`] its end.
#[derive(Clone, Debug)]
pub struct Svg {
    out: String,
    hit_areas: bool,
}

impl Svg {
    /// A picture of `width` × `height` user units (its view box from the
    /// origin), its title `title` (escaped) and its whole area filled with
    /// `background`.
    pub fn new(width: usize, height: usize, title: impl Display, background: &str) -> Svg {
        let mut out = String::new();
        let _ = writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
        );
        out.push_str("<title>");
        let _ = write!(Escaped(&mut out), "{title}");
        out.push_str("</title>\n");
        let _ = writeln!(
            out,
            r#"<rect width="{width}" height="{height}" fill="{background}"/>"#
        );
        Svg {
            out,
            hit_areas: false,
        }
    }

    /// Writes `shape` as one element.
    pub fn draw(&mut self, shape: Shape<'_>) {
        let _ = shape.write(&mut self.out);
    }

    /// Opens the group drawn on top of everything: transparent hit areas,
    /// one per point, square or node, each named with
    /// [`Shape::square`] as move text names it, for pages that make the
    /// picture clickable. [`Svg::finish`] closes it.
    pub fn begin_hit_areas(&mut self) {
        self.out
            .push_str("<g class=\"squares\" fill=\"transparent\">\n");
        self.hit_areas = true;
    }

    /// The finished document (the group of hit areas closed, if opened).
    pub fn finish(mut self) -> String {
        if self.hit_areas {
            self.out.push_str("</g>\n");
        }
        self.out.push_str("</svg>\n");
        self.out
    }
}

/// The font of a [`Shape::text`]: always sans-serif, of a size, perhaps
/// bold, and anchored at its start or centred on its `x`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Font {
    size: usize,
    bold: bool,
    centred: bool,
}

impl Font {
    /// Sans-serif of `size` user units, normal weight, anchored at the
    /// start.
    pub const fn sans(size: usize) -> Font {
        Font {
            size,
            bold: false,
            centred: false,
        }
    }

    /// This font in bold.
    pub const fn bold(mut self) -> Font {
        self.bold = true;
        self
    }

    /// This font centred on the text's `x` (`text-anchor="middle"`).
    pub const fn centred(mut self) -> Font {
        self.centred = true;
        self
    }
}

/// What a [`Shape`] is, with its geometry.
#[derive(Clone, Copy)]
enum Geometry<'a> {
    Rect {
        x: usize,
        y: usize,
        width: usize,
        height: usize,
    },
    Circle {
        cx: usize,
        cy: usize,
        r: usize,
    },
    Line {
        x1: usize,
        y1: usize,
        x2: usize,
        y2: usize,
    },
    Path {
        d: &'a dyn Display,
    },
    Text {
        x: usize,
        y: usize,
        font: Font,
        content: &'a dyn Display,
    },
}

/// The builder methods of [`Shape`] that each set one optional attribute:
/// `field(type)` makes `fn field(self, field: type) -> Self`, `field(type)
/// as name` the same named `name`.
macro_rules! setters {
    ($($(#[$doc:meta])* $field:ident($value:ty) $(as $name:ident)?;)*) => {
        $(setters!(@one $(#[$doc])* $field($value) [$($name)? $field]);)*
    };
    (@one $(#[$doc:meta])* $field:ident($value:ty) [$name:ident $($rest:ident)?]) => {
        $(#[$doc])*
        pub const fn $name(mut self, $field: $value) -> Self {
            self.$field = Some($field);
            self
        }
    };
}

/// One element of a picture: its geometry from a constructor
/// ([`Shape::rect`], [`Shape::circle`], …), then optionally a class or a
/// square name and its paint.
#[derive(Clone, Copy)]
pub struct Shape<'a> {
    geometry: Geometry<'a>,
    class: Option<&'a str>,
    square: Option<&'a dyn Display>,
    rx: Option<usize>,
    fill: Option<&'a str>,
    stroke: Option<&'a str>,
    stroke_width: Option<usize>,
}

impl<'a> Shape<'a> {
    const fn new(geometry: Geometry<'a>) -> Shape<'a> {
        Shape {
            geometry,
            class: None,
            square: None,
            rx: None,
            fill: None,
            stroke: None,
            stroke_width: None,
        }
    }

    /// A rectangle with its top left corner at (`x`, `y`).
    pub const fn rect(x: usize, y: usize, width: usize, height: usize) -> Shape<'a> {
        Shape::new(Geometry::Rect {
            x,
            y,
            width,
            height,
        })
    }

    /// A circle of radius `r` centred on (`cx`, `cy`).
    pub const fn circle(cx: usize, cy: usize, r: usize) -> Shape<'a> {
        Shape::new(Geometry::Circle { cx, cy, r })
    }

    /// A line from (`x1`, `y1`) to (`x2`, `y2`).
    pub const fn line(x1: usize, y1: usize, x2: usize, y2: usize) -> Shape<'a> {
        Shape::new(Geometry::Line { x1, y1, x2, y2 })
    }

    /// A path of the data `d` (written as it is).
    pub const fn path(d: &'a dyn Display) -> Shape<'a> {
        Shape::new(Geometry::Path { d })
    }

    /// `content` (escaped) in `font`, its baseline at `y`, starting at or
    /// centred on `x` as the font says.
    pub const fn text(x: usize, y: usize, font: Font, content: &'a dyn Display) -> Shape<'a> {
        Shape::new(Geometry::Text {
            x,
            y,
            font,
            content,
        })
    }

    setters! {
        /// This shape in the class `class` (for styles and tests).
        class(&'a str);
        /// This shape as the hit area of the point, square or node named
        /// `square` (escaped) in `data-square`, the name move text gives it.
        square(&'a dyn Display);
        /// This rectangle with its corners rounded to radius `rx`.
        rx(usize) as rounded;
        /// This shape filled with `fill` (any SVG paint, `none` too).
        fill(&'a str);
        /// This shape's outline in the colour `stroke`.
        stroke(&'a str);
        /// This shape's outline `stroke_width` user units wide.
        stroke_width(usize);
    }

    /// The element's name.
    const fn name(&self) -> &'static str {
        match self.geometry {
            Geometry::Rect { .. } => "rect",
            Geometry::Circle { .. } => "circle",
            Geometry::Line { .. } => "line",
            Geometry::Path { .. } => "path",
            Geometry::Text { .. } => "text",
        }
    }

    /// Writes the element and a line break.
    fn write(&self, out: &mut String) -> fmt::Result {
        write!(out, "<{}", self.name())?;
        if let Some(class) = self.class {
            write!(out, r#" class="{class}""#)?;
        }
        if let Some(name) = self.square {
            out.push_str(r#" data-square=""#);
            write!(Escaped(out), "{name}")?;
            out.push('"');
        }
        self.write_geometry(out)?;
        if let Some(rx) = self.rx {
            write!(out, r#" rx="{rx}""#)?;
        }
        if let Some(fill) = self.fill {
            write!(out, r#" fill="{fill}""#)?;
        }
        if let Some(stroke) = self.stroke {
            write!(out, r#" stroke="{stroke}""#)?;
        }
        if let Some(width) = self.stroke_width {
            write!(out, r#" stroke-width="{width}""#)?;
        }
        match self.geometry {
            Geometry::Text { content, .. } => {
                out.push('>');
                write!(Escaped(out), "{content}")?;
                out.push_str("</text>\n");
            }
            _ => out.push_str("/>\n"),
        }
        Ok(())
    }

    /// Writes the attributes of the geometry (of a text, its position and
    /// font).
    fn write_geometry(&self, out: &mut String) -> fmt::Result {
        match self.geometry {
            Geometry::Rect {
                x,
                y,
                width,
                height,
            } => write!(out, r#" x="{x}" y="{y}" width="{width}" height="{height}""#),
            Geometry::Circle { cx, cy, r } => write!(out, r#" cx="{cx}" cy="{cy}" r="{r}""#),
            Geometry::Line { x1, y1, x2, y2 } => {
                write!(out, r#" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}""#)
            }
            Geometry::Path { d } => write!(out, r#" d="{d}""#),
            Geometry::Text { x, y, font, .. } => {
                write!(
                    out,
                    r#" x="{x}" y="{y}" font-family="sans-serif" font-size="{}""#,
                    font.size
                )?;
                if font.bold {
                    out.push_str(r#" font-weight="bold""#);
                }
                if font.centred {
                    out.push_str(r#" text-anchor="middle""#);
                }
                Ok(())
            }
        }
    }
}

/// Writes text into a string with the characters that XML gives a meaning
/// to escaped, for text content and attribute values alike.
struct Escaped<'s>(&'s mut String);

impl Write for Escaped<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for c in s.chars() {
            match c {
                '&' => self.0.push_str("&amp;"),
                '<' => self.0.push_str("&lt;"),
                '>' => self.0.push_str("&gt;"),
                '"' => self.0.push_str("&quot;"),
                '\'' => self.0.push_str("&apos;"),
                c => self.0.push(c),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Font, Shape, Svg};

    #[test]
    fn names_titles_and_text_are_escaped() {
        let mut svg = Svg::new(10, 10, "<a & 'b'>", "#fff");
        svg.draw(Shape::text(1, 2, Font::sans(3), &"\"x\" < y"));
        svg.draw(Shape::circle(1, 2, 3).square(&"a&b"));
        let svg = svg.finish();
        assert!(
            svg.contains("<title>&lt;a &amp; &apos;b&apos;&gt;</title>"),
            "{svg}"
        );
        assert!(svg.contains(">&quot;x&quot; &lt; y</text>"), "{svg}");
        assert!(
            svg.contains(r#"<circle data-square="a&amp;b" cx="1""#),
            "{svg}"
        );
        // Without hit areas, no group to close.
        assert!(svg.ends_with(
            "</text>\n<circle data-square=\"a&amp;b\" cx=\"1\" cy=\"2\" r=\"3\"/>\n</svg>\n"
        ));
    }

    #[test]
    fn every_shape_writes_its_attributes_in_one_order() {
        let mut svg = Svg::new(10, 10, "t", "#fff");
        svg.draw(
            Shape::rect(1, 2, 3, 4)
                .rounded(5)
                .class("house")
                .fill("red")
                .stroke("#000"),
        );
        svg.draw(
            Shape::line(1, 2, 3, 4)
                .class("entry")
                .stroke("#999")
                .stroke_width(3),
        );
        svg.draw(
            Shape::path(&"M 1 2")
                .fill("none")
                .stroke("blue")
                .stroke_width(3),
        );
        svg.draw(Shape::text(10, 5, Font::sans(14), &7));
        let svg = svg.finish();
        let body: alloc::vec::Vec<&str> = svg.lines().skip(3).collect();
        assert_eq!(
            body,
            [
                r##"<rect class="house" x="1" y="2" width="3" height="4" rx="5" fill="red" stroke="#000"/>"##,
                r##"<line class="entry" x1="1" y1="2" x2="3" y2="4" stroke="#999" stroke-width="3"/>"##,
                r#"<path d="M 1 2" fill="none" stroke="blue" stroke-width="3"/>"#,
                r#"<text x="10" y="5" font-family="sans-serif" font-size="14">7</text>"#,
                "</svg>",
            ]
        );
    }
}
