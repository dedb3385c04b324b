//! Games by name: the list of registered games with their variants
//! ([`games`]) and the error for a name that is not registered.

use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::Variant;

use crate::types::ENTRIES;
use crate::NameError;

/// A game's name with its variants and options, as [`games`] lists them.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct GameInfo {
    /// The command-line name (`"surakarta"`).
    pub name: &'static str,
    /// The variants, the default first.
    pub variants: Vec<Variant>,
    /// The options that may follow a variant name, each as `+NAME`.
    pub options: Vec<Variant>,
    /// Whether the game has endgame tables (`ludeme tables`).
    pub endgame_tables: bool,
}

impl GameInfo {
    /// Every variant name with every set of options (`pairs`,
    /// `pairs+protect-partners`, …), the default first: every name that
    /// [`crate::AnyRules::by_name`] reads for this game, each once.
    ///
    /// ```
    /// let barricade = ludeme_registry::games().into_iter().find(|g| g.name == "barricade").unwrap();
    /// let names = barricade.every_variant();
    /// assert_eq!(names[0], "pairs");
    /// assert!(names.contains(&"pairs-4+protect-partners+no-low-barricades".to_string()));
    /// assert_eq!(names.len(), barricade.variants.len() << barricade.options.len());
    /// ```
    pub fn every_variant(&self) -> Vec<String> {
        let mut names = Vec::new();
        for variant in &self.variants {
            for set in 0..1u64 << self.options.len().min(16) {
                let mut name = String::from(variant.name);
                for (i, option) in self.options.iter().enumerate() {
                    if set >> i & 1 == 1 {
                        name.push('+');
                        name.push_str(option.name);
                    }
                }
                names.push(name);
            }
        }
        names
    }

    /// The variants in words, for messages and help:
    /// `pairs, pairs-4, …, each optionally followed by +protect-partners and/or +no-low-barricades`.
    pub fn variant_list(&self) -> String {
        let names: Vec<&str> = self.variants.iter().map(|v| v.name).collect();
        let mut text = names.join(", ");
        if !self.options.is_empty() {
            let options: Vec<String> = self
                .options
                .iter()
                .map(|o| alloc::format!("+{}", o.name))
                .collect();
            text.push_str(", each optionally followed by ");
            if let Some((last, rest)) = options.split_last() {
                if !rest.is_empty() {
                    text.push_str(&rest.join(", "));
                    text.push_str(" and/or ");
                }
                text.push_str(last);
            }
        }
        text
    }
}

/// Every registered game, in registry order, one entry per name.
///
/// ```
/// for game in ludeme_registry::games() {
///     // Every game has a default variant, listed first, that its name alone means.
///     let default = ludeme_registry::AnyRules::by_name(game.name, None)?;
///     assert_eq!(ludeme_registry::AnyRules::by_name(game.name, Some(game.variants[0].name))?, default);
/// }
/// # Ok::<(), ludeme_registry::NameError>(())
/// ```
pub fn games() -> Vec<GameInfo> {
    let mut list: Vec<GameInfo> = Vec::new();
    for entry in ENTRIES {
        let (name, variants, options) = (entry.name, entry.variants, entry.options);
        match list.iter_mut().find(|g| g.name == name) {
            Some(game) => {
                game.variants.extend_from_slice(variants);
                game.options.extend_from_slice(options);
                game.endgame_tables |= entry.endgame_tables;
            }
            None => list.push(GameInfo {
                name,
                variants: variants.to_vec(),
                options: options.to_vec(),
                endgame_tables: entry.endgame_tables,
            }),
        }
    }
    list
}

/// The error for a game name that is not registered, listing those that
/// are.
pub(crate) fn unknown_game(name: &str) -> NameError {
    NameError::UnknownGame { name: name.into() }
}

/// The registered games' names, in registry order.
pub(crate) fn game_names() -> Vec<&'static str> {
    games().iter().map(|g| g.name).collect()
}

/// [`GameInfo::variant_list`] of the registered game `game` (empty for a
/// name that is not registered).
pub(crate) fn variant_list_of(game: &str) -> String {
    games()
        .iter()
        .find(|g| g.name == game)
        .map(GameInfo::variant_list)
        .unwrap_or_default()
}
