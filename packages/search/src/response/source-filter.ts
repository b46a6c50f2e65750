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

/** What the patterns say about one dotted path. */
interface PathRule {
  path: string;
  excluded: boolean;
  included: boolean;
  /** An include pattern may reach below this path. */
  below: boolean;
}

/** Paths a filterer remembers its rules for; documents of one type have far fewer. */
const MAX_REMEMBERED_PATHS = 10_000;

function pathRules(filter: SourceFilter): (prefix: string, key: string) => PathRule {
  const includes = filter.includes.map(toRegExp);
  const excludes = filter.excludes.map(toRegExp);
  const literals = filter.includes.map((pattern) => pattern.split("*")[0]!);
  const rule = (path: string): PathRule => {
    const below = `${path}.`;
    return {
      path,
      excluded: excludes.some((pattern) => pattern.test(path)),
      included: includes.some((pattern) => pattern.test(path)),
      below: literals.some((literal) => below.startsWith(literal) || literal.startsWith(below)),
    };
  };
  // Every hit walks the same few dozen paths: work each out once per filter, not per field.
  const remembered = new Map<string, Map<string, PathRule>>();
  let count = 0;
  return (prefix, key) => {
    let keys = remembered.get(prefix);
    let known = keys?.get(key);
    if (known) return known;
    known = rule(prefix === "" ? key : `${prefix}.${key}`);
    if (count < MAX_REMEMBERED_PATHS) {
      if (!keys) {
        keys = new Map();
        remembered.set(prefix, keys);
      }
      keys.set(key, known);
      count++;
    }
    return known;
  };
}

/**
 * Applies a source filter to a document. Patterns are dotted paths with * wildcards
 * ("configurable_children.*"); naming an object includes all of it; arrays of objects are
 * filtered element by element.
 */
export function sourceFilterer(filter: SourceFilter): (doc: object) => object {
  const ruleOf = pathRules(filter);
  const includeAll = filter.includes.length === 0;
  const keepWhole = filter.excludes.length === 0;

  const value = (item: unknown, rule: PathRule, included: boolean): unknown => {
    if (Array.isArray(item)) {
      const kept = item
        .map((element) => value(element, rule, included))
        .filter((element) => element !== undefined);
      return included || kept.length > 0 ? kept : undefined;
    }
    if (isJson(item)) {
      if (included && keepWhole) return item;
      if (!included && !rule.below) return undefined;
      const kept = object(item, rule.path, included);
      return included || Object.keys(kept).length > 0 ? kept : undefined;
    }
    return included ? item : undefined;
  };

  const object = (source: Record<string, unknown>, prefix: string, included: boolean) => {
    const kept: Record<string, unknown> = {};
    for (const key in source) {
      if (!Object.hasOwn(source, key)) continue;
      const rule = ruleOf(prefix, key);
      if (rule.excluded) continue;
      const result = value(source[key], rule, included || includeAll || rule.included);
      if (result !== undefined) kept[key] = result;
    }
    return kept;
  };

  return (doc) => object(doc as Record<string, unknown>, "", false);
}

const filterers = new Map<string, (doc: object) => object>();
const MAX_FILTERERS = 256;

/** The filterer of a filter, shared by every request that asks the same one. */
export function rememberedFilterer(filter: SourceFilter): (doc: object) => object {
  const key = JSON.stringify(filter);
  let filterer = filterers.get(key);
  if (!filterer) {
    filterer = sourceFilterer(filter);
    if (filterers.size >= MAX_FILTERERS) filterers.clear();
    filterers.set(key, filterer);
  }
  return filterer;
}
