//! The game's errors and problems in words: why a move was refused, why a game could not be set
//! up or loaded, and what is wrong with a file. The engine's English `Display` stays for the
//! command line; what a player reads comes from here.

use super::table::colour_key;
use super::{FtlProblem, Localize, Message, Msg};
use crate::engine::{
    DamagedSave, LoadError, OptionalRule, OutOfBounds, ReplayError, RuleError, RuleWarning, SetupError, Waiting,
};
use crate::ron_file::{Expected, Found, RonError, RonProblem};
use crate::sound::{SoundProblem, SoundStatus};
use crate::storage::{FileProblem, FileTrouble, MatchProblem, SetAside, StatsProblem};
use crate::theme::{ExportError, ImageProblem, ReadProblem, ThemeIssue, ThemeProblem};

impl Localize for RuleError {
    fn message(&self) -> Message {
        use RuleError as E;
        let m = Message::new;
        match *self {
            E::NoSuchSeat(s) => m(Msg::RefusedNoSuchSeat).with("seat", u32::from(s) + 1),
            E::NotYourTurn => m(Msg::RefusedNotYourTurn),
            E::WrongMoment(w) => m(Msg::RefusedWrongMoment).with("waiting", w.message()),
            E::CardNotInHand(card) => m(Msg::RefusedCardNotInHand).with("card", card),
            E::CardDoesNotMatch { card, colour } => {
                m(Msg::RefusedCardDoesNotMatch).with("card", card).with("colour", colour_key(colour))
            }
            E::WildNeedsNoMatch => m(Msg::RefusedWildNeedsNoMatch),
            E::MustPlayLegalCardAfterBluff => m(Msg::RefusedMustPlayLegalCardAfterBluff),
            E::NothingToDraw => m(Msg::RefusedNothingToDraw),
            E::CannotPass => m(Msg::RefusedCannotPass),
            E::CannotStack(n) => m(Msg::RefusedCannotStack).with("n", n),
            E::MustPlayDrawnCard => m(Msg::RefusedMustPlayDrawnCard),
            E::CannotTargetYourself => m(Msg::RefusedCannotTargetYourself),
            E::PenaltyOutOfRange(n) => m(Msg::RefusedPenaltyOutOfRange).with("n", n),
            E::NobodyToPenalise => m(Msg::RefusedNobodyToPenalise),
            E::CannotGiveThat => m(Msg::RefusedCannotGiveThat),
            E::NothingToChallenge => m(Msg::RefusedNothingToChallenge),
            E::UnoNotNeeded => m(Msg::RefusedUnoNotNeeded),
            E::UnoAlreadyCalled => m(Msg::RefusedUnoAlreadyCalled),
            E::CalledUnoInTime => m(Msg::RefusedCalledUnoInTime),
            E::CatchTooLate => m(Msg::RefusedCatchTooLate),
            E::NotOnOneCard => m(Msg::RefusedNotOnOneCard),
            E::CannotCatchYourself => m(Msg::RefusedCannotCatchYourself),
            E::RuleNotInPlay(rule) => m(Msg::RefusedRuleNotInPlay).with("rule", rule.message()),
            E::JumpInNeedsIdenticalCard => m(Msg::RefusedJumpInNeedsIdenticalCard),
            E::JumpInOnYourTurn => m(Msg::RefusedJumpInOnYourTurn),
            E::RoundOver => m(Msg::RefusedRoundOver),
            E::MatchOver => m(Msg::RefusedMatchOver),
        }
    }
}

impl Localize for Waiting {
    fn message(&self) -> Message {
        Message::new(match self {
            Waiting::Deal => Msg::WaitingDeal,
            Waiting::PlayOrDraw => Msg::WaitingPlayOrDraw,
            Waiting::DrawPenalty => Msg::WaitingDrawPenalty,
            Waiting::Colour => Msg::WaitingColour,
            Waiting::Target => Msg::WaitingTarget,
            Waiting::PlayOrKeep => Msg::WaitingPlayOrKeep,
            Waiting::GiveCards => Msg::WaitingGiveCards,
            Waiting::HouseRuleFor => Msg::WaitingHouseRuleFor,
            Waiting::JudgeHouseRule => Msg::WaitingJudgeHouseRule,
        })
    }
}

impl Localize for OptionalRule {
    fn message(&self) -> Message {
        Message::new(match self {
            OptionalRule::JumpIn => Msg::RefusedRuleJumpIn,
            OptionalRule::TableTalkPenalty => Msg::RefusedRuleTableTalk,
        })
    }
}

impl Localize for SetupError {
    fn message(&self) -> Message {
        match *self {
            SetupError::PlayerCount(n) => Message::new(Msg::ProblemPlayerCount).with("n", n),
            SetupError::NoSuchDealer(s) => Message::new(Msg::ProblemNoSuchDealer).with("seat", u32::from(s) + 1),
            SetupError::Partners { partners, seats } => {
                let size = if partners == crate::engine::Partners::Threes { "threes" } else { "pairs" };
                Message::new(Msg::ProblemPartners).with("partners", size).with("n", seats)
            }
        }
    }
}

impl Localize for LoadError {
    fn message(&self) -> Message {
        let why = match &self.0 {
            DamagedSave::File(e) => e.message(),
            DamagedSave::OtherVersion(v) => Message::new(Msg::ProblemSaveOtherVersion).with("version", *v),
            DamagedSave::PlayerCount => Message::new(Msg::ProblemSavePlayerCount),
            DamagedSave::TooManyCards => Message::new(Msg::ProblemSaveTooManyCards),
            DamagedSave::Impossible(detail) => Message::new(Msg::ProblemSaveImpossible).with("detail", detail.as_str()),
        };
        Message::new(Msg::ProblemSave).with("why", why)
    }
}

impl Localize for OutOfBounds {
    fn message(&self) -> Message {
        match *self {
            OutOfBounds::Amount(n) => Message::new(Msg::ProblemAmount).with("n", n),
            OutOfBounds::CardText(n) => Message::new(Msg::ProblemCardText).with("n", n),
            OutOfBounds::Effects(n) => Message::new(Msg::ProblemEffectCount).with("n", n),
            OutOfBounds::CustomWilds(n) => Message::new(Msg::ProblemCustomWildCount).with("n", n),
            OutOfBounds::TargetScore => Message::new(Msg::ProblemTargetScore),
        }
    }
}

/// A RON file's problem: the line, the field and what is wrong.
impl Localize for RonError {
    fn message(&self) -> Message {
        let m = match &self.field {
            Some(field) => Message::new(Msg::ProblemRonField).with("field", field.as_str()),
            None => Message::new(Msg::ProblemRon),
        };
        m.with("line", self.line).with("what", self.problem.message())
    }
}

impl Localize for RonProblem {
    fn message(&self) -> Message {
        use RonProblem as P;
        let m = Message::new;
        match self {
            P::UnknownField { found, expected } => {
                m(Msg::RonUnknownField).with("found", found.as_str()).with("expected", expected.join(", "))
            }
            P::UnknownValue { found, expected } => {
                m(Msg::RonUnknownValue).with("found", found.as_str()).with("expected", expected.join(", "))
            }
            P::MissingField(f) => m(Msg::RonMissingField).with("field", f.as_str()),
            P::DuplicateField(f) => m(Msg::RonDuplicateField).with("field", f.as_str()),
            P::Decimals => m(Msg::RonDecimals),
            P::EndsTooEarly => m(Msg::RonEndsTooEarly),
            P::ExpectedComma => m(Msg::RonExpectedComma),
            P::ExpectedList => m(Msg::RonExpectedList),
            P::ExpectedListEnd => m(Msg::RonExpectedListEnd),
            P::ExpectedBoolean => m(Msg::RonExpectedBoolean),
            P::ExpectedNumber => m(Msg::RonExpectedNumber),
            P::ExpectedWholeNumber => m(Msg::RonExpectedWholeNumber),
            P::ExpectedOption => m(Msg::RonExpectedOption),
            P::ExpectedClose => m(Msg::RonExpectedClose),
            P::ExpectedMap => m(Msg::RonExpectedMap),
            P::ExpectedMapColon => m(Msg::RonExpectedMapColon),
            P::ExpectedMapEnd => m(Msg::RonExpectedMapEnd),
            P::ExpectedOpen => m(Msg::RonExpectedOpen),
            P::ExpectedUnit => m(Msg::RonExpectedUnit),
            P::ExpectedText => m(Msg::RonExpectedText),
            P::ExpectedName => m(Msg::RonExpectedName),
            P::OutOfRange => m(Msg::RonOutOfRange),
            P::NotADigit(c) => m(Msg::RonNotADigit).with("char", c.to_string()),
            P::UnexpectedChar(c) => m(Msg::RonUnexpectedChar).with("char", c.to_string()),
            P::TrailingText => m(Msg::RonTrailingText),
            P::UnclosedComment => m(Msg::RonUnclosedComment),
            P::WrongKind { expected, found } => {
                m(Msg::RonWrongKind).with("takes", expected.message()).with("found", found.message())
            }
            P::WrongLength { expected, found } => {
                m(Msg::RonWrongLength).with("expected", expected.as_str()).with("n", *found)
            }
            P::OutOfBounds(b) => b.message(),
            P::NotAColour(written) => m(Msg::RonNotAColour).with("value", written.as_str()),
            P::Other(what) => m(Msg::RonOther).with("what", what.as_str()),
        }
    }
}

impl Localize for Expected {
    fn message(&self) -> Message {
        match self {
            Expected::WholeNumber => Message::new(Msg::RonTakesWholeNumber),
            Expected::Number => Message::new(Msg::RonTakesNumber),
            Expected::Boolean => Message::new(Msg::RonTakesBoolean),
            Expected::Fields => Message::new(Msg::RonTakesFields),
            Expected::Other(words) => Message::new(Msg::RonOther).with("what", words.as_str()),
        }
    }
}

impl Localize for Found {
    fn message(&self) -> Message {
        let (id, value) = match self {
            Found::Boolean(v) => (Msg::RonFoundBoolean, v),
            Found::WholeNumber(v) => (Msg::RonFoundWholeNumber, v),
            Found::Number(v) => (Msg::RonFoundNumber, v),
            Found::Char(v) => (Msg::RonFoundChar, v),
            Found::Text(v) => (Msg::RonFoundText, v),
            Found::Other(words) => return Message::new(Msg::RonOther).with("what", words.as_str()),
        };
        Message::new(id).with("value", value.as_str())
    }
}

impl Localize for RuleWarning {
    fn message(&self) -> Message {
        match self {
            RuleWarning::CustomWildsWithClassicDeck { line } => {
                Message::new(Msg::ProblemCustomWildsUnused).with("line", *line)
            }
        }
    }
}

impl Localize for FileProblem {
    fn message(&self) -> Message {
        let file = self.path.as_path();
        let problem = match &self.what {
            FileTrouble::Unreadable(reason) => {
                Message::new(Msg::ProblemFileUnreadable).with("file", file).with("reason", reason.as_str())
            }
            FileTrouble::Invalid(e) => Message::new(Msg::ProblemFile).with("file", file).with("problem", e.message()),
            FileTrouble::Unused(w) => Message::new(Msg::ProblemFile).with("file", file).with("problem", w.message()),
            FileTrouble::Empty => Message::new(Msg::ProblemFileEmpty).with("file", file),
            FileTrouble::NotText => Message::new(Msg::ProblemFileNotText).with("file", file),
            FileTrouble::NewerVersion(v) => Message::new(Msg::ProblemFileNewer).with("file", file).with("version", *v),
            FileTrouble::Refused(e) => Message::new(Msg::ProblemFile).with("file", file).with("problem", e.message()),
            FileTrouble::Inconsistent => Message::new(Msg::ProblemFileInconsistent).with("file", file),
        };
        match &self.aside {
            None => problem,
            Some(SetAside::KeptMatches(backup)) => {
                Message::new(Msg::ProblemFileKept).with("problem", problem).with("backup", backup)
            }
            Some(SetAside::Failed(reason)) => {
                Message::new(Msg::ProblemFileNotKept).with("problem", problem).with("reason", reason.as_str())
            }
        }
    }
}

impl Localize for ReplayError {
    fn message(&self) -> Message {
        match self {
            ReplayError::Setup(e) => Message::new(Msg::ProblemReplaySetup).with("why", e.message()),
            ReplayError::Refused { index, round, seat, error, .. } => Message::new(Msg::ProblemReplayRefused)
                .with("index", index + 1)
                .with("round", *round)
                .with("seat", u32::from(*seat) + 1)
                .with("why", error.message()),
        }
    }
}

/// A file set aside, said with the words of what goes on after it: the problem, then `kept` (with
/// the backup's path) or `not_kept` (with the system's reason).
fn set_aside_message(p: &FileProblem, kept: Msg, not_kept: Msg) -> Message {
    let problem = FileProblem { aside: None, ..p.clone() }.message();
    match &p.aside {
        None => problem,
        Some(SetAside::KeptMatches(backup)) => Message::new(kept).with("problem", problem).with("backup", backup),
        Some(SetAside::Failed(reason)) => {
            Message::new(not_kept).with("problem", problem).with("reason", reason.as_str())
        }
    }
}

impl Localize for MatchProblem {
    fn message(&self) -> Message {
        set_aside_message(&self.0, Msg::ProblemMatchKept, Msg::ProblemMatchNotKept)
    }
}

impl Localize for StatsProblem {
    fn message(&self) -> Message {
        set_aside_message(&self.0, Msg::ProblemStatsKept, Msg::ProblemStatsNotKept)
    }
}

impl Localize for FtlProblem {
    fn message(&self) -> Message {
        let m = match self.line {
            Some(line) => Message::new(Msg::ProblemTranslationFileLine).with("line", line),
            None => Message::new(Msg::ProblemTranslationFile),
        };
        m.with("file", self.file.as_str()).with("what", self.what.as_str())
    }
}

impl Localize for ThemeProblem {
    fn message(&self) -> Message {
        Message::new(Msg::ThemeProblem).with("file", self.file.as_str()).with("what", self.issue.message())
    }
}

impl Localize for ThemeIssue {
    fn message(&self) -> Message {
        use ThemeIssue as I;
        let m = Message::new;
        match self {
            I::NoSuchTheme { built_in, themes_dir } => {
                m(Msg::ThemeNoSuchTheme).with("built_in", built_in.as_str()).with("folder", themes_dir.as_str())
            }
            I::FolderMissing => m(Msg::ThemeFolderMissing),
            I::Manifest(e) => m(Msg::ThemeManifestInvalid).with("problem", e.message()),
            I::ManifestNotText => m(Msg::ThemeManifestNotText),
            I::ManifestMissing => m(Msg::ThemeManifestMissing),
            I::ManifestUnreadable(e) => m(Msg::ThemeManifestUnreadable).with("reason", e.message()),
            I::Outside => m(Msg::ThemeOutside),
            I::NotAFont => m(Msg::ThemeNotAFont),
            I::FontUnreadable(e) => m(Msg::ThemeFontUnreadable).with("reason", e.message()),
            I::NamedImageMissing => m(Msg::ThemeNamedImageMissing),
            I::CardImageSize(w, h) => m(Msg::ThemeCardImageSize)
                .with("width", *w)
                .with("height", *h)
                .with("min", size(crate::theme::CARD_IMAGE_MIN))
                .with("max", size(crate::theme::CARD_IMAGE_MAX))
                .with("card", size((crate::theme::CARD_W, crate::theme::CARD_H))),
            I::TableImageSize(w, h) => m(Msg::ThemeTableImageSize)
                .with("width", *w)
                .with("height", *h)
                .with("min", crate::theme::TABLE_IMAGE_SIDES.0)
                .with("max", crate::theme::TABLE_IMAGE_SIDES.1),
            I::CardImage(e) => m(Msg::ThemeCardImage).with("problem", e.message()),
            I::TableImage(e) => m(Msg::ThemeTableImage).with("problem", e.message()),
            I::NotACardName => m(Msg::ThemeNotACardName),
            I::UnsupportedFile => m(Msg::ThemeUnsupportedFile),
            I::SecondImage => m(Msg::ThemeSecondImage),
        }
    }
}

/// A size in pixels as written in the messages: `250×368` (no digit grouping).
fn size((w, h): (u32, u32)) -> String {
    format!("{w}×{h}")
}

impl Localize for ImageProblem {
    fn message(&self) -> Message {
        match self {
            ImageProblem::Unreadable(e) => Message::new(Msg::ThemeImageUnreadable).with("reason", e.message()),
            ImageProblem::Format(f) => Message::new(Msg::ThemeImageFormat).with("format", f.as_str()),
            ImageProblem::NotAnImage => Message::new(Msg::ThemeImageNotAnImage),
            ImageProblem::Damaged(e) => Message::new(Msg::ThemeImageDamaged).with("detail", e.as_str()),
            ImageProblem::TooLarge(w, h) => Message::new(Msg::ThemeImageTooLarge)
                .with("width", *w)
                .with("height", *h)
                .with("max", crate::theme::MAX_IMAGE_SIDE),
        }
    }
}

impl Localize for ReadProblem {
    fn message(&self) -> Message {
        match self {
            ReadProblem::Missing => Message::new(Msg::ThemeReadMissing),
            ReadProblem::PermissionDenied => Message::new(Msg::ThemeReadDenied),
            ReadProblem::TooLarge(mb) => {
                Message::new(Msg::ThemeReadTooLarge).with("size", *mb).with("max", crate::theme::MAX_FILE_BYTES >> 20)
            }
            ReadProblem::Other(e) => Message::new(Msg::ThemeReadOther).with("reason", e.as_str()),
        }
    }
}

impl Localize for ExportError {
    fn message(&self) -> Message {
        match self {
            ExportError::NotEmpty(dir) => Message::new(Msg::ThemeExportNotEmpty).with("folder", dir),
            ExportError::Io { path, source } => {
                Message::new(Msg::ThemeExportFailed).with("file", path).with("reason", source.to_string())
            }
            ExportError::Encode { path, message } => {
                Message::new(Msg::ThemeExportFailed).with("file", path).with("reason", message.as_str())
            }
        }
    }
}

impl Localize for SoundStatus {
    fn message(&self) -> Message {
        match self {
            SoundStatus::Starting => Message::new(Msg::SoundStarting),
            SoundStatus::Playing { server } => Message::new(Msg::SoundPlaying).with("server", server.as_str()),
            SoundStatus::Silent(problem) => Message::new(Msg::SoundSilent).with("why", problem.message()),
        }
    }
}

impl Localize for SoundProblem {
    fn message(&self) -> Message {
        match self {
            SoundProblem::NoServer => Message::new(Msg::SoundNoServer),
            SoundProblem::Unreachable(at, why) => {
                Message::new(Msg::SoundUnreachable).with("at", at.as_str()).with("detail", why.as_str())
            }
            SoundProblem::Refused(at, why) => {
                Message::new(Msg::SoundRefused).with("at", at.as_str()).with("detail", why.as_str())
            }
            SoundProblem::Remote(at) => Message::new(Msg::SoundRemote).with("at", at.as_str()),
            SoundProblem::Lost => Message::new(Msg::SoundLost),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Card, Colour, Kind};
    use crate::i18n::{Language, Texts};

    /// One of each refusal (a new variant not listed here fails to compile the match below).
    fn every_refusal() -> Vec<RuleError> {
        let red7 = Card::coloured(Colour::Red, Kind::Number(7)).unwrap();
        let all = vec![
            RuleError::NoSuchSeat(4),
            RuleError::NotYourTurn,
            RuleError::WrongMoment(Waiting::Deal),
            RuleError::WrongMoment(Waiting::PlayOrDraw),
            RuleError::WrongMoment(Waiting::DrawPenalty),
            RuleError::WrongMoment(Waiting::Colour),
            RuleError::WrongMoment(Waiting::Target),
            RuleError::WrongMoment(Waiting::PlayOrKeep),
            RuleError::WrongMoment(Waiting::GiveCards),
            RuleError::WrongMoment(Waiting::HouseRuleFor),
            RuleError::WrongMoment(Waiting::JudgeHouseRule),
            RuleError::CardNotInHand(red7),
            RuleError::CardDoesNotMatch { card: red7, colour: Colour::Blue },
            RuleError::WildNeedsNoMatch,
            RuleError::MustPlayLegalCardAfterBluff,
            RuleError::NothingToDraw,
            RuleError::CannotPass,
            RuleError::CannotStack(1),
            RuleError::CannotStack(4),
            RuleError::MustPlayDrawnCard,
            RuleError::CannotTargetYourself,
            RuleError::PenaltyOutOfRange(5),
            RuleError::NobodyToPenalise,
            RuleError::CannotGiveThat,
            RuleError::NothingToChallenge,
            RuleError::UnoNotNeeded,
            RuleError::UnoAlreadyCalled,
            RuleError::CalledUnoInTime,
            RuleError::CatchTooLate,
            RuleError::NotOnOneCard,
            RuleError::CannotCatchYourself,
            RuleError::RuleNotInPlay(OptionalRule::JumpIn),
            RuleError::RuleNotInPlay(OptionalRule::TableTalkPenalty),
            RuleError::JumpInNeedsIdenticalCard,
            RuleError::JumpInOnYourTurn,
            RuleError::RoundOver,
            RuleError::MatchOver,
        ];
        for e in &all {
            // Exhaustive on purpose: a new refusal must be added to the list above.
            match e {
                RuleError::NoSuchSeat(_)
                | RuleError::NotYourTurn
                | RuleError::WrongMoment(_)
                | RuleError::CardNotInHand(_)
                | RuleError::CardDoesNotMatch { .. }
                | RuleError::WildNeedsNoMatch
                | RuleError::MustPlayLegalCardAfterBluff
                | RuleError::NothingToDraw
                | RuleError::CannotPass
                | RuleError::CannotStack(_)
                | RuleError::MustPlayDrawnCard
                | RuleError::CannotTargetYourself
                | RuleError::PenaltyOutOfRange(_)
                | RuleError::NobodyToPenalise
                | RuleError::CannotGiveThat
                | RuleError::NothingToChallenge
                | RuleError::UnoNotNeeded
                | RuleError::UnoAlreadyCalled
                | RuleError::CalledUnoInTime
                | RuleError::CatchTooLate
                | RuleError::NotOnOneCard
                | RuleError::CannotCatchYourself
                | RuleError::RuleNotInPlay(_)
                | RuleError::JumpInNeedsIdenticalCard
                | RuleError::JumpInOnYourTurn
                | RuleError::RoundOver
                | RuleError::MatchOver => {}
            }
        }
        all
    }

    #[test]
    fn every_refusal_reads_in_italian_differently_from_english() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        for e in every_refusal() {
            let (english, italian) = (en.say(&e), it.say(&e));
            assert!(!italian.trim().is_empty(), "{e:?}");
            assert_ne!(italian, english, "{e:?}");
            assert!(!italian.contains('{') && !english.contains('{'), "{e:?}: {italian} / {english}");
        }
        // The card's name and the colour follow the language.
        let red7 = Card::coloured(Colour::Red, Kind::Number(7)).unwrap();
        let e = RuleError::CardDoesNotMatch { card: red7, colour: Colour::Blue };
        assert!(it.say(&e).contains("7 rosso") && it.say(&e).contains("carta blu"), "{}", it.say(&e));
        assert!(en.say(&e).contains("Red 7") && en.say(&e).contains("blue card"), "{}", en.say(&e));
        assert!(it.say(&RuleError::CannotStack(2)).contains("2 carte"));
    }

    /// A RON error as the reader gives it.
    fn ron_error(field: Option<&str>) -> RonError {
        RonError { line: 3, column: 5, field: field.map(String::from), problem: RonProblem::ExpectedWholeNumber }
    }

    /// One of each theme problem.
    fn every_theme_issue() -> Vec<ThemeIssue> {
        let read = [
            ReadProblem::Missing,
            ReadProblem::PermissionDenied,
            ReadProblem::TooLarge(55),
            ReadProblem::Other("disk on fire".into()),
        ];
        let images = [
            ImageProblem::Format("GIF".into()),
            ImageProblem::NotAnImage,
            ImageProblem::Damaged("bad chunk".into()),
            ImageProblem::TooLarge(9000, 100),
        ];
        let mut all = vec![
            ThemeIssue::NoSuchTheme { built_in: "classic, high-contrast".into(), themes_dir: "/themes".into() },
            ThemeIssue::FolderMissing,
            ThemeIssue::Manifest(Box::new(ron_error(Some("colours.red")))),
            ThemeIssue::ManifestNotText,
            ThemeIssue::ManifestMissing,
            ThemeIssue::Outside,
            ThemeIssue::NotAFont,
            ThemeIssue::NamedImageMissing,
            ThemeIssue::CardImageSize(300, 300),
            ThemeIssue::TableImageSize(8, 5000),
            ThemeIssue::NotACardName,
            ThemeIssue::UnsupportedFile,
            ThemeIssue::SecondImage,
        ];
        for r in read {
            all.push(ThemeIssue::ManifestUnreadable(r.clone()));
            all.push(ThemeIssue::FontUnreadable(r.clone()));
            all.push(ThemeIssue::CardImage(ImageProblem::Unreadable(r)));
        }
        for i in images {
            all.push(ThemeIssue::CardImage(i.clone()));
            all.push(ThemeIssue::TableImage(i));
        }
        all
    }

    #[test]
    fn theme_and_file_problems_read_in_english_as_their_display_and_in_italian() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        let mut problems: Vec<(Message, String)> = Vec::new();
        for issue in every_theme_issue() {
            let p = ThemeProblem::new("cards/red-7.png", issue);
            problems.push((p.message(), p.to_string()));
        }
        let path = std::path::PathBuf::from("/config/settings.ron");
        let whats = [
            FileTrouble::Unreadable("permission denied".into()),
            FileTrouble::Invalid(ron_error(None)),
            FileTrouble::Invalid(ron_error(Some("speed"))),
            FileTrouble::Unused(RuleWarning::CustomWildsWithClassicDeck { line: 4 }),
            FileTrouble::Empty,
            FileTrouble::NotText,
        ];
        let asides =
            [None, Some(SetAside::KeptMatches(path.with_extension("ron.bak"))), Some(SetAside::Failed("busy".into()))];
        for what in &whats {
            for aside in &asides {
                let p = FileProblem { path: path.clone(), what: what.clone(), aside: aside.clone() };
                problems.push((p.message(), p.to_string()));
                // A match file and the statistics say what goes on after them in their own words.
                let m = MatchProblem(Box::new(p.clone()));
                problems.push((m.message(), m.to_string()));
                let st = StatsProblem(Box::new(p));
                problems.push((st.message(), st.to_string()));
            }
        }
        for (m, display) in &problems {
            // The English files say what the English `Display` says (the logs and the command
            // line), a file by its name alone: its folder is a button away (`Message::file`).
            let named = display.replace("/config/settings.ron", "settings.ron");
            assert_eq!(en.render(m), named);
            if display.contains("/config/") {
                assert_eq!(m.file(), Some(path.as_path()), "{display}");
            }
            let italian = it.render(m);
            assert_ne!(&italian, display);
            assert!(!italian.contains('{') && !italian.contains("/config/"), "{italian}");
        }
        let p = ThemeProblem::new("table.png", ThemeIssue::TableImageSize(8, 5000));
        assert_eq!(
            it.say(&p),
            "table.png: è di 8×5000 pixel; l'immagine del tavolo ha i lati da 16 a 4096 pixel. \
             Si usa il colore del tavolo in tinta unita."
        );
    }

    /// One of each RON problem (a new variant not listed fails to compile the match below).
    fn every_ron_problem() -> Vec<RonProblem> {
        use RonProblem as P;
        let names = vec!["deck".to_string(), "seven_o".to_string()];
        let all = vec![
            P::UnknownField { found: "sevenO".into(), expected: names.clone() },
            P::UnknownValue { found: "Huge".into(), expected: names },
            P::MissingField("name".into()),
            P::DuplicateField("deck".into()),
            P::Decimals,
            P::EndsTooEarly,
            P::ExpectedComma,
            P::ExpectedList,
            P::ExpectedListEnd,
            P::ExpectedBoolean,
            P::ExpectedNumber,
            P::ExpectedWholeNumber,
            P::ExpectedOption,
            P::ExpectedClose,
            P::ExpectedMap,
            P::ExpectedMapColon,
            P::ExpectedMapEnd,
            P::ExpectedOpen,
            P::ExpectedUnit,
            P::ExpectedText,
            P::ExpectedName,
            P::OutOfRange,
            P::NotADigit('x'),
            P::UnexpectedChar('%'),
            P::TrailingText,
            P::UnclosedComment,
            P::WrongKind { expected: Expected::Boolean, found: Found::WholeNumber("3".into()) },
            P::WrongKind { expected: Expected::WholeNumber, found: Found::Number("2.5".into()) },
            P::WrongKind { expected: Expected::Number, found: Found::Text("\"fast\"".into()) },
            P::WrongKind { expected: Expected::Fields, found: Found::Boolean("true".into()) },
            P::WrongKind { expected: Expected::WholeNumber, found: Found::Char("x".into()) },
            P::WrongLength { expected: "an array of length 4".into(), found: 1 },
            P::WrongLength { expected: "an array of length 4".into(), found: 3 },
            P::NotAColour("#ZZ0000".into()),
        ];
        for p in &all {
            match p {
                P::UnknownField { .. }
                | P::UnknownValue { .. }
                | P::MissingField(_)
                | P::DuplicateField(_)
                | P::Decimals
                | P::EndsTooEarly
                | P::ExpectedComma
                | P::ExpectedList
                | P::ExpectedListEnd
                | P::ExpectedBoolean
                | P::ExpectedNumber
                | P::ExpectedWholeNumber
                | P::ExpectedOption
                | P::ExpectedClose
                | P::ExpectedMap
                | P::ExpectedMapColon
                | P::ExpectedMapEnd
                | P::ExpectedOpen
                | P::ExpectedUnit
                | P::ExpectedText
                | P::ExpectedName
                | P::OutOfRange
                | P::NotADigit(_)
                | P::UnexpectedChar(_)
                | P::TrailingText
                | P::UnclosedComment
                | P::WrongKind { .. }
                | P::WrongLength { .. }
                | P::OutOfBounds(_)
                | P::NotAColour(_)
                | P::Other(_) => {}
            }
        }
        all
    }

    #[test]
    fn every_problem_of_a_ron_file_reads_in_english_as_its_display_and_in_italian() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        for p in every_ron_problem() {
            let e = RonError { line: 2, column: 1, field: Some("deck".into()), problem: p.clone() };
            assert_eq!(en.say(&e), e.to_string(), "{p:?}");
            let italian = it.say(&e);
            assert_ne!(italian, e.to_string(), "{p:?}");
            assert!(italian.starts_with("riga 2, campo `deck`: "), "{italian}");
        }
        let e = RonError { line: 1, column: 9, field: None, problem: RonProblem::Decimals };
        assert_eq!(it.say(&e), "riga 1: serve un numero intero, senza virgola né punto decimale");
        // The reader's own words, for what the game cannot name, stay as they are in both.
        let other = RonProblem::Other("invalid value: integer `0`, expected a score from 1".into());
        assert_eq!(it.say(&other), en.say(&other));
    }

    #[test]
    fn save_and_value_problems_read_in_both_languages() {
        let (en, it) = (Texts::new(Language::English), Texts::new(Language::Italian));
        let saves = [
            DamagedSave::File(ron_error(None)),
            DamagedSave::OtherVersion(7),
            DamagedSave::PlayerCount,
            DamagedSave::TooManyCards,
            DamagedSave::Impossible("seat 9 does not exist".into()),
        ];
        for d in saves {
            let e = LoadError(d);
            assert_eq!(en.say(&e).to_lowercase(), e.to_string().to_lowercase());
            assert!(it.say(&e).starts_with("Questa partita salvata non si può caricare: "), "{}", it.say(&e));
        }
        let values = [
            OutOfBounds::Amount(11),
            OutOfBounds::CardText(81),
            OutOfBounds::Effects(5),
            OutOfBounds::CustomWilds(4),
            OutOfBounds::TargetScore,
        ];
        for v in values {
            assert_eq!(en.say(&v).to_lowercase(), format!("{v}.").to_lowercase());
            assert_ne!(it.say(&v), en.say(&v));
        }
        assert_eq!(
            it.say(&OutOfBounds::CardText(81)),
            "Il testo della carta deve avere da 1 a 80 caratteri (ne ha 81)."
        );
    }

    #[test]
    fn setup_errors_read_in_both_languages() {
        let it = Texts::new(Language::Italian);
        assert!(it.say(&SetupError::PlayerCount(11)).contains("11"));
        assert!(it.say(&SetupError::NoSuchDealer(5)).contains("posto 6"));
    }
}
