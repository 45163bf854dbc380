//! Table layout as a pure function: (window size, seat count, whose view, hand sizes) -> where
//! every card slot and seat area goes. No Bevy here, so it is tested without a window.
//!
//! Coordinates are world units with the origin at the window centre and y pointing up; with the
//! table camera one unit is one logical pixel.

/// A point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pos {
    /// Horizontal, right positive.
    pub x: f32,
    /// Vertical, up positive.
    pub y: f32,
}

/// A size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Size {
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

/// An axis-aligned rectangle given by its centre and size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Centre.
    pub centre: Pos,
    /// Size.
    pub size: Size,
}

impl Rect {
    /// Left edge.
    pub fn left(&self) -> f32 {
        self.centre.x - self.size.w / 2.0
    }
    /// Right edge.
    pub fn right(&self) -> f32 {
        self.centre.x + self.size.w / 2.0
    }
    /// Bottom edge.
    pub fn bottom(&self) -> f32 {
        self.centre.y - self.size.h / 2.0
    }
    /// Top edge.
    pub fn top(&self) -> f32 {
        self.centre.y + self.size.h / 2.0
    }
    /// True when the two rectangles share some area.
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.left() < o.right() && o.left() < self.right() && self.bottom() < o.top() && o.bottom() < self.top()
    }
    /// True when `o` lies inside this rectangle.
    pub fn contains(&self, o: &Rect) -> bool {
        o.left() >= self.left() - 0.5
            && o.right() <= self.right() + 0.5
            && o.bottom() >= self.bottom() - 0.5
            && o.top() <= self.top() + 0.5
    }
    /// True when the point is inside.
    pub fn contains_point(&self, p: Pos) -> bool {
        p.x >= self.left() && p.x <= self.right() && p.y >= self.bottom() && p.y <= self.top()
    }
    /// The rectangle between these edges.
    pub fn from_edges(left: f32, right: f32, bottom: f32, top: f32) -> Rect {
        Rect {
            centre: Pos { x: (left + right) / 2.0, y: (bottom + top) / 2.0 },
            size: Size { w: right - left, h: top - bottom },
        }
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, o: &Rect) -> Rect {
        let (l, r) = (self.left().min(o.left()), self.right().max(o.right()));
        let (b, t) = (self.bottom().min(o.bottom()), self.top().max(o.top()));
        Rect { centre: Pos { x: (l + r) / 2.0, y: (b + t) / 2.0 }, size: Size { w: r - l, h: t - b } }
    }
}

/// Where one card goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    /// Centre of the card.
    pub pos: Pos,
    /// Size of the card.
    pub size: Size,
    /// Rotation in radians, counter-clockwise.
    pub angle: f32,
    /// Drawing order: higher is in front.
    pub z: f32,
}

impl Slot {
    /// The card's bounding rectangle, rotation ignored (rotations here are small).
    pub fn rect(&self) -> Rect {
        Rect { centre: self.pos, size: self.size }
    }
}

/// The table for one window size, seat count and viewer.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Window width in logical pixels.
    pub width: f32,
    /// Window height in logical pixels.
    pub height: f32,
    /// The seat shown at the bottom, whose hand is large.
    pub bottom: usize,
    /// Size of a card in the bottom hand.
    pub card: Size,
    /// Size of a card in another player's hand.
    pub small: Size,
    /// Size of a card on the piles.
    pub pile: Size,
    /// Centre of the draw pile.
    pub draw_pile: Pos,
    /// Centre of the discard pile.
    pub discard: Pos,
    /// The area of each seat (hand and label), indexed by seat.
    pub seat_areas: Vec<Rect>,
    /// Space right of the bottom hand for its buttons (UNO, play or keep).
    pub button_area: Rect,
    /// Height of a seat's name label.
    pub label_h: f32,
    /// Width between the side columns, where the status line goes.
    pub middle_w: f32,
    /// The UI scale this layout was made for: the one asked for, or less where the window has
    /// no room for it.
    pub scale: f32,
    /// The UI scale asked for.
    pub asked: f32,
}

const MARGIN: f32 = 10.0;

/// Width in egui points of the longest status line ("Your turn: click a card…", in Italian), which
/// must fit between the side columns.
pub const STATUS_POINTS: f32 = 520.0;

/// Lays out a table of `seats` players for a `width` x `height` window with `bottom` at the bottom.
/// The other seats follow in clockwise order from the bottom player's left: up the left side,
/// across the top, down the right side.
pub fn layout(width: f32, height: f32, seats: usize, bottom: usize) -> Layout {
    layout_scaled(width, height, seats, bottom, 1.0)
}

/// The egui zoom (points to pixels) for a window `height` pixels high at UI scale 1: text and
/// buttons grow with the window from 720 pixels up.
pub fn base_zoom(height: f32) -> f32 {
    (height / 720.0).clamp(1.0, 3.0)
}

/// [`layout`] at a UI `scale` (0.75 to 2): cards, labels and the buttons' room grow or shrink
/// together. Where the window has no room for the scale asked (200% in a small window with ten
/// players), the largest scale that keeps every card, label and button inside the window and
/// apart is used instead ([`Layout::scale`] says which).
pub fn layout_scaled(width: f32, height: f32, seats: usize, bottom: usize, scale: f32) -> Layout {
    let asked = if scale.is_finite() { scale.clamp(0.5, 2.0) } else { 1.0 };
    let mut s = asked;
    loop {
        let l = build(width, height, seats, bottom, s);
        if s <= 0.5 || l.fits() {
            return Layout { asked: scale, ..l };
        }
        s = (s - 0.05).max(0.5);
    }
}

/// The areas of the seats other than the bottom one, in the order of play from it (left column
/// bottom to top, top row left to right, right column top to bottom), with the side columns'
/// width and the top row's centre height.
fn other_areas(
    (width, height): (f32, f32),
    seats: usize,
    scale: f32,
    small: Size,
    area_h: f32,
    hand_area: Rect,
) -> (Vec<Rect>, f32, f32) {
    let others = seats - 1;
    let side = if others >= 7 {
        2
    } else if others >= 4 {
        1
    } else {
        0
    };
    let top = others - 2 * side;
    // The side columns widen with the scale: their names grow with it.
    let side_w = if side > 0 { (width * 0.17 * scale).min(small.w * 5.0) } else { 0.0 };
    let top_y = height / 2.0 - MARGIN - area_h / 2.0;
    let top_left = -width / 2.0 + MARGIN + if side > 0 { side_w + MARGIN } else { 0.0 };
    let top_right = width / 2.0 - MARGIN - if side > 0 { side_w + MARGIN } else { 0.0 };
    let top_w = (top_right - top_left) / top.max(1) as f32;
    let column_bottom = hand_area.top() + MARGIN;
    let column_top = top_y - area_h / 2.0 - MARGIN;
    let column_h = (column_top - column_bottom) / side.max(1) as f32;
    let mut areas = Vec::with_capacity(others);
    // Left column, bottom to top.
    for i in 0..side {
        let y = column_bottom + column_h * (i as f32 + 0.5);
        areas.push(Rect {
            centre: Pos { x: -width / 2.0 + MARGIN + side_w / 2.0, y },
            size: Size { w: side_w, h: area_h.min(column_h - MARGIN) },
        });
    }
    // Top row, left to right.
    for i in 0..top {
        let x = top_left + top_w * (i as f32 + 0.5);
        areas.push(Rect {
            centre: Pos { x, y: top_y },
            size: Size { w: (top_w - MARGIN).min(small.w * 6.0), h: area_h },
        });
    }
    // Right column, top to bottom.
    for i in 0..side {
        let y = column_top - column_h * (i as f32 + 0.5);
        areas.push(Rect {
            centre: Pos { x: width / 2.0 - MARGIN - side_w / 2.0, y },
            size: Size { w: side_w, h: area_h.min(column_h - MARGIN) },
        });
    }
    (areas, side_w, top_y)
}

fn build(width: f32, height: f32, seats: usize, bottom: usize, scale: f32) -> Layout {
    let seats = seats.clamp(2, 10);
    let card_h = (height * 0.24).clamp(110.0, 520.0).min(width * 0.16) * scale;
    let card = Size { w: card_h * 0.68, h: card_h };
    let small_h = (height * 0.105).clamp(46.0, 240.0) * scale;
    let small = Size { w: small_h * 0.68, h: small_h };
    let label_h = (small_h * 0.32).clamp(18.0 * scale, 60.0 * scale);
    let area_h = small.h + label_h + 6.0;
    // The bottom hand: room for the lift on hover.
    let strip_h = card.h * 1.22 + MARGIN;
    let hand_bottom = -height / 2.0 + MARGIN;
    // The buttons by the hand (UNO!, Play it / Keep it) are egui buttons of about 130 points.
    let button_w = (card.w * 1.35).max(130.0 * base_zoom(height) * scale);
    // Centred in the window, with the buttons' room kept free on both sides.
    let hand_area = Rect {
        centre: Pos { x: 0.0, y: hand_bottom + strip_h / 2.0 },
        size: Size { w: width - 2.0 * (MARGIN + button_w + MARGIN), h: strip_h },
    };
    let button_area = Rect {
        centre: Pos { x: width / 2.0 - MARGIN - button_w / 2.0, y: hand_area.centre.y },
        size: Size { w: button_w, h: strip_h },
    };
    let (areas, side_w, top_y) = other_areas((width, height), seats, scale, small, area_h, hand_area);
    let mut seat_areas = vec![hand_area; seats];
    for (k, area) in areas.into_iter().enumerate() {
        seat_areas[(bottom + 1 + k) % seats] = area;
    }
    // The piles in the middle of what is left.
    let mid_y = (hand_area.top() + top_y - area_h / 2.0) / 2.0;
    let room_h = top_y - area_h / 2.0 - hand_area.top() - 2.0 * MARGIN;
    let room_w = width - 2.0 * (MARGIN + side_w + MARGIN) - 2.0 * MARGIN;
    let pile_h = (card.h * 0.95).min(room_h * 0.8).min(room_w / 3.2 / 0.68);
    let pile = Size { w: pile_h * 0.68, h: pile_h };
    let gap = pile.w * 0.35;
    Layout {
        width,
        height,
        bottom,
        card,
        small,
        pile,
        draw_pile: Pos { x: -(pile.w + gap) / 2.0 - pile.w * 0.3, y: mid_y },
        discard: Pos { x: (pile.w + gap) / 2.0 - pile.w * 0.3, y: mid_y },
        seat_areas,
        button_area,
        label_h,
        middle_w: width - 2.0 * (MARGIN + side_w + MARGIN),
        scale,
        asked: scale,
    }
}

impl Layout {
    /// True when everything is inside the window and nothing of one seat covers another's: the
    /// piles, the buttons' room, every seat's hand (1 to 25 cards) inside its area, and the labels.
    pub fn fits(&self) -> bool {
        let screen = Rect { centre: Pos { x: 0.0, y: 0.0 }, size: Size { w: self.width, h: self.height } };
        let piles = self.piles_rect();
        if !screen.contains(&piles) || !screen.contains(&self.button_area) {
            return false;
        }
        // The status line, which grows with the scale, fits between the side columns.
        if self.middle_w < STATUS_POINTS * base_zoom(self.height) * self.scale {
            return false;
        }
        let mut regions = vec![(usize::MAX, piles), (self.bottom, self.button_area)];
        for s in 0..self.seats() {
            let area = self.seat_areas[s];
            if area.size.w <= 0.0 || area.size.h <= 0.0 {
                return false;
            }
            for count in [1, 25] {
                let hand = (1..count)
                    .fold(self.hand_slot(s, 0, count).rect(), |r, i| r.union(&self.hand_slot(s, i, count).rect()));
                if !area.contains(&hand) || !screen.contains(&hand) {
                    return false;
                }
            }
            if !screen.contains(&self.label_rect(s)) {
                return false;
            }
            regions.push((s, area));
            regions.push((s, self.label_rect(s)));
        }
        regions.iter().enumerate().all(|(i, a)| regions[i + 1..].iter().all(|b| a.0 == b.0 || !a.1.overlaps(&b.1)))
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.seat_areas.len()
    }

    /// Slot of card `index` (0 = leftmost) of a hand of `count` cards at `seat`.
    pub fn hand_slot(&self, seat: usize, index: usize, count: usize) -> Slot {
        let area = self.seat_areas[seat];
        let count = count.max(1);
        let centred = index as f32 - (count - 1) as f32 / 2.0;
        if seat == self.bottom {
            let spacing = (self.card.w * 0.62).min((area.size.w - self.card.w) / (count - 1).max(1) as f32);
            let x = area.centre.x + centred * spacing;
            // A gentle arc: the middle cards a little higher, the outer ones turned outwards.
            let t = if count > 1 { centred / ((count - 1) as f32 / 2.0) } else { 0.0 };
            let arc = self.card.h * 0.06;
            let y = area.bottom() + self.card.h / 2.0 + arc * (1.0 - t * t);
            Slot { pos: Pos { x, y }, size: self.card, angle: -t * 0.06, z: 100.0 + index as f32 * 0.1 }
        } else {
            let fan_w = area.size.w;
            let spacing = (self.small.w * 0.36).min((fan_w - self.small.w) / (count - 1).max(1) as f32);
            let x = area.centre.x + centred * spacing;
            let y = area.top() - self.small.h / 2.0;
            Slot { pos: Pos { x, y }, size: self.small, angle: 0.0, z: 50.0 + index as f32 * 0.1 }
        }
    }

    /// Where the label (name and card count) of `seat` goes.
    pub fn label_rect(&self, seat: usize) -> Rect {
        let area = self.seat_areas[seat];
        if seat == self.bottom {
            Rect {
                centre: Pos { x: self.button_area.centre.x, y: self.button_area.top() - self.label_h },
                size: Size { w: self.button_area.size.w, h: self.label_h },
            }
        } else {
            Rect {
                centre: Pos { x: area.centre.x, y: area.bottom() + self.label_h / 2.0 },
                size: Size { w: area.size.w, h: self.label_h },
            }
        }
    }

    /// Slot of the card `depth` places from the top of the draw pile.
    pub fn draw_slot(&self, depth: usize) -> Slot {
        let lift = (depth.min(6) as f32) * 0.6;
        Slot {
            pos: Pos { x: self.draw_pile.x - lift, y: self.draw_pile.y - lift },
            size: self.pile,
            angle: 0.0,
            z: 10.0 - depth as f32 * 0.01,
        }
    }

    /// Slot of the card `depth` places from the top of the discard pile; `tilt` (-1..1) is the
    /// card's own small random rotation.
    pub fn discard_slot(&self, depth: usize, tilt: f32) -> Slot {
        Slot { pos: self.discard, size: self.pile, angle: tilt * 0.25, z: 20.0 - depth.min(500) as f32 * 0.01 }
    }

    /// The rectangle of the piles together (for the colour ring and the direction arrows).
    pub fn piles_rect(&self) -> Rect {
        self.draw_slot(0).rect().union(&self.discard_slot(0, 0.0).rect())
    }

    /// Layout pixels per egui point on this table (the UI zoom).
    pub fn zoom(&self) -> f32 {
        base_zoom(self.height) * self.scale
    }

    /// Where the status line goes: centred above the bottom hand, as wide as the longest one.
    pub fn status_rect(&self) -> Rect {
        let area = self.seat_areas[self.bottom];
        let h = 40.0 * self.zoom();
        Rect {
            centre: Pos { x: area.centre.x, y: area.top() + 6.0 + h / 2.0 },
            size: Size { w: (STATUS_POINTS * self.zoom()).min(self.width), h },
        }
    }

    /// The middle of the table: the piles, the colour ring around the discard pile with the
    /// colour's name under it, and the arrows of the direction of play around both.
    pub fn centre_rect(&self) -> Rect {
        let z = self.zoom();
        let piles = self.piles_rect();
        // The arrows: an ellipse around the piles (`hud::ring`), and their heads.
        let r = piles.size.w / 2.0 + 34.0 * z;
        let arrows = Rect {
            centre: piles.centre,
            size: Size { w: 2.0 * (r * 1.35 + 12.0 * z), h: 2.0 * (r * 0.75 + 12.0 * z) },
        };
        // The ring and the colour's name under it.
        let d = self.discard_slot(0, 0.0).rect();
        let ring_r = d.size.h.max(d.size.w) * 0.62 + 5.0 * z;
        let ring = Rect { centre: d.centre, size: Size { w: 2.0 * ring_r, h: 2.0 * ring_r } };
        let name = Rect {
            centre: Pos { x: d.centre.x, y: d.centre.y - ring_r - 15.0 * z },
            size: Size { w: 200.0 * z, h: 24.0 * z },
        };
        piles.union(&arrows).union(&ring).union(&name)
    }

    /// The free room of the table on one side of its middle (`right`: the right side), for a
    /// panel that must not cover what a player needs: between the side column of seats (or the
    /// window's edge) and the middle, above the status line and below the top row of seats.
    /// Its width is 0 where there is no room.
    pub fn side_room(&self, right: bool) -> Rect {
        let centre = self.centre_rect();
        let bottom_area = self.seat_areas[self.bottom];
        let floor = self.status_rect().top().max(bottom_area.top()) + MARGIN;
        let (mut l, mut r) = if right {
            (centre.right() + MARGIN, self.width / 2.0 - MARGIN)
        } else {
            (-self.width / 2.0 + MARGIN, centre.left() - MARGIN)
        };
        let (b, mut t) = (floor, self.height / 2.0 - MARGIN);
        // Every other seat (its cards and its tag) and the buttons' room push the room's edges
        // back: a seat beside it moves its side edge, a seat above it lowers its top.
        let mut keep_out: Vec<Rect> = (0..self.seats())
            .filter(|&s| s != self.bottom)
            .map(|s| self.seat_areas[s].union(&self.label_rect(s)))
            .collect();
        keep_out.push(self.button_area.union(&self.label_rect(self.bottom)));
        for _ in 0..keep_out.len() + 1 {
            let room = Rect::from_edges(l, r, b, t);
            let Some(a) = keep_out.iter().find(|a| room.size.w > 0.0 && room.size.h > 0.0 && a.overlaps(&room)) else {
                break;
            };
            if a.bottom() >= (b + t) / 2.0 {
                t = a.bottom() - MARGIN;
            } else if a.centre.x < (l + r) / 2.0 {
                l = a.right() + MARGIN;
            } else {
                r = a.left() - MARGIN;
            }
        }
        Rect::from_edges(l, r.max(l), b, t.max(b))
    }

    /// Converts a world point to window pixels (origin top left, y down).
    pub fn to_screen(&self, p: Pos) -> Pos {
        Pos { x: p.x + self.width / 2.0, y: self.height / 2.0 - p.y }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every window size of the property tests, from a small laptop to 4K.
    const WINDOWS: [(f32, f32); 8] = [
        (1024.0, 600.0),
        (1024.0, 768.0),
        (1280.0, 720.0),
        (1366.0, 768.0),
        (1920.0, 1080.0),
        (2560.0, 1440.0),
        (3840.0, 2160.0),
        (1280.0, 1024.0),
    ];

    /// The rooms for panels beside the middle of the table cover no seat's cards or tag, no pile,
    /// ring or arrow, not the status line or the bottom hand's buttons, and stay in the window;
    /// where they are wide enough for a panel is printed for the note.
    #[test]
    fn the_side_rooms_cover_nothing_a_player_needs() {
        for (w, h) in WINDOWS {
            for seats in 2..=10 {
                for scale in [0.75, 1.0, 1.5, 2.0] {
                    let l = layout_scaled(w, h, seats, 0, scale);
                    let screen = Rect { centre: Pos { x: 0.0, y: 0.0 }, size: Size { w, h } };
                    let mut keep_out = vec![l.centre_rect(), l.status_rect(), l.button_area, l.seat_areas[0]];
                    for s in 1..seats {
                        keep_out.push(l.seat_areas[s]);
                        keep_out.push(l.label_rect(s));
                    }
                    keep_out.push(l.label_rect(0));
                    for right in [false, true] {
                        let room = l.side_room(right);
                        if room.size.w <= 0.0 || room.size.h <= 0.0 {
                            continue;
                        }
                        let at = format!("{w}x{h}, {seats} seats, scale {scale}, right {right}: {room:?}");
                        assert!(screen.contains(&room), "{at}: outside the window");
                        for k in &keep_out {
                            assert!(!k.overlaps(&room), "{at}: over {k:?}");
                        }
                    }
                }
            }
        }
        // At 1280x720 with four players both sides have room for a panel 300 points wide.
        let l = layout(1280.0, 720.0, 4, 0);
        assert!(l.side_room(false).size.w >= 300.0 && l.side_room(true).size.w >= 300.0, "{:?}", l.side_room(false));
    }

    #[test]
    fn nothing_overlaps_from_720p_to_4k_with_up_to_ten_players_and_big_hands() {
        for (w, h) in WINDOWS {
            for seats in 2..=10 {
                for bottom in [0, seats - 1] {
                    check_apart_and_inside(&layout(w, h, seats, bottom));
                }
            }
        }
    }

    #[test]
    fn at_every_ui_scale_from_75_to_200_percent_every_card_and_button_stays_inside_and_apart() {
        for (w, h) in WINDOWS {
            for seats in [2, 4, 6, 10] {
                for scale in [0.75, 1.0, 1.25, 1.5, 1.75, 2.0] {
                    let l = layout_scaled(w, h, seats, 0, scale);
                    assert!(l.scale <= scale && l.scale >= 0.5, "{w}x{h} {seats} at {scale}: scale {}", l.scale);
                    check_apart_and_inside(&l);
                }
            }
        }
    }

    #[test]
    fn the_ui_scale_grows_the_cards_where_the_window_has_room() {
        let normal = layout_scaled(1920.0, 1080.0, 4, 0, 1.0);
        let big = layout_scaled(1920.0, 1080.0, 4, 0, 1.5);
        let small = layout_scaled(1920.0, 1080.0, 4, 0, 0.75);
        assert_eq!(big.scale, 1.5);
        assert!((big.card.h / normal.card.h - 1.5).abs() < 0.01, "{:?} vs {:?}", big.card, normal.card);
        assert!((small.card.h / normal.card.h - 0.75).abs() < 0.01);
        // No room for 200% with ten players on a small laptop: as large as fits, still larger than 100%.
        let tight = layout_scaled(1024.0, 600.0, 10, 0, 2.0);
        assert!(tight.scale < 2.0 && tight.scale >= 1.0, "{}", tight.scale);
    }

    /// The piles, the hands (1, 7 and 25 cards) and labels inside the window; a hand inside its
    /// seat's area; nothing of one seat over another's, or over the piles or the buttons.
    fn check_apart_and_inside(l: &Layout) {
        let (w, h, seats, bottom) = (l.width, l.height, l.seats(), l.bottom);
        let screen = Rect { centre: Pos { x: 0.0, y: 0.0 }, size: Size { w, h } };
        let piles = l.piles_rect();
        assert!(screen.contains(&piles), "{w}x{h} {seats}: piles off screen");
        assert!(screen.contains(&l.button_area), "{w}x{h} {seats}: buttons off screen");
        let status = STATUS_POINTS * base_zoom(h) * l.scale;
        assert!(l.middle_w >= status, "{w}x{h} {seats}: no room for the status line ({} < {status})", l.middle_w);
        // (owner, what, where): only things of different owners must stay apart.
        let mut regions = vec![(100, "piles", piles), (bottom, "buttons", l.button_area)];
        for s in 0..seats {
            for count in [1, 7, 25] {
                let mut r = l.hand_slot(s, 0, count).rect();
                for i in 1..count {
                    r = r.union(&l.hand_slot(s, i, count).rect());
                }
                let area = l.seat_areas[s];
                assert!(area.contains(&r), "{w}x{h} {seats}: seat {s} with {count} cards leaves its area");
                assert!(screen.contains(&r), "{w}x{h} {seats}: seat {s} off screen");
            }
            assert!(screen.contains(&l.label_rect(s)), "{w}x{h} {seats}: label {s} off screen");
            regions.push((s, "seat", l.seat_areas[s]));
            regions.push((s, "label", l.label_rect(s)));
        }
        for i in 0..regions.len() {
            for j in i + 1..regions.len() {
                let (a, b) = (regions[i], regions[j]);
                if a.0 == b.0 {
                    continue;
                }
                assert!(
                    !a.2.overlaps(&b.2),
                    "{w}x{h} {seats} seats: {} {} {:?} overlaps {} {} {:?}",
                    a.1,
                    a.0,
                    a.2,
                    b.1,
                    b.0,
                    b.2
                );
            }
        }
    }

    #[test]
    fn a_25_card_hand_fits_and_every_card_shows_its_corner() {
        let l = layout(1280.0, 720.0, 10, 0);
        let a = l.hand_slot(0, 0, 25);
        let b = l.hand_slot(0, 1, 25);
        // The corner index sits in the left fifth of a card: it must stay visible.
        assert!(b.pos.x - a.pos.x >= l.card.w * 0.2, "cards overlap too much: {}", b.pos.x - a.pos.x);
    }

    #[test]
    fn the_bottom_hand_is_large_and_readable_at_720p() {
        let l = layout(1280.0, 720.0, 4, 0);
        assert!(l.card.h >= 150.0, "{:?}", l.card);
        assert!(l.small.h < l.card.h);
    }

    #[test]
    fn seats_go_clockwise_from_the_bottom_players_left() {
        let l = layout(1920.0, 1080.0, 10, 3);
        // Seat 4 (left of seat 3) is on the left side, seat 2 on the right.
        assert!(l.seat_areas[4].centre.x < 0.0);
        assert!(l.seat_areas[2].centre.x > 0.0);
        assert!(l.seat_areas[8].centre.y > 0.0);
    }
}
