//! How to generate, and what generation reports.

use std::sync::Arc;

use crate::file::SplitStats;
use crate::Material;

/// A function told of the progress of generation.
type ProgressReport = Arc<dyn Fn(&GenerationProgress) + Send + Sync>;

/// How to generate.
#[derive(Clone, Default)]
pub struct GenerateOptions {
    pub(super) threads: Option<usize>,
    progress: Option<ProgressReport>,
}

impl GenerateOptions {
    /// Work on `threads` threads (default: every core).
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = Some(threads);
        self
    }

    /// Call `report` as the work goes on.
    pub fn on_progress(
        mut self,
        report: impl Fn(&GenerationProgress) + Send + Sync + 'static,
    ) -> Self {
        self.progress = Some(Arc::new(report));
        self
    }

    pub(crate) fn report(&self, progress: &GenerationProgress) {
        if let Some(report) = &self.progress {
            report(progress);
        }
    }
}

impl core::fmt::Debug for GenerateOptions {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GenerateOptions")
            .field("threads", &self.threads)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

/// What generation is doing.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum GenerationProgress {
    /// A phase starts: its splits and their entries.
    Phase {
        /// The splits solved together (a material and its flip).
        splits: Vec<Material>,
        /// Their entries in all.
        entries: u64,
    },
    /// Captures and counts of moves gathered for a share of the entries.
    Forward {
        /// Entries done.
        done: u64,
        /// Entries of the phase.
        total: u64,
    },
    /// One more ply of forcing: the positions that flipped at it.
    Level {
        /// The ply.
        ply: u32,
        /// Thresholds of positions that flipped at it.
        flipped: u64,
    },
    /// A split's file is written.
    Written(SplitReport),
    /// A split's file was already there and whole: kept.
    Kept(SplitReport),
}

/// A split's table.
#[derive(Clone, Debug)]
pub struct SplitReport {
    /// The split.
    pub material: Material,
    /// Its entries (indices, used or not).
    pub entries: u64,
    /// The file's size in bytes.
    pub bytes: u64,
    /// What generation found.
    pub stats: SplitStats,
    /// Seconds its phase took (0 when kept).
    pub seconds: f64,
}

/// What [`generate`](crate::generate) did.
#[derive(Clone, Debug, Default)]
pub struct GenerateReport {
    /// Every split up to the piece count asked for, in the order their
    /// files were written ([`Material::order`]).
    pub splits: Vec<SplitReport>,
}
