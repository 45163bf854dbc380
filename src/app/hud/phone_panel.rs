//! The phones' panel: each phone seat's QR code and address, its name green once its phone has
//! joined; a port already taken is said plainly, with another port to choose. It opens when the
//! match starts and closes by itself once every phone has joined; the Phones button (top left)
//! opens it again.

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText, vec2};

use crate::app::palette;
use crate::app::phones::{PhoneRequest, Phones};
use crate::app::table::Table;
use crate::app::widgets::{ButtonId, ButtonRects, record};
use crate::i18n::{Msg, Texts};
use crate::phone::StartError;

/// The QR code's side, in points.
const QR_SIDE: f32 = 168.0;

pub(super) fn draw(
    mut contexts: EguiContexts,
    texts: Res<Texts>,
    phones: Res<Phones>,
    table: Option<Res<Table>>,
    mut rects: ResMut<ButtonRects>,
    mut requests: MessageWriter<PhoneRequest>,
    mut was_all_joined: Local<bool>,
) -> Result {
    let Some(table) = table else { return Ok(()) };
    if phones.seats.is_empty() && phones.problem.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let all_joined = !phones.seats.is_empty() && phones.seats.iter().all(|p| p.joined);
    // Closes by itself when the last phone joins; a phone that leaves opens it again.
    if all_joined != *was_all_joined {
        *was_all_joined = all_joined;
        requests.write(PhoneRequest::Panel(!all_joined));
    }
    // Over the curtain too: the phones join while the table waits for the person at the computer.
    let button = egui::Area::new(egui::Id::new("phones button")).order(egui::Order::Foreground);
    button.anchor(Align2::LEFT_TOP, [8.0, 40.0]).show(&ctx, |ui| {
        let gone = phones.seats.iter().any(|p| !p.joined);
        let label = RichText::new(texts.get(Msg::PhonesShow)).size(14.0);
        let b = ui.add(egui::Button::new(if gone { label.color(palette::ERROR) } else { label }));
        record(&mut rects, &ctx, ButtonId::PhonesShow, b.rect);
        if b.clicked() {
            requests.write(PhoneRequest::Panel(!phones.panel));
        }
    });
    ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("phones button")));
    if !phones.panel {
        return Ok(());
    }
    ctx.move_to_top(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("phones")));
    egui::Window::new(texts.get(Msg::PhonesTitle))
        .id(egui::Id::new("phones"))
        .order(egui::Order::Foreground)
        // Under the messages in the middle of the table, which would cover its title.
        .anchor(Align2::CENTER_CENTER, [0.0, 40.0])
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            ui.set_max_width(720.0);
            if let Some(problem) = &phones.problem {
                let text = match problem {
                    StartError::PortInUse(port) => crate::tr!(texts, PhonesPortInUse, port = *port),
                    StartError::Other(why) => crate::tr!(texts, PhonesCannotStart, why = why.clone()),
                };
                ui.label(RichText::new(text).color(palette::ERROR).size(16.0));
                let b = ui.button(RichText::new(texts.get(Msg::PhonesOtherPort)).size(16.0));
                record(&mut rects, &ctx, ButtonId::OtherPort, b.rect);
                if b.clicked() {
                    requests.write(PhoneRequest::OtherPort);
                }
            } else {
                ui.label(RichText::new(texts.get(Msg::PhonesHow)).size(15.0));
                if phones.host.is_none() {
                    ui.label(RichText::new(texts.get(Msg::PhonesNoNetwork)).color(palette::ERROR));
                }
                ui.add_space(6.0);
                egui::ScrollArea::horizontal().show(ui, |ui| {
                    ui.horizontal_top(|ui| {
                        for p in &phones.seats {
                            ui.vertical(|ui| {
                                ui.set_width(QR_SIDE + 16.0);
                                let who = table.name(p.seat).to_string();
                                let (text, colour) = match (p.joined, p.ever_joined) {
                                    (true, _) => {
                                        (crate::tr!(texts, PhonesJoined, who = who), Color32::from_rgb(90, 220, 110))
                                    }
                                    (false, true) => (crate::tr!(texts, PhonesGone, who = who), palette::ERROR),
                                    (false, false) => {
                                        (crate::tr!(texts, PhonesWaiting, who = who), Color32::from_rgb(250, 210, 80))
                                    }
                                };
                                ui.label(RichText::new(text).color(colour).strong().size(16.0));
                                let r = qr(ui, &p.address);
                                record(&mut rects, &ctx, ButtonId::PhoneQr(p.seat), r);
                                ui.label(RichText::new(&p.address).monospace().size(11.0));
                            });
                        }
                    });
                });
                if let Some(port) = phones.port {
                    ui.label(RichText::new(crate::tr!(texts, PhonesListening, port = port)).weak().size(12.0));
                }
            }
            ui.add_space(4.0);
            let b = ui.add(
                egui::Button::new(RichText::new(texts.get(Msg::PhonesHide)).size(16.0)).min_size(vec2(100.0, 32.0)),
            );
            record(&mut rects, &ctx, ButtonId::PhonesHide, b.rect);
            if b.clicked() {
                requests.write(PhoneRequest::Panel(false));
            }
        });
    Ok(())
}

/// The address as a QR code, black on a white square with its quiet zone; returns where it is.
fn qr(ui: &mut egui::Ui, address: &str) -> egui::Rect {
    let (rect, _) = ui.allocate_exact_size(vec2(QR_SIDE, QR_SIDE), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    let Ok(code) = qrcode::QrCode::new(address.as_bytes()) else { return rect };
    let width = code.width();
    // Four modules of quiet zone on every side, as scanners expect.
    let module = QR_SIDE / (width + 8) as f32;
    let origin = rect.min + vec2(4.0 * module, 4.0 * module);
    for (i, c) in code.to_colors().into_iter().enumerate() {
        if c == qrcode::Color::Dark {
            let (x, y) = ((i % width) as f32, (i / width) as f32);
            let min = origin + vec2(x * module, y * module);
            painter.rect_filled(egui::Rect::from_min_size(min, vec2(module + 0.2, module + 0.2)), 0.0, Color32::BLACK);
        }
    }
    rect
}
