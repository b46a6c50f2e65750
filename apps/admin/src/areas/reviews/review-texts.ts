import type { ReviewStatusName } from "@etalage/contracts";
import type { Texts } from "../../shared/language";

export const reviewTexts: Texts<{
  title: string;
  caption: string;
  show: string;
  statuses: Record<ReviewStatusName, string>;
  product: string;
  review: string;
  rating: string;
  stars: (rating: number) => string;
  noRating: string;
  by: string;
  date: string;
  language: string;
  actions: string;
  approve: string;
  reject: string;
  approveOf: (title: string) => string;
  rejectOf: (title: string) => string;
  approved: (id: number) => string;
  rejected: (id: number) => string;
  none: Record<ReviewStatusName, string>;
}> = {
  nl: {
    title: "Recensies",
    caption: "Recensies",
    show: "Tonen",
    statuses: { pending: "Wachtend", approved: "Goedgekeurd", rejected: "Afgewezen" },
    product: "Product",
    review: "Recensie",
    rating: "Waardering",
    stars: (rating) => `${rating} van 5 sterren`,
    noRating: "Geen",
    by: "Door",
    date: "Datum",
    language: "Taal",
    actions: "Beslissing",
    approve: "Goedkeuren",
    reject: "Afwijzen",
    approveOf: (title) => `Recensie „${title}” goedkeuren`,
    rejectOf: (title) => `Recensie „${title}” afwijzen`,
    approved: (id) => `Recensie #${id} goedgekeurd: de winkel toont hem binnen enkele seconden.`,
    rejected: (id) => `Recensie #${id} afgewezen: de winkel toont hem niet.`,
    none: {
      pending: "Er wachten geen recensies.",
      approved: "Nog geen goedgekeurde recensies.",
      rejected: "Geen afgewezen recensies.",
    },
  },
  en: {
    title: "Reviews",
    caption: "Reviews",
    show: "Show",
    statuses: { pending: "Waiting", approved: "Approved", rejected: "Rejected" },
    product: "Product",
    review: "Review",
    rating: "Rating",
    stars: (rating) => `${rating} of 5 stars`,
    noRating: "None",
    by: "By",
    date: "Date",
    language: "Language",
    actions: "Decision",
    approve: "Approve",
    reject: "Reject",
    approveOf: (title) => `Approve review “${title}”`,
    rejectOf: (title) => `Reject review “${title}”`,
    approved: (id) => `Review #${id} approved: the shop shows it within seconds.`,
    rejected: (id) => `Review #${id} rejected: the shop does not show it.`,
    none: {
      pending: "No reviews are waiting.",
      approved: "No approved reviews yet.",
      rejected: "No rejected reviews.",
    },
  },
};
