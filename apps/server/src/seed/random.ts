/** A seeded generator (mulberry32): the same seed lays the same catalogue on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Rupees to paise, on a ₹50 step as suppliers quote. */
export function rupeesToPaise(rupees: number): number {
  return Math.max(50, Math.round(rupees / 50) * 50) * 100;
}
