use super::*;
use crate::theme::{BUILT_IN, CARD_H, CARD_W, Painter};

/// A picture of four quarters: red top left, green top right, blue bottom left, white bottom right.
fn quarters(w: u32, h: u32) -> Arc<Picture> {
    Picture::new(RgbaImage::from_fn(w, h, |x, y| match (x < w / 2, y < h / 2) {
        (true, true) => image::Rgba([255, 0, 0, 255]),
        (false, true) => image::Rgba([0, 255, 0, 255]),
        (true, false) => image::Rgba([0, 0, 255, 255]),
        (false, false) => image::Rgba([255, 255, 255, 255]),
    }))
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("uno-studio-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn near(a: &[u8], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(&x, y)| (x as i32 - y as i32).abs() <= 40)
}

#[test]
fn a_large_photo_is_kept_at_the_working_size() {
    let p = quarters(6000, 4000);
    assert_eq!(p.size(), (WORK_SIDE, 1365));
}

#[test]
fn a_placement_keeps_the_slot_covered() {
    let slot = (SAVED_W, SAVED_H);
    // A landscape photo on a portrait card: room to move sideways only.
    let at = Placement { x: 5.0, y: 5.0, zoom: 1.0 }.clamped((1600, 900), slot);
    assert_eq!(at.y, 0.0);
    assert!(at.x > 0.5 && at.x < 1.0, "{at:?}");
    let at = Placement { x: f32::NAN, y: 0.0, zoom: 99.0 }.clamped((1600, 900), slot);
    assert_eq!((at.x, at.zoom), (0.0, MAX_ZOOM));
    assert_eq!(Placement { x: 0.0, y: 0.0, zoom: 0.2 }.clamped((100, 100), slot).zoom, 1.0);
}

#[test]
fn moving_and_zooming_show_the_part_asked_for() {
    let placed = Placed { picture: quarters(800, 800), at: Placement::default() };
    let img = placed.render((250, 368));
    // Covering the card: the middle of the picture is the middle of the card.
    assert!(near(&img.get_pixel(10, 10).0, [255, 0, 0]));
    assert!(near(&img.get_pixel(240, 358).0, [255, 255, 255]));
    // Zoomed in twice and moved left and up by a quarter of the card: the white quarter fills it.
    let placed = Placed { at: Placement { x: -0.25, y: -0.25, zoom: 2.0 }.clamped((800, 800), (250, 368)), ..placed };
    let img = placed.render((250, 368));
    assert!(near(&img.get_pixel(125, 184).0, [255, 255, 255]), "{:?}", img.get_pixel(125, 184));
    assert!(near(&img.get_pixel(240, 358).0, [255, 255, 255]));
}

#[test]
fn save_writes_a_theme_the_loader_reads_with_the_pictures_placed() {
    let dir = temp("save");
    let mut deck = Deck::from_built_in(&BUILT_IN[0], "Family photos");
    deck.manifest.author = "Nonna".into();
    deck.put(Selection::Slot(Slot::Back), quarters(1200, 1600));
    deck.place(Selection::Slot(Slot::Back), Placement { x: 0.2, y: 0.2, zoom: 2.0 });
    // One picture on a whole group is one file.
    deck.put(Selection::Group(Group::Numbers(Colour::Red)), quarters(900, 900));
    deck.put(Selection::Slot(Slot::Face(Card::WILD)), quarters(700, 1000));
    deck.set_custom_text(1, "Tutti pescano");
    *ColourField::Suit(Colour::Blue).of(&mut deck.manifest.colours) = crate::theme::Rgb([1, 2, 200]);
    let written = deck.save(&dir).expect("saved");
    let pictures: Vec<_> = written.iter().filter(|p| p.extension().is_some_and(|e| e == "jpg")).collect();
    assert_eq!(pictures.len(), 3, "{written:?}");
    let theme = Theme::load(&ThemeSource::Folder(dir.clone()));
    assert_eq!(theme.problems, vec![], "{}", std::fs::read_to_string(dir.join(MANIFEST)).unwrap());
    assert_eq!((theme.name(), theme.manifest.author.as_str()), ("Family photos", "Nonna"));
    assert_eq!(theme.manifest.colours.blue.0, [1, 2, 200]);
    for n in 0..10 {
        assert!(theme.faces[Card::number(Colour::Red, n).index()].is_some());
    }
    assert!(theme.faces[Card::number(Colour::Blue, 3).index()].is_none());
    assert!(theme.faces[Card::WILD.index()].is_some());
    // The back holds the placed part of the photo: the deck's own rendering and the saved
    // file's, both through the real painter, agree pixel by pixel (within JPEG's loss).
    let want = Painter::new(&deck.theme()).back();
    let got = Painter::new(&theme).back();
    for (x, y) in [(60, 60), (125, 184), (200, 300), (40, 320)] {
        let (a, b) = (want.pixel(x, y).unwrap().demultiply(), got.pixel(x, y).unwrap().demultiply());
        assert!(near(&[a.red(), a.green(), a.blue()], [b.red(), b.green(), b.blue()]), "({x}, {y})");
    }
    // Zoomed twice and moved right and down: the middle of the back is the red quarter.
    let mid = got.pixel(CARD_W / 2, CARD_H / 2).unwrap().demultiply();
    assert!(near(&[mid.red(), mid.green(), mid.blue()], [255, 0, 0]), "{mid:?}");
    // Opened again, the deck is the same deck (its pictures now as saved).
    let (again, problems) = Deck::open(&dir);
    assert_eq!(problems, vec![]);
    assert_eq!(again.manifest.name, "Family photos");
    assert_eq!(again.custom_text(1), "Tutti pescano");
    assert_eq!(again.pictures.len(), deck.pictures.len());
    // Saved again over itself, nothing is lost.
    again.save(&dir).expect("saved again");
    assert_eq!(Theme::load(&ThemeSource::Folder(dir.clone())).problems, vec![]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn undo_and_redo_step_by_gesture() {
    let deck = Deck::from_built_in(&BUILT_IN[0], "Deck");
    let mut s = Studio::new(deck, temp("undo"), false);
    assert!(s.unsaved(), "a new deck is not on disk");
    s.edit(EditKind::Picture, |d| d.put(Selection::Slot(Slot::Back), quarters(400, 400)));
    // A drag is many edits and one step.
    for i in 1..=5 {
        s.edit(EditKind::Place, |d| d.place(Selection::Slot(Slot::Back), Placement { x: 0.0, y: 0.0, zoom: i as f32 }));
    }
    s.end_gesture();
    s.edit(EditKind::Text, |d| d.manifest.name = "Ours".into());
    assert_eq!(s.deck().manifest.name, "Ours");
    assert!(s.undo());
    assert_eq!(s.deck().manifest.name, "Deck");
    assert_eq!(s.deck().picture(Slot::Back).unwrap().at.zoom, 5.0);
    assert!(s.undo());
    assert_eq!(s.deck().picture(Slot::Back).unwrap().at.zoom, 1.0);
    assert!(s.undo());
    assert!(s.deck().picture(Slot::Back).is_none());
    assert!(!s.undo());
    assert!(s.redo() && s.redo() && s.redo());
    assert_eq!(s.deck().manifest.name, "Ours");
    assert!(!s.redo());
    s.save().expect("saved");
    assert!(!s.unsaved());
    s.edit(EditKind::Options, Deck::add_shapes);
    assert!(s.unsaved());
    assert!(s.undo());
    assert!(!s.unsaved(), "back to what is saved");
    let _ = std::fs::remove_dir_all(&s.folder);
}

#[test]
fn groups_cover_the_deck() {
    let mut faces: Vec<Slot> =
        Group::all().into_iter().filter(|g| !matches!(g, Group::ActionAll(_))).flat_map(Group::slots).collect();
    faces.sort();
    let mut every: Vec<Slot> = [Slot::Back, Slot::Table].into_iter().chain(Card::all().map(Slot::Face)).collect();
    every.sort();
    assert_eq!(faces, every);
    assert_eq!(Group::ActionAll(Kind::Skip).slots().len(), 4);
}

#[test]
fn free_folders_are_named_after_the_deck() {
    let dir = temp("free");
    std::fs::create_dir_all(dir.join("family-photos")).unwrap();
    assert_eq!(free_folder(&dir, "Family  Photos!"), dir.join("family-photos-2"));
    assert_eq!(free_folder(&dir, "¿¿"), dir.join("deck"));
    let _ = std::fs::remove_dir_all(&dir);
}
