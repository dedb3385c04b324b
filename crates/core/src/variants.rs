//! Named variants of a game's rules.

use core::fmt::Debug;

/// A named variant or option of a game, with a one-line description.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Variant {
    /// The name on the command line (`orthogonal`, `pairs-4`).
    pub name: &'static str,
    /// What it changes, in one line.
    pub description: &'static str,
}

impl Variant {
    /// The variant `name`, described by `description`.
    ///
    /// ```
    /// use ludeme_core::Variant;
    /// const SMALL: Variant = Variant::new("6x6", "a smaller board");
    /// assert_eq!(SMALL.name, "6x6");
    /// ```
    pub const fn new(name: &'static str, description: &'static str) -> Variant {
        Variant { name, description }
    }
}

/// A game's rules options, named: each game crate owns the names of its
/// variants, and everything by name (the command line, the bindings)
/// learns them from here.
///
/// A variant name is one of [`Variants::VARIANTS`], optionally followed by
/// options from [`Variants::OPTIONS`], each written `+NAME`
/// (`pairs-4+protect-partners`).
///
/// A game without options uses `()`, whose one variant is `standard`:
///
/// ```
/// use ludeme_core::Variants;
/// assert_eq!(<()>::VARIANTS[0].name, "standard");
/// assert_eq!(<()>::from_variant("standard"), Some(()));
/// assert_eq!(<()>::from_variant("fast"), None);
/// ```
pub trait Variants: Clone + Debug + Default + PartialEq {
    /// The variants, the default (the rules of `Default`) first.
    const VARIANTS: &'static [Variant];

    /// Options that may follow a variant name, each as `+NAME`.
    const OPTIONS: &'static [Variant] = &[];

    /// The rules of a variant name (with its `+options`), or `None` if the
    /// name is not this game's.
    fn from_variant(name: &str) -> Option<Self>;

    /// The name (a variant with its `+options`) that reads back as these
    /// rules: the first in the order of the variants, then of the sets of
    /// options (none first); `None` for rules that no name gives.
    ///
    /// ```
    /// use ludeme_core::Variants;
    /// assert_eq!(().variant_name().as_deref(), Some("standard"));
    /// ```
    fn variant_name(&self) -> Option<alloc::string::String> {
        let options = Self::OPTIONS;
        for variant in Self::VARIANTS {
            for set in 0..1u64 << options.len().min(16) {
                let mut name = alloc::string::String::from(variant.name);
                for (i, option) in options.iter().enumerate() {
                    if set >> i & 1 == 1 {
                        name.push('+');
                        name.push_str(option.name);
                    }
                }
                if Self::from_variant(&name).as_ref() == Some(self) {
                    return Some(name);
                }
            }
        }
        None
    }
}

impl Variants for () {
    const VARIANTS: &'static [Variant] = &[Variant {
        name: "standard",
        description: "the standard game",
    }];

    fn from_variant(name: &str) -> Option<Self> {
        (name == "standard").then_some(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Variant, Variants};

    /// Rules with two variants and two options, each a flag.
    #[derive(Clone, Copy, Debug, Default, PartialEq)]
    struct Flags {
        big: bool,
        fast: bool,
        loud: bool,
    }

    const fn named(name: &'static str) -> Variant {
        Variant {
            name,
            description: "",
        }
    }

    impl Variants for Flags {
        const VARIANTS: &'static [Variant] = &[named("small"), named("big")];
        const OPTIONS: &'static [Variant] = &[named("fast"), named("loud")];

        fn from_variant(name: &str) -> Option<Self> {
            let mut parts = name.split('+');
            let big = match parts.next()? {
                "small" => false,
                "big" => true,
                _ => return None,
            };
            let mut rules = Flags {
                big,
                ..Flags::default()
            };
            for option in parts {
                match option {
                    "fast" if !rules.fast => rules.fast = true,
                    "loud" if !rules.loud => rules.loud = true,
                    _ => return None,
                }
            }
            Some(rules)
        }
    }

    #[test]
    fn every_rules_value_names_itself_with_its_options_in_order() {
        for big in [false, true] {
            for fast in [false, true] {
                for loud in [false, true] {
                    let rules = Flags { big, fast, loud };
                    let mut name = alloc::string::String::from(if big { "big" } else { "small" });
                    if fast {
                        name.push_str("+fast");
                    }
                    if loud {
                        name.push_str("+loud");
                    }
                    assert_eq!(rules.variant_name(), Some(name.clone()));
                    assert_eq!(Flags::from_variant(&name), Some(rules));
                }
            }
        }
    }

    #[test]
    fn rules_that_no_name_gives_have_none() {
        #[derive(Clone, Debug, Default, PartialEq)]
        struct Odd(u8);
        impl Variants for Odd {
            const VARIANTS: &'static [Variant] = &[named("one")];
            fn from_variant(name: &str) -> Option<Self> {
                (name == "one").then_some(Odd(1))
            }
        }
        assert_eq!(Odd(1).variant_name().as_deref(), Some("one"));
        assert_eq!(Odd(2).variant_name(), None);
    }
}
