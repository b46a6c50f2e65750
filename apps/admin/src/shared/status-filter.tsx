import { useSearchParams } from "react-router";
import { SelectField } from "./select-field";

/**
 * The status a list shows, from its URL (`?status=…`): one of its statuses, else the list's own
 * first choice (none: every status). Choosing that first choice again leaves the URL bare.
 */
export function useStatusParam<Status extends string>(
  statuses: readonly Status[],
): [Status | undefined, (status: string) => void];
export function useStatusParam<Status extends string>(
  statuses: readonly Status[],
  first: Status,
): [Status, (status: string) => void];
export function useStatusParam<Status extends string>(statuses: readonly Status[], first?: Status) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("status");
  const status = statuses.find((one) => one === asked) ?? first;
  const choose = (next: string) => setParams(next && next !== first ? { status: next } : {});
  return [status, choose] as const;
}

export interface StatusFilterProps<Status extends string> {
  id: string;
  label: string;
  statuses: readonly Status[];
  /** Each status in the member's words. */
  names: Record<Status, string>;
  value: Status | undefined;
  onChange(status: string): void;
  /** The choice of every status, where the list has one. */
  any?: string;
}

/** A list's one filter: which status it shows. */
export function StatusFilter<Status extends string>(props: StatusFilterProps<Status>) {
  return (
    <div className="filters">
      <SelectField
        id={props.id}
        label={props.label}
        value={props.value ?? ""}
        onChange={props.onChange}
        options={props.statuses.map((status) => [status, props.names[status]])}
        any={props.any}
      />
    </div>
  );
}
