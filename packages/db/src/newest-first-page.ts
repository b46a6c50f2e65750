import { type SelectQueryBuilder, sql } from "kysely";

/** Which page of a list: how many rows, after how many. */
export interface RowPage {
  size: number;
  offset: number;
}

/**
 * One page of the rows a query picks, newest first (of rows written in the same moment, the
 * later one first), and how many rows it picks in all.
 */
export async function readNewestFirstPage<DB, TB extends keyof DB>(
  picked: SelectQueryBuilder<DB, TB, object>,
  page: RowPage,
) {
  const rows = await picked
    .selectAll()
    .orderBy(sql.ref("created_at"), "desc")
    .orderBy(sql.ref("id"), "desc")
    .limit(page.size)
    .offset(page.offset)
    .execute();
  const counted = await picked
    .select((eb) => eb.fn.countAll().as("total"))
    .$castTo<{ total: string | number | bigint }>()
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}
