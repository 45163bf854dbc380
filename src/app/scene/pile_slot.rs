//! The draw pile's place on the table: a faint card outline under the pile, which stays visible and
//! clickable when every card is in the players' hands (a click there draws, reshuffling the
//! discard pile, as D does).

use bevy::prelude::*;

use crate::app::core::schedule::Screen;
use crate::app::scene::cards::CardZones;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<DrawPileClicked>()
        .add_systems(OnEnter(Screen::Table), spawn_slot)
        .add_systems(Update, follow_layout.run_if(in_state(Screen::Table)));
}

/// The place of the draw pile was clicked where no card lies (an empty pile).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct DrawPileClicked;

/// The outline under the draw pile.
#[derive(Component, Debug)]
pub struct DrawPileSlot;

/// Under every card of the pile (the pile's cards start at z 10).
const SLOT_Z: f32 = 5.0;

/// A faint outline in the draw pile's place.
fn slot() -> impl Bundle {
    (
        Name::new("Draw pile slot"),
        DrawPileSlot,
        Sprite { color: Color::srgba(1.0, 1.0, 1.0, 0.16), custom_size: Some(Vec2::new(80.0, 120.0)), ..default() },
        Transform::from_xyz(0.0, 0.0, SLOT_Z),
        Visibility::Hidden,
        Pickable::default(),
        DespawnOnExit(Screen::Table),
    )
}

fn spawn_slot(mut commands: Commands) {
    commands.spawn(slot()).observe(on_click);
}

/// Keeps the slot at the draw pile's place and size; shown once the table is laid out.
fn follow_layout(
    model: Res<CardZones>,
    mut slots: Query<(&mut Transform, &mut Sprite, &mut Visibility), With<DrawPileSlot>>,
) {
    let Some(layout) = model.layout.as_ref() else { return };
    let s = layout.draw_slot(0);
    for (mut t, mut sprite, mut visibility) in &mut slots {
        let at = Vec3::new(s.pos.x, s.pos.y, SLOT_Z);
        if t.translation != at {
            t.translation = at;
        }
        let size = Some(Vec2::new(s.size.w, s.size.h));
        if sprite.custom_size != size {
            sprite.custom_size = size;
        }
        visibility.set_if_neq(Visibility::Inherited);
    }
}

fn on_click(click: On<Pointer<Click>>, mut clicked: MessageWriter<DrawPileClicked>) {
    if click.button == PointerButton::Primary {
        clicked.write(DrawPileClicked);
    }
}
