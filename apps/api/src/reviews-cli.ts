import { recordReviewsChange } from "./catalogue-changes/record-command-change";
import { runReviewsCommand } from "./routes/reviews/reviews-command";
import { runShopCommand } from "./startup/shop-command";

/**
 * `npm run reviews -- list|approve ID|reject ID`: moderates the reviews of the shop in DATA_DIR
 * (or DATABASE_URL). Every running shop process shows the change within a second.
 */
runShopCommand("reviews", (db, settings) =>
  runReviewsCommand(process.argv.slice(2), {
    db,
    print: (line) => console.log(line),
    // Every shop process refreshes its reviews from the catalogue change feed.
    changed: () => recordReviewsChange(db, settings.redisUrl),
  }),
);
