import { describe, expect, it } from "vitest";
import { ownBytes } from "./messages";

describe("bytes handed to a render thread", () => {
  it("are the sent bytes alone, not the pool a Buffer shares with other data", () => {
    const pooled = Buffer.from("token=abc");
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const own = ownBytes(pooled);
    expect(Buffer.from(own).toString()).toBe("token=abc");
  });

  it("are handed over as they are when they fill their memory alone", () => {
    const whole = new Uint8Array([1, 2, 3]);
    expect(ownBytes(whole)).toBe(whole.buffer);
  });
});
