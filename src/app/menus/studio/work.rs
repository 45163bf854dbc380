//! The studio's workers: pictures are opened (a camera's 24 megapixels decoded and brought down)
//! on a thread of their own each, and the deck is painted with the real card painter on another,
//! so the studio keeps drawing while they work. The painter repaints only what changed: every
//! slot when a colour, a shape or a text changed, else the slots whose picture moved.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::theme::ImageProblem;
use crate::theme::studio::{Deck, Picture, Selection, Slot};

/// Where a picture comes from.
#[derive(Clone, Debug)]
pub(crate) enum Source {
    /// A file (the browser, a drop).
    File(PathBuf),
    /// Bytes a phone sent.
    Phone(Vec<u8>),
}

/// What a worker finished.
pub(crate) enum Done {
    /// These slots, painted (straight RGBA, with their size).
    Painted(Vec<(Slot, [usize; 2], Vec<u8>)>),
    /// A picture opened for `to`, asked at `asked`.
    Picture { picture: Result<Arc<Picture>, ImageProblem>, to: Selection, asked: Instant, source: Source },
}

/// Wakes the window (which sleeps while nothing happens) when a worker has finished.
pub(crate) type Wake = Arc<dyn Fn() + Send + Sync>;

/// The workers' mailboxes.
pub(crate) struct Work {
    paint: Sender<Deck>,
    done_tx: Sender<Done>,
    done: Mutex<Receiver<Done>>,
    wake: Option<Wake>,
}

impl Work {
    /// Starts the painter; `wake` is called whenever something is finished.
    pub fn start(wake: Option<Wake>) -> Work {
        let (paint, jobs) = channel::<Deck>();
        let (done_tx, done) = channel();
        let tx = done_tx.clone();
        let woken = wake.clone();
        std::thread::Builder::new()
            .name("deck studio painter".into())
            .spawn(move || painter(jobs, tx, woken))
            .expect("a thread for the studio's painter");
        Work { paint, done_tx, done: Mutex::new(done), wake }
    }

    /// Paints `deck` (what changed since the last deck painted).
    pub fn paint(&self, deck: Deck) {
        let _ = self.paint.send(deck);
    }

    /// Opens a picture for `to` on a thread of its own.
    pub fn open(&self, source: Source, to: Selection) {
        let tx = self.done_tx.clone();
        let wake = self.wake.clone();
        let asked = Instant::now();
        let _ = std::thread::Builder::new().name("deck studio picture".into()).spawn(move || {
            let picture = match &source {
                Source::File(path) => Picture::open(path),
                Source::Phone(bytes) => Picture::from_bytes(bytes),
            };
            let _ = tx.send(Done::Picture { picture, to, asked, source });
            if let Some(w) = wake {
                w();
            }
        });
    }

    /// What the workers finished since the last call.
    pub fn finished(&self) -> Vec<Done> {
        let Ok(rx) = self.done.lock() else { return Vec::new() };
        rx.try_iter().collect()
    }
}

/// Every slot, back first.
pub(crate) fn every_slot() -> Vec<Slot> {
    std::iter::once(Slot::Back).chain(crate::engine::Card::all().map(Slot::Face)).chain([Slot::Table]).collect()
}

/// The painter's loop: the latest deck asked for, painted where it changed.
fn painter(jobs: Receiver<Deck>, done: Sender<Done>, wake: Option<Wake>) {
    let mut last: Option<Deck> = None;
    while let Ok(mut deck) = jobs.recv() {
        // Only the latest of the decks waiting (a drag sends one a frame).
        loop {
            match jobs.try_recv() {
                Ok(newer) => deck = newer,
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return,
            }
        }
        let slots: Vec<Slot> = match &last {
            Some(old) if old.manifest == deck.manifest => {
                every_slot().into_iter().filter(|s| old.picture(*s) != deck.picture(*s)).collect()
            }
            _ => every_slot(),
        };
        if !slots.is_empty() {
            let painted = deck
                .paint(&slots)
                .into_iter()
                .map(|(slot, p)| (slot, [p.width() as usize, p.height() as usize], crate::theme::rgba(&p)))
                .collect();
            if done.send(Done::Painted(painted)).is_err() {
                return;
            }
            if let Some(w) = &wake {
                w();
            }
        }
        last = Some(deck);
    }
}
