import {
  forgetDevices,
  isKnownDevice,
  type Kysely,
  rememberDevice,
  type Schema,
} from "@etalage/db";
import type { CustomerContext } from "./customer-context";
import { newToken, tokenHash } from "./tokens";

/** A device stays known this long after its last login with the password. */
export const KNOWN_DEVICE_DAYS = 365;

/** The most recently used devices a customer keeps known; older ones are forgotten. */
export const KNOWN_DEVICES_PER_CUSTOMER = 20;

/** Device tokens we hand out: 43 base64url characters. Anything else is no device. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The hash of the device token a request sent, or null without a well-formed one. */
export const deviceHashOf = (token: string | undefined): string | null =>
  token !== undefined && DEVICE_TOKEN.test(token) ? tokenHash(token) : null;

/** Whether the request's device logged in to this customer's account before. */
export async function isKnownDeviceOf(ctx: CustomerContext, customerId: number): Promise<boolean> {
  if (ctx.client.deviceHash === null) return false;
  const since = new Date(ctx.now().getTime() - KNOWN_DEVICE_DAYS * 24 * 3600_000);
  return isKnownDevice(ctx.db, customerId, ctx.client.deviceHash, since.toISOString());
}

/**
 * After a login with the right password: the request's device becomes (or stays) known to the
 * customer. A request without a device token gets a new one, to keep in its cookie.
 */
export async function rememberDeviceOf(
  db: Kysely<Schema>,
  ctx: CustomerContext,
  customerId: number,
): Promise<string | null> {
  const token = ctx.client.deviceHash === null ? newToken() : null;
  const hash = token === null ? ctx.client.deviceHash : tokenHash(token);
  if (hash !== null)
    await rememberDevice(db, customerId, hash, ctx.now().toISOString(), KNOWN_DEVICES_PER_CUSTOMER);
  return token;
}

/** After a new password: only the device that set it stays known (none after a reset link). */
export const forgetOtherDevices = (db: Kysely<Schema>, customerId: number, keep: string | null) =>
  forgetDevices(db, customerId, keep);
