import type { SeedCoupon } from "@etalage/contracts";

/** The newsletter's welcome coupon, a summer one long expired, and one switched off. */
export function createCoupons(): SeedCoupon[] {
  return [
    {
      code: "WELKOM10",
      discountPercent: 10,
      fromDate: null,
      toDate: null,
      isActive: true,
      description: {
        nl: "10% korting op je bestelling, als welkom bij de nieuwsbrief.",
        en: "10% off your order, as a welcome to the newsletter.",
      },
    },
    {
      code: "ZOMER2020",
      discountPercent: 20,
      fromDate: "2020-06-01T00:00:00.000Z",
      toDate: "2020-08-31T23:59:59.000Z",
      isActive: true,
      description: { nl: "20% zomerkorting (verlopen).", en: "20% summer discount (expired)." },
    },
    {
      code: "VRIENDIN15",
      discountPercent: 15,
      fromDate: null,
      toDate: null,
      isActive: false,
      description: {
        nl: "15% korting voor vriendinnen van vaste klanten (gestopt).",
        en: "15% off for friends of regular customers (discontinued).",
      },
    },
  ];
}
