//! What the table asks of the person at the screen, worked out once a frame after the offers:
//! the [`Prompt`] open in front of them and the [`Pick`]s it offers, in the order the keyboard
//! goes through them. The overlays draw the panel of the prompt open and the keyboard presses its
//! picks; neither works it out again.

use bevy::prelude::*;

use crate::app::core::curtain::{Curtain, Viewpoint};
use crate::app::core::flow::TurnPhase;
use crate::app::core::offer::Offers;
use crate::app::core::schedule::{AtTable, FrameStep, Screen};
use crate::app::core::shown::{Playback, ShownView};
use crate::app::core::table::Table;
use crate::engine::{Action, Colour, MAX_HOUSE_PENALTY, Phase, Seat};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<OpenPrompt>().add_systems(Update, ask.in_set(FrameStep::Prompt).in_set(AtTable)).add_systems(
        OnExit(Screen::Table),
        |mut p: ResMut<OpenPrompt>| {
            p.set_if_neq(OpenPrompt::default());
        },
    );
}

/// A decision or panel open in front of the person at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prompt {
    /// Play the card just drawn, or keep it.
    PlayOrKeep,
    /// Choose the cards to give away.
    GiveCards,
    /// Name a colour.
    ColourPicker,
    /// Choose a player.
    SeatPicker,
    /// Say who a house rule applies to, or judge it (the people at the table).
    HouseRule,
    /// Challenge a Wild Draw Four, stack, or take the cards.
    Challenge,
    /// A hand shown after a challenge.
    RevealedHand,
    /// The round's summary.
    RoundSummary,
    /// The match's end.
    MatchOver,
    /// The hot-seat curtain.
    Curtain,
}

/// One thing the person chose, by a click on a panel's button or by a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// An action by the viewer.
    Act(Action),
    /// An action by another seat (a catch from the curtain, by the person it was passed to; a
    /// house rule judged in the name of the player who played it).
    ActAs(Seat, Action),
    /// Give the cards chosen.
    GiveChosen,
    /// A new match at the same table.
    NewMatch,
    /// Back to the main menu.
    QuitToMenu,
    /// The curtain goes down.
    LiftCurtain,
    /// "Since your turn" was read.
    RecapRead,
    /// The hand shown after a challenge was read.
    RevealRead,
}

/// What the table asks of the person at the screen now, as the screen has shown the game.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct OpenPrompt {
    prompt: Option<Prompt>,
    picks: Vec<Pick>,
    hand: bool,
    start_on_hand: bool,
    table_asks: bool,
}

impl OpenPrompt {
    /// The prompt open now, if any.
    pub fn get(&self) -> Option<Prompt> {
        self.prompt
    }

    /// What the prompt offers now, in the order the keyboard goes through them (empty while it
    /// waits: a Give button before the cards have settled).
    pub fn picks(&self) -> &[Pick] {
        &self.picks
    }

    /// The person's hand can be pressed now (a card played, or chosen to be given).
    pub fn hand(&self) -> bool {
        self.hand
    }

    /// The keyboard's focus starts on the hand, not on the prompt's first button.
    pub fn starts_on_hand(&self) -> bool {
        self.start_on_hand
    }

    /// The table asks (the curtain, a summary, a hand shown, a house rule judged), not the
    /// person's own turn: a panel of theirs ("since your turn") waits behind it.
    pub fn table_asks(&self) -> bool {
        self.table_asks
    }

    fn table(prompt: Prompt, picks: Vec<Pick>) -> OpenPrompt {
        OpenPrompt { prompt: Some(prompt), picks, table_asks: true, ..default() }
    }

    fn turn(prompt: Option<Prompt>, picks: Vec<Pick>) -> OpenPrompt {
        OpenPrompt { prompt, picks, ..default() }
    }
}

/// The table's answers to a house rule being judged, when the people at the table judge it now:
/// Done, then a penalty of 1 to 4 cards for the player it applies to, each entered in the name of
/// the player who played it. Empty otherwise.
fn judge_choices(table: &Table, shown: &ShownView) -> Vec<Pick> {
    let Phase::JudgeHouseRule { seat, target } = shown.phase() else { return Vec::new() };
    if !table.people_judge() {
        return Vec::new();
    }
    let penalties = if target.is_some() { 0..=MAX_HOUSE_PENALTY } else { 0..=0 };
    penalties.map(|n| Pick::ActAs(seat, Action::JudgeHouseRule(n))).collect()
}

/// What the table reads to say what it asks.
#[derive(bevy::ecs::system::SystemParam)]
struct Asking<'w> {
    table: Res<'w, Table>,
    shown: Res<'w, ShownView>,
    viewpoint: Res<'w, Viewpoint>,
    curtain: Res<'w, Curtain>,
    playback: Res<'w, Playback>,
    phase: Option<Res<'w, State<TurnPhase>>>,
    offers: Res<'w, Offers>,
}

/// Works out what is asked of the person at the screen this frame.
fn ask(a: Asking, mut open: ResMut<OpenPrompt>) {
    let now = asked(&a);
    open.set_if_neq(now);
}

/// What is asked, topmost first: the curtain covers everything, the summary the table, a hand
/// shown or a house rule judged the person's turn.
fn asked(a: &Asking) -> OpenPrompt {
    let viewer = a.viewpoint.viewer();
    if a.curtain.for_seat.is_some() {
        return OpenPrompt::table(Prompt::Curtain, vec![Pick::LiftCurtain]);
    }
    let view = a.shown.view(viewer);
    match a.phase.as_deref().map(State::get) {
        Some(TurnPhase::RoundOver) if view.last_round.is_some() => {
            let next = viewer.map(|_| Pick::Act(Action::StartRound));
            return OpenPrompt::table(Prompt::RoundSummary, next.into_iter().collect());
        }
        Some(TurnPhase::MatchOver) if view.last_round.is_some() => {
            let again = viewer.map(|_| Pick::NewMatch);
            return OpenPrompt::table(Prompt::MatchOver, again.into_iter().chain([Pick::QuitToMenu]).collect());
        }
        _ => {}
    }
    if a.playback.held().is_some() {
        return OpenPrompt::table(Prompt::RevealedHand, vec![Pick::RevealRead]);
    }
    // A house rule is judged by the people at the table, whoever is at the screen.
    let judging = judge_choices(&a.table, &a.shown);
    if a.playback.settled() && !judging.is_empty() {
        return OpenPrompt::table(Prompt::HouseRule, judging);
    }
    let Some(me) = viewer else { return OpenPrompt::default() };
    let giving = matches!(view.phase, Phase::GiveCards { seat, .. } if seat == me);
    if !a.playback.settled() || view.to_act() != Some(me) {
        // The cards to give are chosen on screen while the table settles; Give waits for it.
        return OpenPrompt::turn(giving.then_some(Prompt::GiveCards), Vec::new());
    }
    mine(view.phase, me, a.offers.shown(me), a.shown.seats())
}

/// The person's own turn: the prompt of `phase` with the picks the engine accepts (`legal`).
fn mine(phase: Phase, me: Seat, legal: &[Action], seats: usize) -> OpenPrompt {
    let acts = |actions: &[Action]| -> Vec<Pick> {
        actions.iter().filter(|a| legal.contains(a)).cloned().map(Pick::Act).collect()
    };
    let on_hand = |prompt: Option<Prompt>, picks: Vec<Pick>| OpenPrompt {
        hand: true,
        start_on_hand: true,
        ..OpenPrompt::turn(prompt, picks)
    };
    match phase {
        Phase::ChooseColour { .. } => {
            OpenPrompt::turn(Some(Prompt::ColourPicker), acts(&Colour::ALL.map(Action::ChooseColour)))
        }
        Phase::ChooseTarget { .. } => {
            let seats: Vec<Action> = (0..seats as Seat).map(Action::ChooseTarget).collect();
            OpenPrompt::turn(Some(Prompt::SeatPicker), acts(&seats))
        }
        Phase::DrawPenalty { .. } => OpenPrompt {
            // Stacking plays a card from the hand; the focus starts on the question.
            hand: legal.iter().any(|a| matches!(a, Action::Play(_) | Action::JumpIn(_))),
            ..OpenPrompt::turn(Some(Prompt::Challenge), acts(&[Action::Challenge, Action::Accept]))
        },
        Phase::PlayOrKeep { .. } => {
            OpenPrompt::turn(Some(Prompt::PlayOrKeep), acts(&[Action::PlayDrawn, Action::KeepDrawn]))
        }
        Phase::HouseRuleFor { .. } => {
            let who = legal.iter().filter(|a| matches!(a, Action::HouseRuleFor(_))).cloned().map(Pick::Act);
            OpenPrompt::turn(Some(Prompt::HouseRule), who.collect())
        }
        Phase::GiveCards { seat, .. } if seat == me => on_hand(Some(Prompt::GiveCards), vec![Pick::GiveChosen]),
        Phase::Turn { .. } => on_hand(None, Vec::new()),
        _ => OpenPrompt::default(),
    }
}
