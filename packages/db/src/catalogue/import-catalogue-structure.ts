import type { SeedAttribute, SeedCategory } from "@etalage/contracts";
import type { Kysely } from "kysely";
import { flag } from "../flags";
import type { Schema } from "../schema";
import { insertRows } from "./insert-rows";
import { toColumns } from "./localized-columns";

export async function importCategories(db: Kysely<Schema>, categories: SeedCategory[]) {
  await insertRows(
    db,
    "categories",
    categories.map((category) => ({
      id: category.id,
      parent_id: category.parentId,
      ...toColumns("name", category.name),
      ...toColumns("url_key", category.urlKey),
      position: category.position,
      is_active: flag(category.isActive),
      include_in_menu: flag(category.includeInMenu),
    })),
  );
}

export async function importAttributes(db: Kysely<Schema>, attributes: SeedAttribute[]) {
  await insertRows(
    db,
    "attributes",
    attributes.map((attribute) => ({
      id: attribute.id,
      code: attribute.code,
      ...toColumns("label", attribute.label),
      frontend_input: attribute.frontendInput,
      is_user_defined: flag(attribute.isUserDefined),
      is_visible: flag(attribute.isVisible),
      is_comparable: flag(attribute.isComparable),
      is_filterable: flag(attribute.isFilterable),
      position: attribute.position,
    })),
  );
  await insertRows(
    db,
    "attribute_options",
    attributes.flatMap((attribute) =>
      attribute.options.map((option) => ({
        id: option.value,
        attribute_id: attribute.id,
        ...toColumns("label", option.label),
        swatch: option.swatch ?? null,
        position: option.position,
      })),
    ),
  );
}
