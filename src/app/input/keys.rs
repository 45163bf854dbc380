//! The keyboard at the table: a whole match can be played without the mouse. Left/Right move a
//! focus over the hand (in the order the hand is laid out, left to right), Up/Down over the
//! buttons of the prompt in front of the person, Enter or Space presses what has the focus (a
//! card goes the same way as a click), and letters do the rest: D draws, U calls UNO, C catches,
//! 1–4 (or the colours' initials) name a colour. Keys make the same choices as clicks; the engine
//! says yes or no. For a person who cannot see the table, Page Down / Page Up jump to the next or
//! previous colour of the hand, and M, T, N and L read aloud their hand, the top card, every hand's
//! size and the last five events (at any moment, never another person's cards).

use bevy::prelude::*;

use crate::app::core::curtain::{Curtain, Viewpoint};
use crate::app::core::offer::Offers;
use crate::app::core::prompt::{OpenPrompt, Prompt};
use crate::app::core::schedule::{AppSystems, AtTable, FrameStep, Overlay};
use crate::app::core::shown::{Playback, ShownView};
use crate::app::features::reader::ReadAloud;
use crate::app::features::recap::Recap;
use crate::app::input::pick::{Pick, Writers, deliver, pick_button};
use crate::app::input::pointer::CardClicked;
use crate::app::scene::cards::{CardSprite, CardZones, Focused};
use crate::app::ui::help::HelpOpen;
use crate::app::ui::widgets::ButtonId;
use crate::engine::{Action, Card, Colour, Phase, Seat, View, Zone};
use crate::i18n::readout::{CardUse, card_use, group_of};
use crate::language::Language;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<KeyFocus>()
        .add_systems(Update, keyboard.in_set(FrameStep::TableKeys).in_set(AtTable).run_if(in_state(Overlay::None)))
        .add_systems(Update, mark_focused_card.in_set(AppSystems::Input).after(FrameStep::TableKeys));
}

/// The card the focus is on wears [`Focused`] while the ring shows, and no other card does: card
/// motion lifts it as it lifts a card under the pointer.
fn mark_focused_card(focus: Res<KeyFocus>, marked: Query<Entity, With<Focused>>, mut commands: Commands) {
    let want = focus.card.filter(|_| focus.visible);
    for e in &marked {
        if Some(e) != want {
            commands.entity(e).remove::<Focused>();
        }
    }
    if let Some(e) = want
        && !marked.contains(e)
        && let Ok(mut card) = commands.get_entity(e)
    {
        card.try_insert(Focused);
    }
}

/// What the keyboard has in focus at the table.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct KeyFocus {
    /// The card of the person's hand in focus.
    pub card: Option<Entity>,
    /// The button in focus, when a prompt's button has it.
    pub button: Option<ButtonId>,
    /// The keyboard was used since the pointer last moved: the focus ring shows.
    pub visible: bool,
    /// What has the focus.
    at: At,
    /// The choices the focus was set for (a new prompt puts the focus back to its start).
    choices: Vec<Pick>,
    /// The hand was in play, face up, when the focus was set.
    hand: bool,
}

/// Where the focus is.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
enum At {
    /// Nowhere yet.
    #[default]
    Nothing,
    /// A card of the hand: its face, and its place (for when it leaves the hand).
    Card(Option<Card>, usize),
    /// A button of the prompt.
    Pick(usize),
}

/// What the person at the screen can do by keyboard right now.
#[derive(Debug, Default, PartialEq)]
struct Situation {
    /// The prompt's buttons, in the order the arrows go through them.
    choices: Vec<Pick>,
    /// The hand's cards can be pressed (played, or chosen to be given).
    hand: bool,
    /// Where the focus starts: the hand, or the first button.
    start_on_hand: bool,
}

/// The keys of this frame, as the table reads them.
#[derive(Default)]
struct Pressed {
    left: bool,
    right: bool,
    up: bool,
    down: bool,
    press: bool,
    draw: bool,
    uno: bool,
    catch: bool,
    colour: Option<Colour>,
    next_group: bool,
    previous_group: bool,
    read: Option<ReadAloud>,
    any: bool,
}

impl Pressed {
    fn read(keys: &ButtonInput<KeyCode>, language: Language) -> Pressed {
        let hit = |k: &[KeyCode]| keys.any_just_pressed(k.iter().copied());
        let colour = Colour::ALL
            .into_iter()
            .zip([KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4])
            .zip([KeyCode::Numpad1, KeyCode::Numpad2, KeyCode::Numpad3, KeyCode::Numpad4])
            .find(|&((c, digit), pad)| hit(&[digit, pad, colour_letter(c, language)]))
            .map(|((c, _), _)| c);
        let p = Pressed {
            left: hit(&[KeyCode::ArrowLeft]),
            right: hit(&[KeyCode::ArrowRight]),
            up: hit(&[KeyCode::ArrowUp]),
            down: hit(&[KeyCode::ArrowDown]),
            press: hit(&[KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]),
            draw: hit(&[KeyCode::KeyD]),
            uno: hit(&[KeyCode::KeyU]),
            catch: hit(&[KeyCode::KeyC]),
            colour,
            next_group: hit(&[KeyCode::PageDown]),
            previous_group: hit(&[KeyCode::PageUp]),
            read: [
                (KeyCode::KeyM, ReadAloud::Hand),
                (KeyCode::KeyT, ReadAloud::Top),
                (KeyCode::KeyN, ReadAloud::Counts),
                (KeyCode::KeyL, ReadAloud::Last),
            ]
            .into_iter()
            .find(|(k, _)| hit(&[*k]))
            .map(|(_, r)| r),
            any: false,
        };
        let any = p.left
            || p.right
            || p.up
            || p.down
            || p.press
            || p.draw
            || p.uno
            || p.catch
            || p.colour.is_some()
            || p.next_group
            || p.previous_group;
        Pressed { any, ..p }
    }
}

/// The key that names a colour: its initial in the language in use (Italian: Rosso, Giallo,
/// Verde, Blu).
pub fn colour_letter(c: Colour, language: Language) -> KeyCode {
    match (c, language) {
        (Colour::Red, _) => KeyCode::KeyR,
        (Colour::Yellow, Language::English) => KeyCode::KeyY,
        (Colour::Yellow, Language::Italian) => KeyCode::KeyG,
        (Colour::Green, Language::English) => KeyCode::KeyG,
        (Colour::Green, Language::Italian) => KeyCode::KeyV,
        (Colour::Blue, _) => KeyCode::KeyB,
    }
}

/// The table as the keyboard reads it.
struct Reading<'a> {
    viewpoint: &'a Viewpoint,
    playback: &'a Playback,
    curtain: &'a Curtain,
    recap: &'a Recap,
    offers: &'a Offers,
    asked: &'a OpenPrompt,
}

impl Reading<'_> {
    /// The seats the person at the screen may catch now (their grace window is over).
    fn catchable(&self, by: Seat) -> Vec<Seat> {
        self.offers.catchable(by)
    }

    /// What can be pressed: the picks of the prompt open, then "since your turn" read when its
    /// panel is up beside the person's own turn.
    fn situation(&self) -> Situation {
        let asked = self.asked;
        let mut choices = asked.picks().to_vec();
        let me = self.viewpoint.viewer();
        if !asked.table_asks() && me.is_some() && self.recap.for_seat == me && !self.recap.lines.is_empty() {
            choices.push(Pick::RecapRead);
        }
        Situation { choices, hand: asked.hand(), start_on_hand: asked.starts_on_hand() }
    }
}

/// The hand of `seat` in the order it is laid out on the table, left to right.
pub(crate) fn hand_in_order(model: &CardZones, cards: &Query<&CardSprite>, seat: Seat) -> Vec<(Entity, Option<Card>)> {
    let mut hand: Vec<(Entity, Option<Card>)> =
        model.zone(Zone::Hand(seat)).iter().map(|&e| (e, cards.get(e).ok().and_then(|c| c.face))).collect();
    hand.sort_by_key(|(_, face)| face.map_or(usize::MAX, |f| f.index()));
    hand
}

/// A hand's cards in the order the arrows go through them: each card's entity and face.
type HandCards = [(Entity, Option<Card>)];

impl KeyFocus {
    /// Follows the table: a new prompt (or a hand that came into play, or turned face up, or the
    /// person's turn) puts the focus back to its start; a focused card that left the hand leaves the focus at its place.
    fn follow(&mut self, situation: &Situation, hand: &HandCards, offered: &[Action]) {
        // A card the person may play now (or give, or jump in with): their offers say.
        let usable = |face: Option<Card>| face.is_some_and(|f| card_use(offered, f) != CardUse::Idle);
        let playable = hand.iter().position(|(_, face)| usable(*face));
        if self.choices != situation.choices || self.hand == hand.is_empty() {
            self.choices = situation.choices.clone();
            self.hand = !hand.is_empty();
            self.at = if situation.start_on_hand || situation.choices.is_empty() {
                // The first card that can be played, else the first card.
                match playable.or((!hand.is_empty()).then_some(0)) {
                    Some(i) => At::Card(hand[i].1, i),
                    None => At::Nothing,
                }
            } else {
                At::Pick(0)
            };
        }
        // Until the person uses the keys, the focus waits on the first card they can play (the hand
        // may be dealt, or in play for a Jump-In, before their turn comes).
        if let (At::Card(..), false, Some(p)) = (self.at, self.visible, playable) {
            let here = match self.at {
                At::Card(face, _) => usable(face),
                _ => true,
            };
            if !here {
                self.at = At::Card(hand[p].1, p);
            }
        }
        if let At::Card(face, i) = self.at {
            // Twin cards: the one at its place keeps the focus.
            let here = hand.get(i).is_some_and(|(_, f)| *f == face);
            let at = if here { i } else { hand.iter().position(|(_, f)| *f == face && face.is_some()).unwrap_or(i) };
            self.at = match hand.len() {
                0 => At::Nothing,
                n => At::Card(hand[at.min(n - 1)].1, at.min(n - 1)),
            };
        }
    }

    /// Moves the focus by this frame's arrows over the hand and the `n` buttons of the prompt.
    fn arrows(&mut self, keys: &Pressed, hand: &HandCards, n: usize) {
        let step = |i: usize, back: bool, n: usize| if back { (i + n - 1) % n } else { (i + 1) % n };
        // While the ring is hidden (at first, or after the mouse moved) an arrow only shows where
        // the focus is: the first → shows the first playable card rather than moving past it.
        let arrow = keys.left || keys.right || keys.up || keys.down;
        match self.at {
            _ if !keys.any => {}
            At::Card(..) | At::Pick(_) if arrow && !self.visible => {}
            At::Card(_, i) if keys.left || keys.right => {
                let j = if keys.left { i.saturating_sub(1) } else { (i + 1).min(hand.len() - 1) };
                self.at = At::Card(hand[j].1, j);
            }
            At::Card(..) | At::Nothing if (keys.up || keys.down) && n > 0 => self.at = At::Pick(0),
            At::Pick(_) if (keys.left || keys.right) && !hand.is_empty() => {
                let i = if keys.left { hand.len() - 1 } else { 0 };
                self.at = At::Card(hand[i].1, i);
            }
            At::Pick(i) if arrow => {
                self.at = At::Pick(step(i.min(n.max(1) - 1), keys.left || keys.up, n.max(1)));
            }
            At::Nothing if (keys.left || keys.right) && !hand.is_empty() => self.at = At::Card(hand[0].1, 0),
            _ => {}
        }
        if keys.any {
            self.visible = true;
        }
    }

    /// Page Down / Page Up: the first card of the hand's next (previous) colour group, wild cards
    /// last (the hand is laid out by colour).
    fn jump_group(&mut self, keys: &Pressed, hand: &HandCards) {
        if !(keys.next_group || keys.previous_group) || hand.is_empty() {
            return;
        }
        let At::Card(_, i) = self.at else {
            self.at = At::Card(hand[0].1, 0);
            return;
        };
        let group = |j: usize| hand[j].1.map(group_of);
        let starts: Vec<usize> = (0..hand.len()).filter(|&j| j == 0 || group(j) != group(j - 1)).collect();
        let current = starts.iter().rposition(|&s| s <= i).unwrap_or(0);
        let to = if keys.next_group { starts.get(current + 1) } else { current.checked_sub(1).map(|k| &starts[k]) };
        if let Some(&j) = to {
            self.at = At::Card(hand[j].1, j);
        }
    }

    /// Says what has the focus: the card, or the prompt's button.
    fn publish(&mut self, hand: &HandCards, situation: &Situation) {
        self.card = match self.at {
            At::Card(_, i) => hand.get(i).map(|(e, _)| *e),
            _ => None,
        };
        self.button = match self.at {
            At::Pick(i) => situation.choices.get(i).and_then(pick_button),
            _ => None,
        };
    }
}

/// The letters: each does what its button does, when its button is there (D draws, U calls UNO,
/// a colour's letter names it, C catches).
fn letters(keys: &Pressed, reading: &Reading, view: Option<&View>) -> Vec<Pick> {
    let mut chosen = Vec::new();
    let (viewpoint, playback, curtain) = (reading.viewpoint, reading.playback, reading.curtain);
    if let (Some(me), Some(view)) = (viewpoint.viewer(), view) {
        let turn = playback.settled() && curtain.for_seat.is_none() && view.to_act() == Some(me);
        if keys.draw && turn && matches!(view.phase, Phase::Turn { .. }) {
            chosen.extend(view.draw_pile_action().map(Pick::Act));
        }
        if keys.uno
            && playback.settled()
            && curtain.for_seat.is_none()
            && reading.offers.shown(me).contains(&Action::CallUno)
        {
            chosen.push(Pick::Act(Action::CallUno));
        }
        if let Some(c) = keys.colour.filter(|_| reading.asked.get() == Some(Prompt::ColourPicker)) {
            chosen.push(Pick::Act(Action::ChooseColour(c)));
        }
    }
    if keys.catch && playback.settled() {
        // From the curtain, the person it is passed to catches; else the person at the screen.
        let by = curtain.for_seat.or(viewpoint.viewer());
        if let Some(s) = by.and_then(|by| reading.catchable(by).into_iter().find(|&s| s != by)) {
            chosen.push(match curtain.for_seat {
                Some(next) => Pick::ActAs(next, Action::Catch(s)),
                None => Pick::Act(Action::Catch(s)),
            });
        }
    }
    chosen
}

/// What the keyboard reads of the table: what the screen shows of it and to whom, the curtain,
/// what each seat is offered now and what is asked of the person at the screen.
#[derive(bevy::ecs::system::SystemParam)]
struct TableReads<'w> {
    shown: Res<'w, ShownView>,
    viewpoint: Res<'w, Viewpoint>,
    curtain: Res<'w, Curtain>,
    offers: Res<'w, Offers>,
    asked: Res<'w, OpenPrompt>,
}

/// Turns this frame's keys into choices, card presses and a moved focus.
fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    texts: Option<Res<crate::i18n::Texts>>,
    help: Option<Res<HelpOpen>>,
    reads: TableReads,
    playback: Res<Playback>,
    recap: Res<Recap>,
    model: Res<CardZones>,
    cards: Query<&CardSprite>,
    mut focus: ResMut<KeyFocus>,
    mut clicked: MessageWriter<CardClicked>,
    mut read: MessageWriter<ReadAloud>,
    mut writers: Writers,
) {
    let TableReads { shown, viewpoint, curtain, offers, asked } = reads;
    let Some(keys) = keys else { return };
    // The help lists the keys; it takes none.
    if help.is_some_and(|h| h.is_open()) {
        return;
    }
    let language = texts.map_or(Language::English, |t| t.language());
    let keys = Pressed::read(&keys, language);
    let reading = Reading {
        viewpoint: &viewpoint,
        playback: &playback,
        curtain: &curtain,
        recap: &recap,
        offers: &offers,
        asked: &asked,
    };
    let situation = reading.situation();
    let hand = match viewpoint.viewer() {
        Some(me) if situation.hand && viewpoint.shows_hand(me) => hand_in_order(&model, &cards, me),
        _ => Vec::new(),
    };
    let view = viewpoint.viewer().map(|me| shown.view(Some(me)));
    focus.follow(&situation, &hand, viewpoint.viewer().map_or(&[][..], |me| offers.shown(me)));
    focus.arrows(&keys, &hand, situation.choices.len());
    focus.jump_group(&keys, &hand);
    if let Some(what) = keys.read {
        read.write(what);
    }
    let mut chosen: Vec<Pick> = Vec::new();
    if keys.press {
        match focus.at {
            At::Card(_, i) => {
                clicked.write(CardClicked(hand[i].0));
            }
            At::Pick(i) => chosen.extend(situation.choices.get(i).cloned()),
            At::Nothing => {}
        }
    }
    chosen.extend(letters(&keys, &reading, view.as_ref()));
    focus.publish(&hand, &situation);
    if !chosen.is_empty() {
        deliver(chosen, viewpoint.viewer(), &mut writers);
    }
}

/// The mouse moved: the focus ring hides until a key is pressed again.
pub(crate) fn hide_ring_on_pointer(mut moved: MessageReader<CursorMoved>, mut focus: ResMut<KeyFocus>) {
    if moved.read().count() > 0 && focus.visible {
        focus.visible = false;
    }
}
