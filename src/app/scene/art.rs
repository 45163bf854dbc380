//! Card art: one resource maps every face, the back and the table to an image handle, painted
//! from the active card theme. Themes are read and painted on a worker thread, which also watches
//! the active theme's folder and repaints when a file changes; the handles never change, their
//! images are replaced in place, so card entities keep their identity and just show new textures.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Duration;

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use tiny_skia::Pixmap;

use crate::app::core::commands::UiCommand;
use crate::app::core::curtain::Viewpoint;
use crate::app::core::party::Party;
use crate::app::core::schedule::AppSystems;
use crate::app::core::shown::ShownView;
use crate::app::core::table::Table;
use crate::app::scene::cards::{CardSprite, ScreenSize};
use crate::engine::{Card, Phase, Zone};
use crate::theme::{Art, Colours, FeltImage, Symbols, Theme, ThemeProblem, ThemeSource};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ThemeChoice>()
        .add_systems(Startup, start_art)
        .add_systems(
            Update,
            (use_theme, follow_custom_texts, receive_art, fit_table_image).chain().in_set(AppSystems::Input),
        )
        .add_systems(Update, paint_cards.in_set(AppSystems::Report));
}

/// The theme asked for: a built-in name, a folder name in the themes folder, or a folder path.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ThemeChoice(String);

impl ThemeChoice {
    /// This theme: a built-in name, a folder's name or a path.
    pub fn new(name: impl Into<String>) -> ThemeChoice {
        ThemeChoice(name.into())
    }

    /// The theme chosen.
    pub fn name(&self) -> &str {
        &self.0
    }

    /// Another theme (the cards follow it).
    pub fn set(&mut self, name: &str) {
        self.0 = name.to_string();
    }
}

impl Default for ThemeChoice {
    fn default() -> Self {
        ThemeChoice(crate::theme::DEFAULT_THEME.to_string())
    }
}

/// The theme on screen: its name, colours and symbols (the overlays use them too) and what was
/// wrong with its files.
#[derive(Resource, Clone, Debug)]
pub struct ActiveTheme {
    /// Where it comes from.
    pub source: ThemeSource,
    /// Its name.
    pub name: String,
    /// Who made it.
    pub author: String,
    /// Its colours.
    pub colours: Colours,
    /// Its colour-blind symbols, if any.
    pub symbols: Option<Symbols>,
    /// Problems with its files, for the player.
    pub problems: Vec<ThemeProblem>,
    /// How many times art was painted and shown (1 after start-up; every switch, reload or new
    /// card text adds one).
    pub loads: u32,
    /// How many times the active theme's folder changed and was read again.
    pub reloads: u32,
}

/// The image of every card face, of the back and of the table.
#[derive(Resource, Clone, Debug)]
pub struct CardArt {
    faces: Vec<Handle<Image>>,
    back: Handle<Image>,
    table: Handle<Image>,
}

impl CardArt {
    /// The image of a face.
    pub fn face(&self, c: Card) -> Handle<Image> {
        self.faces[c.index()].clone()
    }

    /// The image of the back.
    pub fn back(&self) -> Handle<Image> {
        self.back.clone()
    }
}

/// A job for the art worker.
enum Job {
    /// Read and paint this theme.
    Use(ThemeSource),
    /// Paint the current theme again with these Customizable Wild texts.
    Texts(Vec<String>),
}

/// What the art worker made: the images and what the screen says of the theme.
struct Painted {
    source: ThemeSource,
    name: String,
    author: String,
    colours: Colours,
    symbols: Option<Symbols>,
    problems: Vec<ThemeProblem>,
    art: Art,
    reload: bool,
}

impl Painted {
    fn new(theme: &Theme, art: Art, reload: bool) -> Painted {
        Painted {
            source: theme.source.clone(),
            name: theme.manifest.name.clone(),
            author: theme.manifest.author.clone(),
            colours: theme.manifest.colours,
            symbols: theme.manifest.symbols,
            problems: theme.problems.clone(),
            art,
            reload,
        }
    }

    /// The theme on screen once this is shown; `asked` is a problem finding the theme asked for.
    fn active(&self, asked: Option<&ThemeProblem>, loads: u32, reloads: u32) -> ActiveTheme {
        ActiveTheme {
            source: self.source.clone(),
            name: self.name.clone(),
            author: self.author.clone(),
            colours: self.colours,
            symbols: self.symbols,
            problems: asked.into_iter().chain(&self.problems).cloned().collect(),
            loads,
            reloads,
        }
    }
}

/// The channels to the art worker thread.
#[derive(Resource)]
struct ArtWorker {
    jobs: Sender<Job>,
    done: std::sync::Mutex<Receiver<Painted>>,
    texts: Vec<String>,
    asked: ThemeChoice,
    /// Why the theme asked for could not be found (the classic one is shown instead).
    not_found: Option<ThemeProblem>,
}

/// The table image, under everything.
#[derive(Component)]
struct TableBackground;

fn custom_texts(table: Option<&Table>, setup: Option<&Party>) -> Vec<String> {
    let rules = table.map(|t| t.rules()).or(setup.map(|s| &s.rules));
    rules.map(|r| r.custom_wilds.iter().map(|c| c.text.as_str().to_string()).collect()).unwrap_or_default()
}

fn resolve(choice: &ThemeChoice) -> (ThemeSource, Option<ThemeProblem>) {
    match ThemeSource::resolve(&choice.0, &crate::storage::themes_dir()) {
        Ok(s) => (s, None),
        Err(p) => (ThemeSource::default_theme(), Some(p)),
    }
}

/// Paints the chosen theme before the first frame, then hands the theme to the worker.
fn start_art(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    choice: Res<ThemeChoice>,
    setup: Option<Res<Party>>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    let texts = custom_texts(None, setup.as_deref());
    let (source, not_found) = resolve(&choice);
    let theme = Theme::load(&source);
    let mut painted = Painted::new(&theme, theme.paint(&texts), false);
    let table = painted.art.table.take();
    let active = painted.active(not_found.as_ref(), 1, 0);
    for p in &active.problems {
        warn!("card theme: {p}");
    }
    let art = &painted.art;
    let visible = if table.is_some() { Visibility::Inherited } else { Visibility::Hidden };
    let handles = CardArt {
        faces: art.faces.iter().map(|p| images.add(to_image(p))).collect(),
        back: images.add(to_image(&art.back)),
        table: images.add(table_image(table)),
    };
    commands.spawn((
        Name::new("Table image"),
        TableBackground,
        Sprite::from_image(handles.table.clone()),
        Transform::from_xyz(0.0, 0.0, -900.0),
        visible,
    ));
    commands.insert_resource(ClearColor(rgb(art.table_colour.0)));
    commands.insert_resource(active);
    commands.insert_resource(handles);
    let (jobs, job_rx) = channel();
    let (done_tx, done) = channel();
    let wake = proxy.map(|p| (**p).clone());
    let worker_texts = texts.clone();
    std::thread::Builder::new()
        .name("card art".into())
        .spawn(move || art_worker(theme, worker_texts, job_rx, done_tx, wake))
        .expect("the card art thread starts");
    commands.insert_resource(ArtWorker {
        jobs,
        done: std::sync::Mutex::new(done),
        texts,
        asked: choice.clone(),
        not_found,
    });
}

/// The worker: paints themes it is asked for, and polls the active theme's folder twice a second
/// to repaint it when a file changed. Wakes the window's event loop when art is ready.
fn art_worker(
    mut theme: Theme,
    mut texts: Vec<String>,
    jobs: Receiver<Job>,
    done: Sender<Painted>,
    wake: Option<winit::event_loop::EventLoopProxy<bevy::winit::WinitUserEvent>>,
) {
    let print = |source: &ThemeSource| match source {
        ThemeSource::Folder(dir) => Some(crate::theme::fingerprint(dir)),
        ThemeSource::BuiltIn(_) => None,
    };
    let mut seen = print(&theme.source);
    loop {
        let first = match jobs.recv_timeout(Duration::from_millis(500)) {
            Ok(job) => Some(job),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let asked = first.is_some();
        // Only the latest of the jobs waiting counts (a player clicking through the picker).
        let mut switch = None;
        for job in first.into_iter().chain(jobs.try_iter()) {
            match job {
                Job::Use(source) => switch = Some(source),
                Job::Texts(t) => texts = t,
            }
        }
        let reload = match (asked, switch) {
            (_, Some(source)) => {
                // The fingerprint first: an edit made while reading is seen at the next poll.
                seen = print(&source);
                theme = Theme::load(&source);
                false
            }
            (true, None) => false,
            (false, None) => {
                let now = print(&theme.source);
                if now == seen {
                    continue;
                }
                // Let an editor finish writing, then read the folder as it is now.
                std::thread::sleep(Duration::from_millis(150));
                seen = print(&theme.source);
                theme = Theme::load(&theme.source);
                true
            }
        };
        let art = theme.paint(&texts);
        if done.send(Painted::new(&theme, art, reload)).is_err() {
            return;
        }
        if let Some(w) = &wake {
            let _ = w.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    }
}

/// `UiCommand::UseTheme` (the settings' picker) switches the theme at once.
fn use_theme(mut read: MessageReader<UiCommand>, mut choice: ResMut<ThemeChoice>, worker: Option<ResMut<ArtWorker>>) {
    for cmd in read.read() {
        if let UiCommand::UseTheme(key) = cmd
            && choice.0 != *key
        {
            choice.0 = key.clone();
        }
    }
    let Some(mut worker) = worker else { return };
    if worker.asked != *choice {
        worker.asked = choice.clone();
        let (source, not_found) = resolve(&choice);
        worker.not_found = not_found;
        let _ = worker.jobs.send(Job::Use(source));
    }
}

/// A match with other Customizable Wild texts gets its cards repainted.
fn follow_custom_texts(table: Option<Res<Table>>, setup: Option<Res<Party>>, worker: Option<ResMut<ArtWorker>>) {
    let Some(mut worker) = worker else { return };
    let changed = |r: Option<bool>| r.unwrap_or(false);
    if !changed(table.as_ref().map(|t| t.is_changed())) && !changed(setup.as_ref().map(|s| s.is_changed())) {
        return;
    }
    let texts = custom_texts(table.as_deref(), setup.as_deref());
    if worker.texts != texts {
        worker.texts = texts.clone();
        let _ = worker.jobs.send(Job::Texts(texts));
    }
}

/// Puts finished art on screen: every image replaced in place.
fn receive_art(
    worker: Option<Res<ArtWorker>>,
    art: Option<Res<CardArt>>,
    mut active_theme: Option<ResMut<ActiveTheme>>,
    mut images: ResMut<Assets<Image>>,
    mut clear: ResMut<ClearColor>,
    mut background: Query<&mut Visibility, With<TableBackground>>,
) {
    let (Some(worker), Some(art), Some(current)) = (worker, art, active_theme.as_deref_mut()) else { return };
    let Ok(done) = worker.done.lock() else { return };
    let (mut latest, mut reloads) = (None, 0);
    while let Ok(p) = done.try_recv() {
        reloads += u32::from(p.reload);
        latest = Some(p);
    }
    let Some(mut painted) = latest else { return };
    let table = painted.art.table.take();
    let art_in = &painted.art;
    for (handle, pixmap) in art.faces.iter().zip(&art_in.faces) {
        let _ = images.insert(handle, to_image(pixmap));
    }
    let _ = images.insert(&art.back, to_image(&art_in.back));
    let visible = if table.is_some() { Visibility::Inherited } else { Visibility::Hidden };
    let _ = images.insert(&art.table, table_image(table));
    for mut v in &mut background {
        *v = visible;
    }
    clear.0 = rgb(art_in.table_colour.0);
    let next = painted.active(worker.not_found.as_ref(), current.loads + 1, current.reloads + reloads);
    for p in next.problems.iter().filter(|p| !current.problems.contains(p)) {
        warn!("card theme: {p}");
    }
    *current = next;
}

/// The table image covers the window, keeping its proportions.
fn fit_table_image(
    size: Res<ScreenSize>,
    art: Option<Res<CardArt>>,
    images: Res<Assets<Image>>,
    mut background: Query<&mut Sprite, With<TableBackground>>,
) {
    let Some(art) = art else { return };
    let Some(img) = images.get(&art.table) else { return };
    let (w, h) = (img.width() as f32, img.height() as f32);
    let scale = (size.get().x / w).max(size.get().y / h);
    let want = Some(Vec2::new(w * scale, h * scale));
    for mut sprite in &mut background {
        if sprite.custom_size != want {
            sprite.custom_size = want;
        }
    }
}

fn rgb([r, g, b]: [u8; 3]) -> Color {
    Color::srgb_u8(r, g, b)
}

fn to_image(p: &Pixmap) -> Image {
    rgba_image(p.width(), p.height(), crate::theme::rgba(p))
}

fn table_image(t: Option<FeltImage>) -> Image {
    match t {
        Some(t) => rgba_image(t.width, t.height, t.rgba),
        None => rgba_image(1, 1, vec![0, 0, 0, 0]),
    }
}

fn rgba_image(width: u32, height: u32, data: Vec<u8>) -> Image {
    Image::new(
        Extent3d { width, height, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}

/// The tint of a card the person cannot play now.
pub const DIMMED: Color = Color::srgb(0.36, 0.36, 0.4);

/// Shows each card's face or back, and dims the cards the person at the screen cannot play.
fn paint_cards(
    art: Option<Res<CardArt>>,
    table: Option<Res<Table>>,
    viewpoint: Res<Viewpoint>,
    shown: Option<Res<ShownView>>,
    mut cards: Query<(&CardSprite, &mut Sprite)>,
) {
    let (Some(art), Some(_), Some(shown)) = (art, table, shown) else { return };
    let viewer = viewpoint.open_hand();
    // In the person's own decision of cards (their turn, Play it / Keep it, a draw to answer
    // by stacking), the cards they cannot play now are dimmed.
    let playable = match (viewer, shown.phase()) {
        (Some(v), Phase::Turn { seat } | Phase::PlayOrKeep { seat } | Phase::DrawPenalty { seat }) if seat == v => {
            let drawn = shown.view(Some(v)).drawn;
            let legal = shown.legal_actions(v);
            Some(
                legal
                    .into_iter()
                    .filter_map(|a| match a {
                        crate::engine::Action::Play(c) => Some(c),
                        crate::engine::Action::PlayDrawn => drawn,
                        _ => None,
                    })
                    .collect::<Vec<_>>(),
            )
        }
        _ => None,
    };
    for (card, mut sprite) in &mut cards {
        let image = match (viewpoint.face_up(card.zone, &shown), card.face) {
            (true, Some(f)) => art.face(f),
            _ => art.back(),
        };
        if sprite.image != image {
            sprite.image = image;
        }
        let dim = match (&playable, card.face) {
            (Some(list), Some(f)) if viewer.is_some_and(|v| card.zone == Zone::Hand(v)) => !list.contains(&f),
            _ => false,
        };
        // Dark enough that a dimmed blue card is not taken for a playable one.
        let colour = if dim { DIMMED } else { Color::WHITE };
        if sprite.color != colour {
            sprite.color = colour;
        }
    }
}
