//! What a money token holds and how it renders, as Duckling's `Duckling/AmountOfMoney/Types.hs`: a currency,
//! an amount or the ends of a range, and whether the amount is latent (a bare number).

use crate::engine::value::{Json, interval, number};

/// Duckling's `Currency`. The ambiguous ones (a "$" may be any dollar) render as a symbol or a word, the
/// others as their ISO code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Currency {
    // ambiguous (English "dirham" is AED; Arabic's "درهم" is Duckling's `Dirham`)
    Cent,
    Dinar,
    Dirham,
    Dollar,
    Pound,
    Rial,
    Riyal,
    /// "bucks", and the latent amount of a bare number.
    Unnamed,
    // unambiguous
    Aed,
    Aud,
    Bgn,
    Brl,
    Byn,
    Cad,
    Chf,
    Cny,
    Czk,
    Dkk,
    Egp,
    Eur,
    Gbp,
    Hkd,
    Hrk,
    Idr,
    Ils,
    Inr,
    Iqd,
    Jmd,
    Jod,
    Jpy,
    Gel,
    Krw,
    Kwd,
    Lbp,
    Mad,
    Mnt,
    Myr,
    Nok,
    Nzd,
    Pkr,
    Pln,
    Pts,
    Qar,
    Ron,
    Rub,
    Sar,
    Sek,
    Sgd,
    Thb,
    Ttd,
    Usd,
    Vnd,
    Zar,
    Uah,
    Try,
}

impl Currency {
    /// The `unit` Duckling's JSON gives the currency (`instance ToJSON Currency`).
    pub fn unit(self) -> &'static str {
        use Currency::*;
        match self {
            Cent => "cent",
            Dollar => "$",
            Pound => "£",
            Dinar => "dinar",
            Dirham => "dirham",
            Rial => "rial",
            Riyal => "riyal",
            Unnamed => "unknown",
            Aed => "AED",
            Aud => "AUD",
            Bgn => "BGN",
            Brl => "BRL",
            Byn => "BYN",
            Cad => "CAD",
            Chf => "CHF",
            Cny => "CNY",
            Czk => "CZK",
            Dkk => "DKK",
            Egp => "EGP",
            Eur => "EUR",
            Gbp => "GBP",
            Hkd => "HKD",
            Hrk => "HRK",
            Idr => "IDR",
            Ils => "ILS",
            Iqd => "IQD",
            Inr => "INR",
            Jmd => "JMD",
            Jod => "JOD",
            Jpy => "JPY",
            Gel => "GEL",
            Krw => "KRW",
            Kwd => "KWD",
            Lbp => "LBP",
            Mad => "MAD",
            Mnt => "MNT",
            Myr => "MYR",
            Nok => "NOK",
            Nzd => "NZD",
            Pts => "PTS",
            Pkr => "PKR",
            Pln => "PLN",
            Qar => "QAR",
            Ron => "RON",
            Rub => "RUB",
            Sar => "SAR",
            Sek => "SEK",
            Sgd => "SGD",
            Thb => "THB",
            Ttd => "TTD",
            Usd => "USD",
            Vnd => "VND",
            Zar => "ZAR",
            Uah => "UAH",
            Try => "TRY",
        }
    }
}

/// Duckling's `AmountOfMoneyData`: a currency alone ("dollars") until a rule gives it an amount ("5 dollars")
/// or the ends of a range ("between 5 and 10 dollars", "under $5").
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct MoneyData {
    pub value: Option<f64>,
    pub currency: Currency,
    pub min: Option<f64>,
    pub max: Option<f64>,
    pub latent: bool,
}

impl MoneyData {
    /// Whether it holds an amount (a value or a bound): a bare currency is no entity, and renders as none.
    pub fn has_amount(&self) -> bool {
        self.value.is_some() || self.min.is_some() || self.max.is_some()
    }
}

/// The entity value of a money token in Duckling's shape (`instance Resolve AmountOfMoneyData` and `instance
/// ToJSON AmountOfMoneyValue`) and whether it is latent; `None` for a currency without an amount, which is no
/// entity. Latent tokens are dropped later unless latent entities are asked for.
pub(crate) fn to_json(m: &MoneyData) -> Option<Json> {
    let unit = Json::Name(m.currency.unit());
    let single = |v: f64| Json::object([("unit", unit.clone()), ("value", number(v))]);
    match (m.value, m.min, m.max) {
        (Some(v), _, _) => Some(Json::object([
            ("type", Json::Name("value")),
            ("unit", unit.clone()),
            ("value", number(v)),
        ])),
        (None, None, None) => None,
        (None, from, to) => Some(interval(from.map(single), to.map(single))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dims::money::helpers::{currency_only, with_interval, with_max, with_value};

    /// Duckling's JSON for each shape, key for key.
    #[test]
    fn shapes_render_as_duckling_does() {
        let json = |m: MoneyData| to_json(&m).map(|v| (v.to_string(), m.latent));
        assert_eq!(json(currency_only(Currency::Dollar)), None);
        assert_eq!(
            json(with_value(5.0, currency_only(Currency::Pound))),
            Some((r#"{"type":"value","unit":"£","value":5}"#.into(), false))
        );
        assert_eq!(
            json(with_interval((3.0, 4.5), currency_only(Currency::Eur))),
            Some((
                r#"{"from":{"unit":"EUR","value":3},"to":{"unit":"EUR","value":4.5},"type":"interval"}"#
                    .into(),
                false
            ))
        );
        assert_eq!(
            json(with_max(7.0, currency_only(Currency::Unnamed))),
            Some((
                r#"{"to":{"unit":"unknown","value":7},"type":"interval"}"#.into(),
                false
            ))
        );
    }
}
