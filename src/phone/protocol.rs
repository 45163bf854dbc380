//! What a phone and the game say to each other, as JSON over the WebSocket. The game sends a seat
//! its whole screen ([`SeatState`]) built from that seat's [`View`] and legal actions alone — the
//! same decision a computer player receives — so a phone can never learn a card its seat could not
//! see. A phone sends only [`PhoneCommand`]: the number of one of the actions the state offered,
//! or a request for a hint at its own decision (answered with [`PhoneHint`]).

use serde::{Deserialize, Serialize};

use crate::engine::{Action, Card, Colour, Direction, Kind, Phase, Seat, View};
use crate::i18n::readout::{self, card_name, card_use, group_of};
use crate::i18n::table::{Device, decision, match_winner, team_letter, team_name};
use crate::i18n::{Msg, Texts};

/// The largest message a phone may send, in bytes (a command is about 20).
pub const MAX_COMMAND_BYTES: usize = 256;

/// One card as the phone shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardFace {
    /// The image's name: `/card/<token>/<img>.png` (`red-7`, `wild-draw-four`, `back`).
    pub img: String,
    /// The card's name in the game's language.
    pub label: String,
}

/// A card of the seat's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandCard {
    /// The image's name.
    pub img: String,
    /// The card's name.
    pub label: String,
    /// A Customizable Wild's written text (typed by the party: shown as text, never as markup).
    pub text: Option<String>,
    /// The action a tap sends (play, Jump-In or give), when the card may be used now.
    pub act: Option<usize>,
    /// The card's name with what it can do now, for a screen reader: "Red 7, playable".
    pub say: String,
    /// Its group (an index into [`SeatState::groups`]): the hand is listed by colour.
    pub group: usize,
}

/// A move at the table in words, as the phone's seat is told it ("You play Red 7", "Marco plays
/// Green Reverse").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NewsLine {
    /// Its number: it grows with every event at the table, so the page tells each line once.
    pub n: u64,
    /// The words.
    pub text: String,
    /// It needs the seat's attention at once (they were caught): a screen reader interrupts.
    pub urgent: bool,
}

/// What the page's "read aloud" buttons read, in the game's language.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ReadOut {
    /// The hand in face order, and at the seat's turn what it may play.
    pub hand: String,
    /// The top card, the colour in force and the draw pile.
    pub top: String,
    /// Every player's hand size and whose turn it is.
    pub counts: String,
}

/// A player as the phone lists them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerLine {
    /// Their name (typed by the party).
    pub name: String,
    /// Cards in their hand.
    pub cards: usize,
    /// They called UNO.
    pub uno: bool,
    /// The decision is theirs.
    pub turn: bool,
    /// This is the phone's own seat.
    pub you: bool,
    /// Their match total.
    pub score: u32,
    /// They dealt this round.
    pub dealer: bool,
    /// They forgot UNO and may be caught.
    pub catchable: bool,
    /// Partner play: their team (an index into [`SeatState::teams`]); `None` when everyone plays
    /// for themselves.
    pub team: Option<usize>,
    /// Partner play: they play on the phone's own team (never the phone's own seat).
    pub partner: bool,
    /// The player in words, for a screen reader: "Marco: one card, UNO called, playing now".
    pub say: String,
}

/// A team as the phone lists it (partner play).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamLine {
    /// Its letter: A, B, C … (the same as on the table's name tags).
    pub letter: String,
    /// Its name: "Team A".
    pub name: String,
    /// Its match total: its players' totals added up.
    pub score: u32,
    /// The phone's own team.
    pub yours: bool,
}

/// What a button does, for the page to lay it out and colour it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ButtonKind {
    /// Draw a card.
    Draw,
    /// Pass (nothing to play or draw).
    Pass,
    /// Call UNO.
    Uno,
    /// Catch a player who forgot UNO.
    Catch,
    /// Name a colour.
    Colour,
    /// Choose a player.
    Target,
    /// Challenge a Wild Draw Four.
    Challenge,
    /// Take the pending cards.
    Accept,
    /// Play the card just drawn.
    PlayDrawn,
    /// Keep the card just drawn.
    Keep,
    /// Deal the next round.
    NextRound,
}

/// A button the seat may press now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PhoneButton {
    /// The action it sends.
    pub act: usize,
    /// What it does.
    pub kind: ButtonKind,
    /// Its text.
    pub label: String,
    /// The colour it names (colour buttons).
    pub colour: Option<&'static str>,
}

/// A hand a challenge showed to this seat alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RevealedHand {
    /// "Shown to you alone: NAME's hand".
    pub title: String,
    /// The cards as they were shown.
    pub cards: Vec<CardFace>,
}

/// A seat's whole screen on its phone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatState {
    /// Version: a command names the state it was chosen from.
    pub v: u64,
    /// The seat.
    pub seat: Seat,
    /// The seat's player's name.
    pub name: String,
    /// One line: whose turn, or what to do.
    pub status: String,
    /// The decision is this seat's now.
    pub my_turn: bool,
    /// Every player, in seat order.
    pub players: Vec<PlayerLine>,
    /// Partner play: every team with its total, team A first; empty when everyone plays for
    /// themselves (a page that does not know teams simply shows none).
    pub teams: Vec<TeamLine>,
    /// `cw` or `ccw`.
    pub direction: &'static str,
    /// The discard pile's top card.
    pub top: Option<CardFace>,
    /// The colour in force (`red`, `yellow`, `green`, `blue`).
    pub colour: Option<&'static str>,
    /// Its name.
    pub colour_label: String,
    /// Cards in the draw pile.
    pub draw_pile: usize,
    /// The seat's hand, in face order.
    pub hand: Vec<HandCard>,
    /// The hand's groups by colour, each titled with its size ("Red: 3 cards"), in order.
    pub groups: Vec<String>,
    /// The card just drawn, while the seat decides to play or keep it.
    pub drawn: Option<CardFace>,
    /// The question the buttons answer.
    pub prompt: Option<String>,
    /// The buttons.
    pub buttons: Vec<PhoneButton>,
    /// Between rounds: who won.
    pub notice: Option<String>,
    /// A house rule being played: whose, and its text (typed by the party: shown as text).
    pub rule: Option<String>,
    /// A hand this seat's challenge showed it (this round).
    pub revealed: Option<RevealedHand>,
    /// The card art's version (image addresses change with it).
    pub art: u32,
    /// The last few moves at the table, oldest first ("Carla plays Blue 6", "You draw a card").
    pub recent: Vec<NewsLine>,
    /// What the page reads on request.
    pub read: ReadOut,
    /// Actions the table has applied: a state with a higher number comes after a tap that was
    /// chosen from one with a lower number.
    pub step: u64,
    /// The match allows hints: the page offers its Hint button at the seat's own decision.
    pub hints: bool,
    /// The Hint button's text (empty when the match allows no hints).
    pub hint_label: String,
}

impl SeatState {
    /// The match allows hints: the state says so, with the Hint button's text (the page shows the
    /// button at the seat's own decision, when it has something to choose).
    pub fn offer_hints(&mut self, texts: &Texts) {
        self.hints = true;
        self.hint_label = texts.get(Msg::PhoneHint);
    }
}

/// Everything a seat's state is built from besides its view: names and words.
pub struct StateInput<'a> {
    /// The texts in the game's language.
    pub texts: &'a Texts,
    /// Every seat's name.
    pub names: &'a [String],
    /// The Customizable Wilds' texts.
    pub custom_texts: &'a [String],
    /// The state's version.
    pub version: u64,
    /// The card art's version.
    pub art: u32,
    /// The last few moves at the table, in words as the seat is told them, oldest first.
    pub recent: &'a [NewsLine],
    /// Actions the table has applied.
    pub step: u64,
}

/// The image name of a card (the same as a theme's file names).
pub fn card_img(card: Card) -> String {
    crate::theme::card_slug(card)
}

fn colour_name(c: Colour) -> &'static str {
    crate::i18n::table::colour_key(c)
}

fn face(texts: &Texts, card: Card) -> CardFace {
    CardFace { img: card_img(card), label: texts.card(card) }
}

/// The seat's screen from its view and legal actions, and the actions its numbers stand for.
/// Nothing else of the game goes in: this is all a phone ever learns.
pub fn seat_state(input: &StateInput, view: &View, legal: &[Action]) -> (SeatState, Vec<Action>) {
    let StateInput { texts, names, custom_texts, version, art, recent, step } = *input;
    let seat = view.seat.unwrap_or(0);
    let name = |s: Seat| names.get(s as usize).cloned().unwrap_or_default();
    let mut actions: Vec<Action> = Vec::new();
    let mut number = |a: Action| {
        actions.push(a);
        actions.len() - 1
    };
    // A house rule's judgement is the table's, on the shared screen, not its player's.
    let my_turn = view.to_act() == Some(seat) && !matches!(view.phase, Phase::JudgeHouseRule { .. });
    let players = player_lines(texts, view, &name);
    let groups = hand_groups(texts, view);
    let hand: Vec<HandCard> = hand_cards(texts, view, legal, custom_texts, &groups)
        .into_iter()
        .map(|(card, action)| HandCard { act: action.map(&mut number), ..card })
        .collect();
    let read = read_out(texts, view, my_turn, &hand, &name);
    let mut buttons = Vec::new();
    for &a in legal {
        if let Some((kind, label, colour)) = button(a, texts, view, &name) {
            buttons.push(PhoneButton { act: number(a), kind, label, colour });
        }
    }
    let (prompt, status) = (prompt(texts, view, &name), status(texts, view, &name));
    let (rule, notice) = (house_rule(texts, view, custom_texts, &name), notice(texts, view, &name));
    let in_round = !matches!(view.phase, Phase::WaitingToDeal | Phase::RoundOver | Phase::MatchOver { .. });
    let colour = (in_round && view.top.is_some()).then(|| colour_name(view.colour));
    let state = SeatState {
        v: version,
        seat,
        name: name(seat),
        status,
        my_turn,
        players,
        teams: team_lines(texts, view, seat),
        direction: match view.direction {
            Direction::Clockwise => "cw",
            Direction::CounterClockwise => "ccw",
        },
        top: view.top.map(|c| face(texts, c)),
        colour,
        colour_label: if colour.is_some() { texts.say(&view.colour) } else { String::new() },
        draw_pile: view.draw_pile as usize,
        hand,
        groups: groups.into_iter().map(|(_, title)| title).collect(),
        drawn: match view.phase {
            Phase::PlayOrKeep { seat: s } if s == seat => view.drawn.map(|c| face(texts, c)),
            _ => None,
        },
        prompt,
        buttons,
        notice,
        rule,
        revealed: view.revealed.as_ref().map(|r| RevealedHand {
            title: format!("{}: {}", texts.get(Msg::RevealTitle), crate::tr!(texts, RevealHandOf, who = name(r.owner))),
            cards: r.hand.cards().map(|c| face(texts, c)).collect(),
        }),
        art,
        recent: recent.to_vec(),
        read,
        step,
        hints: false,
        hint_label: String::new(),
    };
    (state, actions)
}

/// The name of a seat, as the state gives it.
type NameOf<'a> = dyn Fn(Seat) -> String + 'a;

/// The seat's hand in face order, each card named with what it can do now and with the action a
/// tap sends (numbered by the caller).
fn hand_cards(
    texts: &Texts,
    view: &View,
    legal: &[Action],
    custom_texts: &[String],
    groups: &[(Option<Colour>, String)],
) -> Vec<(HandCard, Option<Action>)> {
    let card = |c: Card| {
        let found =
            legal.iter().find(|a| matches!(a, Action::Play(x) | Action::JumpIn(x) | Action::GiveCard(x) if *x == c));
        let use_ = card_use(legal, c);
        let text = match c.kind() {
            Kind::Custom(i) => custom_texts.get(i as usize).cloned(),
            _ => None,
        };
        let group = groups.iter().position(|(g, _)| *g == group_of(c)).unwrap_or_default();
        let face =
            HandCard { img: card_img(c), label: texts.card(c), text, act: None, say: card_name(texts, c, use_), group };
        (face, found.copied())
    };
    view.hand.cards().map(card).collect()
}

/// What the page's reading buttons read: at the seat's turn to play, the hand with what it may
/// play.
fn read_out(texts: &Texts, view: &View, my_turn: bool, hand: &[HandCard], name: &NameOf) -> ReadOut {
    let playable: Vec<Card> = view.hand.cards().zip(hand).filter(|(_, h)| h.act.is_some()).map(|(c, _)| c).collect();
    let its_turn = my_turn && matches!(view.phase, Phase::Turn { .. });
    ReadOut {
        hand: readout::hand(texts, view, its_turn.then_some(&playable[..])),
        top: readout::top(texts, view),
        counts: readout::counts(texts, view, name),
    }
}

/// The hand's groups by colour in face order, each with its title ("Red: 3 cards").
fn hand_groups(texts: &Texts, view: &View) -> Vec<(Option<Colour>, String)> {
    let mut sizes: Vec<(Option<Colour>, usize)> = Vec::new();
    for c in view.hand.cards() {
        match sizes.last_mut() {
            Some((g, n)) if *g == group_of(c) => *n += 1,
            _ => sizes.push((group_of(c), 1)),
        }
    }
    sizes.into_iter().map(|(g, n)| (g, readout::group_title(texts, g, n))).collect()
}

/// Every player as the phone of the view's seat lists them, in seat order.
fn player_lines(texts: &Texts, view: &View, name: &NameOf) -> Vec<PlayerLine> {
    let seat = view.seat.unwrap_or(0);
    let to_act = view.to_act();
    let teams = view.teams();
    (0..view.seats)
        .map(|s| PlayerLine {
            name: name(s),
            cards: view.hand_size(s),
            uno: view.called_uno(s),
            turn: to_act == Some(s),
            you: s == seat,
            score: view.scores[s as usize],
            dealer: view.dealer == s,
            catchable: view.catchable(s),
            team: teams.partners().then(|| teams.team_of(s)),
            partner: s != seat && teams.partners() && teams.same_team(s, seat),
            say: readout::seat_line(texts, view, s, &name(s)),
        })
        .collect()
}

/// Partner play: every team and its total (none when everyone plays for themselves). The totals
/// are the public per-seat totals added up, so they tell the phone nothing new.
fn team_lines(texts: &Texts, view: &View, seat: Seat) -> Vec<TeamLine> {
    let teams = view.teams();
    if !teams.partners() {
        return Vec::new();
    }
    let totals = teams.totals(&view.scores[..view.seats as usize]);
    (0..teams.count())
        .map(|t| TeamLine {
            letter: team_letter(t),
            name: texts.render(&team_name(t)),
            score: totals[t],
            yours: teams.team_of(seat) == t,
        })
        .collect()
}

/// The button a phone shows for `a`: its kind, its label and the colour it names (`None` for
/// the actions tapped as cards in the hand, and for the table's penalty, the scoreboard's judgement).
fn button(a: Action, texts: &Texts, view: &View, name: &NameOf) -> Option<(ButtonKind, String, Option<&'static str>)> {
    Some(match a {
        Action::Draw => (ButtonKind::Draw, texts.get(Msg::PhoneDraw), None),
        Action::Pass => (ButtonKind::Pass, texts.get(Msg::PhonePass), None),
        Action::CallUno => (ButtonKind::Uno, texts.get(Msg::HandUno), None),
        Action::Catch(s) => (ButtonKind::Catch, crate::tr!(texts, SeatCatch, who = name(s)), None),
        Action::ChooseColour(c) => (ButtonKind::Colour, texts.say(&c), Some(colour_name(c))),
        Action::ChooseTarget(s) => {
            let n = view.hand_size(s);
            (ButtonKind::Target, crate::tr!(texts, PickerSeat, who = name(s), n = n), None)
        }
        Action::Challenge => (ButtonKind::Challenge, texts.get(Msg::ChallengeButton), None),
        Action::Accept => (ButtonKind::Accept, crate::tr!(texts, ChallengeTake, n = view.pending_draw), None),
        Action::PlayDrawn => (ButtonKind::PlayDrawn, texts.get(Msg::HandPlayIt), None),
        Action::KeepDrawn => (ButtonKind::Keep, texts.get(Msg::HandKeepIt), None),
        Action::StartRound => (ButtonKind::NextRound, texts.get(Msg::PhoneNextRound), None),
        Action::HouseRuleFor(Some(s)) if view.seat == Some(s) => {
            (ButtonKind::Target, crate::tr!(texts, HouseRuleForYou, n = view.hand_size(s)), None)
        }
        Action::HouseRuleFor(Some(s)) => {
            (ButtonKind::Target, crate::tr!(texts, PickerSeat, who = name(s), n = view.hand_size(s)), None)
        }
        Action::HouseRuleFor(None) => (ButtonKind::Target, texts.get(Msg::HouseRuleForNobody), None),
        // The people at the table judge a house rule, on the shared screen.
        Action::JudgeHouseRule(_) => return None,
        Action::Play(_) | Action::JumpIn(_) | Action::GiveCard(_) | Action::TableTalkPenalty(_) => return None,
    })
}

/// The question in front of the seat, if one is, in the words of the table's status line (a plain
/// turn is the status line's: "Your turn: tap a card…").
fn prompt(texts: &Texts, view: &View, name: &NameOf) -> Option<String> {
    let seat = view.seat?;
    if matches!(view.phase, Phase::Turn { .. }) {
        return None;
    }
    decision(view, seat, Device::Phone, name).map(|m| texts.render(&m))
}

/// The house rule being played, for every phone: its player and its text, as the cards of the
/// hands print it (`None` when no house rule is on the table).
fn house_rule(texts: &Texts, view: &View, custom_texts: &[String], name: &NameOf) -> Option<String> {
    let seat = match view.phase {
        Phase::HouseRuleFor { seat } | Phase::JudgeHouseRule { seat, .. } => seat,
        _ => return None,
    };
    let Some(Kind::Custom(i)) = view.resolving.map(Card::kind) else { return None };
    view.rules.custom_wilds.get(i as usize).filter(|w| w.is_house_rule())?;
    let text = crate::tr!(texts, HouseRuleQuoted, text = custom_texts.get(i as usize)?.as_str());
    let whose = match view.seat {
        Some(s) if s == seat => texts.get(Msg::HouseRuleTitleYours),
        _ => crate::tr!(texts, HouseRuleTitle, who = name(seat)),
    };
    Some(format!("{whose}: {text}"))
}

/// The status line: whose turn it is, or where the match stands.
fn status(texts: &Texts, view: &View, name: &NameOf) -> String {
    let seat = view.seat.unwrap_or(0);
    match (view.phase, view.to_act()) {
        (Phase::WaitingToDeal, _) => texts.get(Msg::PhoneWaitingToDeal),
        (Phase::RoundOver, _) => texts.get(Msg::TableRoundOver),
        (Phase::MatchOver { winner }, _) => texts.render(&match_winner(view.teams(), winner, Device::Phone, name)),
        (Phase::Turn { .. }, Some(s)) if s == seat => {
            decision(view, seat, Device::Phone, name).map(|m| texts.render(&m)).unwrap_or_default()
        }
        (Phase::JudgeHouseRule { seat: s, .. }, _) => crate::tr!(texts, HudJudgeHouseRule, who = name(s)),
        (_, Some(s)) if s == seat => texts.get(Msg::PhoneYourDecision),
        (_, Some(s)) => crate::tr!(texts, HudTurnOf, who = name(s)),
        (_, None) => String::new(),
    }
}

/// Who won the round or the match, between rounds.
fn notice(texts: &Texts, view: &View, name: &NameOf) -> Option<String> {
    match (view.phase, view.last_round) {
        // A banner: with partners, the winning team by its name.
        (Phase::MatchOver { winner }, _) if view.teams().partners() => {
            Some(texts.render(&match_winner(view.teams(), winner, Device::Phone, name)))
        }
        (Phase::MatchOver { winner }, _) => Some(crate::tr!(texts, SummaryMatchWinner, who = name(winner))),
        (Phase::RoundOver | Phase::WaitingToDeal, Some(r)) => {
            let who = name(r.winner);
            Some(if r.blocked {
                crate::tr!(texts, SummaryRoundWinnerBlocked, who = who, round = r.round)
            } else {
                crate::tr!(texts, SummaryRoundWinner, who = who, round = r.round)
            })
        }
        _ => None,
    }
}

/// What a phone asks with a [`PhoneCommand`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The action with this number in the state (`{"act": N, "v": V}`).
    Act(usize),
    /// A hint for the decision the state shows (`{"hint": true, "v": V}`).
    Hint,
    /// Cards named short, as the Braille deck names them, on this phone or not (`{"short":
    /// true, "v": V}`): the phone's own choice, whatever the table's.
    ShortNames(bool),
}

/// What a phone may send: the number of an action the state `v` offered, or a request for a
/// hint at the decision that state showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "CommandFields")]
pub struct PhoneCommand {
    /// What it asks.
    pub ask: Ask,
    /// The state's version.
    pub v: u64,
}

impl PhoneCommand {
    /// The number of the action it chose (`None` for a hint request).
    pub fn act(&self) -> Option<usize> {
        match self.ask {
            Ask::Act(n) => Some(n),
            Ask::Hint | Ask::ShortNames(_) => None,
        }
    }
}

/// A command's fields as they come: exactly one of `act`, `"hint": true` and `short`, and `v`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandFields {
    act: Option<usize>,
    hint: Option<bool>,
    short: Option<bool>,
    v: u64,
}

impl TryFrom<CommandFields> for PhoneCommand {
    type Error = &'static str;

    fn try_from(f: CommandFields) -> Result<Self, Self::Error> {
        let ask = match (f.act, f.hint, f.short) {
            (Some(n), None, None) => Ask::Act(n),
            (None, Some(true), None) => Ask::Hint,
            (None, None, Some(on)) => Ask::ShortNames(on),
            _ => return Err("a command is an action's number, a hint request or how cards are named"),
        };
        Ok(PhoneCommand { ask, v: f.v })
    }
}

/// Why a phone's message was refused before it reached the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// Longer than [`MAX_COMMAND_BYTES`].
    #[error("message too long ({0} bytes)")]
    TooLong(usize),
    /// Not a command.
    #[error("not a command: {0}")]
    Malformed(String),
    /// Binary data instead of text.
    #[error("binary message")]
    Binary,
    /// More messages than a person can tap.
    #[error("too many messages")]
    TooFast,
}

impl CommandError {
    /// The message for the person holding the phone.
    pub fn say(&self, texts: &Texts) -> String {
        texts.get(match self {
            CommandError::TooLong(_) | CommandError::Malformed(_) | CommandError::Binary => Msg::PhoneBadMessage,
            CommandError::TooFast => Msg::PhoneTooFast,
        })
    }
}

/// Reads a phone's command: one small JSON command and nothing else.
pub fn parse_command(text: &str) -> Result<PhoneCommand, CommandError> {
    if text.len() > MAX_COMMAND_BYTES {
        return Err(CommandError::TooLong(text.len()));
    }
    serde_json::from_str(text).map_err(|e| CommandError::Malformed(e.to_string()))
}

/// What a phone may send: a command, or its heartbeat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FromPhone {
    /// The number of an offered action.
    Command(PhoneCommand),
    /// `{"t":"ping"}`: the page checks that the game still answers (it gets `{"t":"pong"}`).
    Ping,
}

/// The page's heartbeat, exactly as it sends it.
pub const PING: &str = r#"{"t":"ping"}"#;

/// Reads a phone's message: its heartbeat, or one small JSON command.
pub fn parse_message(text: &str) -> Result<FromPhone, CommandError> {
    if text == PING {
        return Ok(FromPhone::Ping);
    }
    parse_command(text).map(FromPhone::Command)
}

/// A message to a phone, as the page reads it (`t` says which).
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "t", rename_all = "lowercase")]
pub enum ToPhone {
    /// First after connecting: the seat, the language and the page's own words.
    Hello {
        /// The seat.
        seat: Seat,
        /// `en` or `it`.
        lang: &'static str,
        /// The page's fixed texts.
        texts: Box<PageTexts>,
    },
    /// The seat's screen.
    State(Box<SeatState>),
    /// Something was refused.
    Error {
        /// Why, for the person.
        text: String,
    },
    /// Another phone took this seat.
    Replaced {
        /// What happened.
        text: String,
    },
    /// The match ended, or the seat went back to the computer.
    Closed {
        /// What happened.
        text: String,
    },
    /// The answer to the page's heartbeat.
    Pong,
    /// This phone asked for a seat another phone holds: the computer must say yes first.
    Waiting {
        /// What happens now.
        text: String,
    },
    /// Something the person should know, that refuses nothing (another phone asks for the seat).
    Info {
        /// What happened.
        text: String,
    },
    /// The hint the seat asked for: the move the Hard computer player would make from the seat's
    /// view, shown until the position changes.
    Hint(Box<PhoneHint>),
}

/// A hint on a phone's page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PhoneHint {
    /// The version of the state it was asked from.
    pub v: u64,
    /// Actions the table had applied (the state's `step`): the hint belongs to that position.
    pub step: u64,
    /// The number of the hinted action in that state (the card or button to highlight).
    pub act: Option<usize>,
    /// The card the move plays, if it plays one.
    pub card: Option<CardFace>,
    /// The move and why, in one line.
    pub text: String,
}

impl PhoneHint {
    /// The hint for `action` in the state `state` whose numbered actions are `offered`: the card
    /// it plays and the number it stands for there, with the line `text`.
    pub fn new(state: &SeatState, offered: &[Action], action: Action, texts: &Texts, text: String) -> PhoneHint {
        let card = match action {
            Action::Play(c) | Action::JumpIn(c) | Action::GiveCard(c) => Some(face(texts, c)),
            Action::PlayDrawn => state.drawn.clone(),
            _ => None,
        };
        PhoneHint { v: state.v, step: state.step, act: offered.iter().position(|a| *a == action), card, text }
    }
}

impl ToPhone {
    /// The message as JSON text.
    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("a phone message serialises")
    }
}

/// The page's fixed words, in the game's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PageTexts {
    connecting: String,
    reconnecting: String,
    your_turn: String,
    hand: String,
    players: String,
    cards: String,
    draw_pile: String,
    colour: String,
    take_back: String,
    replaced: String,
    closed: String,
    wait: String,
    clockwise: String,
    counter_clockwise: String,
    dealer: String,
    offline_tap: String,
    stale: String,
    more_players: String,
    partner: String,
    teams: String,
    read_hand: String,
    read_top: String,
    read_counts: String,
    short_names: String,
    reading: String,
    table: String,
}

impl PageTexts {
    /// The words in the language of `texts`.
    pub fn new(texts: &Texts) -> PageTexts {
        PageTexts {
            connecting: texts.get(Msg::PhoneConnecting),
            reconnecting: texts.get(Msg::PhoneReconnecting),
            your_turn: texts.get(Msg::PhoneYourTurnShort),
            hand: texts.get(Msg::PhoneHand),
            players: texts.get(Msg::PhonePlayers),
            cards: texts.get(Msg::PhoneCards),
            draw_pile: texts.get(Msg::PhoneDrawPile),
            colour: texts.get(Msg::PhoneColour),
            take_back: texts.get(Msg::PhoneTakeBack),
            replaced: texts.get(Msg::PhoneReplaced),
            closed: texts.get(Msg::PhoneClosed),
            wait: texts.get(Msg::PhoneWait),
            clockwise: texts.get(Msg::RecapClockwise),
            counter_clockwise: texts.get(Msg::RecapCounterClockwise),
            dealer: texts.get(Msg::PhoneDealerShort),
            offline_tap: texts.get(Msg::PhoneOfflineTap),
            stale: texts.get(Msg::PhoneStale),
            more_players: texts.get(Msg::PhoneMorePlayers),
            partner: texts.get(Msg::PhonePartner),
            teams: texts.get(Msg::PhoneTeams),
            read_hand: texts.get(Msg::PhoneReadHand),
            read_top: texts.get(Msg::PhoneReadTop),
            read_counts: texts.get(Msg::PhoneReadCounts),
            short_names: texts.get(Msg::PhoneShortNames),
            reading: texts.get(Msg::PhoneReading),
            table: texts.get(Msg::PhoneTable),
        }
    }
}
