import { fileURLToPath } from "node:url";
import { readSettings } from "./config";
import { releaseUnpaidOrdersEvery } from "./payments/payment-hold";
import { expireSandboxPaymentsEvery } from "./payments/sandbox-expiry";
import { createRetention, runRetentionEvery } from "./retention/retention";
import { createServer } from "./server";
import { StartupError } from "./startup/data-dir";
import { openShop } from "./startup/open-shop";
import { productionRefusal } from "./startup/production-settings";

/** How often abandoned sandbox payments are looked for. */
const SANDBOX_EXPIRY_SWEEP_MS = 30_000;
/** How often orders left unpaid past PAYMENT_HOLD_MINUTES are looked for. */
const PAYMENT_HOLD_SWEEP_MS = 60_000;
/** How often old mails, guest carts, login attempts and ended sessions are deleted. */
const RETENTION_EVERY_MS = 60 * 60_000;

/** `npm start`: one process serving storefront pages, /api/* and /img/*. */
async function main(): Promise<void> {
  const settings = readSettings();
  const refusal = productionRefusal(settings);
  if (refusal !== undefined) throw new StartupError(refusal);
  if (settings.testMode)
    console.log("Test mode (PAYMENTS_SANDBOX=on): no real payments; every page and mail says so");
  const shop = await openShop(settings, (m) => console.log(m));
  const storefrontDir = fileURLToPath(new URL("../../storefront", import.meta.url));
  const adminDir = fileURLToPath(new URL("../../admin/dist", import.meta.url));
  const renderThread = new URL("./render-thread.js", import.meta.url);
  const app = await createServer(shop, { storefrontDir, adminDir, renderThread });

  let stopExpiry = () => {};
  let stopHold = () => {};
  let stopRetention = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing the shop`);
    stopExpiry();
    stopHold();
    stopRetention();
    await shop.catalogueChanges.stop();
    await app.close();
    await shop.mail.stop();
    await shop.database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  const address = await app.listen({ port: settings.port, host: settings.host });
  shop.mail.start();
  shop.catalogueChanges.start();
  // Abandoned sandbox payments expire and call the webhook, which needs the server listening.
  const { sandbox } = shop.payments;
  if (sandbox)
    stopExpiry = expireSandboxPaymentsEvery(sandbox, SANDBOX_EXPIRY_SWEEP_MS, console.log);
  // Unpaid orders give their stock back; the sandbox's cancel calls the webhook too.
  stopHold = releaseUnpaidOrdersEvery(shop, PAYMENT_HOLD_SWEEP_MS, console.log);
  // Once an hour across the shop's processes (a lease in the database), each its own outbox.
  const retention = createRetention({
    db: shop.database.db,
    dataDir: shop.dataDir,
    mailRetentionDays: settings.mailRetentionDays,
    everyMs: RETENTION_EVERY_MS,
  });
  stopRetention = runRetentionEvery(retention, RETENTION_EVERY_MS, console.log);
  const shown = address.replace("0.0.0.0", "localhost").replace("[::]", "localhost");
  console.log(`Etalage is open at ${shown}`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof StartupError || error instanceof Error ? error.message : String(error);
  console.error(`Etalage could not start: ${message}`);
  process.exit(1);
});
