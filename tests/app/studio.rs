//! The deck studio headless, clicked as a player clicks: Settings → Make a deck, a photo on the
//! backs through the in-game file browser, moved and zoomed, a colour typed, a Customizable
//! Wild's text written, Undo and Redo, Save; then the ordinary loader reads the folder with the
//! photo's pixels where they were placed, the cards on screen follow, Export writes one file, and
//! a second themes folder imports it with the same pixels.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use uno_party::app::{
    ActiveTheme, BrowserButton, ButtonId, ButtonRects, CardArt, Panel, Party, Screen, StudioButton, StudioScreen,
    ThemesDir,
};
use uno_party::i18n::Texts;
use uno_party::language::Language;
use uno_party::theme::studio::{Deck, Slot};
use uno_party::theme::{Painter, Theme, ThemeSource};

use crate::support::ui::{button_shown, click, frames, theme_ready, ui_app};

/// A fresh, empty folder for one test.
fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-studio-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A photo of four quarters (red, green / blue, white), as a camera's JPEG.
fn photo(path: &Path, w: u32, h: u32) {
    let img = image::RgbImage::from_fn(w, h, |x, y| match (x < w / 2, y < h / 2) {
        (true, true) => image::Rgb([230, 20, 20]),
        (false, true) => image::Rgb([20, 200, 40]),
        (true, false) => image::Rgb([20, 40, 220]),
        (false, false) => image::Rgb([250, 250, 250]),
    });
    img.save_with_format(path, image::ImageFormat::Jpeg).unwrap();
}

fn rect_of(app: &App, id: &ButtonId) -> Rect {
    let r = app.world().resource::<ButtonRects>().all().iter().find(|(b, _)| b == id).map(|(_, r)| *r);
    let r = r.unwrap_or_else(|| panic!("{id} is not on screen"));
    Rect::from_center_size(Vec2::new(r.centre.x, r.centre.y), Vec2::new(r.size.w, r.size.h))
}

/// Sends egui events, a frame each.
fn send(app: &mut App, events: Vec<egui::Event>) {
    for event in events {
        let world = app.world_mut();
        let mut q = world.query_filtered::<Entity, With<PrimaryEguiContext>>();
        let context = q.single(world).expect("the egui context");
        app.world_mut().write_message(EguiInputEvent { context, event });
        app.update();
    }
}

fn zoom(app: &mut App) -> f32 {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    q.single_mut(world).expect("the egui context").get_mut().zoom_factor()
}

/// Drags from the middle of `id` by `by` window pixels, in steps, as a hand does.
fn drag(app: &mut App, id: ButtonId, by: Vec2) {
    let z = zoom(app);
    let from = rect_of(app, &id).center() / z;
    let at = |v: Vec2| egui::pos2(v.x, v.y);
    let press = |pos, pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::default(),
    };
    let mut events = vec![egui::Event::PointerMoved(at(from)), press(at(from), true)];
    for i in 1..=8 {
        events.push(egui::Event::PointerMoved(at(from + by / z * i as f32 / 8.0)));
    }
    events.push(press(at(from + by / z), false));
    send(app, events);
    frames(app, 2);
}

/// Turns the wheel over `over` until `id` is on screen (a list that scrolls).
fn scroll_to(app: &mut App, over: ButtonId, id: ButtonId) {
    let z = zoom(app);
    let at = rect_of(app, &over).center() / z;
    send(app, vec![egui::Event::PointerMoved(egui::pos2(at.x, at.y))]);
    for _ in 0..40 {
        if button_shown(app, &id) {
            return;
        }
        let wheel = egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -60.0),
            phase: egui::TouchPhase::Move,
            modifiers: egui::Modifiers::default(),
        };
        send(app, vec![wheel]);
        frames(app, 2);
    }
    panic!("{id} never came into view");
}

/// Clicks `id` at a fraction of its width (a slider).
fn click_at(app: &mut App, id: ButtonId, fraction: f32) {
    let z = zoom(app);
    let r = rect_of(app, &id);
    let pos = egui::pos2((r.min.x + r.width() * fraction) / z, r.center().y / z);
    let press = |pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::default(),
    };
    send(app, vec![egui::Event::PointerMoved(pos), press(true), press(false)]);
    frames(app, 2);
}

/// A key pressed and released with `modifiers`.
fn key_events(key: egui::Key, modifiers: egui::Modifiers) -> Vec<egui::Event> {
    [true, false].map(|pressed| egui::Event::Key { key, physical_key: None, pressed, repeat: false, modifiers }).into()
}

/// Types `text` into the field `id`, replacing what it holds.
fn type_into(app: &mut App, id: ButtonId, text: &str) {
    click(app, id);

    let select_all = key_events(egui::Key::A, egui::Modifiers::COMMAND);
    send(app, select_all.into_iter().chain([egui::Event::Text(text.to_string())]).collect());
    frames(app, 2);
}

/// Runs frames in real time until `cond` (the studio's workers run on threads).
fn until(app: &mut App, what: &str, mut cond: impl FnMut(&mut App) -> bool) {
    let start = Instant::now();
    while !cond(app) {
        assert!(start.elapsed() < Duration::from_secs(60), "never: {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn studio(app: &App) -> &StudioScreen {
    app.world().get_resource::<StudioScreen>().expect("the studio is open")
}

fn rgb(p: &tiny_skia::Pixmap, x: u32, y: u32) -> [u8; 3] {
    let c = p.pixel(x, y).unwrap().demultiply();
    [c.red(), c.green(), c.blue()]
}

fn close(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(&x, y)| (x as i32 - y as i32).abs() <= 24)
}

/// Points of a back where the photo shows (clear of the rim).
const SPOTS: [(u32, u32); 5] = [(60, 60), (125, 184), (190, 300), (40, 330), (210, 40)];

#[test]
fn a_deck_is_made_with_the_mouse_saved_used_exported_and_imported() {
    let dir = tmp("flow");
    let (themes, photos, exports, other) = (dir.join("themes"), dir.join("photos"), dir.join("out"), dir.join("other"));
    for d in [&themes, &photos, &exports, &other] {
        std::fs::create_dir_all(d).unwrap();
    }
    photo(&photos.join("family.jpg"), 1600, 1200);
    let mut app = ui_app(Screen::Settings, Party::default(), Texts::new(Language::English), Vec2::new(1280.0, 720.0));
    app.insert_resource(ThemesDir(themes.clone()));
    frames(&mut app, 4);
    theme_ready(&mut app);
    frames(&mut app, 2);
    the_studio_opens_from_settings_with_the_whole_deck_painted(&mut app);
    a_photo_on_the_backs_zoomed_moved_and_keyed(&mut app, &photos);
    a_colour_typed_and_a_text_written_undone_and_redone(&mut app);
    let (folder, deck, got) = saved_the_deck_is_a_theme_folder_in_use(&mut app, &themes);
    exported_in_one_file_and_imported_with_the_same_pixels(&mut app, &exports, &other, &got);
    leaving_with_a_change_not_saved_asks_first(&mut app, folder, &deck);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Settings → Make a deck: the studio, every card of the list painted.
fn the_studio_opens_from_settings_with_the_whole_deck_painted(app: &mut App) {
    // Settings → Make a deck.
    click(app, ButtonId::Studio(StudioButton::Make));
    frames(app, 4);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Studio);
    assert!(button_shown(app, &ButtonId::Panel(Panel::Studio)));
    // The whole deck is painted: every card of the list has its picture.
    until(app, "the deck painted", |app| studio(app).settled());
    frames(app, 2);
    assert!(button_shown(app, &ButtonId::Studio(StudioButton::Card("red-7".into()))));
}

/// A photo put on the backs through the in-game file browser, zoomed, dragged, and moved from
/// the keyboard.
fn a_photo_on_the_backs_zoomed_moved_and_keyed(app: &mut App, photos: &Path) {
    // A photo on the backs through the in-game file browser.
    app.world_mut().resource_mut::<StudioScreen>().browse_from(photos.to_path_buf());
    click(app, ButtonId::Studio(StudioButton::ChooseFile));
    frames(app, 2);
    assert!(button_shown(app, &ButtonId::Panel(Panel::FileBrowser)));
    click(app, ButtonId::Browser(BrowserButton::Entry("family.jpg".into())));
    until(app, "the photo on the backs", |app| {
        studio(app).studio.deck().picture(Slot::Back).is_some() && studio(app).settled()
    });
    frames(app, 2);
    // Zoomed with the slider, then moved right and down with a drag on the large card.
    click_at(app, ButtonId::Studio(StudioButton::Zoom), 0.5);
    let at = studio(app).studio.deck().picture(Slot::Back).unwrap().at;
    assert!(at.zoom > 2.0 && at.zoom < 4.0, "{at:?}");
    drag(app, ButtonId::Studio(StudioButton::Large), Vec2::new(40.0, 30.0));
    let at = studio(app).studio.deck().picture(Slot::Back).unwrap().at;
    assert!(at.x > 0.05 && at.y > 0.03, "{at:?}");
    // From the keyboard: the card focused, Left moves the picture back a step, + zooms.
    click(app, ButtonId::Studio(StudioButton::Large));
    send(app, key_events(egui::Key::ArrowLeft, egui::Modifiers::default()));
    send(app, key_events(egui::Key::Plus, egui::Modifiers::default()));
    frames(app, 2);
    let keyed = studio(app).studio.deck().picture(Slot::Back).unwrap().at;
    assert!((keyed.x - (at.x - 0.02)).abs() < 1e-4 && keyed.y == at.y, "{at:?} → {keyed:?}");
    assert!(keyed.zoom > at.zoom, "{at:?} → {keyed:?}");
}

/// A colour typed and a Customizable Wild's text written, the text undone and redone.
fn a_colour_typed_and_a_text_written_undone_and_redone(app: &mut App) {
    // A colour typed, a Customizable Wild's text written.
    type_into(app, ButtonId::Studio(StudioButton::ColourHex(3)), "#1133AA");
    assert_eq!(studio(app).studio.deck().manifest.colours.blue.0, [0x11, 0x33, 0xAA]);
    let customizable = uno_party::theme::studio::Group::all()
        .iter()
        .position(|g| *g == uno_party::theme::studio::Group::Customizable)
        .unwrap();
    scroll_to(app, ButtonId::Studio(StudioButton::Group(0)), ButtonId::Studio(StudioButton::Group(customizable)));
    click(app, ButtonId::Studio(StudioButton::Group(customizable)));
    type_into(app, ButtonId::Studio(StudioButton::CustomText(0)), "Tutti pescano");
    assert_eq!(studio(app).studio.deck().custom_text(0), "Tutti pescano");
    // Undo takes the text back off, Redo puts it on again.
    click(app, ButtonId::Studio(StudioButton::Large));
    click(app, ButtonId::Studio(StudioButton::Undo));
    assert_eq!(studio(app).studio.deck().custom_text(0), "");
    click(app, ButtonId::Studio(StudioButton::Redo));
    assert_eq!(studio(app).studio.deck().custom_text(0), "Tutti pescano");
}

/// Save writes an ordinary theme folder with the photo where it was placed, and the cards on
/// screen follow. Returns the folder, the deck saved and its back as painted from the folder.
fn saved_the_deck_is_a_theme_folder_in_use(app: &mut App, themes: &Path) -> (PathBuf, Deck, tiny_skia::Pixmap) {
    // Save: an ordinary theme folder, in use at once.
    click(app, ButtonId::Studio(StudioButton::Save));
    let folder = studio(app).studio.folder.clone();
    assert!(folder.starts_with(themes), "{folder:?}");
    assert!(!studio(app).studio.unsaved());
    let deck = studio(app).studio.deck().clone();
    let loaded = Theme::load(&ThemeSource::Folder(folder.clone()));
    assert_eq!(loaded.problems, vec![]);
    assert_eq!(loaded.manifest.colours.blue.0, [0x11, 0x33, 0xAA]);
    let want = Painter::new(&deck.theme()).back();
    let got = Painter::new(&loaded).back();
    for (x, y) in SPOTS {
        assert!(close(rgb(&want, x, y), rgb(&got, x, y)), "({x}, {y}): {:?} {:?}", rgb(&want, x, y), rgb(&got, x, y));
    }
    // The photo itself is on the back, moved and zoomed: its red quarter fills the middle.
    assert!(close(rgb(&got, 125, 184), [230, 20, 20]), "{:?}", rgb(&got, 125, 184));
    // The cards on screen follow: the back's image is the saved deck's.
    until(app, "the saved deck in use", |app| {
        app.world().get_resource::<ActiveTheme>().is_some_and(|a| a.name == deck.manifest.name)
    });
    frames(app, 4);
    let back = app.world().resource::<CardArt>().back();
    let shown = crate::support::harness::pixel(app, &back, 125, 184);
    assert!(close(shown, rgb(&got, 125, 184)), "{shown:?}");
    (folder, deck, got)
}

/// Export writes one file through the browser's "Save here"; another themes folder imports it
/// with the same pixels as `got`, the saved back.
fn exported_in_one_file_and_imported_with_the_same_pixels(
    app: &mut App,
    exports: &Path,
    other: &Path,
    got: &tiny_skia::Pixmap,
) {
    // Export: one file, through the browser's "Save here".
    app.world_mut().resource_mut::<StudioScreen>().browse_from(exports.to_path_buf());
    click(app, ButtonId::Studio(StudioButton::Export));
    frames(app, 2);
    click(app, ButtonId::Browser(BrowserButton::SaveHere));
    let file = std::fs::read_dir(exports).unwrap().flatten().map(|e| e.path()).next().expect("an exported file");
    assert_eq!(file.extension().unwrap(), "unodeck");
    // A friend's game imports it, with the same pixels.
    let installed = uno_party::theme::import_deck(&file, other).expect("imported");
    let theirs = Theme::load(&ThemeSource::Folder(installed));
    assert_eq!(theirs.problems, vec![]);
    let theirs = Painter::new(&theirs).back();
    for (x, y) in SPOTS {
        assert!(close(rgb(&theirs, x, y), rgb(got, x, y)), "({x}, {y})");
    }
}

/// Leaving with a change not saved asks first; discarded, nothing is written.
fn leaving_with_a_change_not_saved_asks_first(app: &mut App, folder: PathBuf, deck: &Deck) {
    // Leaving with a change not saved asks first.
    type_into(app, ButtonId::Studio(StudioButton::Name), "Renamed");
    click(app, ButtonId::Studio(StudioButton::Leave));
    frames(app, 2);
    assert!(button_shown(app, &ButtonId::Panel(Panel::LeaveStudio)));
    click(app, ButtonId::Studio(StudioButton::LeaveStay));
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Studio);
    click(app, ButtonId::Studio(StudioButton::Leave));
    frames(app, 2);
    click(app, ButtonId::Studio(StudioButton::LeaveDiscard));
    frames(app, 2);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Settings);
    // Nothing was written for the discarded name.
    assert_eq!(Theme::load(&ThemeSource::Folder(folder)).name(), deck.manifest.name);
}

/// Sends a file dropped onto the window, as the window system delivers it.
fn drop_file(app: &mut App, path: &Path) {
    app.world_mut().write_message(bevy::window::FileDragAndDrop::DroppedFile {
        window: Entity::PLACEHOLDER,
        path_buf: path.to_path_buf(),
    });
    app.update();
}

/// A picture dropped onto the studio goes on the card or group being edited; a deck file dropped
/// onto the settings is installed and shown, as Import deck does.
#[test]
fn a_dropped_picture_and_a_dropped_deck_are_taken() {
    let dir = tmp("drops");
    let (themes, photos) = (dir.join("themes"), dir.join("photos"));
    std::fs::create_dir_all(&photos).unwrap();
    photo(&photos.join("grandpa.jpg"), 900, 1200);
    let mut app = ui_app(Screen::Settings, Party::default(), Texts::new(Language::English), Vec2::new(1280.0, 720.0));
    app.insert_resource(ThemesDir(themes.clone()));
    frames(&mut app, 4);
    theme_ready(&mut app);
    frames(&mut app, 2);
    click(&mut app, ButtonId::Studio(StudioButton::Make));
    frames(&mut app, 4);
    app.world_mut().resource_mut::<StudioScreen>().studio.selection =
        uno_party::theme::studio::Selection::Group(uno_party::theme::studio::Group::Wilds);
    drop_file(&mut app, &photos.join("grandpa.jpg"));
    until(&mut app, "the dropped photo on the three wilds", |app| {
        let deck = studio(app).studio.deck();
        [uno_party::engine::Card::WILD, uno_party::engine::Card::WILD_DRAW_FOUR, uno_party::engine::Card::SWAP_HANDS]
            .into_iter()
            .all(|c| deck.picture(Slot::Face(c)).is_some())
    });
    click(&mut app, ButtonId::Studio(StudioButton::Save));
    let folder = studio(&app).studio.folder.clone();
    click(&mut app, ButtonId::Studio(StudioButton::Leave));
    frames(&mut app, 4);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Settings);
    // The deck as a friend gets it, dropped onto the settings of another game's folder.
    let file = dir.join("grandpa.unodeck");
    uno_party::theme::export_deck(&folder, &file).expect("exported");
    let theirs = dir.join("their-themes");
    app.insert_resource(ThemesDir(theirs.clone()));
    // The settings take the folder when they open.
    app.world_mut().write_message(uno_party::app::UiCommand::Go(Screen::MainMenu));
    frames(&mut app, 4);
    app.world_mut().write_message(uno_party::app::UiCommand::Go(Screen::Settings));
    frames(&mut app, 4);
    drop_file(&mut app, &file);
    frames(&mut app, 2);
    let installed: Vec<PathBuf> = std::fs::read_dir(&theirs).unwrap().flatten().map(|e| e.path()).collect();
    assert_eq!(installed.len(), 1, "{installed:?}");
    let loaded = Theme::load(&ThemeSource::Folder(installed[0].clone()));
    assert_eq!(loaded.problems, vec![]);
    assert!(loaded.faces[uno_party::engine::Card::WILD_DRAW_FOUR.index()].is_some());
    until(&mut app, "the dropped deck shown", |app| {
        app.world().get_resource::<ActiveTheme>().is_some_and(|a| a.source == ThemeSource::Folder(installed[0].clone()))
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The buttons the settings draw in the first frame they show, by where they were drawn.
fn first_shown(app: &mut App) -> Vec<(ButtonId, uno_party::layout::Rect)> {
    for _ in 0..120 {
        app.update();
        if button_shown(app, &ButtonId::SettingsSave) {
            return app.world().resource::<ButtonRects>().all().to_vec();
        }
    }
    panic!("the settings never showed");
}

/// The settings as a person meets them: from the first frame they show, every button stays under
/// the point where it was drawn first (the scroll area takes its height at once, what wraps is
/// decided by a fixed width, the card theme is painted on its own thread whenever it is), so a
/// click at once lands; here on *Make a deck*, which opens the studio.
#[test]
fn a_click_lands_on_the_settings_from_the_first_frame_they_show() {
    let sizes = [(1280.0, 720.0), (1920.0, 1080.0), (1024.0, 600.0)];
    for (lang, (w, h)) in Language::ALL.into_iter().flat_map(|l| sizes.map(|s| (l, s))) {
        let dir = tmp("first-frame");
        std::fs::create_dir_all(dir.join("themes")).unwrap();
        let mut app = ui_app(Screen::Settings, Party::default(), Texts::new(lang), Vec2::new(w, h));
        app.insert_resource(ThemesDir(dir.join("themes")));
        let first = first_shown(&mut app);
        let start = Instant::now();
        let mut after = 0;
        while after < 30 {
            app.update();
            let now = app.world().resource::<ButtonRects>().all().to_vec();
            for (id, r) in &first {
                let at = now.iter().find(|(b, _)| b == id).map(|(_, r)| r);
                assert!(
                    at.is_some_and(|at| at.contains_point(r.centre)),
                    "{lang:?} {w}x{h}: {id} drawn at {r:?} first moved to {at:?} (frame {after} after)"
                );
            }
            let painted = app.world().get_resource::<ActiveTheme>().is_some();
            assert!(start.elapsed() < Duration::from_secs(60), "the card theme was never painted");
            after += usize::from(painted);
            if !painted {
                // The painter's thread gets the core between frames on a busy machine.
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    // A click at once, where *Make a deck* was first drawn.
    let dir = tmp("first-click");
    std::fs::create_dir_all(dir.join("themes")).unwrap();
    let mut app = ui_app(Screen::Settings, Party::default(), Texts::new(Language::English), Vec2::new(1280.0, 720.0));
    app.insert_resource(ThemesDir(dir.join("themes")));
    first_shown(&mut app);
    click(&mut app, ButtonId::Studio(StudioButton::Make));
    frames(&mut app, 4);
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Studio, "the first click opened the studio");
    let _ = std::fs::remove_dir_all(&dir);
}
