import { describe, expect, it } from "vitest";
import { keepsChecking, paymentStatusGroup, viewOfRefusal, viewOfReply } from "./payment-status";

const reply = (status: string) => ({
  payment: { status },
  order: { increment_id: "000000042", customer_email: "anna@example.com" },
});

describe("the order-status page reads the payment status (docs/specification/routes-and-screens.md, docs/specification/checkout-and-orders.md, docs/specification/messages.md)", () => {
  it("dates the order as HH:mm D/M/YYYY in Dutch time", () => {
    const placed = { ...reply("paid").order, created_at: "2026-11-03T08:05:00.000Z" };
    expect(viewOfReply({ ...reply("paid"), order: placed })).toMatchObject({
      placedAt: "09:05 3/11/2026",
    });
  });

  it("groups paid as success; pending and open as pending; expired, failed and canceled as failed", () => {
    expect(paymentStatusGroup("paid")).toBe("success");
    expect(paymentStatusGroup("pending")).toBe("pending");
    expect(paymentStatusGroup("open")).toBe("pending");
    for (const status of ["expired", "failed", "canceled"] as const)
      expect(paymentStatusGroup(status)).toBe("failed");
  });

  it("shows the order number, e-mail and whether the order is paid", () => {
    expect(viewOfReply(reply("paid"))).toEqual({
      kind: "status",
      paid: true,
      group: "success",
      orderNumber: "000000042",
      email: "anna@example.com",
      placedAt: "",
      downloads: [],
      invoiceNumber: null,
    });
    expect(viewOfReply(reply("canceled"))).toMatchObject({ paid: false, group: "failed" });
  });

  it("names the invoice of a paid order only", () => {
    const invoiced = (status: string) => ({ ...reply(status), invoice_number: "INV-2026-000001" });
    expect(viewOfReply(invoiced("paid"))).toMatchObject({ invoiceNumber: "INV-2026-000001" });
    expect(viewOfReply(invoiced("canceled"))).toMatchObject({ invoiceNumber: null });
    expect(viewOfReply({ ...reply("paid"), invoice_number: 7 })).toMatchObject({
      invoiceNumber: null,
    });
  });

  it("offers a paid order's downloads and drops an entry that is not one of the shop's links", () => {
    const pattern = {
      title: "Patroon in maten 34–46 (PDF)",
      file_name: "naaipatroon-midi-jurk.pdf",
      url: "/api/ext/downloads/7-1-abcdefghijklmnopqrstuvwxyz012345",
    };
    const view = viewOfReply({
      ...reply("paid"),
      downloads: [pattern, { title: "x", file_name: "x.pdf", url: "https://elsewhere.example/x" }],
    });
    expect(view).toMatchObject({ kind: "status", downloads: [pattern] });
    expect(viewOfReply({ ...reply("paid"), downloads: "none" })).toEqual({ kind: "problem" });
  });

  it("keeps checking only while the payment is pending", () => {
    expect(keepsChecking(viewOfReply(reply("open")))).toBe(true);
    expect(keepsChecking(viewOfReply(reply("pending")))).toBe(true);
    expect(keepsChecking(viewOfReply(reply("paid")))).toBe(false);
    expect(keepsChecking(viewOfReply(reply("expired")))).toBe(false);
    expect(keepsChecking({ kind: "fetchFailed" })).toBe(false);
  });

  it("says 'Hash is incorrect' for an unknown token, the fetch failure without an answer, else the generic problem", () => {
    expect(viewOfRefusal(400, "Invalid payment token")).toEqual({ kind: "hashIncorrect" });
    expect(viewOfRefusal(0, "Failed to fetch")).toEqual({ kind: "fetchFailed" });
    expect(viewOfRefusal(500, "Internal Server Error")).toEqual({ kind: "problem" });
    expect(viewOfReply({ payment: { status: "refunded" } })).toEqual({ kind: "problem" });
    expect(viewOfReply(undefined)).toEqual({ kind: "problem" });
  });
});
