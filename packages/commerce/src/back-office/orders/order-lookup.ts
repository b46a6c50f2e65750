import { findOrderByNumber, type Kysely, type Schema } from "@etalage/db";
import { BackOfficeError } from "../back-office-error";

export const orderByNumber = (db: Kysely<Schema>, incrementId: string) =>
  findOrderByNumber(db, incrementId);

export const noSuchOrderNumber = (incrementId: string) =>
  new BackOfficeError("not-found", {
    nl: `Er is geen bestelling met nummer ${incrementId}`,
    en: `No order ${incrementId}`,
  });
