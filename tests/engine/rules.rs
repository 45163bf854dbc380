//! Scenario tests: one per rule and option of the rules reference.
