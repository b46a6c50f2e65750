import { type ReactNode, type RefObject, useRef } from "react";
import { SearchField, type SearchFieldProps } from "./search-field";

export interface ListFiltersProps {
  search: Omit<SearchFieldProps, "inputRef">;
  /** The search box, for a screen that focuses it from the keyboard. */
  searchRef?: RefObject<HTMLInputElement | null>;
  /** The text searched for, trimmed; undefined when the box is empty. */
  onSearch(text: string | undefined): void;
  /** "Clear": shown while the list is searched or filtered. */
  clear?: { label: string; onClear(): void };
  /** The list's other filters (SelectField, dates), after the search. */
  children?: ReactNode;
}

/** The search and filters above a list, one form: Enter or the button searches. */
export function ListFilters(props: ListFiltersProps) {
  const own = useRef<HTMLInputElement>(null);
  const input = props.searchRef ?? own;
  return (
    <search>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch(input.current?.value.trim() || undefined);
        }}
      >
        <SearchField {...props.search} inputRef={input} />
        {props.children}
        {props.clear ? (
          <button type="button" className="link-button" onClick={props.clear.onClear}>
            {props.clear.label}
          </button>
        ) : null}
      </form>
    </search>
  );
}
