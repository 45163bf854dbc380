//! What the app tests share: the headless table and its waits (`harness`), the egui screens run
//! headless, read and clicked (`ui`), a table driven by answering for its people (`drive`), keys
//! (`keys`), the learner in Learn to play (`lesson`), positions to open the table on
//! (`positions`), the layout report and its rectangles (`layout`), and files for a test (`files`).

pub mod drive;
pub mod files;
pub mod harness;
pub mod keys;
pub mod layout;
pub mod lesson;
pub mod positions;
pub mod ui;
