//! The phones' panel: each phone seat's QR code and address until its phone has joined, its name
//! green while joined and red once its phone is gone (with "Play NAME at the computer"); a port
//! already taken is said plainly, with another port to choose. It opens when the match starts and
//! closes by itself once every phone has joined; it never opens by itself again, and a joined
//! seat's code shows only when asked for. The Phones button (top left) opens it. While the pause
//! menu or another overlay is open, the panel waits behind it.
//!
//! When another phone asks for a seat that a phone holds, the question is asked on top of
//! everything: give the seat to the other phone, or keep it.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText, vec2};

use crate::app::core::schedule::Overlay;
use crate::app::core::table::Table;
use crate::app::features::phones::seats::{PhoneRequest, PhoneSeat, Phones};
use crate::app::ui::palette;
use crate::app::ui::widgets::{self, ButtonId, ButtonRects, Panel, record};
use crate::i18n::{Msg, Texts};
use crate::phone::StartError;

/// The QR code's side, in points.
const QR_SIDE: f32 = 168.0;

pub(crate) fn draw(
    mut contexts: EguiContexts,
    texts: Res<Texts>,
    phones: Res<Phones>,
    table: Res<Table>,
    overlay: Option<Res<State<Overlay>>>,
    mut rects: ResMut<ButtonRects>,
    mut requests: MessageWriter<PhoneRequest>,
    mut was_all_joined: Local<bool>,
) -> Result {
    if phones.seats.is_empty() && phones.problem.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let all_joined = !phones.seats.is_empty() && phones.seats.iter().all(|p| p.joined);
    // Closes by itself when the last phone joins; a phone that leaves turns its seat red instead
    // of opening it again on the shared screen.
    if all_joined != *was_all_joined {
        *was_all_joined = all_joined;
        if all_joined {
            requests.write(PhoneRequest::Panel(false));
        }
    }
    let mut ui = PanelUi { ctx: &ctx, texts: &texts, table: &table, rects: &mut rects, requests: &mut requests };
    // Over the curtain too: the phones join while the table waits for the person at the computer.
    ui.button(&phones);
    let covered = overlay.is_some_and(|o| *o.get() != Overlay::None);
    if phones.panel && !covered {
        ui.panel(&phones);
    }
    for p in phones.seats.iter().filter(|p| p.claimed) {
        ui.claim(p);
    }
    Ok(())
}

/// What the panel's parts draw with.
struct PanelUi<'a, 'w> {
    ctx: &'a egui::Context,
    texts: &'a Texts,
    table: &'a Table,
    rects: &'a mut ButtonRects,
    requests: &'a mut MessageWriter<'w, PhoneRequest>,
}

impl PanelUi<'_, '_> {
    /// The Phones button, red while a phone is gone or asks for a seat.
    fn button(&mut self, phones: &Phones) {
        let area = egui::Area::new(egui::Id::new("phones button")).order(egui::Order::Foreground);
        let mut clicked = false;
        area.anchor(Align2::LEFT_TOP, [8.0, 40.0]).show(self.ctx, |ui| {
            let trouble = phones.seats.iter().any(|p| !p.joined || p.claimed);
            let label = RichText::new(self.texts.get(Msg::PhonesShow)).size(14.0);
            let label = if trouble { label.color(palette::ERROR) } else { label };
            let b = ui.add(egui::Button::new(label).wrap_mode(egui::TextWrapMode::Extend));
            record(self.rects, self.ctx, ButtonId::PhonesShow, b.rect);
            clicked = b.clicked();
        });
        self.ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("phones button")));
        if clicked {
            self.requests.write(PhoneRequest::Panel(!phones.panel));
        }
    }

    /// "Give Anna's seat to another phone?", on top of everything.
    fn claim(&mut self, p: &PhoneSeat) {
        let who = self.table.name(p.seat).to_string();
        let id = egui::Id::new(("phone claim", p.seat));
        let mut answer = None;
        self.ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, id));
        egui::Window::new(crate::tr!(self.texts, PhonesClaimQuestion, who = who.clone()))
            .id(id)
            .order(egui::Order::Foreground)
            .anchor(Align2::CENTER_TOP, [0.0, 70.0])
            .collapsible(false)
            .resizable(false)
            .show(self.ctx, |ui| {
                ui.set_max_width(460.0);
                ui.label(RichText::new(crate::tr!(self.texts, PhonesClaimWhy, who = who.clone())).size(15.0));
                ui.add_space(6.0);
                ui.horizontal_wrapped(|ui| {
                    let keep = RichText::new(crate::tr!(self.texts, PhonesClaimKeep, who = who.clone())).size(16.0);
                    let b = ui.add(egui::Button::new(keep).min_size(vec2(120.0, 32.0)));
                    record(self.rects, self.ctx, ButtonId::ClaimKeep(p.seat), b.rect);
                    if b.clicked() {
                        answer = Some(false);
                    }
                    let give = RichText::new(self.texts.get(Msg::PhonesClaimGive)).size(16.0);
                    let b = ui.add(egui::Button::new(give).fill(palette::DANGER).min_size(vec2(120.0, 32.0)));
                    record(self.rects, self.ctx, ButtonId::ClaimGive(p.seat), b.rect);
                    if b.clicked() {
                        answer = Some(true);
                    }
                });
            });
        if let Some(give) = answer {
            self.requests.write(PhoneRequest::Answer(p.seat, give));
        }
    }

    fn panel(&mut self, phones: &Phones) {
        self.ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("phones")));
        let texts = self.texts;
        let shown = egui::Window::new(texts.get(Msg::PhonesTitle))
            .id(egui::Id::new("phones"))
            .order(egui::Order::Foreground)
            // Under the messages in the middle of the table, which would cover its title.
            .anchor(Align2::CENTER_CENTER, [0.0, 40.0])
            .collapsible(false)
            .resizable(false)
            .show(self.ctx, |ui| {
                ui.set_max_width((ui.ctx().content_rect().width() - 80.0).clamp(QR_SIDE + 40.0, 1100.0));
                match &phones.problem {
                    Some(problem) => self.problem(ui, problem),
                    None => self.seats(ui, phones),
                }
                ui.add_space(4.0);
                let hide = RichText::new(texts.get(Msg::PhonesHide)).size(16.0);
                let b = ui.add(egui::Button::new(hide).min_size(vec2(100.0, 32.0)));
                record(self.rects, self.ctx, ButtonId::PhonesHide, b.rect);
                if b.clicked() {
                    self.requests.write(PhoneRequest::Panel(false));
                }
            });
        if let Some(shown) = shown {
            record(self.rects, self.ctx, ButtonId::Panel(Panel::Phones), shown.response.rect);
        }
    }

    fn problem(&mut self, ui: &mut egui::Ui, problem: &StartError) {
        let texts = self.texts;
        let text = match problem {
            StartError::PortInUse(port) => crate::tr!(texts, PhonesPortInUse, port = *port),
            StartError::Other(why) => crate::tr!(texts, PhonesCannotStart, why = why.clone()),
        };
        ui.label(RichText::new(text).color(palette::ERROR).size(16.0));
        let b = ui.button(RichText::new(texts.get(Msg::PhonesOtherPort)).size(16.0));
        record(self.rects, self.ctx, ButtonId::OtherPort, b.rect);
        if b.clicked() {
            self.requests.write(PhoneRequest::OtherPort);
        }
    }

    fn seats(&mut self, ui: &mut egui::Ui, phones: &Phones) {
        let texts = self.texts;
        ui.label(RichText::new(texts.get(Msg::PhonesHow)).size(15.0));
        if phones.host.is_none() {
            ui.label(RichText::new(texts.get(Msg::PhonesNoNetwork)).color(palette::ERROR));
        }
        ui.add_space(6.0);
        // As many seats in a row as the panel holds, the rows scrolling under the window's top
        // and bottom lines: every code in the window, never beside it.
        let cell = QR_SIDE + 16.0;
        let per_row = ((ui.available_width() + 8.0) / (cell + 8.0)).floor().max(1.0) as usize;
        let room = (ui.ctx().content_rect().height() - 230.0).max(QR_SIDE + 60.0);
        egui::ScrollArea::vertical().max_height(room).show(ui, |ui| {
            for row in phones.seats.chunks(per_row) {
                ui.horizontal_top(|ui| {
                    for p in row {
                        ui.vertical(|ui| {
                            ui.set_width(cell);
                            self.seat(ui, p);
                        });
                    }
                });
                ui.add_space(6.0);
            }
        });
        if !phones.other_hosts.is_empty() {
            let list = phones.other_hosts.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
            ui.label(RichText::new(crate::tr!(texts, PhonesOtherAddresses, list = list)).size(12.0));
        }
        if let Some(port) = phones.port {
            ui.label(RichText::new(crate::tr!(texts, PhonesListening, port = port)).weak().size(12.0));
        }
    }

    /// One seat: whether its phone is there, its code until it joined (or when asked for), and
    /// "Play NAME at the computer" once its phone is gone.
    fn seat(&mut self, ui: &mut egui::Ui, p: &PhoneSeat) {
        let texts = self.texts;
        let who = self.table.name(p.seat).to_string();
        let (text, colour) = match (p.joined, p.ever_joined) {
            (true, _) => (crate::tr!(texts, PhonesJoined, who = who.clone()), Color32::from_rgb(90, 220, 110)),
            (false, true) => (crate::tr!(texts, PhonesGone, who = who.clone()), palette::ERROR),
            (false, false) => (crate::tr!(texts, PhonesWaiting, who = who.clone()), Color32::from_rgb(250, 210, 80)),
        };
        ui.label(RichText::new(text).color(colour).strong().size(16.0));
        if p.code_visible() {
            let r = widgets::qr_code(ui, &p.address, QR_SIDE);
            // Only a code in view (not scrolled out of the panel) is on screen.
            let seen = r.intersect(ui.clip_rect());
            if seen.is_positive() {
                record(self.rects, self.ctx, ButtonId::PhoneQr(p.seat), seen);
            }
            ui.label(RichText::new(&p.address).monospace().size(11.0));
        } else {
            ui.label(RichText::new(texts.get(Msg::PhonesCodeHidden)).size(13.0));
            let b = ui.button(RichText::new(texts.get(Msg::PhonesShowCode)).size(14.0));
            record(self.rects, self.ctx, ButtonId::ShowCode(p.seat), b.rect);
            if b.clicked() {
                self.requests.write(PhoneRequest::ShowCode(p.seat));
            }
        }
        if p.gone() {
            let b = ui.button(RichText::new(crate::tr!(texts, PauseTakeBack, who = who)).size(14.0));
            record(self.rects, self.ctx, ButtonId::TakeBack(p.seat), b.rect);
            if b.clicked() {
                self.requests.write(PhoneRequest::TakeBack(p.seat));
            }
        }
    }
}
