import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/**
 * The one source of chance in the catalogue. Every draw goes through it in a fixed order, so
 * the same seed gives the same shop.
 */
export class Dice {
  private readonly rng: RandomGenerator;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  /** True with the given probability (0..1). */
  chance(probability: number): boolean {
    return this.int(0, 999_999) < probability * 1_000_000;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error("Cannot pick from an empty list");
    return list[this.int(0, list.length - 1)]!;
  }

  /** `count` different items, in random order. */
  pickSome<T>(list: readonly T[], count: number): T[] {
    const pool = [...list];
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = this.int(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, n);
  }

  /** Picks by weight: `[["a", 3], ["b", 1]]` gives "a" three times as often. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.int(0, total - 1);
    for (const [value, weight] of choices) {
      if (roll < weight) return value;
      roll -= weight;
    }
    return choices[choices.length - 1]![0];
  }
}
