import {
  listReviews,
  moderateReview,
  type OwnReviewView,
  REVIEW_STATUS,
  ReviewError,
  type ReviewStatusName,
} from "@etalage/commerce";
import type { Kysely, Schema } from "@etalage/db";
import { refusedCommandCode, UsageError } from "../../startup/command-outcome";

export const REVIEWS_USAGE = [
  "Usage: npm run reviews -- <command>",
  "  list [pending|approved|rejected]   reviews, oldest first (pending ones by default)",
  "  list all                           every review",
  "  approve ID                         shows the review in the shop",
  "  reject ID                          keeps it out of the shop",
].join("\n");

export interface ReviewsCommandOptions {
  db: Kysely<Schema>;
  /** Prints one line. */
  print: (line: string) => void;
  /** Called after an approval or rejection: the shop in this process refreshes its index. */
  changed?: () => Promise<void>;
  now?: () => Date;
}

/** One line per review; the text is shown as text, quoted, on one line. */
function line(review: OwnReviewView): string {
  const stars = review.rating === null ? "-" : `${review.rating}/5`;
  return [
    `#${review.id}`,
    review.status.padEnd(8),
    review.created_at.slice(0, 10),
    review.store_code,
    `${review.product_sku} (${review.product_name})`,
    stars,
    `${JSON.stringify(review.nickname)}: ${JSON.stringify(review.title)} ${JSON.stringify(review.detail)}`,
  ].join("  ");
}

function reviewId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new UsageError(`Not a review id: ${text ?? ""}`);
  return Number(text);
}

/**
 * `npm run reviews -- list|approve ID|reject ID`: the shop owner's review moderation. Answers
 * the exit code: 0 done, 1 refused (unknown review), 2 a usage mistake.
 */
export async function runReviewsCommand(
  args: readonly string[],
  options: ReviewsCommandOptions,
): Promise<number> {
  const { db, print } = options;
  const now = options.now ?? (() => new Date());
  const [command, argument, ...rest] = args;
  try {
    if (rest.length > 0) throw new UsageError(`Too many arguments: ${rest.join(" ")}`);
    if (command === "list") {
      const status = argument ?? "pending";
      if (status !== "all" && !(status in REVIEW_STATUS))
        throw new UsageError(`Unknown status: ${status}`);
      const reviews = await listReviews(
        db,
        status === "all" ? undefined : (status as ReviewStatusName),
      );
      for (const review of reviews) print(line(review));
      print(`${reviews.length} ${status === "all" ? "" : `${status} `}review(s)`);
      return 0;
    }
    if (command === "approve" || command === "reject") {
      const id = reviewId(argument);
      const decision = command === "approve" ? "approved" : "rejected";
      await moderateReview(db, id, decision, now());
      await options.changed?.();
      print(
        decision === "approved"
          ? `Review #${id} approved: the shop shows it within seconds`
          : `Review #${id} rejected: the shop does not show it`,
      );
      return 0;
    }
    throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
  } catch (error) {
    return refusedCommandCode(error, print, REVIEWS_USAGE, ReviewError);
  }
}
