//! The wall clock of time budgets: the standard one, or the browser's
//! `performance.now()` on WebAssembly in a browser (where the standard
//! clock panics).

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) use std::time::Instant;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(crate) use web_time::Instant;
