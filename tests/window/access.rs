//! The game as a screen reader reads it, under Xvfb with a D-Bus session of its own and
//! at-spi2-core's accessibility bus: the tree read with pyatspi (what Orca reads), and real keys.

use std::time::{Duration, Instant};

use uno_party::i18n::{Language, Msg, Texts};

use crate::support::a11y::{A11yBus, Node, focused, named, outline, status};
use crate::support::harness::*;

/// The main menu's buttons, named in the language of the game, in both languages.
#[test]
fn the_main_menus_buttons_are_named_for_a_screen_reader_in_both_languages() {
    let Some(bus) = A11yBus::start("a11y-menus") else { return };
    let Some(display) = start_display(1280, 720) else { return };
    for (lang, language) in [("en", Language::English), ("it", Language::Italian)] {
        let texts = Texts::new(language);
        let game = bus.launch(&display, &format!("a11y-menu-{lang}"), &["--lang", lang]);
        let want: Vec<String> =
            [Msg::MenuNewGame, Msg::MenuRules, Msg::MenuSettings, Msg::MenuQuit].map(|m| texts.get(m)).to_vec();
        let buttons = bus.wait_for(&game, "the main menu's buttons", 90, |tree| {
            let buttons = named(tree, "push button");
            want.iter().all(|w| buttons.contains(&w.as_str())).then(|| outline(tree))
        });
        eprintln!("{lang}: the main menu as a screen reader reads it:\n{buttons}");
    }
}

/// What a card of the hand is called in the tree: "Red 7, playable, 3 of 9".
fn is_hand_card(n: &Node) -> bool {
    n.role == "push button" && (n.name.contains(", playable, ") || n.name.contains(", not playable now, "))
}

/// At the table: every card of the person's hand is a button named with what it can do and its
/// place, as many as the hand holds; the status node says the person's turn; M (read my hand)
/// changes the status node's words to the hand; the keyboard's focus is the screen reader's.
#[test]
fn at_the_table_the_hand_is_named_and_the_read_hand_key_speaks_through_the_status_node() {
    let Some(bus) = A11yBus::start("a11y-table") else { return };
    let Some(display) = start_display(1280, 720) else { return };
    let args = ["--lang", "en", "--players", "4", "--humans", "1", "--bots", "basic", "--seed", "3"];
    let mut game = bus.launch(&display, "a11y-table", &args);
    let report = game.wait_for_table("the person's turn", 120, my_turn);
    let cards = hand_cards(&report, 0).len();
    let tree = bus.wait_for(&game, "the hand's cards", 60, |tree| {
        (tree.iter().filter(|n| is_hand_card(n)).count() == cards).then(|| tree.to_vec())
    });
    let hand: Vec<&Node> = tree.iter().filter(|n| is_hand_card(n)).collect();
    for (i, n) in hand.iter().enumerate() {
        assert!(n.name.ends_with(&format!(", {} of {cards}", i + 1)), "{} at {}", n.name, i + 1);
    }
    assert!(hand.iter().any(|n| n.name.contains(", playable, ")), "{}", outline(&tree));
    assert!(status(&tree).is_some_and(|s| s.starts_with("Your turn")), "{}", outline(&tree));
    assert!(named(&tree, "image").iter().any(|n| n.starts_with("Top card: ")), "{}", outline(&tree));
    game.key("m");
    let said = bus.wait_for(&game, "the hand read in the status node", 20, |tree| {
        status(tree).filter(|s| s.starts_with(&format!("Your hand, {cards} cards: "))).map(String::from)
    });
    eprintln!("M: {said}");
    // An arrow shows the focus on a card of the hand, and the screen reader has it there.
    game.key("Right");
    let on = bus.wait_for(&game, "a card in focus", 20, |tree| {
        focused(tree).filter(|n| is_hand_card(n)).map(|n| n.name.clone())
    });
    eprintln!("focus: {on}");
}

/// What the script did.
#[derive(Debug, Default)]
struct Played {
    cards: usize,
    draws: usize,
    colours: usize,
    answers: usize,
    keys: usize,
    /// What the screen reader had in focus after each kind of key, the first time it was pressed.
    heard: Vec<(String, String)>,
    /// Each key after which the focus was on no node or on a node without a name, with the tree.
    nameless: Vec<String>,
}

/// Whether two reads of the tree say the same: the same nodes, names and focus.
fn same(a: &[Node], b: &[Node]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a.role == b.role && a.name == b.name && a.focused == b.focused)
}

/// Sends `key`, then reads the tree until it shows the change (a key that changes nothing leaves
/// it as it was after a moment); returns the new tree. Where the focus is then on no node or on a
/// node without a name, the tree is read again: a read races the game's updates (node by node over
/// the bus), so only a focus that says nothing in two reads alike counts.
fn key_and_read(bus: &A11yBus, game: &mut Game, before: &[Node], key: &str, played: &mut Played) -> Vec<Node> {
    game.press(key);
    played.keys += 1;
    let start = Instant::now();
    loop {
        let mut tree = bus.tree(game);
        if !same(&tree, before) || start.elapsed() > Duration::from_secs(3) {
            let silent = |t: &[Node]| focused(t).is_none_or(|n| n.name.is_empty());
            for _ in 0..5 {
                std::thread::sleep(Duration::from_millis(100));
                let again = bus.tree(game);
                let settled = same(&again, &tree);
                tree = again;
                if !silent(&tree) || settled {
                    break;
                }
            }
            let on = focused(&tree).map_or(String::new(), |n| format!("{}: {}", n.role, n.name));
            if !played.heard.iter().any(|(k, _)| k == key) {
                played.heard.push((key.to_string(), on.clone()));
            }
            if silent(&tree) {
                played.nameless.push(format!("after {key}, focus on '{on}':\n{}", outline(&tree)));
            }
            return tree;
        }
        std::thread::sleep(Duration::from_millis(150));
    }
}

/// The person's next move from the tree alone: a colour question is answered with the colour's
/// letter, UNO called when offered, Play it / Challenge taken with Enter; at their turn the focus
/// is walked with the arrows to a card named playable and Enter plays it, or D draws. False when
/// nothing was theirs to do.
fn move_by_tree(bus: &A11yBus, game: &mut Game, tree: Vec<Node>, played: &mut Played) -> bool {
    let buttons = named(&tree, "push button");
    if ["Red", "Yellow", "Green", "Blue"].iter().all(|c| buttons.contains(c)) {
        key_and_read(bus, game, &tree, "r", played);
        played.colours += 1;
        return true;
    }
    if buttons.contains(&"UNO!") {
        key_and_read(bus, game, &tree, "u", played);
        return true;
    }
    if buttons.contains(&"Play it") || buttons.contains(&"Challenge") {
        key_and_read(bus, game, &tree, "Return", played);
        played.answers += 1;
        return true;
    }
    let my_turn = named(&tree, "label").iter().any(|l| l.starts_with("Your turn"));
    if !my_turn {
        return false;
    }
    let place = |n: &Node| n.name.rsplit(", ").next().and_then(|p| p.split(' ').next()?.parse::<usize>().ok());
    let Some(want) = tree.iter().filter(|n| is_hand_card(n) && n.name.contains(", playable, ")).find_map(place) else {
        key_and_read(bus, game, &tree, "d", played);
        played.draws += 1;
        return true;
    };
    let mut tree = tree;
    for _ in 0..30 {
        let at = focused(&tree).filter(|n| is_hand_card(n)).and_then(place);
        if at == Some(want) {
            key_and_read(bus, game, &tree, "Return", played);
            played.cards += 1;
            return true;
        }
        let key = if at.is_some_and(|at| at > want) { "Left" } else { "Right" };
        tree = key_and_read(bus, game, &tree, key, played);
    }
    panic!("the arrows never reached card {want}:\n{}", outline(&tree));
}

/// A whole match (one round) against three computer players, played by a script that reads only
/// the accessibility tree (never the layout report) and presses only keys, to its end; after every
/// key the screen reader's focus is on a node with a name.
#[test]
fn a_whole_match_is_played_from_the_accessibility_tree_and_keys_alone() {
    let Some(bus) = A11yBus::start("a11y-match") else { return };
    let Some(display) = start_display(1280, 720) else { return };
    let args = ["--lang", "en", "--players", "4", "--humans", "1", "--bots", "basic", "--seed", "11", "--speed", "3"];
    let dir = temp_dir("a11y-match");
    std::fs::write(dir.join("rules.ron"), "(target_score: 1)").unwrap();
    let rules = dir.join("rules.ron");
    let mut all = args.to_vec();
    all.extend(["--rules", rules.to_str().unwrap()]);
    let mut game = bus.launch(&display, "a11y-match-game", &all);
    bus.wait_for(&game, "the table", 120, |tree| tree.iter().any(is_hand_card).then_some(()));
    let mut played = Played::default();
    let start = Instant::now();
    let end = loop {
        assert!(
            start.elapsed() < Duration::from_secs(500),
            "the match did not end: {played:?}\n{}",
            outline(&bus.tree(&game))
        );
        let tree = bus.tree(&game);
        if let Some(end) = named(&tree, "label").into_iter().find(|l| l.ends_with("wins the match!")) {
            break end.to_string();
        }
        if !move_by_tree(&bus, &mut game, tree, &mut played) {
            std::thread::sleep(Duration::from_millis(300));
        }
    };
    eprintln!("{end}\nwhat had the focus after each kind of key: {:#?}", played.heard);
    assert!(
        played.nameless.is_empty(),
        "{} keys left the focus on nothing a screen reader can say; the first:\n{}",
        played.nameless.len(),
        played.nameless[0]
    );
    assert!(played.cards >= 3, "{played:?}");
    let r = game.table().expect("the table's report");
    assert_eq!(r.turn_phase, "MatchOver", "the tree said the match was over: {end}");
}

/// Settings → "Read the table aloud", where the desktop has a speech service: every line the table
/// says goes to speech-dispatcher's `spd-say` in the game's language, one after the other (here a
/// stand-in `spd-say` that writes down what it is given), the person's turn and a read hand among
/// them.
#[test]
fn read_aloud_gives_the_speech_service_each_line_in_the_games_language() {
    let Some(display) = start_display(1280, 720) else { return };
    let dir = temp_dir("read-aloud");
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let said = dir.join("spoken.txt");
    let fake = bin.join("spd-say");
    // spd-say -w -l LANG -- LINE
    std::fs::write(&fake, format!("#!/bin/sh\nprintf '%s\\t%s\\n' \"$3\" \"$5\" >> '{}'\nsleep 0.1\n", said.display()))
        .unwrap();
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    std::fs::create_dir_all(dir.join("config")).unwrap();
    std::fs::write(dir.join("config").join("settings.ron"), "(read_aloud: true)").unwrap();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_uno-party"));
    command.env("PATH", format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default()));
    let args = ["--lang", "it", "--players", "3", "--humans", "1", "--bots", "basic", "--seed", "8"];
    let mut game = spawn_game(&display, dir, command, &args);
    game.wait_for_table("the person's turn", 120, my_turn);
    let lines = |want: &str| {
        let text = std::fs::read_to_string(&said).unwrap_or_default();
        let lines: Vec<(String, String)> =
            text.lines().filter_map(|l| l.split_once('\t')).map(|(a, b)| (a.to_string(), b.to_string())).collect();
        lines.iter().any(|(_, l)| l.starts_with(want)).then_some(lines)
    };
    let turn = Texts::new(Language::Italian).get(Msg::HudYourTurn);
    let start = Instant::now();
    while lines(&turn).is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the turn was not spoken: {:?}",
            std::fs::read_to_string(&said)
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    game.key("m");
    let start = Instant::now();
    let spoken = loop {
        if let Some(l) = lines("La tua mano, ") {
            break l;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the hand was not spoken: {:?}",
            std::fs::read_to_string(&said)
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(spoken.iter().all(|(lang, _)| lang == "it"), "{spoken:?}");
    eprintln!("spoken: {spoken:#?}");
}
