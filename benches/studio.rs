//! The deck studio's numbers, as the issue asks for them:
//! - a camera's 24-megapixel JPEG from a file: opened (decoded, turned upright, brought down to
//!   the studio's working size), placed on the back and painted by the real card painter, the
//!   way the studio's workers do it (the screen goes on drawing meanwhile);
//! - a deck with a photo back and ten photo cards: the size of its saved folder and of its
//!   `.unodeck`, and how long importing it takes;
//! - a hostile deck file of each kind: how long it takes to be refused, and how much the
//!   process's resident memory grew meanwhile (its peak, `VmHWM`).
//!
//! - the studio itself, headless (the game's systems and egui, no renderer): the same photo
//!   picked in the game's file browser, until it is on the card and painted, and the longest
//!   frame of the game's own work meanwhile.
//!
//! `cargo bench --bench studio --profile dev` (the build `cargo run` made: nothing more to build).

#[path = "../tests/app/support/ui.rs"]
#[allow(dead_code)]
mod egui_ui;

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use uno_party::engine::{Card, Colour};
use uno_party::theme::studio::{Deck, Picture, Selection, Slot};
use uno_party::theme::{BUILT_IN, Theme, ThemeSource, export_deck, import_deck};

/// A photo-like picture: smooth colour with grain, so that it compresses as a photo does.
fn photo(w: u32, h: u32, seed: u32) -> image::RgbImage {
    let mut state = seed.wrapping_mul(2_654_435_761).max(1);
    image::RgbImage::from_fn(w, h, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let grain = (state % 24) as i32 - 12;
        let px = |v: u32, k: u32| ((v * 255 / k) as i32 + grain).clamp(0, 255) as u8;
        image::Rgb([px(x, w), px(y, h), px((x + y) / 2, (w + h) / 2)])
    })
}

fn jpeg(path: &Path, img: &image::RgbImage) {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(img).unwrap();
    out.flush().unwrap();
}

/// Bytes of every file under `dir`.
fn folder_bytes(dir: &Path) -> u64 {
    let mut total = 0;
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let m = e.metadata().unwrap();
        total += if m.is_dir() { folder_bytes(&e.path()) } else { m.len() };
    }
    total
}

/// The process's peak resident memory so far, in MB.
fn peak_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0.0);
    kb / 1024.0
}

fn mb(bytes: u64) -> f64 {
    bytes as f64 / 1_048_576.0
}

fn ms(since: Instant) -> f64 {
    since.elapsed().as_secs_f64() * 1000.0
}

/// A deck whose back expands to `gb` GB of zeros (written in pieces: the bench never holds them).
fn zip_bomb(gb: usize) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    zip.start_file("theme.ron", opts).unwrap();
    zip.write_all(b"(name: \"Bomb\")").unwrap();
    zip.start_file("back.png", opts.large_file(true)).unwrap();
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..gb * 1024 {
        zip.write_all(&zeros).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

/// The same zip with the headers of its second file (the back) saying it unpacks to 1 kB (the
/// ZIP64 extra fields too).
fn lying(mut zip: Vec<u8>) -> Vec<u8> {
    let find = |zip: &[u8], sig: [u8; 4]| -> Vec<usize> {
        zip.windows(4).enumerate().filter(|(_, w)| *w == sig).map(|(i, _)| i).collect()
    };
    let small = 1024u32.to_le_bytes();
    for at in find(&zip, [0x50, 0x4B, 0x03, 0x04]).into_iter().skip(1) {
        zip[at + 22..at + 26].copy_from_slice(&small);
    }
    for at in find(&zip, [0x50, 0x4B, 0x01, 0x02]).into_iter().skip(1) {
        zip[at + 24..at + 28].copy_from_slice(&small);
    }
    // ZIP64 extra field (0x0001): the 8-byte uncompressed size comes first.
    let first = find(&zip, [0x50, 0x4B, 0x03, 0x04]).get(1).copied().unwrap_or(0);
    let mut i = first;
    while let Some(at) =
        zip[i..].windows(4).position(|w| w == [0x01, 0x00, 0x10, 0x00] || w == [0x01, 0x00, 0x08, 0x00])
    {
        let at = i + at;
        zip[at + 4..at + 12].copy_from_slice(&1024u64.to_le_bytes());
        i = at + 12;
        if i + 12 > zip.len() {
            break;
        }
    }
    zip
}

/// A zip of `entries` (name, bytes, stored or deflated), each a plain file.
fn zip_of(entries: &[(&str, Vec<u8>)]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        zip.start_file(*name, opts).unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap().into_inner()
}

/// A PNG whose header says `w`×`h` (and one empty data chunk).
fn png_header(w: u32, h: u32) -> Vec<u8> {
    let mut crc_table = [0u32; 256];
    for (i, c) in crc_table.iter_mut().enumerate() {
        let mut v = i as u32;
        for _ in 0..8 {
            v = if v & 1 == 1 { 0xEDB8_8320 ^ (v >> 1) } else { v >> 1 };
        }
        *c = v;
    }
    let crc = |bytes: &[u8]| !bytes.iter().fold(!0u32, |c, &b| crc_table[((c ^ b as u32) & 0xFF) as usize] ^ (c >> 8));
    let chunk = |kind: &[u8], data: &[u8]| {
        let mut v = (data.len() as u32).to_be_bytes().to_vec();
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        v.extend_from_slice(&body);
        v.extend_from_slice(&crc(&body).to_be_bytes());
        v
    };
    let mut ihdr = w.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
    let mut png = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];
    png.extend(chunk(b"IHDR", &ihdr));
    png.extend(chunk(b"IDAT", &[0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
    png.extend(chunk(b"IEND", &[]));
    png
}

/// Pure noise at the saved size: the worst case for JPEG, the largest a photo card can be.
fn noise(w: u32, h: u32, seed: u32) -> image::RgbaImage {
    let mut state = seed.wrapping_mul(2_654_435_761).max(1);
    image::RgbaImage::from_fn(w, h, |_, _| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let [a, b, c, _] = state.to_le_bytes();
        image::Rgba([a, b, c, 255])
    })
}

/// The deck studio headless: Make a deck, the photo picked in the game's browser; the time until
/// it is on the back and painted, and the longest frame meanwhile (the game's systems and egui).
fn studio_frames(camera: &Path, work: &Path) {
    use bevy::prelude::*;
    use uno_party::app::{BrowserButton, ButtonId, Party, Screen, StudioButton, StudioScreen, ThemesDir, UiCommand};
    use uno_party::i18n::Texts;
    use uno_party::language::Language;
    let mut app =
        egui_ui::ui_app(Screen::MainMenu, Party::default(), Texts::new(Language::English), Vec2::new(1280.0, 720.0));
    app.insert_resource(ThemesDir(work.join("studio-themes")));
    egui_ui::frames(&mut app, 4);
    app.world_mut().write_message(UiCommand::MakeDeck(None));
    egui_ui::frames(&mut app, 4);
    while !app.world().resource::<StudioScreen>().settled() {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    egui_ui::frames(&mut app, 4);
    app.world_mut().resource_mut::<StudioScreen>().browse_from(camera.parent().unwrap().to_path_buf());
    egui_ui::click(&mut app, ButtonId::Studio(StudioButton::ChooseFile));
    egui_ui::frames(&mut app, 4);
    let name = camera.file_name().unwrap().to_string_lossy().into_owned();
    let start = Instant::now();
    egui_ui::click(&mut app, ButtonId::Browser(BrowserButton::Entry(name)));
    let mut longest = 0.0f64;
    loop {
        let s = app.world().resource::<StudioScreen>();
        if s.studio.deck().picture(Slot::Back).is_some() && s.settled() {
            break;
        }
        let frame = Instant::now();
        app.update();
        longest = longest.max(ms(frame));
        // A display's pace (60 frames a second) while the workers work.
        std::thread::sleep(std::time::Duration::from_millis(16));
    }
    println!(
        "  in the studio (headless): clicked in the browser → on the card and painted in {:.0} ms; \
         the longest frame meanwhile {longest:.1} ms",
        ms(start)
    );
}

/// `--import FILE DIR`: imports one deck file and says how it went, in how long, and the peak
/// resident memory of this process (which did nothing else).
fn import_alone(file: &Path, into: &Path) {
    let start = Instant::now();
    let result = import_deck(file, into);
    let took = ms(start);
    match result {
        Ok(_) => println!("installed (!) in {took:.0} ms, peak {:.0} MB", peak_mb()),
        Err(e) => println!("refused in {took:.0} ms, peak {:.0} MB — {e}", peak_mb()),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--import") {
        import_alone(Path::new(&args[i + 1]), Path::new(&args[i + 2]));
        return;
    }
    let work = std::env::temp_dir().join(format!("uno-studio-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();

    // A 24-megapixel camera JPEG, opened and placed on the back, then painted.
    let camera = work.join("camera.jpg");
    jpeg(&camera, &photo(6000, 4000, 1));
    println!("24-megapixel JPEG: {:.1} MB", mb(std::fs::metadata(&camera).unwrap().len()));
    let base = peak_mb();
    let mut times = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let picture = Picture::open(&camera).expect("the photo opens");
        let opened = ms(start);
        let mut deck = Deck::from_built_in(&BUILT_IN[0], "Bench");
        deck.put(Selection::Slot(Slot::Back), picture);
        let painted = deck.paint(&[Slot::Back]);
        assert_eq!(painted.len(), 1);
        times.push((opened, ms(start)));
    }
    times.sort_by(|a, b| a.1.total_cmp(&b.1));
    let (opened, placed) = times[times.len() / 2];
    println!(
        "  opened in {opened:.0} ms, on the card and painted in {placed:.0} ms (median of 5); \
         resident memory peak {base:.0} → {:.0} MB",
        peak_mb()
    );
    studio_frames(&camera, &work);

    // A deck with a photo back and ten photo cards.
    let mut deck = Deck::from_built_in(&BUILT_IN[0], "Family");
    deck.put(
        Selection::Slot(Slot::Back),
        Picture::new(image::DynamicImage::ImageRgb8(photo(4000, 3000, 2)).to_rgba8()),
    );
    let cards = [
        Card::WILD,
        Card::WILD_DRAW_FOUR,
        Card::SWAP_HANDS,
        Card::custom(0),
        Card::custom(1),
        Card::custom(2),
        Card::number(Colour::Red, 7),
        Card::number(Colour::Blue, 3),
        Card::skip(Colour::Green),
        Card::reverse(Colour::Yellow),
    ];
    for (i, card) in cards.into_iter().enumerate() {
        let img = image::DynamicImage::ImageRgb8(photo(3000, 4000, 10 + i as u32)).to_rgba8();
        deck.put(Selection::Slot(Slot::Face(card)), Picture::new(img));
    }
    let folder = work.join("themes/family");
    let start = Instant::now();
    deck.save(&folder).expect("saved");
    let saved_ms = ms(start);
    let file = work.join("family.unodeck");
    export_deck(&folder, &file).expect("exported");
    println!(
        "A photo back and 10 photo cards: saved in {saved_ms:.0} ms; folder {:.2} MB, .unodeck {:.2} MB",
        mb(folder_bytes(&folder)),
        mb(std::fs::metadata(&file).unwrap().len())
    );
    let mut imports = Vec::new();
    for i in 0..5 {
        let into = work.join(format!("friend-{i}"));
        let start = Instant::now();
        let installed = import_deck(&file, &into).expect("imported");
        imports.push(ms(start));
        assert!(Theme::load(&ThemeSource::Folder(installed)).problems.is_empty());
    }
    imports.sort_by(f64::total_cmp);
    println!("  imported in {:.0} ms (median of 5)", imports[2]);
    // The worst case: pure noise on every picture (a photo is far smaller as JPEG).
    let mut worst = Deck::from_built_in(&BUILT_IN[0], "Noise");
    worst.put(Selection::Slot(Slot::Back), Picture::new(noise(500, 736, 3)));
    for (i, card) in cards.into_iter().enumerate() {
        worst.put(Selection::Slot(Slot::Face(card)), Picture::new(noise(500, 736, 20 + i as u32)));
    }
    let folder = work.join("themes/noise");
    worst.save(&folder).expect("saved");
    let file = work.join("noise.unodeck");
    export_deck(&folder, &file).expect("exported");
    let start = Instant::now();
    import_deck(&file, &work.join("noise-friend")).expect("imported");
    println!(
        "  the worst case, pure noise on all 11: folder {:.2} MB, .unodeck {:.2} MB, imported in {:.0} ms",
        mb(folder_bytes(&folder)),
        mb(std::fs::metadata(&file).unwrap().len()),
        ms(start)
    );

    // Hostile deck files, each refused.
    let manifest = ("theme.ron", b"(name: \"Hostile\")".to_vec());
    let mut many: Vec<(String, Vec<u8>)> = (0..400).map(|i| (format!("f{i}.png"), Vec::new())).collect();
    many.insert(0, ("theme.ron".into(), manifest.1.clone()));
    let many: Vec<(&str, Vec<u8>)> = many.iter().map(|(n, b)| (n.as_str(), b.clone())).collect();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("a zip bomb (1 GB of zeros)", zip_bomb(1)),
        ("a zip bomb whose headers say 1 kB", lying(zip_bomb(1))),
        ("a 40,000 × 40,000 PNG header", zip_of(&[manifest.clone(), ("back.png", png_header(40_000, 40_000))])),
        ("a path out of the folder", zip_of(&[manifest.clone(), ("../evil.png", png_header(10, 10))])),
        ("an absolute path", zip_of(&[manifest.clone(), ("/etc/evil.png", png_header(10, 10))])),
        ("401 entries", zip_of(&many)),
        ("not a zip", b"PK\x03\x04 but nothing more".to_vec()),
    ];
    println!("Hostile deck files (each imported by a process of its own: refused in, its peak resident memory):");
    let me = std::env::current_exe().expect("the bench's own path");
    for (i, (name, bytes)) in cases.into_iter().enumerate() {
        let path = work.join(format!("hostile-{i}.unodeck"));
        std::fs::write(&path, &bytes).unwrap();
        let into = work.join(format!("hostile-themes-{i}"));
        let out =
            std::process::Command::new(&me).arg("--import").arg(&path).arg(&into).output().expect("the bench runs");
        let line = String::from_utf8_lossy(&out.stdout).trim().to_string();
        let written = std::fs::read_dir(&into).map(|d| d.count()).unwrap_or(0);
        assert_eq!(written, 0, "{name}: something was written");
        println!("  {name}: {line}");
    }
    let _ = std::fs::remove_dir_all(&work);
}
