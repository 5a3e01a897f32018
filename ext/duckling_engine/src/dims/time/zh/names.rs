//! Days of the week, months and holidays by name: ruleDaysOfWeek, ruleMonths, rulePeriodicHolidays,
//! ruleComputedHolidays and ruleComputedHolidays' ("星期一", "三月", "圣诞节", "春节", "斋月").

use super::tt;
use crate::dims::time::helpers::{Holiday, earth_hour, holiday_rules};
use crate::dims::time::holiday_dates::{yearly_month_day, yearly_nth_dow_of_month};
use crate::dims::token::{Rule, re};
use crate::time::Grain;
use crate::time::computed;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth_after, day_of_week, interval, mk_ok_for_this_next, month, month_day,
    pred_nth_closest, weekday,
};
use crate::time::object::TimeIntervalType;

/// Duckling's `ruleDaysOfWeek` list: name, regex (Monday = 1).
const DAYS: [(&str, &str); 7] = [
    ("Monday", "星期一|周一|礼拜一|禮拜一|週一"),
    ("Tuesday", "星期二|周二|礼拜二|禮拜二|週二"),
    ("Wednesday", "星期三|周三|礼拜三|禮拜三|週三"),
    ("Thursday", "星期四|周四|礼拜四|禮拜四|週四"),
    ("Friday", "星期五|周五|礼拜五|禮拜五|週五"),
    ("Saturday", "星期六|周六|礼拜六|禮拜六|週六"),
    ("Sunday", "星期日|星期天|礼拜天|周日|禮拜天|週日|禮拜日"),
];

/// Duckling's `ruleMonths` list: name, regex.
const MONTHS: [(&str, &str); 12] = [
    ("January", "(一|1)月(份)?"),
    ("February", "(二|2)月(份)?"),
    ("March", "(三|3)月(份)?"),
    ("April", "(四|4)月(份)?"),
    ("May", "(五|5)月(份)?"),
    ("June", "(六|6)月(份)?"),
    ("July", "(七|7)月(份)?"),
    ("August", "(八|8)月(份)?"),
    ("September", "(九|9)月(份)?"),
    ("October", "(十|10)月(份)?"),
    ("November", "(十一|11)月(份)?"),
    ("December", "(十二|12)月(份)?"),
];

/// `n` days after `td`.
fn days_after(n: i32, td: TimeData) -> Option<TimeData> {
    Some(cycle_nth_after(false, Grain::Day, n, &td))
}

/// From `start` to `n` days after `base`, as the holidays that last several days are written.
fn lasting(start: TimeData, n: i32, base: &TimeData) -> Option<TimeData> {
    interval(
        TimeIntervalType::Open,
        &start,
        &cycle_nth_after(false, Grain::Day, n, base),
    )
}

pub(crate) fn rules() -> Vec<Rule> {
    let days = (1..).zip(DAYS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(day_of_week(n)))
        })
    });
    let months = (1..).zip(MONTHS).map(|(n, (name, pattern))| {
        Rule::new(name, vec![re(pattern)], move |_| {
            tt(mk_ok_for_this_next(month(n)))
        })
    });
    let mut all: Vec<Rule> = days.chain(months).collect();
    all.extend(holiday_rules(COMPUTED));
    all.extend(holiday_rules(LASTING));
    all.extend(holiday_rules(PERIODIC));
    all
}

/// Duckling's `ruleComputedHolidays'`: the holidays that last several days.
#[rustfmt::skip]
const LASTING: &[Holiday] = &[
    (
        "全球青年服务日",
        "全球青年服(务|務)日",
        || {
            let start = computed::global_youth_service_day();
            lasting(start.clone(), 2, &start)
        },
    ),
    ("四旬节", "四旬(节|節)", || {
        let easter = computed::orthodox_easter_sunday();
        lasting(days_after(-48, easter.clone())?, -9, &easter)
    }),
    (
        "光明节",
        "(光明|修殿|(献|獻)殿|(烛|燭)光|哈努卡|(马|馬)加比)(节|節)",
        || lasting(computed::chanukah(), 7, &computed::chanukah()),
    ),
    ("大斋期", "大(斋|齋)(期|节|節)", || {
        let easter = computed::easter_sunday();
        lasting(days_after(-46, easter.clone())?, -1, &easter)
    }),
    ("九夜节", "(九夜|(难|難)近母)(节|節)", || {
        lasting(computed::navaratri(), 9, &computed::navaratri())
    }),
    ("逾越节", "逾越(节|節)", || {
        lasting(computed::passover(), 8, &computed::passover())
    }),
    ("斋月", "(穆斯林)?(斋|齋)月", || {
        lasting(computed::ramadan(), -1, &computed::eidal_fitr())
    }),
    ("犹太新年", "(犹|猶)太新年", || {
        lasting(computed::rosh_hashana(), 2, &computed::rosh_hashana())
    }),
    (
        "七七节",
        "(七七|沙夫幼特|(周|週)日|收(获|穫)|新果(实|實))(节|節)",
        || {
            let passover = computed::passover();
            lasting(days_after(50, passover.clone())?, 52, &passover)
        },
    ),
    ("住棚节", "住棚(节|節)", || {
        let rosh = computed::rosh_hashana();
        lasting(days_after(14, rosh.clone())?, 22, &rosh)
    }),
    ("地球一小时", "地球一小(时|時)", earth_hour),
];

/// Duckling's `rulePeriodicHolidays`: fixed dates, and fixed days of a week of a month.
#[rustfmt::skip]
const PERIODIC: &[Holiday] = &[
    ("中国共产党的生日", "中(国共产党诞|國共產黨誕)生日|(党|黨)的生日", yearly_month_day::<7, 1>),
    ("愚人节", "愚人(节|節)", yearly_month_day::<4, 1>),
    ("建军节", "(中国人民解放(军|軍)|八一)?建(军节|軍節)", yearly_month_day::<8, 1>),
    ("植树节", "中(国植树节|國植樹節)", yearly_month_day::<3, 12>),
    ("五四青年节", "(中(国|國))?(五四|54)?青年(节|節)", yearly_month_day::<5, 4>),
    ("圣诞节", "(圣诞|聖誕)(节|節)?", yearly_month_day::<12, 25>),
    ("平安夜", "(平安|聖誕)夜", yearly_month_day::<12, 24>),
    ("哥伦布日", "哥(伦|倫)布日", yearly_month_day::<10, 12>),
    ("双十一", "(双|雙)(十一|11)", yearly_month_day::<11, 11>),
    ("万圣节", "万圣节|萬聖節", yearly_month_day::<10, 31>),
    ("香港回归纪念日", "香港回(归纪|歸紀)念日", yearly_month_day::<7, 1>),
    ("人权日", "人(权|權)日", yearly_month_day::<12, 10>),
    ("美国独立日", "(美国)?(独|獨)立日", yearly_month_day::<7, 4>),
    ("儿童节", "(国际|國際)?(六一|61)?(儿|兒)童(节|節)", yearly_month_day::<6, 1>),
    ("国际慈善日", "(国际|國際)慈善日", yearly_month_day::<9, 5>),
    ("国际瑜伽日", "(国际|國際)瑜伽日", yearly_month_day::<6, 21>),
    ("国际爵士日", "(国际|國際)爵士日", yearly_month_day::<4, 30>),
    ("国际奥林匹克日", "(国际|國際)奥林匹克日", yearly_month_day::<6, 23>),
    ("妇女节", "(国际劳动|國際勞動|三八)?(妇|婦)女(节|節)", yearly_month_day::<3, 8>),
    ("劳动节", "(五一|51)?(国际|國際)?(劳动|勞動)(节|節)", yearly_month_day::<5, 1>),
    ("国际青年节", "(国际|國際)青年(节|節)", yearly_month_day::<8, 12>),
    ("澳门回归纪念日", "澳(门|門)回(归纪|歸紀)念日", yearly_month_day::<12, 20>),
    ("全国爱牙日", "全(国爱|國愛)牙日", yearly_month_day::<9, 20>),
    ("全国爱耳日", "全(国爱|國愛)耳日", yearly_month_day::<3, 3>),
    ("全国爱眼日", "全(国爱|國愛)眼日", yearly_month_day::<6, 6>),
    ("南京大屠杀纪念日", "南京大屠(杀纪|殺紀)念日", yearly_month_day::<12, 13>),
    ("辛亥革命纪念日", "辛亥革命(纪|紀)念日", yearly_month_day::<10, 10>),
    ("元旦", "元旦(节|節)?|((公|(阳|陽))(历|曆))?新年", yearly_month_day::<1, 1>),
    ("新年夜", "新年夜", yearly_month_day::<12, 31>),
    ("情人节", "(情人|(圣瓦伦丁|聖瓦倫丁))(节|節)", yearly_month_day::<2, 14>),
    ("清明节", "清明(节|節)", yearly_month_day::<4, 5>),
    ("光棍节", "光棍(节|節)", yearly_month_day::<11, 11>),
    ("圣帕特里克节", "圣帕特里克节|聖帕特裏克節", yearly_month_day::<3, 17>),
    ("教师节", "(中(国|國))?教师(节|節)", yearly_month_day::<9, 10>),
    ("退伍军人节", "(退伍(军|軍)人|老兵)(节|節)", yearly_month_day::<11, 11>),
    ("白色情人节", "白色情人(节|節)", yearly_month_day::<3, 14>),
    ("世界艾滋病日", "世界艾滋病日", yearly_month_day::<12, 1>),
    ("世界献血日", "世界(献|獻)血日", yearly_month_day::<6, 14>),
    ("世界癌症日", "世界癌(症|癥)日", yearly_month_day::<2, 4>),
    ("国际消费者权益日", "(国际|世界)?(消费者权益|消費者權益)日|三一五", yearly_month_day::<3, 15>),
    ("世界糖尿病日", "世界糖尿病日", yearly_month_day::<11, 14>),
    ("世界环境日", "世界(环|環)境日", yearly_month_day::<6, 5>),
    ("世界粮食日", "世界((粮|糧)食|食物)日", yearly_month_day::<10, 16>),
    ("世界心脏日", "世界心(脏|臟)日", yearly_month_day::<9, 29>),
    ("世界海洋日", "世界海洋日", yearly_month_day::<6, 8>),
    ("世界诗歌日", "世界(诗|詩)歌日", yearly_month_day::<3, 21>),
    ("世界人口日", "世界人口日", yearly_month_day::<7, 11>),
    ("世界难民日", "世界(难|難)民日", yearly_month_day::<6, 20>),
    ("世界教师日", "世界教师日", yearly_month_day::<10, 5>),
    ("世界旅游日", "世界旅游日", yearly_month_day::<9, 27>),
    ("父亲节", "父(亲节|親節)", yearly_nth_dow_of_month::<3, 7, 6>),
    ("马丁路德金日", "(马|馬)丁路德金((纪|紀)念)?日", yearly_nth_dow_of_month::<3, 1, 1>),
    ("母亲节", "母(亲节|親節)", yearly_nth_dow_of_month::<2, 7, 5>),
];

/// Duckling's `ruleComputedHolidays`: feasts of the moving calendars.
const COMPUTED: &[Holiday] = &[
    ("耶稣升天节", "耶(稣|穌)升天(节|節|日)", || {
        days_after(39, computed::easter_sunday())
    }),
    (
        "大斋首日",
        "大(斋|齋)首日|(圣|聖)灰((礼仪|禮儀)?日|星期三)|灰日",
        || days_after(-46, computed::easter_sunday()),
    ),
    ("阿舒拉节", "阿舒拉(节|節)", || {
        days_after(9, computed::muharram())
    }),
    ("克哈特普迦节", "克哈特普迦(节|節)", || {
        days_after(8, computed::dhanteras())
    }),
    (
        "春节",
        "春(节|節)|(农历|農曆|唐人)新年|新(正|春)|正月(正(时|時)|朔日)|岁首",
        || Some(computed::chinese_new_year()),
    ),
    (
        "基督圣体节",
        "基督(圣体|聖體)((圣|聖)血)?((节|節)|瞻(礼|禮))",
        || days_after(60, computed::easter_sunday()),
    ),
    ("排灯节", "(排|万|萬|印度)(灯节|燈節)", || {
        days_after(2, computed::dhanteras())
    }),
    (
        "复活节星期一",
        "(复|復)活(节|節)星期一",
        || days_after(1, computed::easter_sunday()),
    ),
    (
        "复活节",
        "(复|復)活(节|節)|主(复|復)活日",
        || Some(computed::easter_sunday()),
    ),
    (
        "古尔邦节",
        "古(尔|爾)邦(节|節)|宰牲(节|節)",
        || Some(computed::eidal_adha()),
    ),
    (
        "开斋节",
        "(开斋|開齋|肉孜|(尔|爾)代)(节|節)",
        || Some(computed::eidal_fitr()),
    ),
    (
        "耶稣受难日",
        "(耶(稣|穌)|主)受(难|難)(节|節|日)|(圣|聖|沈默)(周|週)五",
        || days_after(-2, computed::easter_sunday()),
    ),
    (
        "侯丽节",
        "((侯|荷)(丽|麗)|洒红|灑紅|欢悦|歡悅|五彩|胡里|好利|霍利)(节|節)",
        || days_after(39, computed::vasant_panchami()),
    ),
    (
        "圣周六",
        "神?(圣周|聖週)六|(耶(稣|穌)|主)受(难|難)(节|節|日)翌日|(复|復)活(节|節)前夜|黑色星期六",
        || days_after(-1, computed::easter_sunday()),
    ),
    ("伊斯兰新年", "伊斯兰(教)?(历)?新年", || {
        Some(computed::muharram())
    }),
    ("登霄节", "(夜行)?登霄(节|節)", || {
        days_after(26, computed::rajab())
    }),
    (
        "印度丰收节第四天",
        "(印度(丰|豐)收|(庞|龐)格(尔|爾))(节|節)第四天",
        || days_after(2, computed::thai_pongal()),
    ),
    ("篝火节", "((犹|猶)太教)?篝火(节|節)", || {
        Some(computed::lag_ba_omer())
    }),
    ("法令之夜", "(法令|命运|权力)之夜", || {
        days_after(26, computed::ramadan())
    }),
    (
        "拉撒路圣周六",
        "拉撒路(圣周|聖週)六|拉匝路(周|週)六",
        || days_after(-8, computed::orthodox_easter_sunday()),
    ),
    (
        "印度丰收节第三天",
        "(印度(丰|豐)收|(庞|龐)格(尔|爾))(节|節)第三天",
        || days_after(1, computed::thai_pongal()),
    ),
    (
        "神圣星期四",
        "濯足(节|節)|神(圣|聖)星期四|(圣周|聖週)(星期)?四|(设|設)立(圣|聖)餐日",
        || days_after(-3, computed::easter_sunday()),
    ),
    ("圣纪节", "圣纪节|聖紀節", || {
        Some(computed::mawlid())
    }),
    (
        "东正教复活节星期一",
        "(东|東)正教(复|復)活(节|節)星期一",
        || days_after(1, computed::orthodox_easter_sunday()),
    ),
    (
        "东正教复活节",
        "(东|東)正教((复|復)活(节|節)|主(复|復)活日)",
        || Some(computed::orthodox_easter_sunday()),
    ),
    (
        "东正教圣周六",
        "(东|東)正教(神?(圣周|聖週)六|(耶(稣|穌)|主)受(难|難)(节|節|日)翌日|(复|復)活(节|節)前夜)",
        || days_after(-1, computed::orthodox_easter_sunday()),
    ),
    (
        "东正教耶稣受难日",
        "(东|東)正教((耶(稣|穌)|主)受(难|難)(节|節|日)|(圣|聖|沈默)(周|週)五)",
        || days_after(-2, computed::orthodox_easter_sunday()),
    ),
    (
        "东正教棕枝主日",
        "(东|東)正教((棕|圣|聖)枝|圣树|聖樹|基督苦(难|難))主日",
        || days_after(-7, computed::orthodox_easter_sunday()),
    ),
    (
        "棕枝主日",
        "((棕|圣|聖)枝|圣树|聖樹|基督苦(难|難))主日",
        || days_after(-7, computed::easter_sunday()),
    ),
    (
        "五旬节",
        "五旬(节|節)|(圣灵|聖靈)降(临|臨)(日|节|節)",
        || days_after(49, computed::easter_sunday()),
    ),
    (
        "印度兄妹节",
        "(印度兄妹|拉克沙班丹)(节|節)",
        || Some(computed::raksha_bandhan()),
    ),
    ("圣会节", "(圣|聖)会(节|節)", || {
        days_after(21, computed::rosh_hashana())
    }),
    (
        "忏悔节",
        "忏悔(节|節|火曜日)|煎(饼|餅)星期二",
        || days_after(-47, computed::easter_sunday()),
    ),
    (
        "西赫托拉节",
        "(西赫(托拉|妥拉)|诵经|誦經|转经|轉經|律法|(欢庆圣|歡慶聖)法)(节|節)",
        || days_after(22, computed::rosh_hashana()),
    ),
    (
        "印度丰收节",
        "(印度|淡米(尔|爾))(丰|豐)收(节|節)",
        || Some(computed::thai_pongal()),
    ),
    ("欧南节", "欧南(节|節)", || {
        Some(computed::thiru_onam())
    }),
    ("圣殿被毁日", "((圣|聖)殿被毁|禁食)日", || {
        Some(computed::tisha_b_av())
    }),
    (
        "圣三一主日",
        "((天主)?(圣|聖)?三一|(圣|聖)三)(主日|节|節)",
        || days_after(56, computed::easter_sunday()),
    ),
    (
        "十胜节",
        "(十(胜|勝)|(凯|凱)旋|(圣|聖)母)(节|節)",
        || days_after(9, computed::navaratri()),
    ),
    (
        "犹太植树节",
        "((犹|猶)太植(树|樹)|(图|圖)比舍巴特)(节|節)|(树|樹)木新年",
        || Some(computed::tu_bishvat()),
    ),
    (
        "卫塞节",
        "((卫|衛)塞|威瑟|比(萨宝|薩寶)蕉)(节|節)",
        || Some(computed::vesak()),
    ),
    (
        "以色列独立日",
        "以色列((独|獨)立日|国庆节|國慶節)",
        || Some(computed::yom_haatzmaut()),
    ),
    ("赎罪日", "(赎|贖)罪日", || {
        days_after(9, computed::rosh_hashana())
    }),
    ("圣灵节庆日", "(圣灵节庆|聖靈節慶)日", || {
        days_after(50, computed::easter_sunday())
    }),
    ("老板节", "老(板节|闆節)", || {
        Some(pred_nth_closest(0, &weekday(), &month_day(10, 16)))
    }),
];
