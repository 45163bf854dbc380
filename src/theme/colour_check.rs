//! Are a theme's four colours told apart by players with the common kinds of colour blindness?
//!
//! Each pair of suit colours is seen as a person with deuteranopia or protanopia sees it (the
//! simulation of Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of
//! Color Vision Deficiency", IEEE TVCG 15(6), 2009, at full severity, applied to linear RGB), and
//! the two simulated colours are compared with the CIEDE2000 colour difference (Sharma, Wu and
//! Dalal, "The CIEDE2000 Color-Difference Formula", Color Research and Application 30(1), 2005).
//! A pair closer than [`TOO_CLOSE`] is reported: the player is told, and offered the colour-blind
//! shapes, which tell the colours apart without colour.

use super::{Colours, Rgb};
use crate::engine::Colour;

/// Two colours closer than this (CIEDE2000) are too close to tell apart at a glance. Mokrzycki and
/// Tatoł ("Colour difference ΔE — a survey", Machine Graphics and Vision 20(4), 2011) put the
/// point where an observer sees two different colours, not one colour a little changed, at a
/// difference of 5; a card is recognised alone, not beside its pair, so nothing under that is
/// enough. (The classic colours' closest pair, red and green under deuteranopia, is 7.2; the
/// high-contrast theme's is 18.2.)
pub const TOO_CLOSE: f32 = 5.0;

/// A kind of colour blindness the check simulates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vision {
    /// No green cones (about 1 man in 100; with the milder deuteranomaly, 1 in 20).
    Deuteranopia,
    /// No red cones (about 1 man in 100).
    Protanopia,
}

impl Vision {
    /// Both kinds, the more common first.
    pub const ALL: [Vision; 2] = [Vision::Deuteranopia, Vision::Protanopia];

    /// Machado et al.'s matrix at severity 1.0, for linear RGB.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Vision::Deuteranopia => {
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            }
            Vision::Protanopia => {
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            }
        }
    }

    /// `c` as a person with this kind of colour blindness sees it, in linear RGB.
    fn see(self, c: Rgb) -> [f32; 3] {
        let l = linear(c);
        let m = self.matrix();
        std::array::from_fn(|i| (m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]).clamp(0.0, 1.0))
    }
}

/// Two suit colours that a player with `vision` can hardly tell apart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Confusion {
    /// One colour.
    pub a: Colour,
    /// The other.
    pub b: Colour,
    /// Who confuses them.
    pub vision: Vision,
    /// Their CIEDE2000 difference as that player sees them.
    pub difference: f32,
}

/// Every pair of the four suit colours that is too close for either kind of colour blindness,
/// closest first (a pair appears once, for the kind that sees it closer).
pub fn confusions(colours: &Colours) -> Vec<Confusion> {
    let mut found: Vec<Confusion> = Vec::new();
    for (i, &a) in Colour::ALL.iter().enumerate() {
        for &b in &Colour::ALL[i + 1..] {
            let closest = Vision::ALL
                .into_iter()
                .map(|v| Confusion {
                    a,
                    b,
                    vision: v,
                    difference: difference(v.see(colours.suit(a)), v.see(colours.suit(b))),
                })
                .min_by(|x, y| x.difference.total_cmp(&y.difference))
                .expect("two kinds");
            if closest.difference < TOO_CLOSE {
                found.push(closest);
            }
        }
    }
    found.sort_by(|x, y| x.difference.total_cmp(&y.difference));
    found
}

/// The CIEDE2000 difference of two colours seen without colour blindness (the check's yardstick
/// for ordinary eyes).
pub fn difference_seen(a: Rgb, b: Rgb) -> f32 {
    difference(linear(a), linear(b))
}

/// The CIEDE2000 difference of two linear-RGB colours.
fn difference(a: [f32; 3], b: [f32; 3]) -> f32 {
    ciede2000(lab(a), lab(b))
}

fn linear(c: Rgb) -> [f32; 3] {
    c.0.map(|v| {
        let v = v as f32 / 255.0;
        if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
    })
}

/// CIELAB (D65) of a linear sRGB colour.
fn lab(l: [f32; 3]) -> [f32; 3] {
    let [r, g, b] = l.map(f64::from);
    let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
    let f = |t: f64| if t > 216.0 / 24389.0 { t.cbrt() } else { (24389.0 / 27.0 * t + 16.0) / 116.0 };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [(116.0 * fy - 16.0) as f32, (500.0 * (fx - fy)) as f32, (200.0 * (fy - fz)) as f32]
}

/// The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1).
fn ciede2000(p: [f32; 3], q: [f32; 3]) -> f32 {
    let (l1, a1, b1) = (p[0] as f64, p[1] as f64, p[2] as f64);
    let (l2, a2, b2) = (q[0] as f64, q[1] as f64, q[2] as f64);
    let pow7 = |c: f64| c.powi(7);
    let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (pow7(c_bar) / (pow7(c_bar) + pow7(25.0))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| if b == 0.0 && a == 0.0 { 0.0 } else { b.atan2(a).to_degrees().rem_euclid(360.0) };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else {
        let d = h2p - h1p;
        if d > 180.0 {
            d - 360.0
        } else if d < -180.0 {
            d + 360.0
        } else {
            d
        }
    };
    let dh_big = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let h_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t = 1.0 - 0.17 * cos(h_bar - 30.0) + 0.24 * cos(2.0 * h_bar) + 0.32 * cos(3.0 * h_bar + 6.0)
        - 0.20 * cos(4.0 * h_bar - 63.0);
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (pow7(cp_bar) / (pow7(cp_bar) + pow7(25.0))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cp_bar;
    let sh = 1.0 + 0.015 * cp_bar * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    let (x, y, z) = (dl / sl, dc / sc, dh_big / sh);
    (x * x + y * y + z * z + rt * y * z).sqrt() as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::{BUILT_IN, Manifest};

    fn built_in(key: &str) -> Colours {
        let b = BUILT_IN.iter().find(|b| b.key == key).expect("a built-in theme");
        Manifest::from_ron(b.manifest).expect("valid").colours
    }

    /// Sharma, Wu and Dalal's test data (their table 1), pairs 1, 7, 17 and 25.
    #[test]
    fn ciede2000_matches_the_published_pairs() {
        for (p, q, want) in [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
        ] {
            let got = ciede2000(p, q);
            assert!((got - want).abs() < 1e-3, "{p:?} {q:?}: {got} != {want}");
        }
    }

    #[test]
    fn the_built_in_colours_pass() {
        assert_eq!(confusions(&built_in("classic")), vec![]);
        assert_eq!(confusions(&built_in("high-contrast")), vec![]);
    }

    #[test]
    fn red_and_green_at_equal_lightness_warn() {
        let mut c = built_in("classic");
        c.red = Rgb([200, 60, 50]);
        c.green = Rgb([90, 140, 40]);
        // Told apart by ordinary eyes (CIELAB lightness 46.6 and 53.0, hues far apart) …
        assert!(difference_seen(c.red, c.green) > 30.0);
        // … but not by a player with deuteranopia.
        let found = confusions(&c);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].a, found[0].b, found[0].vision), (Colour::Red, Colour::Green, Vision::Deuteranopia));
        assert!(found[0].difference < 2.0, "{found:?}");
    }

    #[test]
    fn the_same_colour_twice_warns_for_both_kinds() {
        let mut c = built_in("classic");
        c.blue = c.yellow;
        let found = confusions(&c);
        assert_eq!((found[0].a, found[0].b), (Colour::Yellow, Colour::Blue));
        assert!(found[0].difference < 0.01);
    }
}
