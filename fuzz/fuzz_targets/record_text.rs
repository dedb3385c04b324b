//! Game records: arbitrary bytes (invalid UTF-8 read lossily) never make
//! the record reader panic. Whatever reads is a record whose every move
//! replays, that writes to text reading back equal, and whose replay ends
//! as its result says; an error names the record, line and column in one
//! line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::{read_records, GameRecord};
use ludeme_fuzz::{assert_one_line, text};

fuzz_target!(|data: &[u8]| {
    let text = text(data);
    match read_records(&text) {
        Ok(records) => {
            for record in records {
                let written = record.to_string();
                let again: GameRecord = written
                    .parse()
                    .unwrap_or_else(|e| panic!("{written:?} was written, but does not read: {e}"));
                assert_eq!(again, record, "{written:?}");
                let game = record
                    .replay()
                    .unwrap_or_else(|e| panic!("{written:?} read, but does not replay: {e}"));
                assert_eq!(game.history().len(), record.moves().len());
                if record.tag("Termination").is_none() {
                    let ended = game.outcome().is_some();
                    assert_eq!(ended, record.result() != "*", "{written:?}");
                }
            }
        }
        Err(e) => {
            let message = e.to_string();
            assert_one_line(&message, "record error");
            assert!(
                message.starts_with(&format!("record {}", e.record)),
                "{message}"
            );
        }
    }
});
