import type { SeedAttribute, SeedAttributeOption, SeedCategory } from "@etalage/contracts";
import type { Kysely } from "kysely";
import { isSet } from "../flags";
import type { Schema } from "../schema";
import { groupBy } from "./group-by";
import { fromColumns } from "./localized-columns";

export async function readCategories(db: Kysely<Schema>): Promise<SeedCategory[]> {
  const rows = await db.selectFrom("categories").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    name: fromColumns(row, "name"),
    urlKey: fromColumns(row, "url_key"),
    position: row.position,
    isActive: isSet(row.is_active),
    includeInMenu: isSet(row.include_in_menu),
  }));
}

export async function readAttributes(db: Kysely<Schema>): Promise<SeedAttribute[]> {
  const rows = await db.selectFrom("attributes").selectAll().orderBy("id").execute();
  const optionRows = await db
    .selectFrom("attribute_options")
    .selectAll()
    .orderBy("attribute_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const options = groupBy(optionRows, (option) => option.attribute_id);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    label: fromColumns(row, "label"),
    frontendInput: row.frontend_input,
    isUserDefined: isSet(row.is_user_defined),
    isVisible: isSet(row.is_visible),
    isComparable: isSet(row.is_comparable),
    isFilterable: isSet(row.is_filterable),
    position: row.position,
    options: (options.get(row.id) ?? []).map((option) => {
      const read: SeedAttributeOption = {
        value: option.id,
        label: fromColumns(option, "label"),
        position: option.position,
      };
      if (option.swatch !== null) read.swatch = option.swatch;
      return read;
    }),
  }));
}
