import { isJson } from "../query/request-values";
import type { SearchParams } from "../search-engine";
import { SearchRequestError } from "../search-request-error";

/** Which parts of `_source` a hit carries; null means the whole document. */
export interface SourceFilter {
  includes: string[];
  excludes: string[];
}

const NOTHING: SourceFilter = { includes: [], excludes: ["*"] };

function patternList(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  const list = typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) {
    throw new SearchRequestError(`${what} must be a field name or a list of them`);
  }
  return list.map((item) => item.trim()).filter(Boolean);
}

/** Body `_source` (true/false, "field", [fields], {includes, excludes}); query parameters win. */
export function sourceFilter(bodySource: unknown, params: SearchParams): SourceFilter | null {
  let filter: SourceFilter | null = null;
  if (bodySource === false) filter = NOTHING;
  else if (typeof bodySource === "string" || Array.isArray(bodySource)) {
    filter = { includes: patternList(bodySource, "_source"), excludes: [] };
  } else if (isJson(bodySource)) {
    for (const key of Object.keys(bodySource)) {
      if (!["includes", "include", "excludes", "exclude"].includes(key)) {
        throw new SearchRequestError(`Unsupported option for _source: ${key}`);
      }
    }
    filter = {
      includes: patternList(bodySource.includes ?? bodySource.include, "_source includes"),
      excludes: patternList(bodySource.excludes ?? bodySource.exclude, "_source excludes"),
    };
  } else if (bodySource !== undefined && bodySource !== true) {
    throw new SearchRequestError(
      "_source must be true, false, a field list or {includes, excludes}",
    );
  }
  if (params.sourceInclude?.length || params.sourceExclude?.length) {
    filter = {
      includes: params.sourceInclude ?? filter?.includes ?? [],
      excludes: params.sourceExclude ?? filter?.excludes ?? [],
    };
  }
  return filter && (filter.includes.length > 0 || filter.excludes.length > 0) ? filter : null;
}

const toRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

/**
 * Applies a source filter to a document. Patterns are dotted paths with * wildcards
 * ("configurable_children.*"); naming an object includes all of it; arrays of objects are
 * filtered element by element.
 */
export function sourceFilterer(filter: SourceFilter): (doc: object) => object {
  const includes = filter.includes.map(toRegExp);
  const excludes = filter.excludes.map(toRegExp);
  const isIncluded = (path: string) => includes.some((pattern) => pattern.test(path));
  const isExcluded = (path: string) => excludes.some((pattern) => pattern.test(path));
  const mayIncludeBelow = (path: string) =>
    filter.includes.some((pattern) => {
      const literal = pattern.split("*")[0]!;
      const below = `${path}.`;
      return below.startsWith(literal) || literal.startsWith(below);
    });

  const value = (item: unknown, path: string, included: boolean): unknown => {
    if (Array.isArray(item)) {
      const kept = item
        .map((element) => value(element, path, included))
        .filter((element) => element !== undefined);
      return included || kept.length > 0 ? kept : undefined;
    }
    if (isJson(item)) {
      if (included && excludes.length === 0) return item;
      if (!included && !mayIncludeBelow(path)) return undefined;
      const kept = object(item, path, included);
      return included || Object.keys(kept).length > 0 ? kept : undefined;
    }
    return included ? item : undefined;
  };

  const object = (source: Record<string, unknown>, prefix: string, included: boolean) => {
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(source)) {
      const path = prefix === "" ? key : `${prefix}.${key}`;
      if (isExcluded(path)) continue;
      const result = value(item, path, included || includes.length === 0 || isIncluded(path));
      if (result !== undefined) kept[key] = result;
    }
    return kept;
  };

  return (doc) => object(doc as Record<string, unknown>, "", false);
}
