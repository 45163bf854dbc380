//! Card themes without a window: manifests good and bad (each bad case with its own message),
//! images that fall back card by card, the exported template, and that loading never touches the
//! player's files.

use std::path::{Path, PathBuf};

use uno_party::engine::{Card, Colour};
use uno_party::theme::{
    BUILT_IN, CARD_H, CARD_W, Manifest, Rgb, Shape, Theme, ThemeProblem, ThemeSource, card_slug, export_default,
    fingerprint, list_themes,
};

use crate::support::files::{solid_png, tmp};

fn folder(dir: &Path) -> Theme {
    Theme::load(&ThemeSource::Folder(dir.to_path_buf()))
}

fn manifest_error(text: &str) -> String {
    Manifest::from_ron(text).expect_err("a bad manifest").to_string()
}

/// The one problem about `file`.
fn problem_with<'a>(theme: &'a Theme, file: &str) -> &'a ThemeProblem {
    let found: Vec<&ThemeProblem> = theme.problems.iter().filter(|p| p.file == file).collect();
    assert_eq!(found.len(), 1, "one problem about {file}, found {:?}", theme.problems);
    found[0]
}

/// A pixel of a painted card, straight RGBA.
fn px(p: &tiny_skia::Pixmap, x: u32, y: u32) -> [u8; 4] {
    let c = p.pixel(x, y).unwrap().demultiply();
    [c.red(), c.green(), c.blue(), c.alpha()]
}

#[test]
fn the_built_in_themes_parse_and_high_contrast_gives_every_colour_its_own_shape() {
    for b in BUILT_IN {
        let m = Manifest::from_ron(b.manifest).unwrap_or_else(|e| panic!("{}: {e}", b.key));
        assert!(!m.name.is_empty());
    }
    let classic = Theme::load(&ThemeSource::default_theme());
    assert!(classic.problems.is_empty());
    assert_eq!(classic.manifest.colours, Default::default(), "classic is the default art's colours");
    assert!(classic.manifest.symbols.is_none());
    let hc = Theme::load(&ThemeSource::BuiltIn(BUILT_IN[1]));
    let symbols = hc.manifest.symbols.expect("high contrast has colour-blind symbols");
    let shapes: Vec<Shape> = Colour::ALL.iter().map(|c| symbols.of(*c)).collect();
    for (i, a) in shapes.iter().enumerate() {
        assert!(!shapes[i + 1..].contains(a), "two colours share the shape {a:?}");
    }
    let colours: Vec<Rgb> = Colour::ALL.iter().map(|c| hc.manifest.colours.suit(*c)).collect();
    assert_ne!(colours, Colour::ALL.iter().map(|c| classic.manifest.colours.suit(*c)).collect::<Vec<_>>());
    // The symbol is drawn: the high-contrast Red 7 differs from the same card without symbols
    // where the corner symbol sits.
    let mut plain = hc.clone();
    plain.manifest.symbols = None;
    let with = hc.paint(&[]).faces[Card::number(Colour::Red, 7).index()].clone();
    let without = plain.paint(&[]).faces[Card::number(Colour::Red, 7).index()].clone();
    assert_ne!(px(&with, 16 + 22, 14 + 70), px(&without, 16 + 22, 14 + 70), "no symbol under the corner index");
}

#[test]
fn a_manifest_needs_only_a_name() {
    let m = Manifest::from_ron("(name: \"Backs only\")").unwrap();
    assert_eq!(m, Manifest::named("Backs only"));
    let m = Manifest::from_ron(
        r##"(name: "Club", author: "Ann", colours: (red: "#FF0000"), symbols: (red: Star, yellow: Cross, green: Circle, blue: Square),
            cards: { "Red 7": (label: "7!", colour: "#101010"), "Wild": (image: "w.png") })"##,
    )
    .unwrap();
    assert_eq!(m.colours.red, Rgb([255, 0, 0]));
    assert_eq!(m.colours.blue, Manifest::named("x").colours.blue, "unset colours keep the default");
    assert_eq!(m.cards[&Card::WILD].image.as_deref(), Some("w.png"));
    assert_eq!(m.symbols.unwrap().of(Colour::Yellow), Shape::Cross);
}

#[test]
fn a_manifest_with_a_byte_order_mark_loads_from_a_folder() {
    let m = Manifest::from_ron("\u{feff}(name: \"Windows notepad\")").expect("a manifest with a BOM loads");
    assert_eq!(m, Manifest::named("Windows notepad"));
    let dir = tmp("bom");
    std::fs::write(dir.join("theme.ron"), "\u{feff}(name: \"From notepad\")").unwrap();
    let theme = folder(&dir);
    assert_eq!(theme.manifest.name, "From notepad");
    assert!(theme.problems.is_empty(), "{:?}", theme.problems);
}

#[test]
fn a_manifest_with_a_syntax_error_names_the_line() {
    let e = manifest_error("(\n    name: \"A\",\n    author: \"B\"\n    colours: (),\n)");
    assert!(e.starts_with("line 4"), "{e}");
}

#[test]
fn an_unknown_field_is_named_with_the_fields_there_are() {
    let e = manifest_error("(name: \"A\", colour: (red: \"#FF0000\"))");
    assert!(e.contains("`colour`") && e.contains("the fields are") && e.contains("colours"), "{e}");
    let e = manifest_error("(name: \"A\", colours: (purple: \"#FF00FF\"))");
    assert!(e.contains("colours.purple") || e.contains("`purple`"), "{e}");
}

#[test]
fn a_bad_colour_says_how_to_write_one() {
    let e = manifest_error("(name: \"A\", colours: (red: \"#12345\"))");
    assert!(e.contains("colours.red") && e.contains("#RRGGBB"), "{e}");
    let e = manifest_error("(name: \"A\", colours: (red: \"red\"))");
    assert!(e.contains("`red` is not a colour"), "{e}");
}

#[test]
fn an_unknown_card_name_lists_the_names() {
    let e = manifest_error("(name: \"A\", cards: { \"Red 10\": (label: \"X\") })");
    assert!(e.contains("`Red 10` is not a card") && e.contains("Wild Draw Four"), "{e}");
}

#[test]
fn an_unknown_shape_lists_the_shapes() {
    let e = manifest_error("(name: \"A\", symbols: (red: Hexagon, yellow: Circle, green: Square, blue: Star))");
    assert!(e.contains("Hexagon") && e.contains("Triangle") && e.contains("symbols.red"), "{e}");
}

#[test]
fn a_manifest_without_a_name_says_so() {
    let e = manifest_error("(author: \"B\")");
    assert!(e.contains("missing") && e.contains("`name`"), "{e}");
}

#[test]
fn a_broken_manifest_keeps_the_images_and_uses_default_colours() {
    let dir = tmp("broken-manifest");
    std::fs::write(dir.join("theme.ron"), "(name: \"Oops\", colours: (red: \"#GG0000\"))").unwrap();
    solid_png(&dir.join("back.png"), CARD_W, CARD_H, [200, 0, 200, 255]);
    let t = folder(&dir);
    let p = problem_with(&t, "theme.ron");
    assert!(p.message.contains("line 1") && p.message.contains("Default colours are used"), "{p}");
    assert!(t.back.is_some(), "the back image is still used");
    assert_eq!(t.manifest.colours, Default::default());
    // Called by its own name, not its folder's, in the theme and in the list of themes.
    assert_eq!(t.name(), "Oops");
    let themes = tmp("broken-manifest-list");
    std::fs::create_dir_all(themes.join("folder-name")).unwrap();
    std::fs::copy(dir.join("theme.ron"), themes.join("folder-name/theme.ron")).unwrap();
    let listed = uno_party::theme::list_themes(&themes);
    assert!(listed.iter().any(|e| e.name == "Oops"), "{:?}", listed.iter().map(|e| &e.name).collect::<Vec<_>>());
    // A manifest cut short says that it ends too early, and still gives the name.
    std::fs::write(
        dir.join("theme.ron"),
        "(\n    name: \"Cut\",\n    author: \"Ann\",\n    colours: (\n        red: \"#D62828\"",
    )
    .unwrap();
    let t = folder(&dir);
    let p = problem_with(&t, "theme.ron");
    assert!(p.message.contains("ends too early"), "{p}");
    assert!(!p.message.contains("comma"), "{p}");
    assert_eq!(t.name(), "Cut");
}

#[test]
fn a_missing_manifest_is_reported_and_the_folder_still_works() {
    let dir = tmp("no-manifest");
    solid_png(&dir.join("back.png"), CARD_W, CARD_H, [200, 0, 200, 255]);
    let t = folder(&dir);
    assert!(problem_with(&t, "theme.ron").message.contains("missing"));
    assert!(t.back.is_some());
}

#[test]
fn an_image_named_in_the_manifest_but_missing_is_reported() {
    let dir = tmp("missing-image");
    std::fs::write(
        dir.join("theme.ron"),
        "(name: \"A\", back: \"photos/us.jpg\", cards: { \"Wild\": (image: \"w.png\") })",
    )
    .unwrap();
    let t = folder(&dir);
    assert!(problem_with(&t, "photos/us.jpg").message.contains("is missing (named in theme.ron)"));
    assert!(problem_with(&t, "w.png").message.contains("is missing"));
    assert!(t.back.is_none() && t.faces.iter().all(Option::is_none));
}

#[test]
fn an_image_that_is_not_an_image_is_reported() {
    let dir = tmp("not-image");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    std::fs::create_dir_all(dir.join("cards")).unwrap();
    std::fs::write(dir.join("cards/red-3.png"), "this is text, not a picture").unwrap();
    let t = folder(&dir);
    let p = problem_with(&t, "cards/red-3.png");
    assert!(p.message.contains("use PNG or JPEG") && p.message.contains("default art is used"), "{p}");
    assert!(t.faces[Card::number(Colour::Red, 3).index()].is_none());
}

#[test]
fn a_damaged_png_is_reported() {
    let dir = tmp("damaged");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    solid_png(&dir.join("back.png"), CARD_W, CARD_H, [1, 2, 3, 255]);
    let bytes = std::fs::read(dir.join("back.png")).unwrap();
    std::fs::write(dir.join("back.png"), &bytes[..bytes.len() / 2]).unwrap();
    let t = folder(&dir);
    let p = problem_with(&t, "back.png");
    assert!(p.message.contains("damaged"), "{p}");
    assert!(t.back.is_none());
}

#[test]
fn an_unsupported_format_is_reported() {
    let dir = tmp("gif");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    // A GIF file under a .png name, and a back in WebP.
    std::fs::create_dir_all(dir.join("cards")).unwrap();
    std::fs::write(dir.join("cards/wild.png"), b"GIF89a\x01\x00\x01\x00\x00\x00\x00;").unwrap();
    std::fs::write(dir.join("back.webp"), b"RIFF\x00\x00\x00\x00WEBP").unwrap();
    let t = folder(&dir);
    let p = problem_with(&t, "cards/wild.png");
    assert!(p.message.contains("GIF image, which is not supported: use PNG or JPEG"), "{p}");
    let p = problem_with(&t, "back.webp");
    assert!(p.message.contains("not in a supported format"), "{p}");
}

#[test]
fn an_image_of_an_odd_size_is_reported() {
    let dir = tmp("odd-size");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    solid_png(&dir.join("cards/red-7.png"), 300, 300, [255, 0, 0, 255]);
    solid_png(&dir.join("cards/red-8.png"), 50, 74, [255, 0, 0, 255]);
    solid_png(&dir.join("table.png"), 8, 8, [0, 0, 0, 255]);
    solid_png(&dir.join("cards/red-9.png"), 500, 736, [255, 0, 0, 255]);
    let t = folder(&dir);
    let p = problem_with(&t, "cards/red-7.png");
    assert!(p.message.contains("300×300") && p.message.contains("proportions of a card"), "{p}");
    assert!(problem_with(&t, "cards/red-8.png").message.contains("50×74"));
    assert!(problem_with(&t, "table.png").message.contains("plain table colour"));
    assert!(t.faces[Card::number(Colour::Red, 9).index()].is_some(), "twice the card size is fine");
    assert_eq!(t.problems.len(), 3, "{:?}", t.problems);
}

#[test]
fn a_stray_card_file_is_reported() {
    let dir = tmp("stray");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    solid_png(&dir.join("cards/red-10.png"), CARD_W, CARD_H, [255, 0, 0, 255]);
    let t = folder(&dir);
    assert!(problem_with(&t, "cards/red-10.png").message.contains("not the name of a card"));
}

#[test]
fn a_font_that_is_not_a_font_is_reported() {
    let dir = tmp("font");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\", fonts: (numbers: \"fonts/a.ttf\", text: \"fonts/b.otf\"))")
        .unwrap();
    std::fs::create_dir_all(dir.join("fonts")).unwrap();
    std::fs::write(dir.join("fonts/a.ttf"), "not a font").unwrap();
    let t = folder(&dir);
    assert!(problem_with(&t, "fonts/a.ttf").message.contains("not a TrueType or OpenType font"));
    assert!(problem_with(&t, "fonts/b.otf").message.contains("missing"));
    assert!(t.numbers_font.is_none() && t.text_font.is_none());
    // Still paints, with the built-in font.
    assert_eq!(t.paint(&[]).faces.len(), 58);
}

#[test]
fn a_theme_that_is_not_there_says_where_it_looked() {
    let dir = tmp("resolve");
    let e = ThemeSource::resolve("no-such-theme", &dir).unwrap_err();
    assert!(e.message.contains("classic, high-contrast") && e.message.contains(&dir.display().to_string()), "{e}");
}

#[test]
fn themes_are_found_by_built_in_name_folder_name_or_path() {
    let dir = tmp("find");
    std::fs::create_dir_all(dir.join("club")).unwrap();
    std::fs::write(dir.join("club/theme.ron"), "(name: \"The Club\")").unwrap();
    std::fs::create_dir_all(dir.join("aaa")).unwrap();
    assert_eq!(ThemeSource::resolve("High-Contrast", &dir).unwrap(), ThemeSource::BuiltIn(BUILT_IN[1]));
    assert_eq!(ThemeSource::resolve("club", &dir).unwrap(), ThemeSource::Folder(dir.join("club")));
    let by_path = ThemeSource::resolve(&dir.join("club").display().to_string(), &dir).unwrap();
    assert_eq!(by_path, ThemeSource::Folder(dir.join("club")));
    let by_manifest = ThemeSource::resolve(&dir.join("club/theme.ron").display().to_string(), &dir).unwrap();
    assert_eq!(by_manifest, ThemeSource::Folder(dir.join("club")));
    let names: Vec<String> = list_themes(&dir).into_iter().map(|t| t.name).collect();
    assert_eq!(names, ["Classic", "High contrast", "aaa", "The Club"]);
}

#[test]
fn one_back_image_is_a_whole_theme_and_every_other_card_keeps_the_default_art() {
    let dir = tmp("one-back");
    std::fs::write(dir.join("theme.ron"), "(name: \"Backs\")").unwrap();
    solid_png(&dir.join("back.png"), CARD_W * 2, CARD_H * 2, [200, 0, 200, 255]);
    let t = folder(&dir);
    assert!(t.problems.is_empty(), "{:?}", t.problems);
    let art = t.paint(&[]);
    let classic = Theme::classic().paint(&[]);
    assert_eq!(px(&art.back, CARD_W / 2, CARD_H / 2), [200, 0, 200, 255]);
    assert_eq!(px(&art.back, 0, 0)[3], 0, "the corners stay round");
    for (i, (a, b)) in art.faces.iter().zip(&classic.faces).enumerate() {
        assert!(a.data() == b.data(), "face {i} changed");
    }
}

#[test]
fn each_card_falls_back_on_its_own() {
    let dir = tmp("per-card");
    std::fs::write(
        dir.join("theme.ron"),
        r##"(name: "Mixed", cards: { "Blue Skip": (image: "photos/skip.png"), "Green 2": (label: "II", colour: "#000000") })"##,
    )
    .unwrap();
    solid_png(&dir.join("cards/red-7.png"), CARD_W, CARD_H, [0, 200, 200, 255]);
    solid_png(&dir.join("photos/skip.png"), CARD_W, CARD_H, [250, 250, 0, 255]);
    std::fs::write(dir.join("cards/blue-2.png"), "broken").unwrap();
    let t = folder(&dir);
    assert_eq!(t.problems.len(), 1, "{:?}", t.problems);
    let art = t.paint(&[]);
    let classic = Theme::classic().paint(&[]);
    let red7 = Card::number(Colour::Red, 7).index();
    let skip = Card::skip(Colour::Blue).index();
    let green2 = Card::number(Colour::Green, 2).index();
    // The picture, above the plate that carries the 7 in the middle.
    assert_eq!(px(&art.faces[red7], CARD_W / 2, CARD_H / 2 - 80), [0, 200, 200, 255]);
    assert_ne!(px(&art.faces[red7], CARD_W / 2, CARD_H / 2), [0, 200, 200, 255], "the 7 on its plate");
    assert_eq!(px(&art.faces[skip], CARD_W / 2, 40), [250, 250, 0, 255]);
    assert_eq!(px(&art.faces[green2], 25, CARD_H / 2), [0, 0, 0, 255], "the panel colour override");
    for (i, (a, b)) in art.faces.iter().zip(&classic.faces).enumerate() {
        if ![red7, skip, green2].contains(&i) {
            assert!(a.data() == b.data(), "face {i} should be the default art");
        }
    }
}

#[test]
fn a_transparent_image_is_laid_over_the_default_art() {
    let dir = tmp("overlay");
    std::fs::write(dir.join("theme.ron"), "(name: \"Stickers\")").unwrap();
    let mut img = image::RgbaImage::from_pixel(CARD_W, CARD_H, image::Rgba([0, 0, 0, 0]));
    for y in 0..40 {
        for x in 100..150 {
            img.put_pixel(x, y + 300, image::Rgba([255, 0, 255, 255]));
        }
    }
    std::fs::create_dir_all(dir.join("cards")).unwrap();
    img.save(dir.join("cards/yellow-5.png")).unwrap();
    let art = folder(&dir).paint(&[]);
    let classic = Theme::classic().paint(&[]);
    let i = Card::number(Colour::Yellow, 5).index();
    assert_eq!(px(&art.faces[i], 120, 310), [255, 0, 255, 255]);
    assert_eq!(px(&art.faces[i], 40, 100), px(&classic.faces[i], 40, 100), "the default art shows through");
}

#[test]
fn customizable_wild_texts_are_drawn_over_default_art_and_over_images() {
    let texts = |s: &str| vec![s.to_string(), "B".into(), "C".into()];
    let c1 = Card::custom(0).index();
    for theme in [Theme::classic(), Theme::load(&ThemeSource::BuiltIn(BUILT_IN[1]))] {
        let a = theme.paint(&texts("Everyone draws two")).faces[c1].clone();
        let b = theme.paint(&texts("Skip everyone")).faces[c1].clone();
        assert!(a.data() != b.data(), "{}: the text is not on the card", theme.name());
    }
    let dir = tmp("custom-image");
    std::fs::write(dir.join("theme.ron"), "(name: \"Photo wilds\")").unwrap();
    solid_png(&dir.join("cards/customizable-wild-1.png"), CARD_W, CARD_H, [40, 140, 40, 255]);
    let t = folder(&dir);
    let a = t.paint(&texts("Everyone draws two")).faces[c1].clone();
    let b = t.paint(&texts("Skip everyone")).faces[c1].clone();
    assert!(a.data() != b.data(), "the text is not drawn over the image");
    assert_eq!(px(&a, CARD_W / 2, 30), [40, 140, 40, 255], "the image is there");
}

#[test]
fn the_exported_template_is_complete_and_looks_like_the_default_theme() {
    let dir = tmp("export").join("my deck");
    let files = export_default(&dir).unwrap();
    assert_eq!(files.len(), 1 + 2 + 58, "manifest, back, table and every face");
    for card in Card::all() {
        assert!(dir.join(format!("cards/{}.png", card_slug(card))).is_file(), "{card}");
    }
    let t = folder(&dir);
    assert!(t.problems.is_empty(), "{:?}", t.problems);
    assert_eq!(t.name(), "My deck");
    assert!(t.faces.iter().all(Option::is_some) && t.back.is_some() && t.table.is_some());
    let texts = vec!["Everyone draws one".to_string()];
    let (art, classic) = (t.paint(&texts), Theme::classic().paint(&texts));
    let close = |a: &tiny_skia::Pixmap, b: &tiny_skia::Pixmap| {
        // Only the anti-aliased rims of the round corners may differ.
        a.data().iter().zip(b.data()).filter(|(x, y)| x.abs_diff(**y) > 2).count() < a.data().len() / 200
    };
    assert!(close(&art.back, &classic.back), "the exported back differs from the default");
    for card in Card::all().filter(|c| !matches!(c.kind(), uno_party::engine::Kind::Custom(_))) {
        assert!(close(&art.faces[card.index()], &classic.faces[card.index()]), "{card} differs from the default");
    }
    // Never over anything: a second export into the same folder writes nothing.
    let before = fingerprint(&dir);
    let e = export_default(&dir).unwrap_err();
    assert!(e.to_string().contains("not empty"), "{e}");
    assert_eq!(fingerprint(&dir), before);
}

#[test]
fn loading_a_broken_theme_never_changes_its_files() {
    let dir = tmp("untouched");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\", nonsense: 1)").unwrap();
    std::fs::create_dir_all(dir.join("cards")).unwrap();
    std::fs::write(dir.join("cards/red-3.png"), "text").unwrap();
    std::fs::write(dir.join("back.png"), "").unwrap();
    let listing = |d: &Path| {
        let mut v: Vec<(String, Vec<u8>)> =
            walk(d).into_iter().map(|p| (p.display().to_string(), std::fs::read(&p).unwrap())).collect();
        v.sort();
        v
    };
    let before = listing(&dir);
    let t = folder(&dir);
    assert_eq!(t.problems.len(), 3, "{:?}", t.problems);
    t.paint(&[]);
    assert_eq!(listing(&dir), before);
}

fn walk(d: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(d).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() { out.extend(walk(&p)) } else { out.push(p) }
    }
    out
}

#[test]
fn the_fingerprint_follows_edits() {
    let dir = tmp("fingerprint");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    let a = fingerprint(&dir);
    assert_eq!(fingerprint(&dir), a);
    solid_png(&dir.join("back.png"), CARD_W, CARD_H, [1, 1, 1, 255]);
    let b = fingerprint(&dir);
    assert_ne!(a, b);
    std::fs::write(dir.join("theme.ron"), "(name: \"Ab\")").unwrap();
    assert_ne!(fingerprint(&dir), b);
}

#[test]
fn the_readme_example_manifest_reads() {
    let readme = include_str!("../../README.md");
    let section = &readme[readme.find("## Make your own deck").expect("the README section")..];
    let start = section.find("```ron\n").expect("an example") + "```ron\n".len();
    let end = start + section[start..].find("```").unwrap();
    let m = Manifest::from_ron(&section[start..end]).unwrap_or_else(|e| panic!("the README example: {e}"));
    assert_eq!(m.name, "The Rossi family");
    assert_eq!(m.cards[&Card::WILD_DRAW_FOUR].image.as_deref(), Some("photos/grandpa.jpg"));
}

#[test]
fn image_names_are_found_in_any_letter_case_and_editor_files_are_left_alone() {
    let dir = tmp("case");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    solid_png(&dir.join("Cards/Red-7.PNG"), CARD_W, CARD_H, [1, 2, 3, 255]);
    solid_png(&dir.join("BACK.png"), CARD_W, CARD_H, [4, 5, 6, 255]);
    std::fs::write(dir.join("Cards/red-7.png~"), "editor backup").unwrap();
    std::fs::write(dir.join("Cards/.red-8.png.swp"), "swap file").unwrap();
    let t = folder(&dir);
    assert!(t.problems.is_empty(), "{:?}", t.problems);
    assert!(t.faces[Card::number(Colour::Red, 7).index()].is_some() && t.back.is_some());
    let before = fingerprint(&dir);
    std::fs::write(dir.join("Cards/.red-8.png.swp"), "the swap file changes as you type").unwrap();
    assert_eq!(fingerprint(&dir), before, "editor files do not trigger a reload");
}

#[test]
fn a_second_image_for_the_same_card_is_reported() {
    let dir = tmp("twice");
    std::fs::write(dir.join("theme.ron"), "(name: \"A\")").unwrap();
    solid_png(&dir.join("cards/red-7.png"), CARD_W, CARD_H, [1, 2, 3, 255]);
    std::fs::copy(dir.join("cards/red-7.png"), dir.join("cards/red-7.jpg")).unwrap();
    let t = folder(&dir);
    assert!(problem_with(&t, "cards/red-7.jpg").message.contains("another image for the same card"));
}

#[test]
fn a_path_outside_the_theme_folder_is_refused() {
    let dir = tmp("outside");
    solid_png(&dir.join("elsewhere.png"), CARD_W, CARD_H, [1, 2, 3, 255]);
    let theme = dir.join("theme");
    std::fs::create_dir_all(&theme).unwrap();
    let abs = dir.join("elsewhere.png").display().to_string();
    std::fs::write(
        theme.join("theme.ron"),
        format!("(name: \"A\", back: \"../elsewhere.png\", cards: {{ \"Wild\": (image: {abs:?}) }})"),
    )
    .unwrap();
    let t = folder(&theme);
    assert!(problem_with(&t, "../elsewhere.png").message.contains("inside the theme folder"));
    assert!(problem_with(&t, &abs).message.contains("inside the theme folder"));
    assert!(t.back.is_none() && t.faces[Card::WILD.index()].is_none());
}

#[test]
fn a_jpeg_photo_and_a_font_file_are_used() {
    let dir = tmp("jpeg");
    std::fs::write(
        dir.join("theme.ron"),
        "(name: \"Photos\", fonts: (numbers: \"fonts/card.ttf\", text: \"fonts/card.ttf\"))",
    )
    .unwrap();
    std::fs::create_dir_all(dir.join("fonts")).unwrap();
    std::fs::write(dir.join("fonts/card.ttf"), include_bytes!("../../assets/fonts/FiraMono-subset.ttf")).unwrap();
    let photo = image::RgbImage::from_pixel(CARD_W * 2, CARD_H * 2, image::Rgb([30, 90, 200]));
    photo.save_with_format(dir.join("back.JPG"), image::ImageFormat::Jpeg).unwrap();
    let t = folder(&dir);
    assert!(t.problems.is_empty(), "{:?}", t.problems);
    assert!(t.numbers_font.is_some() && t.text_font.is_some());
    let back = t.paint(&[]).back;
    let [r, g, b, a] = px(&back, CARD_W / 2, CARD_H / 2);
    assert!(r.abs_diff(30) < 6 && g.abs_diff(90) < 6 && b.abs_diff(200) < 6 && a == 255, "{:?}", [r, g, b, a]);
}

#[test]
fn image_cards_keep_their_rim_and_corner_index_unless_the_theme_turns_them_off() {
    let red7 = Card::number(Colour::Red, 7).index();
    // White pixels in the top-left corner index's place.
    let index_ink = |p: &tiny_skia::Pixmap| {
        (16..86)
            .flat_map(|x| (14..124).map(move |y| (x, y)))
            .filter(|&(x, y)| px(p, x, y) == [255, 255, 255, 255])
            .count()
    };
    for (frame, manifest) in [(true, "(name: \"Photos\")"), (false, "(name: \"Photos\", frame: false)")] {
        let dir = tmp(&format!("frame-{frame}"));
        std::fs::write(dir.join("theme.ron"), manifest).unwrap();
        solid_png(&dir.join("back.png"), CARD_W, CARD_H, [200, 0, 200, 255]);
        solid_png(&dir.join("cards/red-7.png"), CARD_W, CARD_H, [0, 200, 200, 255]);
        let t = folder(&dir);
        assert!(t.problems.is_empty(), "{:?}", t.problems);
        let art = t.paint(&[]);
        // The middle is the picture either way (a face's, above the plate of its number).
        assert_eq!(px(&art.back, CARD_W / 2, CARD_H / 2), [200, 0, 200, 255]);
        assert_eq!(px(&art.faces[red7], CARD_W / 2, CARD_H / 2 - 80), [0, 200, 200, 255]);
        // The number is on a plate in the middle with the frame, and not without it.
        let middle = px(&art.faces[red7], CARD_W / 2, CARD_H / 2);
        assert_eq!(middle != [0, 200, 200, 255], frame, "{middle:?}");
        for (what, p, picture) in
            [("back", &art.back, [200, 0, 200, 255]), ("Red 7", &art.faces[red7], [0, 200, 200, 255])]
        {
            let rim = px(p, 4, CARD_H / 2);
            if frame {
                assert_eq!(rim, [255, 255, 255, 255], "{what}: the rim is lost under the image");
            } else {
                assert_eq!(rim, picture, "{what}: frame: false keeps the image alone");
            }
        }
        let ink = index_ink(&art.faces[red7]);
        if frame {
            assert!(ink > 40, "the corner index is lost under the image ({ink} white pixels)");
        } else {
            assert_eq!(ink, 0, "frame: false draws no index");
        }
    }
}
