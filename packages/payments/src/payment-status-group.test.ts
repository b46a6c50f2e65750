import { describe, expect, it } from "vitest";
import { paymentStatusGroup } from "./payment-status-group";

describe("payment status groups", () => {
  it("paid is success", () => {
    expect(paymentStatusGroup("paid")).toBe("success");
  });

  it("pending or open is pending", () => {
    expect(paymentStatusGroup("pending")).toBe("pending");
    expect(paymentStatusGroup("open")).toBe("pending");
  });

  it("expired, failed or canceled is failed", () => {
    expect(paymentStatusGroup("expired")).toBe("failed");
    expect(paymentStatusGroup("failed")).toBe("failed");
    expect(paymentStatusGroup("canceled")).toBe("failed");
  });
});
