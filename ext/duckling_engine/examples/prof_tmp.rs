use duckling_engine::{parse, Options};
fn main() {
    let text = std::env::args().nth(1).unwrap();
    let n: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let options = Options::default();
    parse(&text, &options).unwrap();
    let t = std::time::Instant::now();
    for _ in 0..n { std::hint::black_box(parse(&text, &options).unwrap()); }
    eprintln!("{:.2} µs", t.elapsed().as_secs_f64() * 1e6 / n as f64);
}
