//! The one generated match: a `match` with an arm for each registered game,
//! expanded from the list in [`crate::list`]. The by-name values' methods
//! (`any_game.rs`, `any_rules.rs`) are plain code around these.

/// `match` on an `AnyGame`, `AnyMove` or `AnyRules` value (`$ty` names the
/// type): `$body` once for each registered game, with the game's own value
/// bound to `$inner`.
macro_rules! each {
    ($ty:ident, $value:expr, $inner:ident => $body:expr) => {
        with_registry!(each_arm, $ty, $value, $inner => $body)
    };
}

/// The arms of [`each!`], from the registry's list.
macro_rules! each_arm {
    ([$($krate:ident as $module:ident { $($(#[$doc:meta])* $variant:ident($name:literal, $game:ident) $(with $knows:ident)?),+ $(,)? })+]
     $ty:ident, $value:expr, $inner:ident => $body:expr) => {
        match $value {
            $($($ty::$variant($inner) => $body,)+)+
        }
    };
}

/// `match` on an `AnyRules` value: `$body` once for each registered game,
/// with its rules bound to `$inner` and its type named `$g`.
macro_rules! each_rules {
    ($value:expr, $g:ident, $inner:ident => $body:expr) => {
        with_registry!(each_rules_arm, $value, $g, $inner => $body)
    };
}

/// The arms of [`each_rules!`], from the registry's list.
macro_rules! each_rules_arm {
    ([$($krate:ident as $module:ident { $($(#[$doc:meta])* $variant:ident($name:literal, $game:ident) $(with $knows:ident)?),+ $(,)? })+]
     $value:expr, $g:ident, $inner:ident => $body:expr) => {
        match $value {
            $($($crate::AnyRules::$variant($inner) => {
                type $g = $krate::$game;
                $body
            })+)+
        }
    };
}
