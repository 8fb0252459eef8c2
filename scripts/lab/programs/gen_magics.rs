//! Prints the magic numbers of the rook and bishop attack tables (`rules::attacks`):
//! `cargo run --release --example gen_magics`.
fn main() {
    for (name, rook) in [("ROOK_MAGICS", true), ("BISHOP_MAGICS", false)] {
        let m = poda::rules::attacks::magic_search(rook, 0x5E_ED0F_90DA);
        println!("const {name}: [u64; 64] = [");
        for chunk in m.chunks(4) {
            println!("    {},", chunk.iter().map(|x| format!("0x{x:016X}")).collect::<Vec<_>>().join(", "));
        }
        println!("];");
    }
}
