//! Years: latent "1985", "in 2014 A.D.", "2014 B.C.": ruleYearLatent, ruleYearADBC.

use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Rule, Token, re};
use crate::time::helpers::{mk_latent, year, year_adbc};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // Latent: a bare number is a year only inside a larger time ("march 1985", "9:15 815").
        Rule::new("year (latent)", vec![integer_between(25, 10000)], |m| {
            let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
            Some(Token::Time(mk_latent(year(n))))
        }),
        Rule::new(
            "<year> (bc|ad)",
            vec![integer_between(1, 10000), re(r"(a\.?d\.?|b\.?c\.?)")],
            |m| {
                let y = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                let bc = m[1].group(1)?.starts_with(['b', 'B']);
                Some(Token::Time(year_adbc(if bc { -y } else { y })))
            },
        ),
    ]
}
