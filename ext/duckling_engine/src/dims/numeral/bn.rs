//! Bengali numbers (`Duckling/Numeral/BN/Rules.hs`): Bengali digits, and the words up to ten, eleven to
//! nineteen, twenty-one to twenty-nine and the tens (no composition: Duckling has none for Bengali).

use crate::dims::numeral::helpers::{native_digits, words_rule};
use crate::dims::token::Rule;

const ZERO_TEN: [(&str, i64); 11] = [
    ("শূন্য", 0),
    ("এক", 1),
    ("দুই", 2),
    ("তিন", 3),
    ("চার", 4),
    ("পাঁচ", 5),
    ("ছয়", 6),
    ("সাত", 7),
    ("আট", 8),
    ("নয়", 9),
    ("দশ", 10),
];

const ELEVEN_NINETEEN: [(&str, i64); 9] = [
    ("এগারো", 11),
    ("বারো", 12),
    ("তেরো", 13),
    ("চৌদ্দ", 14),
    ("পনেরো", 15),
    ("ষোল", 16),
    ("সতেরো", 17),
    ("আঠারো", 18),
    ("উনিশ", 19),
];

const TWENTY_ONE_TWENTY_NINE: [(&str, i64); 9] = [
    ("একুশ", 21),
    ("বাইশ", 22),
    ("তেইশ", 23),
    ("চব্বিশ", 24),
    ("পঁচিশ", 25),
    ("ছাব্বিশ", 26),
    ("সাতাশ", 27),
    ("আঠাশ", 28),
    ("ঊনত্রিশ", 29),
];

const TENS: [(&str, i64); 8] = [
    ("কুড়ি", 20),
    ("তিরিশ", 30),
    ("চল্লিশ", 40),
    ("পঞ্চাশ", 50),
    ("ষাট", 60),
    ("সত্তর", 70),
    ("আশি", 80),
    ("নব্বই", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        native_digits(
            "bengali forms",
            ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'],
            18,
        ),
        words_rule(
            "number (0..10)",
            "(শূন্য|এক|দুই|তিন|চার|পাঁচ|ছয়|সাত|আট|নয়|দশ)",
            &ZERO_TEN,
        ),
        words_rule(
            "number (11..19)",
            "(এগারো|বারো|তেরো|চৌদ্দ|পনেরো|ষোল|সতেরো|আঠারো|উনিশ)",
            &ELEVEN_NINETEEN,
        ),
        words_rule(
            "number (21..29)",
            "(একুশ|বাইশ|তেইশ|চব্বিশ|পঁচিশ|ছাব্বিশ|সাতাশ|আঠাশ|ঊনত্রিশ)",
            &TWENTY_ONE_TWENTY_NINE,
        ),
        words_rule(
            "integer (20..90)",
            "(কুড়ি|তিরিশ|চল্লিশ|পঞ্চাশ|ষাট|সত্তর|আশি|নব্বই)",
            &TENS,
        ),
    ]
}
