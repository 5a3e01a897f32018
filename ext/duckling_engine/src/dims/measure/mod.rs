//! What the four measure dimensions (`distance`, `volume`, `temperature`, `quantity`) share, as Duckling's rules
//! for them are alike (`Duckling/<Dim>/EN/Rules.hs`, `<Dim>/Types.hs`):
//! - one table of units ([`units`]): every unit word or sign of the four, a token of its own ("km", "cups",
//!   "°"), as Duckling's volume rules read units;
//! - one way of reading "<number> <unit>" and the intervals and hedges over measures ([`family`]): "3 km",
//!   "between 3 and 5 km", "3-5 km", "under 2 cups", "about 3 l", with each dimension's own words and rule names;
//! - one value ([`MeasureData`]) and its JSON, in the shape of each `Types.hs` `ToJSON`.
//!
//! What only one dimension has stays in its module: composite distances, fractions of a volume, "below zero",
//! a quantity's product and its latent, unitless reading.

pub(crate) mod family;
pub(crate) mod types;
pub(crate) mod units;

pub(crate) use types::{Amount, MeasureData, to_json};

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::dims::measure::units::Unit;
    use crate::{Dim, DimSet, Options};

    fn measures(text: &str) -> Vec<String> {
        let options = Options {
            dims: [Dim::Distance, Dim::Volume, Dim::Temperature, Dim::Quantity]
                .into_iter()
                .collect::<DimSet>(),
            ..Options::default()
        };
        crate::parse(text, &options)
            .expect("parse")
            .into_iter()
            .map(|e| format!("{}:{}", e.dim.name(), e.body))
            .collect()
    }

    #[test]
    fn values_print_like_duckling() {
        let json = |amount, unit, product: Option<&str>| {
            let m = MeasureData {
                amount,
                unit,
                product: product.map(Into::into),
            };
            (to_json(&m).to_value(), m.latent())
        };
        assert_eq!(
            json(Amount::Value(3.0), Unit::Mile, None),
            (json!({"type": "value", "value": 3, "unit": "mile"}), false)
        );
        assert_eq!(
            json(Amount::Between(3.0, 5.5), Unit::Mile, None),
            (
                json!({"type": "interval", "from": {"value": 3, "unit": "mile"}, "to": {"value": 5.5, "unit": "mile"}}),
                false
            )
        );
        assert_eq!(
            json(Amount::Under(3.0), Unit::Litre, None),
            (
                json!({"type": "interval", "to": {"value": 3, "unit": "litre"}}),
                false
            )
        );
        assert_eq!(
            json(Amount::Above(2.0), Unit::Cup, Some("sugar")),
            (
                json!({"type": "interval", "from": {"value": 2, "unit": "cup", "product": "sugar"}}),
                false
            )
        );
        assert_eq!(
            json(Amount::Value(4.0), Unit::Unnamed, None),
            (
                json!({"type": "value", "value": 4, "unit": "unnamed"}),
                true
            )
        );
    }

    #[test]
    fn odd_text_never_panics() {
        let texts = [
            "",
            "\0\0 5 km \0",
            "5 🚀 km 🚀 3 km🚀",
            "5\u{301} km, 5 k\u{301}m, 5 km\u{301}",
            "٥ كم و 5 كم 5 km",
            "5°",
            "°",
            "5 '",
            "- -5 -",
            "between",
            "from 5 to",
            "a",
            "half-",
            "5 deg.",
            "5 pounds of",
            "5 pounds of 🍰",
            "3 -",
            "-",
            "~",
            "1 km and",
            "1 km, ,",
        ];
        for text in texts {
            measures(text);
        }
    }

    #[test]
    fn long_text_is_read_in_full() {
        let sentence =
            "between 3 and 5 km, 2 cups of flour, 70°F, about 2 liters and 7 feet 10 inches; ";
        let text = sentence.repeat(2_000); // about 150 KB
        assert_eq!(measures(&text).len(), 5 * 2_000);
    }

    #[test]
    fn units_never_match_inside_words() {
        let texts = [
            "5 smiles",
            "5 pinches",
            "2 inns",
            "4 films",
            "3 miners",
            "2 yardsticks",
            "6 feeds",
            "5 kmart",
            "3 metals",
            "7 glasses",
            "2 legal",
            "5 cupboards",
            "3 bounces",
            "2 announcements",
            "8 kgb agents",
            "3 grammys",
            "4 lbsx",
            "2 ozone",
            "5 degreeless",
            "3 celsiuses",
            "2 fans",
            "5 cars",
            "3 mgmt",
            "9 gallery",
            "1 hectolitreage",
            "2 ml5",
            "5 m²",
            "5 km2",
            "10 mins",
            "5 mph",
            "a cupboard",
            "half litreage",
            "an mlb game",
            "the 90's",
            "keep calm",
            "format",
        ];
        for text in texts {
            assert_eq!(measures(text), Vec::<String>::new(), "{text}");
        }
    }

    #[test]
    fn entities_are_whole_words_and_found_in_sentences() {
        assert_eq!(
            measures("it rained 3 in. yesterday, 25°C, and we walked 5 km with 2 lbs of apples"),
            [
                "distance:3 in",
                "temperature:25°C",
                "distance:5 km",
                "quantity:2 lbs of apples"
            ]
        );
        assert!(measures("keep calm, format the mind; $30 for 2 people").is_empty());
        // An edge between punctuation and a word is not inside the word: "5'" of "5'10" is 5 feet, as in
        // Duckling; an apostrophe before a letter joins a word, so "the 90's" holds no "90'".
        assert_eq!(
            measures("I'm 5'10, he's 6'3"),
            ["distance:5'", "distance:6'"]
        );
        // An "x" between digits is a times sign, not a letter of the word: "9x13 inch" ends in 13 inches.
        assert_eq!(measures("use a 9x13 inch pan"), ["distance:13 inch"]);
    }
}
