import { urlKeyOf } from "@etalage/contracts";
import {
  insertCategoryRow,
  type Kysely,
  nextCategoryId,
  readCategoryRows,
  type Schema,
} from "@etalage/db";
import { ROOT_CATEGORY_ID, TREE_ROOT_ID } from "../../catalogue";

/** The shop's root category (id 2), which a shop without a catalogue has yet to get. */
export async function ensureRootCategory(trx: Kysely<Schema>): Promise<void> {
  const rows = await readCategoryRows(trx);
  if (rows.some((row) => row.id === ROOT_CATEGORY_ID)) return;
  await insertCategoryRow(trx, {
    id: ROOT_CATEGORY_ID,
    parent_id: TREE_ROOT_ID,
    name_nl: "Default Category",
    name_en: "Default Category",
    url_key_nl: "default-category",
    url_key_en: "default-category",
    position: 1,
    is_active: 1,
    include_in_menu: 1,
  });
}

/**
 * Makes the categories of these paths ("Default Category/Jurken/Maxi"), each name under the one
 * before it, enabled and last among their siblings; answers every new path's id.
 */
export async function createCategoryPaths(
  trx: Kysely<Schema>,
  paths: readonly string[],
): Promise<Map<string, number>> {
  const rows = await readCategoryRows(trx);
  const made = new Map<string, number>();
  const childOf = (parentId: number, name: string) =>
    rows.find((row) => row.parent_id === parentId && row.name_nl === name);
  for (const path of paths) {
    let parentId = TREE_ROOT_ID;
    for (const name of path.split("/")) {
      let row = childOf(parentId, name);
      if (!row) {
        const id = await nextCategoryId(trx);
        const siblings = rows.filter((r) => r.parent_id === parentId);
        row = {
          id,
          parent_id: parentId,
          name_nl: name,
          name_en: name,
          url_key_nl: urlKeyOf(name) || `category-${id}`,
          url_key_en: urlKeyOf(name) || `category-${id}`,
          position: siblings.reduce((top, s) => Math.max(top, s.position), 0) + 1,
          is_active: 1,
          include_in_menu: 1,
        };
        await insertCategoryRow(trx, row);
        rows.push(row);
      }
      parentId = row.id;
    }
    made.set(path, parentId);
  }
  return made;
}
