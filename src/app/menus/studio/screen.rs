//! The studio's screen: the deck on the left by groups, the card being edited large in the middle
//! (drag to move its picture, wheel or slider to zoom), the colours on the right, and the deck's
//! name, author, Undo, Redo, Save, Export and Back on top.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText, vec2};

use super::phone::PhoneLink;
use super::state::{Browsing, StudioScreen, browse, picture_problem, save};
use super::work::{Done, Source};
use crate::app::core::commands::UiCommand;
use crate::app::core::schedule::Screen;
use crate::app::core::settings::Settings;
use crate::app::menus::context::MenuContext;
use crate::app::ui::desktop_dialog::{Asked, DesktopDialog, FileDialogs, Wanted};
use crate::app::ui::file_browser::Browsed;
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, Panel, StudioButton};
use crate::engine::{Colour, Kind};
use crate::i18n::{Localize, Msg, Texts};
use crate::theme::colour_check::{Vision, confusions};
use crate::theme::studio::{ColourField, EditKind, Group, Placement, Selection, Slot, TABLE_PREVIEW};
use crate::theme::{CARD_H, CARD_W, Rgb};
use crate::{msg, tr};

/// Size of a card in the deck's list, in points.
const SMALL: [f32; 2] = [26.0, 38.0];
/// How far an arrow key moves the picture, in card widths (or heights).
const KEY_STEP: f32 = 0.02;
/// Side of the phone's QR code, in points.
const PHONE_QR: f32 = 132.0;
/// Room left for the Help button at the window's top left, in points.
const HELP_ROOM: f32 = 86.0;
/// Width of a group's name in the deck's list, in points.
const GROUP_NAME_W: f32 = 120.0;

pub(crate) fn draw(
    mut m: MenuContext,
    studio: Option<ResMut<StudioScreen>>,
    settings: Res<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
    dialogs: Res<FileDialogs>,
) -> Result {
    let Some(mut s) = studio else { return Ok(()) };
    let (ctx, mut sink) = m.split()?;
    let texts = sink.texts;
    answers(&mut s, &ctx, texts, sink.rects);
    let esc = keys.just_pressed(KeyCode::Escape) && s.browser.is_none();
    let mut leave = false;
    if s.leaving {
        leave = leave_question(&ctx, texts, &mut s, &settings, sink.cmd, sink.rects);
        if esc {
            s.leaving = false;
        }
    } else if esc {
        if s.studio.unsaved() { s.leaving = true } else { leave = true }
    }
    // Typing in one field, then in another, are two steps of Undo.
    let focus = ctx.memory(|m| m.focused());
    if focus != s.focus {
        s.focus = focus;
        s.studio.end_gesture();
    }
    let blocked = s.browser.is_some() || s.leaving;
    shortcuts(&ctx, &mut s, &settings, sink.cmd, blocked);
    // The studio fills the window, under the browser and the question.
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("studio")).order(egui::Order::Background).fixed_pos(screen.min).show(&ctx, |ui| {
        ui.painter().rect_filled(screen, 0.0, ui.visuals().panel_fill);
        let ui = &mut ui.new_child(egui::UiBuilder::new().max_rect(screen));
        top(ui, texts, &mut s, &settings, sink.cmd, sink.rects, &mut leave, blocked);
        // The studio's panel, for the layout report: below its top rows (which keep clear of the
        // Help button in the corner).
        let below = egui::Rect::from_min_max(egui::pos2(screen.min.x, ui.min_rect().bottom()), screen.max);
        widgets::record(sink.rects, ui.ctx(), ButtonId::Panel(Panel::Studio), below);
        bottom(ui, texts, &s);
        deck_list(ui, texts, &mut s, sink.rects, blocked);
        colours(ui, texts, &mut s, sink.rects, blocked);
        middle(ui, texts, &mut s, sink.rects, blocked, *dialogs);
    });
    if leave {
        sink.choose(UiCommand::Go(Screen::Settings));
    }
    Ok(())
}

/// What came in since the last frame: the desktop dialog's answer, phones' photos, the workers'
/// pictures and paintings, the file browser's choice; and the deck to paint, when it changed.
fn answers(s: &mut StudioScreen, ctx: &egui::Context, texts: &Texts, rects: &mut ButtonRects) {
    if let Some(answer) = s.dialog.as_ref().and_then(DesktopDialog::answer) {
        s.dialog = None;
        match answer {
            Asked::Chosen(path) => {
                s.folder = path.parent().map(|p| p.to_path_buf()).unwrap_or_default();
                s.open_picture(Source::File(path));
            }
            Asked::Cancelled => {}
            Asked::Unavailable(why) => {
                info!("the desktop's file dialog: {why}; the game's own browser opens");
                browse(s, Browsing::Picture);
            }
        }
    }
    let photos = s.phone.as_mut().map(|p| p.photos()).unwrap_or_default();
    for bytes in photos {
        s.open_picture(Source::Phone(bytes));
    }
    receive(s, ctx);
    if s.sent.as_ref() != Some(s.studio.deck()) {
        let deck = s.studio.deck().clone();
        s.work.paint(deck.clone());
        s.sent = Some(deck);
    }
    // The file browser and the question take the screen's keys and clicks while open.
    if let Some((browser, what)) = s.browser.as_mut() {
        let what = *what;
        match browser.show(ctx, texts, rects) {
            Some(Browsed::Open(path)) => {
                s.folder = path.parent().map(|p| p.to_path_buf()).unwrap_or_default();
                s.browser = None;
                s.open_picture(Source::File(path));
            }
            Some(Browsed::SaveAs(path)) => {
                s.folder = path.parent().map(|p| p.to_path_buf()).unwrap_or_default();
                s.browser = None;
                if what == Browsing::Export {
                    export(s, &path);
                }
            }
            Some(Browsed::Cancel) => s.browser = None,
            None => {}
        }
    }
}

/// Takes what the workers finished: painted slots become textures, opened pictures go on the
/// cards they were asked for.
fn receive(s: &mut StudioScreen, ctx: &egui::Context) {
    for done in s.work.finished() {
        match done {
            Done::Painted(slots) => s.painted.extend(slots),
            Done::Picture { picture, to, asked, source } => {
                s.opening = None;
                let file = match &source {
                    Source::File(p) => p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
                    Source::Phone(_) => String::new(),
                };
                match picture {
                    Ok(picture) => {
                        s.studio.edit(EditKind::Picture, |d| d.put(to, picture));
                        s.studio.selection = to;
                        s.last_picture_ms = Some(asked.elapsed().as_millis());
                        s.message = matches!(source, Source::Phone(_)).then(|| msg!(StudioPictureFromPhone));
                    }
                    Err(e) => s.message = Some(picture_problem(&file, &e)),
                }
            }
        }
    }
    for (slot, size, rgba) in s.painted.drain(..) {
        let image = egui::ColorImage::from_rgba_unmultiplied(size, &rgba);
        match s.textures.get_mut(&slot) {
            Some(t) => t.set(image, egui::TextureOptions::LINEAR),
            None => {
                let t = ctx.load_texture(format!("studio-{}", slot.slug()), image, egui::TextureOptions::LINEAR);
                s.textures.insert(slot, t);
            }
        }
    }
}

/// Ctrl+Z, Ctrl+Y (or Ctrl+Shift+Z), Ctrl+S.
fn shortcuts(
    ctx: &egui::Context,
    s: &mut StudioScreen,
    settings: &Settings,
    cmd: &mut MessageWriter<UiCommand>,
    blocked: bool,
) {
    if blocked || ctx.egui_wants_keyboard_input() {
        return;
    }
    let key =
        |m: egui::Modifiers, k: egui::Key| ctx.input_mut(|i| i.consume_shortcut(&egui::KeyboardShortcut::new(m, k)));
    let shift_cmd = egui::Modifiers::COMMAND | egui::Modifiers::SHIFT;
    if key(shift_cmd, egui::Key::Z) || key(egui::Modifiers::COMMAND, egui::Key::Y) {
        s.studio.redo();
    } else if key(egui::Modifiers::COMMAND, egui::Key::Z) {
        s.studio.undo();
    }
    if key(egui::Modifiers::COMMAND, egui::Key::S) {
        save(s, settings, cmd);
    }
}

/// The deck's name and author, Undo, Redo, Save, Export and Back.
fn top(
    ui: &mut egui::Ui,
    texts: &Texts,
    s: &mut StudioScreen,
    settings: &Settings,
    cmd: &mut MessageWriter<UiCommand>,
    rects: &mut ButtonRects,
    leave: &mut bool,
    blocked: bool,
) {
    egui::Panel::top("studio_top").show(ui, |ui| {
        ui.add_enabled_ui(!blocked, |ui| {
            ui.horizontal_wrapped(|ui| {
                // Clear of the Help button in the window's corner.
                ui.add_space(HELP_ROOM);
                let name = s.studio.deck().manifest.name.clone();
                ui.label(RichText::new(tr!(texts, StudioTitle, name = name.as_str())).strong().size(17.0));
                ui.separator();
                ui.label(texts.get(Msg::StudioName));
                let mut name_field = name;
                let r = ui.add(egui::TextEdit::singleline(&mut name_field).desired_width(150.0).char_limit(60));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Name), r.rect);
                if r.changed() {
                    s.studio.edit(EditKind::Text, |d| d.manifest.name = name_field);
                }
                ui.label(texts.get(Msg::StudioAuthor));
                let mut author = s.studio.deck().manifest.author.clone();
                let r = ui.add(egui::TextEdit::singleline(&mut author).desired_width(120.0).char_limit(60));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Author), r.rect);
                if r.changed() {
                    s.studio.edit(EditKind::Text, |d| d.manifest.author = author);
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.add_space(HELP_ROOM);
                let undo = ui.add_enabled(s.studio.can_undo(), egui::Button::new(texts.get(Msg::StudioUndo)));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Undo), undo.rect);
                if undo.clicked() {
                    s.studio.undo();
                }
                let redo = ui.add_enabled(s.studio.can_redo(), egui::Button::new(texts.get(Msg::StudioRedo)));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Redo), redo.rect);
                if redo.clicked() {
                    s.studio.redo();
                }
                ui.separator();
                let b = ui.button(RichText::new(texts.get(Msg::StudioSave)).strong());
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Save), b.rect);
                if b.clicked() {
                    save(s, settings, cmd);
                }
                let b = ui.button(texts.get(Msg::StudioExport));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Export), b.rect);
                if b.clicked() && (!s.studio.unsaved() || save(s, settings, cmd)) {
                    browse(s, Browsing::Export);
                }
                let b = ui.button(texts.get(Msg::StudioBack));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Leave), b.rect);
                if b.clicked() {
                    if s.studio.unsaved() {
                        s.leaving = true;
                    } else {
                        *leave = true;
                    }
                }
                let (state, colour) = if s.studio.unsaved() {
                    (texts.get(Msg::StudioUnsaved), palette::WARNING)
                } else {
                    (texts.get(Msg::StudioSavedLine), palette::MUTED)
                };
                ui.label(RichText::new(state).color(colour));
            });
        });
    });
}

/// What the last action did, or what is being opened.
fn bottom(ui: &mut egui::Ui, texts: &Texts, s: &StudioScreen) {
    egui::Panel::bottom("studio_bottom").show(ui, |ui| {
        let line = match (&s.opening, &s.message) {
            (Some(file), _) => tr!(texts, StudioDecoding, file = file.as_str()),
            (None, Some(m)) => texts.render(m),
            (None, None) => texts.get(Msg::StudioDropHint),
        };
        ui.add(egui::Label::new(RichText::new(line).size(13.0)).truncate());
    });
}

/// A group's name.
fn group_name(texts: &Texts, g: Group) -> String {
    match g {
        Group::Back => texts.get(Msg::StudioGroupBack),
        Group::Numbers(c) => tr!(texts, StudioGroupNumbers, colour = colour_key(c)),
        Group::Actions(c) => tr!(texts, StudioGroupActions, colour = colour_key(c)),
        Group::ActionAll(Kind::Skip) => texts.get(Msg::StudioGroupSkip),
        Group::ActionAll(Kind::Reverse) => texts.get(Msg::StudioGroupReverse),
        Group::ActionAll(_) => texts.get(Msg::StudioGroupDrawTwo),
        Group::Wilds => texts.get(Msg::StudioGroupWilds),
        Group::Customizable => texts.get(Msg::StudioGroupCustomizable),
        Group::Table => texts.get(Msg::StudioGroupTable),
    }
}

/// A slot's name.
fn slot_name(texts: &Texts, slot: Slot) -> String {
    match slot {
        Slot::Back => texts.get(Msg::StudioGroupBack),
        Slot::Table => texts.get(Msg::StudioGroupTable),
        Slot::Face(c) => texts.card(c),
    }
}

/// A column that scrolls, its bar drawn and noted in the layout report.
fn scrolled(ui: &mut egui::Ui, rects: &mut ButtonRects, add: impl FnOnce(&mut egui::Ui, &mut ButtonRects)) {
    let scroll = egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| add(ui, rects));
    if let Some(bar) = widgets::scroll_bar(ui, &scroll) {
        widgets::record_seen(rects, ui, ButtonId::ScrollBar, bar);
    }
}

/// The whole deck by groups: a group's name selects the group, a card selects that card.
fn deck_list(ui: &mut egui::Ui, texts: &Texts, s: &mut StudioScreen, rects: &mut ButtonRects, blocked: bool) {
    let width = (ui.ctx().content_rect().width() * 0.4).clamp(300.0, 460.0);
    egui::Panel::left("studio_deck").exact_size(width).resizable(false).show(ui, |ui| {
        ui.add_enabled_ui(!blocked, |ui| {
            scrolled(ui, rects, |ui, rects| {
                let groups = Group::all();
                for (i, &g) in groups.iter().enumerate() {
                    // The actions of every colour repeat cards shown above: named in one row.
                    if let Group::ActionAll(_) = g {
                        if !matches!(groups.get(i.wrapping_sub(1)), Some(Group::ActionAll(_))) {
                            ui.horizontal_wrapped(|ui| {
                                for (j, &every) in groups.iter().enumerate().skip(i) {
                                    if !matches!(every, Group::ActionAll(_)) {
                                        break;
                                    }
                                    group_button(ui, texts, s, rects, j, every, None);
                                }
                            });
                            ui.add_space(2.0);
                        }
                        continue;
                    }
                    ui.horizontal(|ui| {
                        // Ten cards in a row beside the name, the name as wide as what is left.
                        let name_w = (ui.available_width() - 10.0 * (SMALL[0] + 2.0) - 8.0).clamp(72.0, GROUP_NAME_W);
                        group_button(ui, texts, s, rects, i, g, Some(name_w));
                        ui.horizontal_wrapped(|ui| cards(ui, texts, s, rects, g));
                    });
                    ui.add_space(2.0);
                }
            });
        });
    });
}

/// A group's name, as a button that selects the group (`width`: a column of names).
fn group_button(
    ui: &mut egui::Ui,
    texts: &Texts,
    s: &mut StudioScreen,
    rects: &mut ButtonRects,
    i: usize,
    g: Group,
    width: Option<f32>,
) {
    let selected = s.studio.selection == Selection::Group(g);
    let name = egui::Button::selectable(selected, RichText::new(group_name(texts, g)).strong().size(12.0)).wrap();
    let b = match width {
        Some(w) => ui.add_sized([w, SMALL[1]], name),
        None => ui.add(name),
    };
    widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Group(i)), b.rect);
    if b.clicked() {
        s.studio.selection = Selection::Group(g);
        s.studio.end_gesture();
    }
}

/// The cards of a group, small; a click selects one.
fn cards(ui: &mut egui::Ui, texts: &Texts, s: &mut StudioScreen, rects: &mut ButtonRects, g: Group) {
    ui.spacing_mut().item_spacing = vec2(2.0, 2.0);
    for slot in g.slots() {
        let size = if slot == Slot::Table { vec2(SMALL[1] * 16.0 / 9.0, SMALL[1]) } else { vec2(SMALL[0], SMALL[1]) };
        let selected = s.studio.selection == Selection::Slot(slot);
        let r = match s.textures.get(&slot) {
            Some(t) => ui.add(
                egui::Button::image(egui::load::SizedTexture::new(t.id(), size)).frame(selected).selected(selected),
            ),
            None => ui.add_sized(size, egui::Button::new("…")),
        }
        .on_hover_text(slot_name(texts, slot));
        widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Card(slot.slug())), r.rect);
        if r.clicked() {
            s.studio.selection = Selection::Slot(slot);
            s.studio.end_gesture();
        }
    }
}

/// A colour field's name.
fn colour_name(texts: &Texts, f: ColourField) -> String {
    match f {
        ColourField::Suit(Colour::Red) => texts.get(Msg::ColourRed),
        ColourField::Suit(Colour::Yellow) => texts.get(Msg::ColourYellow),
        ColourField::Suit(Colour::Green) => texts.get(Msg::ColourGreen),
        ColourField::Suit(Colour::Blue) => texts.get(Msg::ColourBlue),
        ColourField::Wild => texts.get(Msg::StudioColourWild),
        ColourField::Back => texts.get(Msg::StudioColourBack),
        ColourField::Edge => texts.get(Msg::StudioColourEdge),
        ColourField::Table => texts.get(Msg::StudioColourTable),
    }
}

/// The eight colours (a picker and the colour in hex), the colour-blindness check, the shapes.
fn colours(ui: &mut egui::Ui, texts: &Texts, s: &mut StudioScreen, rects: &mut ButtonRects, blocked: bool) {
    let width = (ui.ctx().content_rect().width() * 0.27).clamp(230.0, 330.0);
    egui::Panel::right("studio_colours").exact_size(width).resizable(false).show(ui, |ui| {
        ui.add_enabled_ui(!blocked, |ui| {
            scrolled(ui, rects, |ui, rects| {
                ui.label(RichText::new(texts.get(Msg::StudioColours)).strong());
                for (i, field) in ColourField::ALL.into_iter().enumerate() {
                    ui.horizontal(|ui| colour_row(ui, texts, s, rects, i, field));
                }
                ui.add_space(8.0);
                colour_check(ui, texts, s, rects);
            });
        });
    });
}

/// One colour: its name, a picker, and the colour in hex (typed: the colour follows).
fn colour_row(
    ui: &mut egui::Ui,
    texts: &Texts,
    s: &mut StudioScreen,
    rects: &mut ButtonRects,
    i: usize,
    field: ColourField,
) {
    ui.add_sized([84.0, 20.0], egui::Label::new(colour_name(texts, field)).truncate());
    let mut colours = s.studio.deck().manifest.colours;
    let mut rgb = field.of(&mut colours).0;
    let picker = ui.color_edit_button_srgb(&mut rgb);
    widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Colour(i)), picker.rect);
    if picker.changed() {
        s.studio.edit(EditKind::Colour(field), |d| *field.of(&mut d.manifest.colours) = Rgb(rgb));
    }
    let edit_id = egui::Id::new(("studio_hex", i));
    let typed = s.hex.get(&i).cloned();
    let mut hex = typed.clone().unwrap_or_else(|| Rgb(rgb).to_string());
    let field_r = ui.add(egui::TextEdit::singleline(&mut hex).id(edit_id).desired_width(84.0));
    widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::ColourHex(i)), field_r.rect);
    // (The field's response carries another id than the field's own: its focus is asked by id.)
    if ui.memory(|m| m.has_focus(edit_id)) {
        if field_r.changed()
            && let Ok(c) = hex.parse::<Rgb>()
        {
            s.studio.edit(EditKind::Colour(field), |d| *field.of(&mut d.manifest.colours) = c);
        }
        s.hex.insert(i, hex);
    } else {
        s.hex.remove(&i);
    }
}

/// The colour-blindness check, with "Add shapes" where it finds two colours too close.
fn colour_check(ui: &mut egui::Ui, texts: &Texts, s: &mut StudioScreen, rects: &mut ButtonRects) {
    let deck = s.studio.deck();
    let found = confusions(&deck.manifest.colours);
    let name = |c: Colour| colour_name(texts, ColourField::Suit(c));
    let has_shapes = deck.manifest.symbols.is_some();
    if found.is_empty() {
        ui.label(RichText::new(texts.get(Msg::StudioColoursFine)).color(palette::MUTED).size(13.0));
    }
    for f in &found {
        let (a, b) = (name(f.a), name(f.b));
        let line = match f.vision {
            Vision::Deuteranopia => tr!(texts, StudioTooCloseDeuteranopia, a = a.as_str(), b = b.as_str()),
            Vision::Protanopia => tr!(texts, StudioTooCloseProtanopia, a = a.as_str(), b = b.as_str()),
        };
        let colour = if has_shapes { palette::MUTED } else { palette::WARNING };
        ui.add(egui::Label::new(RichText::new(line).color(colour).size(13.0)).wrap());
    }
    if !found.is_empty() && !has_shapes {
        ui.label(RichText::new(texts.get(Msg::StudioShapesHelp)).size(13.0));
        let b = ui.button(RichText::new(texts.get(Msg::StudioAddShapes)).strong());
        widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::AddShapes), b.rect);
        if b.clicked() {
            s.studio.edit(EditKind::Options, |d| d.add_shapes());
        }
    }
    let mut shapes = has_shapes;
    let c = ui.checkbox(&mut shapes, texts.get(Msg::StudioShapes));
    widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Shapes), c.rect);
    if c.changed() {
        s.studio.edit(EditKind::Options, |d| {
            if shapes {
                d.add_shapes();
            } else {
                d.manifest.symbols = None;
            }
        });
    }
}

/// The card being edited, large: drag to move its picture, wheel or slider to zoom; the picture's
/// buttons; the Customizable Wilds' texts.
fn middle(
    ui: &mut egui::Ui,
    texts: &Texts,
    s: &mut StudioScreen,
    rects: &mut ButtonRects,
    blocked: bool,
    dialogs: FileDialogs,
) {
    egui::CentralPanel::default().show(ui, |ui| {
        ui.add_enabled_ui(!blocked, |ui| {
            scrolled(ui, rects, |ui, rects| middle_column(ui, texts, s, rects, dialogs));
        });
    });
}

fn middle_column(
    ui: &mut egui::Ui,
    texts: &Texts,
    s: &mut StudioScreen,
    rects: &mut ButtonRects,
    dialogs: FileDialogs,
) {
    let selection = s.studio.selection;
    let what = match selection {
        Selection::Group(g) => group_name(texts, g),
        Selection::Slot(slot) => tr!(texts, StudioEditingCard, card = slot_name(texts, slot)),
    };
    ui.add(egui::Label::new(RichText::new(tr!(texts, StudioEditing, what = what)).strong()).wrap());
    let placed = large_card(ui, texts, s, rects);
    picture_buttons(ui, texts, s, rects, dialogs, placed.is_some());
    custom_texts(ui, texts, s, rects);
    phone_code(ui, texts, s, rects);
}

/// The slot being edited, large: drag to move its picture, the wheel or the slider to zoom; from
/// the keyboard (Tab to the card, or a click on it) the arrows move it and + and - zoom it.
/// Returns where its picture sits, if it has one.
fn large_card(ui: &mut egui::Ui, texts: &Texts, s: &mut StudioScreen, rects: &mut ButtonRects) -> Option<Placement> {
    let selection = s.studio.selection;
    let slot = selection.first();
    let (w, h) = if slot == Slot::Table {
        (TABLE_PREVIEW.0 as f32, TABLE_PREVIEW.1 as f32)
    } else {
        (CARD_W as f32, CARD_H as f32)
    };
    let room_h = (ui.ctx().content_rect().height() - 300.0).clamp(150.0, h);
    let k = (room_h / h).min(ui.available_width() / w).min(1.0);
    let size = vec2(w * k, h * k);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click_and_drag());
    widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Large), rect);
    if let Some(t) = s.textures.get(&slot) {
        ui.painter().image(
            t.id(),
            rect,
            egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
            egui::Color32::WHITE,
        );
    }
    let placed = s.studio.deck().picture(slot).map(|p| p.at);
    if let Some(at) = placed {
        if response.dragged() {
            let d = response.drag_delta();
            let moved = Placement { x: at.x + d.x / size.x, y: at.y + d.y / size.y, zoom: at.zoom };
            s.studio.edit(EditKind::Place, |deck| deck.place(selection, moved));
        }
        if response.drag_stopped() {
            s.studio.end_gesture();
        }
        let wheel = if response.hovered() { ui.input(|i| i.smooth_scroll_delta.y) } else { 0.0 };
        if wheel != 0.0 {
            let zoomed = Placement { zoom: at.zoom * (1.0 + wheel * 0.002), ..at };
            s.studio.edit(EditKind::Place, |deck| deck.place(selection, zoomed));
        }
        if response.clicked() || response.drag_started() {
            response.request_focus();
        }
        // (Asked of egui's memory: the response's own answer lags behind here.)
        if ui.memory(|m| m.has_focus(response.id)) {
            ui.painter().rect_stroke(rect.expand(3.0), 6.0, ui.visuals().selection.stroke, egui::StrokeKind::Outside);
            keyed(ui, s, response.id, at);
        }
        ui.horizontal(|ui| {
            ui.label(texts.get(Msg::StudioZoom));
            let mut zoom = at.zoom;
            let r = ui.add(egui::Slider::new(&mut zoom, 1.0..=crate::theme::studio::MAX_ZOOM).show_value(false));
            widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::Zoom), r.rect);
            if r.changed() {
                s.studio.edit(EditKind::Place, |deck| deck.place(selection, Placement { zoom, ..at }));
            }
            if r.drag_stopped() || r.lost_focus() {
                s.studio.end_gesture();
            }
        });
        ui.label(RichText::new(texts.get(Msg::StudioPlaceHelp)).size(12.0).color(palette::MUTED));
    } else {
        ui.label(RichText::new(texts.get(Msg::StudioNoPicture)).size(12.0).color(palette::MUTED));
    }
    placed
}

/// The arrows and + and - on the focused large card (they do not move the focus meanwhile).
fn keyed(ui: &mut egui::Ui, s: &mut StudioScreen, id: egui::Id, at: Placement) {
    let filter = egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
    ui.memory_mut(|m| m.set_focus_lock_filter(id, filter));
    let key = |k: egui::Key| ui.input(|i| i.key_pressed(k));
    let (dx, dy) = (
        f32::from(key(egui::Key::ArrowRight)) - f32::from(key(egui::Key::ArrowLeft)),
        f32::from(key(egui::Key::ArrowDown)) - f32::from(key(egui::Key::ArrowUp)),
    );
    let dz = f32::from(key(egui::Key::Plus) || key(egui::Key::Equals)) - f32::from(key(egui::Key::Minus));
    if dx != 0.0 || dy != 0.0 || dz != 0.0 {
        let moved = Placement { x: at.x + dx * KEY_STEP, y: at.y + dy * KEY_STEP, zoom: at.zoom * (1.0 + dz * 0.1) };
        let selection = s.studio.selection;
        s.studio.edit(EditKind::Place, |deck| deck.place(selection, moved));
    }
}

/// Picture from a file (the desktop's dialog, else the game's browser), the game's browser while
/// the desktop's dialog is open, and Take the picture off.
fn picture_buttons(
    ui: &mut egui::Ui,
    texts: &Texts,
    s: &mut StudioScreen,
    rects: &mut ButtonRects,
    dialogs: FileDialogs,
    placed: bool,
) {
    let selection = s.studio.selection;
    ui.horizontal_wrapped(|ui| {
        let b = ui.add_enabled(s.dialog.is_none(), egui::Button::new(texts.get(Msg::StudioChooseFile)));
        widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::ChooseFile), b.rect);
        if b.clicked() {
            if dialogs.desktop {
                let wanted = Wanted {
                    title: texts.get(Msg::BrowserTitlePicture),
                    filter: texts.get(Msg::StudioPictures),
                    mime_types: vec!["image/jpeg", "image/png"],
                    patterns: vec!["*.jpg", "*.jpeg", "*.png", "*.JPG", "*.JPEG", "*.PNG"],
                };
                s.dialog = Some(DesktopDialog::open(wanted, s.wake.clone()));
            } else {
                browse(s, Browsing::Picture);
            }
        }
        if s.dialog.is_some() {
            // The desktop's dialog is open (perhaps behind the window): the game's own browser is
            // a click away.
            let b = ui.button(texts.get(Msg::StudioGameBrowser));
            widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::GameBrowser), b.rect);
            if b.clicked() {
                s.dialog = None;
                browse(s, Browsing::Picture);
            }
        }
        if placed {
            let b = ui.button(texts.get(Msg::StudioTakeOff));
            widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::TakeOff), b.rect);
            if b.clicked() {
                s.studio.edit(EditKind::Picture, |d| d.take_off(selection));
            }
        }
    });
}

/// The QR code a phone scans to send a photo into the card being edited.
fn phone_code(ui: &mut egui::Ui, texts: &Texts, s: &StudioScreen, rects: &mut ButtonRects) {
    ui.add_space(6.0);
    match &s.phone {
        Some(PhoneLink::Listening { address, .. }) => {
            ui.add(egui::Label::new(RichText::new(texts.get(Msg::StudioPhone)).size(13.0)).wrap());
            let r = widgets::qr_code(ui, address, PHONE_QR);
            widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::PhoneQr), r);
            ui.add(egui::Label::new(RichText::new(address.as_str()).size(11.0).color(palette::MUTED)).wrap());
        }
        Some(PhoneLink::Failed(e)) => {
            let line = tr!(texts, StudioPhoneOff, reason = e.to_string());
            ui.add(egui::Label::new(RichText::new(line).size(12.0).color(palette::MUTED)).wrap());
        }
        None => {}
    }
}

/// The text printed on each Customizable Wild of the selection, typed with a live preview.
fn custom_texts(ui: &mut egui::Ui, texts: &Texts, s: &mut StudioScreen, rects: &mut ButtonRects) {
    let customs: Vec<u8> = s
        .studio
        .selection
        .slots()
        .into_iter()
        .filter_map(|slot| match slot {
            Slot::Face(c) => match c.kind() {
                Kind::Custom(i) => Some(i),
                _ => None,
            },
            _ => None,
        })
        .collect();
    for i in customs {
        ui.label(tr!(texts, StudioCustomText, n = u32::from(i) + 1));
        let mut text = s.studio.deck().custom_text(i).to_string();
        let r = ui.add(egui::TextEdit::singleline(&mut text).char_limit(40).desired_width(ui.available_width()));
        widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::CustomText(i)), r.rect);
        if r.changed() {
            s.studio.edit(EditKind::Text, |d| d.set_custom_text(i, &text));
        }
    }
}

/// "Leave without saving?": true when the studio is to be left.
fn leave_question(
    ctx: &egui::Context,
    texts: &Texts,
    s: &mut StudioScreen,
    settings: &Settings,
    cmd: &mut MessageWriter<UiCommand>,
    rects: &mut ButtonRects,
) -> bool {
    let mut leave = false;
    let shown = egui::Window::new(texts.get(Msg::StudioLeaveTitle))
        .id(egui::Id::new("studio_leave"))
        .anchor(Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let name = s.studio.deck().manifest.name.clone();
            ui.label(tr!(texts, StudioLeaveText, name = name.as_str()));
            ui.horizontal(|ui| {
                let b = ui.button(RichText::new(texts.get(Msg::StudioLeaveSave)).strong());
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::LeaveSave), b.rect);
                if b.clicked() && save(s, settings, cmd) {
                    leave = true;
                }
                let b = ui.button(texts.get(Msg::StudioLeaveDiscard));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::LeaveDiscard), b.rect);
                if b.clicked() {
                    leave = true;
                }
                let b = ui.button(texts.get(Msg::StudioLeaveStay));
                widgets::record_seen(rects, ui, ButtonId::Studio(StudioButton::LeaveStay), b.rect);
                if b.clicked() {
                    s.leaving = false;
                }
            });
        });
    if let Some(shown) = shown {
        widgets::record(rects, ctx, ButtonId::Panel(Panel::LeaveStudio), shown.response.rect);
    }
    leave
}

/// Exports the saved deck to `path`.
fn export(s: &mut StudioScreen, path: &std::path::Path) {
    s.message = Some(match crate::theme::export_deck(&s.studio.folder, path) {
        Ok(bytes) => {
            let mb = format!("{:.1}", bytes as f64 / 1_048_576.0);
            msg!(DeckExported, file = path, size = mb)
        }
        Err(e) => e.message(),
    });
}

/// A colour's key in the translation files' selectors.
fn colour_key(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
        Colour::Blue => "blue",
    }
}
