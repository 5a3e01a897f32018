//! Ukrainian ordinals (`Duckling/Ordinal/UK/Rules.hs`): "перший" to "двадцятий" in every gender, "двадцять
//! перший" to "дев‘яносто дев‘ятий", and digits with an ending ("1-й", "3-я").

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

const FIRST_TO_TWENTIETH: [(&str, i64); 20] = [
    ("перш", 1),
    ("друг", 2),
    ("трет", 3),
    ("четверт", 4),
    ("п‘ят", 5),
    ("шост", 6),
    ("сьом", 7),
    ("восьм", 8),
    ("дев‘ят", 9),
    ("десят", 10),
    ("одинадцят", 11),
    ("дванадцят", 12),
    ("тринадцят", 13),
    ("чотирнадцят", 14),
    ("п‘ятнадцят", 15),
    ("шістнадцят", 16),
    ("сімнадцят", 17),
    ("вісімнадцят", 18),
    ("дев‘ятнадцят", 19),
    ("двадцят", 20),
];

/// Duckling's `ordinalTensMap`: "шістдесят" here, while its regex writes "шістьдесят", so sixty never reads.
const TENS: [(&str, i64); 8] = [
    ("двадцять", 20),
    ("тридцять", 30),
    ("сорок", 40),
    ("п‘ятдесят", 50),
    ("шістдесят", 60),
    ("сімдесят", 70),
    ("вісімдесят", 80),
    ("дев‘яносто", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinal 21..99",
            vec![
                re("(двадцять|тридцять|сорок|п‘ятдесят|шістьдесят|сімдесят|вісімдесят|дев‘яносто)"),
                re("(перш|друг|трет|четверт|п‘ят|шост|сьом|восьм|дев‘ят)(ий|ій|а|я|е|є)"),
            ],
            |m| {
                let ten = lookup(&TENS, m[0].group(1)?)?;
                ordinal(ten + lookup(&FIRST_TO_TWENTIETH, m[1].group(1)?)?)
            },
        ),
        digits_ordinal("ordinal (digits)", r"0*(\d+)-?((и|і)?й|а|я|е|є)"),
        Rule::new(
            "ordinals (first..19th)",
            vec![re(
                "(перш|друг|трет|четверт|п‘ят|шост|сьом|восьм|дев‘ят|десят|одинадцят|дванадцят|тринадцят|чотирнадцят|п‘ятнадцят|шістнадцят|сімнадцят|вісімнадцят|дев‘ятнадцят|двадцят)(ий|ій|а|я|е|є)",
            )],
            |m| ordinal(lookup(&FIRST_TO_TWENTIETH, m[0].group(1)?)?),
        ),
    ]
}
